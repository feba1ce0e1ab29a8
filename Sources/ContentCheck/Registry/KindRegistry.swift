import ContentBundle
import ContentCore
import ContentKinds

/// Every content kind's spec, sorted by kind name: the one list the loader, the rules, the
/// builder, the contact sheet and `diff` read.
package enum KindRegistry {
    package static let all: [any KindSpec] = ContentKindsCatalog.kinds.sorted { $0.kind < $1.kind }

    private static let byKind: [ContentKind: any KindSpec] = Dictionary(uniqueKeysWithValues: all.map { ($0.kind, $0) })

    /// The spec of a kind.
    package static func spec(_ kind: ContentKind) -> (any KindSpec)? { byKind[kind] }

    /// The kind a file names in `"kind"`, if it is one we know.
    package static func kind(named name: String) -> ContentKind? { byKind[ContentKind(rawValue: name)]?.kind }

    /// The name of the kind of the pack's own settings (`pack.json`).
    static var packKind: String { all.first { $0.form == .packSettings }?.kind.rawValue ?? "" }

    /// Every kind's name, sorted.
    static var names: [String] { all.map(\.kind.rawValue) }

    /// Every kept fact of every kind (`KindSpec.keptFacts`), in kind order: how the lint cache
    /// writes and reads a file's kept facts.
    static let keptFacts: [KeptFactCodec] = {
        var seen = Set<String>()
        return all.flatMap(\.keptFacts).filter { seen.insert($0.name).inserted }
    }()

    /// Every fact a summary keeps: the ids and asset references of every file, then the kept facts.
    static let summaryFacts: [SummaryFact] = [.ids, .assetReferences] + keptFacts.map(\.summary)

    /// Every fact wanted of a file of `spec`'s kind: the kind's own (`itemFacts`), and those that
    /// kinds serving its items read of them (`factsOfServedItems`).
    package static func facts(_ spec: any KindSpec, of root: JSONNode, wanted: ContentFacts) -> ItemFacts {
        var facts = spec.itemFacts(root, wanted: wanted)
        if spec.servedOnTracks {
            for reader in factsOfServedItems where wanted.contains(name: reader.name) { reader.read(root, &facts) }
        }
        return facts
    }

    /// Each summary fact's place in `summaryFacts` (the lint cache's digests are in that order).
    static let summaryFactSlots: [String: Int] = Dictionary(uniqueKeysWithValues: summaryFacts.enumerated().map { ($1.name, $0) })

    /// The readers of the facts the kinds read of the items they serve (`factsOfServedItems`).
    static let factsOfServedItems: [ItemFactReader] = all.flatMap(\.factsOfServedItems)
}

extension SummaryFact {
    /// The fact's place in `KindRegistry.summaryFacts`; a fact no kind keeps has none (a test
    /// checks that every pack rule reads only kept facts).
    var slot: Int { KindRegistry.summaryFactSlots[name] ?? Int.max / 4 }
}
