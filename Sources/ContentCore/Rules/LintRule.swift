import ContentBundle
/// What every rule says about itself: the source of `--list-rules`, the docs and the example tests.
public struct RuleDescription: Sendable {
    /// Kebab-case id printed in brackets after each finding.
    public let id: String
    /// One line: what the rule wants.
    public let summary: String
    /// Why it matters and how to fix it, for the rule's doc page.
    public let rationale: String
    /// The kind of file it looks at; nil for every kind.
    public let kind: ContentKind?
    public let severity: Severity
    /// Whether `content-build` relies on the rule: a configuration may neither turn it off nor
    /// lower it below an error (the builder compiles only what it passed: JSON, kinds, schemas,
    /// assets, unique ids, the version in the bundle's name).
    public let buildRelies: Bool
    /// Content the rule accepts.
    public var valid: [Example] { examples().valid }
    /// Content the rule rejects; `↓` marks where each finding must point.
    public var invalid: [Example] { examples().invalid }
    // why: examples are built (some render panels) only when docs or tests ask, not each time a
    // lint run starts and reads the rules' ids
    private let examples: @Sendable () -> (valid: [Example], invalid: [Example])

    public init(
        id: String, summary: String, rationale: String, kind: ContentKind? = nil, severity: Severity, buildRelies: Bool = false,
        valid: @autoclosure @escaping @Sendable () -> [Example], invalid: @autoclosure @escaping @Sendable () -> [Example]
    ) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.kind = kind
        self.severity = severity
        self.buildRelies = buildRelies
        examples = { (valid(), invalid()) }
    }
}

/// One example file for a rule, checked by the generic rule test inside a small standard pack
/// (locales en, ru and uk; `img/cat.png`, `img/cat.svg`, `img/readme.txt`, a folder `img/set`, and
/// `img/escape.png`, a link to `/etc/passwd`).
public struct Example: Sendable {
    /// The file's text; `↓` (removed before linting) marks where a finding must start.
    public let text: String
    /// The file's path in the pack.
    public let path: String
    /// Other files the example needs in the pack (path → text), for pack-wide rules.
    public let files: [String: String]

    public init(_ text: String, path: String = "example.json", files: [String: String] = [:]) {
        self.text = text
        self.path = path
        self.files = files
    }
}

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

/// A rule that looks at one file at a time (run in parallel over the pack's files).
public protocol FileRule: LintRule {
    init()
    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic]
}

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

/// What a pack rule reads of the pack. The incremental lint runs the rule again when what it
/// reads changed: a file of one of `kinds`; or, for a rule over every file (`kinds` nil), one of
/// the `facts` of any file or a file of its `trees` kinds; or an asset, with `assets`. It gets
/// the trees of `trees`; the other files come with the facts every summary keeps (kind, ids,
/// asset references, riddle stems, track items). A rule that reads a tree it does not declare
/// would see none on a warm run: `IncrementalCheckTests` runs every rule both ways.
public struct PackRuleInputs: Sendable {
    /// The kinds whose files the rule reads; nil: every content file, through `facts`.
    public let kinds: Set<ContentKind>?
    /// What a rule over every file reads of each (with its kind). The places in a fact (an id's
    /// range, a riddle's text) only place the rule's findings: a rule whose verdict depends on
    /// where something sits reads the file's tree instead. The lint cache relies on this: an
    /// edit that only moves a fact reruns the rule only when a finding is placed in that file.
    /// Nil: every fact every kind keeps.
    public let facts: Set<SummaryFact>?
    /// The kinds whose trees the rule reads; nil: every kind's.
    public let trees: Set<ContentKind>?
    /// Whether it reads pictures or drawings.
    public let assets: Bool

    public init(kinds: Set<ContentKind>?, facts: Set<SummaryFact>? = nil, trees: Set<ContentKind>? = [], assets: Bool = false) {
        self.kinds = kinds
        self.facts = facts
        self.trees = trees
        self.assets = assets
    }

    /// The trees and facts of these kinds' files.
    public static func files(_ kinds: Set<ContentKind>) -> PackRuleInputs { PackRuleInputs(kinds: kinds, trees: kinds) }

    /// These facts of every file.
    public static func every(_ facts: Set<SummaryFact>, trees: Set<ContentKind> = [], assets: Bool = false) -> PackRuleInputs {
        PackRuleInputs(kinds: nil, facts: facts, trees: trees, assets: assets)
    }

    /// Every file with its tree, and the assets: what a rule that declares nothing gets.
    public static let everything = PackRuleInputs(kinds: nil, trees: nil, assets: true)

    /// Whether the rule reads the trees of a kind's files.
    package func readsTrees(of kind: ContentKind) -> Bool { trees?.contains(kind) ?? true }
}

/// A fact of a file that a summary keeps for the pack rules, each with the file's kind: the ids
/// and asset references every file has, and each kind's kept facts (`KeptFact`), which the kinds
/// declare (`SummaryFact.riddleTexts`, `.trackItems`).
public struct SummaryFact: Sendable, Hashable {
    /// The fact's name (a kept fact's `ItemFact.name`).
    package let name: String

    private init(name: String) { self.name = name }

    /// A kind's kept fact.
    package init<Fact: KeptFact>(_ fact: Fact.Type) { name = Fact.name }

    /// The ids a file declares.
    public static let ids = SummaryFact(name: "ids")
    /// The asset paths a file names.
    public static let assetReferences = SummaryFact(name: "asset-references")
}

extension PackRule {
    public static var inputs: PackRuleInputs { .everything }
    public var incremental: (any IncrementalPackRule)? { nil }
    public static var stage: RuleStage { .wholePack(Self()) }
}

extension FileRule {
    public static var stage: RuleStage { .oneFile(Self()) }
}

/// A rule reported by a front-end stage (the JSON parser, the schema validator); the type
/// carries its description and examples.
public protocol StageRule: LintRule {}

extension StageRule {
    public static var stage: RuleStage { .frontEnd }
}

extension LintRule {
    /// The item facts this rule reads from `ContentFile` beyond those its kind's rules read
    /// (`KindSpec.ruleFacts`, which the registry adds: `RuleRegistry.facts(of:)`).
    public static var facts: ContentFacts { ContentFacts() }

    /// A finding of this rule at its default severity (the configuration may change it later).
    public static func diagnostic(
        _ message: String, in file: ContentFile, at range: Range<Int>, notes: [Diagnostic.Note] = [], fix: Diagnostic.Fix? = nil
    ) -> Diagnostic {
        Diagnostic(ruleID: description.id, severity: description.severity, message: message,
                   file: file.path, range: range, notes: notes, fix: fix)
    }
}
