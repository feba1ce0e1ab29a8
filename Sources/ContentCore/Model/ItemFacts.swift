import ContentBundle

/// What a kind's rules read of its items, found while the file is read: each kind's own facts
/// (`ItemFact`), by fact type, and whether each is kept in the file's summary (`KeptFact`).
public struct ItemFacts: Sendable {
    private var values: [String: (value: any Sendable, kept: Bool)] = [:]

    public init() {}

    /// The value of one fact, if the file has it.
    package subscript<Fact: ItemFact>(_ fact: Fact.Type) -> Fact.Value? {
        get { values[Fact.name]?.value as? Fact.Value }
        set { values[Fact.name] = newValue.map { ($0, Fact.self is any KeptFact.Type) } }
    }

    /// The facts kept after a file's tree is dropped (`KeptFact`s).
    package var kept: ItemFacts {
        var facts = ItemFacts()
        facts.values = values.filter(\.value.kept)
        return facts
    }
}
