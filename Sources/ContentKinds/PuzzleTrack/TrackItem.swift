import ContentCore

/// What a puzzle track reads of an item it may serve, kept after the file's tree is dropped:
/// its id, where its key sits among its options or choices, and (riddles) whether it has an
/// illustration.
struct TrackItem: Sendable {
    let id: String
    let key: KeySpread.Key?
    let illustrated: Bool
}

/// The puzzle track's fact of the items it may serve, read in the files of every kind whose
/// items a track serves (`KindSpec.servedOnTracks`) and kept for the track rules.
enum TrackItems: KeptFact {
    static let name = "track-items"

    /// The items of a file's `"items"` list.
    static func read(_ root: JSONNode) -> [TrackItem] {
        (root["items"]?.array ?? []).compactMap { item in
            guard let id = item["id"]?.string else { return nil }
            return TrackItem(id: id, key: KeySpread.key(of: item)?.key, illustrated: item["image"] != nil)
        }
    }

    static func write(_ items: [TrackItem], to out: inout CacheWriter) {
        out.list(items) { out, item in
            out.string(item.id)
            out.int(item.key.map { $0.position + 1 } ?? 0)
            out.int(item.key?.options ?? 0)
            out.bool(item.illustrated)
        }
    }

    static func read(from input: inout CacheReader) -> [TrackItem]? {
        input.list { input -> TrackItem? in
            guard let id = input.string(), let position = input.int(), let options = input.int(), let illustrated = input.bool() else { return nil }
            return TrackItem(id: id, key: position > 0 ? KeySpread.Key(position: position - 1, options: options) : nil, illustrated: illustrated)
        }
    }
}

extension SummaryFact {
    /// The items puzzle tracks may serve (`TrackItems`).
    static let trackItems = SummaryFact(TrackItems.self)
}

extension ContentFile {
    /// The items of the file a puzzle track may serve.
    var trackItems: [TrackItem] { itemFacts[TrackItems.self] ?? [] }
}
