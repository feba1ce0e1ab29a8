/// A set of memory cards (`items/memory.json`, one per pack file): pictures for card games.
public struct MemorySet: BundleItem, Identifiable {
    /// `ContentKind.memory`.
    public static let kind = ContentKind.memory

    /// The set's id, unique in the pack.
    public var id: String
    /// The set's name by locale.
    public var title: LocalizedText
    /// The board the set was made for, `[rows, columns]`.
    public var grid: [Int]
    /// The side of the square each card is drawn on, in pixels; nil means 256.
    public var cardSize: Int?
    /// Bundle paths of the pack's card pictures (under `assets/`), in the pack's order.
    public var cards: [String]
    /// Bundle paths of the cards drawn onto their squares (`memory/<set>/<card>.png`), in the
    /// order of `cards`.
    public var cardImages: [String]?
    /// `true` for content behind the paywall; nil or `false` for free content.
    public var premium: Bool?
    /// The category a player chooses (animals, fruits, vehicles, plants …).
    public var category: String?
    /// Bundle path of the picture shown when choosing the set or its category.
    public var cover: String?
}

extension ContentKind {
    /// `"kind": "memory"`.
    public static let memory = ContentKind("memory")
}

extension ContentBundle {
    /// The bundle's memory card sets, in pack order.
    public var memorySets: [MemorySet] { get throws { try items(MemorySet.self) } }
}
