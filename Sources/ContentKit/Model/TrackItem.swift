/// What a puzzle track reads of an item it may serve, kept after the file's tree is dropped:
/// its id, where its key sits among its options or choices, and (riddles) whether it has an
/// illustration.
struct TrackItem: Sendable {
    let id: String
    let key: KeySpread.Key?
    let illustrated: Bool

    /// The items of a file's `"items"` list.
    static func all(in root: JSONNode) -> [TrackItem] {
        (root["items"]?.array ?? []).compactMap { item in
            guard let id = item["id"]?.string else { return nil }
            return TrackItem(id: id, key: AnswerPositionsRule.key(item)?.key, illustrated: item["image"] != nil)
        }
    }
}
