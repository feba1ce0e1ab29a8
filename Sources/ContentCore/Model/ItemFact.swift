/// A fact a kind finds in its files' items while a file is read (a riddle's word stems, a number
/// series with its rule parsed), so that its rules read it without walking the tree again. Each
/// kind declares its own facts in its folder (`KindSpec.itemFacts`); nothing outside the kind
/// names them.
package protocol ItemFact: SendableMetatype {
    associatedtype Value: Sendable
    /// The fact's name: unique and stable (the lint cache and `ContentFacts` know it by it).
    static var name: String { get }
    /// The fact of a file's tree (a file of the kind's shape: its schema passed).
    static func read(_ root: JSONNode) -> Value
}

/// An item fact that pack rules read after a file's tree is gone: kept in the file's summary and
/// in the lint cache, through the kind's own encoding.
package protocol KeptFact: ItemFact {
    /// Writes the value; ranges go through `CacheWriter.range`, so the cache tells where a fact
    /// sits apart from what it says.
    static func write(_ value: Value, to out: inout CacheWriter)
    /// Reads what `write` wrote; nil when the bytes are damaged.
    static func read(from input: inout CacheReader) -> Value?
}

/// A kept fact's encoding with its type erased, for the lint cache, which keeps every kind's
/// facts in the order the kind registry gives.
package struct KeptFactCodec: Sendable {
    package let name: String
    package let summary: SummaryFact
    /// Writes the fact of `facts` (an empty value's encoding when the file has none).
    package let write: @Sendable (ItemFacts, inout CacheWriter) -> Void
    /// Reads the fact into `facts`; false when the bytes are damaged.
    package let read: @Sendable (inout CacheReader, inout ItemFacts) -> Bool

    package init<Fact: KeptFact>(_ fact: Fact.Type) where Fact.Value: RangeReplaceableCollection {
        name = Fact.name
        summary = SummaryFact(fact)
        write = { facts, out in Fact.write(facts[Fact.self] ?? Fact.Value(), to: &out) }
        read = { input, facts in
            guard let value = Fact.read(from: &input) else { return false }
            if !value.isEmpty { facts[Fact.self] = value }
            return true
        }
    }
}

/// A reader of one item fact with its type erased: what a kind lets other kinds' files be read
/// for (the puzzle track reads the items it may serve in the files of every kind it serves).
package struct ItemFactReader: Sendable {
    package let name: String
    package let read: @Sendable (JSONNode, inout ItemFacts) -> Void

    package init<Fact: ItemFact>(_ fact: Fact.Type) {
        name = Fact.name
        read = { root, facts in facts[Fact.self] = Fact.read(root) }
    }
}
