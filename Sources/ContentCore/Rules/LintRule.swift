import ContentBundle

/// A lint rule: a small type with a description. Its check comes from one of the protocols
/// below, or (`StageRule`) from a stage of the front end that reports under its id.
public protocol LintRule: Sendable {
    static var description: RuleDescription { get }
    /// The item facts the rule reads (a run finds only the facts its enabled rules read).
    static var facts: ContentFacts { get }
    /// The rule as the pipeline runs it (given by `FileRule`, `PackRule` and `StageRule`).
    static var stage: RuleStage { get }
}

/// Where a rule runs: over one file, over the pack, or inside a front-end stage. The registry
/// sorts its rules by this rather than by dynamic casts, which cost a process start a scan of
/// every protocol conformance in the binary.
public enum RuleStage: Sendable {
    case oneFile(any FileRule)
    case wholePack(any PackRule)
    case frontEnd
}

extension LintRule {
    /// The item facts this rule reads from `ContentFile` beyond those its kind's rules read
    /// (`KindSpec.ruleFacts`, which the registry adds: `RuleRegistry.facts(of:)`).
    public static var facts: ContentFacts { ContentFacts() }

    /// A finding of this rule at its default severity, or at `severity` where one finding of the
    /// rule is surer or less sure than its others (the configuration may change it later).
    public static func diagnostic(
        _ message: String, in file: ContentFile, at range: Range<Int>, notes: [Diagnostic.Note] = [], fix: Diagnostic.Fix? = nil,
        severity: Severity? = nil
    ) -> Diagnostic {
        Diagnostic(ruleID: description.id, severity: severity ?? description.severity, message: message,
                   file: file.path, range: range, notes: notes, fix: fix)
    }
}
