import ContentBundle

/// What a pack rule reads of the pack. The incremental lint runs the rule again when what it
/// reads changed: a file of one of `kinds`; or, for a rule over every file (`kinds` nil), one of
/// the `facts` of any file or a file of its `trees` kinds (any byte of it: a tree's every field
/// may decide a finding); or an asset, with `assets`. A rule that keeps a state
/// (`IncrementalPackRule`) is given those files as its edits (and those where a fact it reads
/// only moved). It gets the trees of `trees`; the other files come with the facts every summary
/// keeps (kind, ids, asset references, riddle stems, track items). A rule that reads a tree it
/// does not declare would see none on a warm run: `IncrementalCheckTests` runs every rule both
/// ways.
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
