public struct MemorySet: BundleItem, Identifiable {
    public static let kind = ContentKind.memory

    public var id: String
    public var title: LocalizedText
    public var grid: [Int]
    public var cardSize: Int?
    public var cards: [String]
    /// Bundle paths of the cards drawn onto their squares (`memory/<set>/<card>.png`), in the
    /// order of `cards`.
    public var cardImages: [String]?
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
    public var memorySets: [MemorySet] { items(MemorySet.self) }
}
