import ContentBundle

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
