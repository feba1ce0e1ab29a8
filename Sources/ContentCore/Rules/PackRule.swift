import ContentBundle

/// A rule that needs every file of the pack at once (ids unique across the pack).
public protocol PackRule: LintRule {
    init()
    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic]
    /// What the rule reads, so that an incremental run runs it again only when that changed
    /// (default: everything).
    static var inputs: PackRuleInputs { get }
    /// The rule as an incremental lint brings it up to date from the files that changed, when it
    /// keeps a state of its own between runs (default: nil, the rule runs again over every file).
    var incremental: (any IncrementalPackRule)? { get }
}

extension PackRule {
    public static var inputs: PackRuleInputs { .everything }
    public var incremental: (any IncrementalPackRule)? { nil }
    public static var stage: RuleStage { .wholePack(Self()) }
}

/// A pack rule that keeps what it computed between lint runs (`PackRuleState`) and brings it up
/// to date from the files that changed, finding what `check` over every file would.
public protocol IncrementalPackRule: Sendable {
    /// `PackRule.check`, keeping the state for the next run in `state`.
    func check(_ files: [ContentFile], in context: LintContext, keeping state: PackRuleState) -> [Diagnostic]
    /// The findings after `edits` (files whose bytes changed, in the same pack's file list
    /// `paths`), from the state the last run kept and its findings (`previous`); the state is
    /// then kept anew. Nil when the state is missing or cannot be brought up to date (the rule
    /// then runs over every file).
    func recheck(_ edits: [PackRuleEdit], paths: [String], previous: [Diagnostic], in context: LintContext, state: PackRuleState) -> [Diagnostic]?
}

/// A content file that changed since the last run, as an incremental pack rule gets it.
public struct PackRuleEdit: Sendable {
    /// The file as checked now (its facts).
    public let file: ContentFile
    /// Its place in the pack's file list (the order a full check gives the files in).
    public let position: Int

    package init(file: ContentFile, position: Int) {
        self.file = file
        self.position = position
    }
}
