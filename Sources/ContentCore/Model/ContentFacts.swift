import ContentBundle

/// Which item facts a run finds (each costs time on a big pack, so a lint run finds only those
/// its enabled rules declare, `LintRule.facts`): a set of fact names, or every fact.
public struct ContentFacts: Sendable, Hashable {
    private var names: Set<String>
    private var everything: Bool

    /// No fact.
    public init() {
        names = []
        everything = false
    }

    /// One fact.
    package init<Fact: ItemFact>(_ fact: Fact.Type) {
        names = [Fact.name]
        everything = false
    }

    /// Every fact of every kind (the fuzzers, and tests that read every fact).
    public static let all: ContentFacts = {
        var facts = ContentFacts()
        facts.everything = true
        return facts
    }()

    /// Whether the fact is among these.
    package func contains<Fact: ItemFact>(_ fact: Fact.Type) -> Bool { everything || names.contains(Fact.name) }

    /// Whether the fact of this name is among these.
    package func contains(name: String) -> Bool { everything || names.contains(name) }

    package mutating func formUnion(_ other: ContentFacts) {
        names.formUnion(other.names)
        everything = everything || other.everything
    }

    package func union(_ other: ContentFacts) -> ContentFacts {
        var union = self
        union.formUnion(other)
        return union
    }
}
