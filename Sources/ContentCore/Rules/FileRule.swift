import ContentBundle

/// A rule that looks at one file at a time (run in parallel over the pack's files).
public protocol FileRule: LintRule {
    init()
    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic]
}

extension FileRule {
    public static var stage: RuleStage { .oneFile(Self()) }
}
