/// A game's menu (`items/menu.json`, one per pack file): the main menu's button (title and cover)
/// and the themes a player chooses from, each grouping pictures of one kind: jigsaws, dots
/// pictures or memory sets (`themed(_:)` gives the items themselves).
public struct Menu: BundleItem, Identifiable {
    /// `ContentKind.menu`.
    public static let kind = ContentKind.menu

    /// The menu's id, unique in the pack.
    public var id: String
    /// The kind of the items its themes list (`jigsaw`, `dots`, `memory`).
    public var lists: String
    /// The button's title by locale.
    public var title: LocalizedText
    /// Bundle path of the button's picture (an SVG has a PNG beside it at `<path>.png`).
    public var cover: String
    /// The themes, in the order to show them.
    public var themes: [Theme]

    /// A theme: a title, a cover and the items it groups.
    public struct Theme: Codable, Sendable, Equatable, Identifiable {
        /// The theme's id, unique in its menu.
        public var id: String
        /// The theme's title by locale.
        public var title: LocalizedText
        /// Bundle path of the theme's picture (an SVG has a PNG beside it at `<path>.png`).
        public var cover: String
        /// Ids of the items it groups, in the order to show them.
        public var items: [String]
    }

    /// Why the menu cannot be used: no themes, a theme twice or a theme with no items.
    public func problem() -> String? {
        var ids = Set<String>()
        for theme in themes {
            guard ids.insert(theme.id).inserted else { return "theme \(theme.id) appears twice" }
            guard !theme.items.isEmpty else { return "theme \(theme.id) has no items" }
        }
        return themes.isEmpty ? "no themes" : nil
    }
}

/// A menu's theme with its items, as `ContentBundle.themed(_:)` gives them.
public struct ThemedItems<Item: BundleItem>: Sendable {
    /// The theme.
    public var theme: Menu.Theme
    /// Its items in the theme's order (ids the bundle does not hold are left out).
    public var items: [Item]
}

extension ContentKind {
    /// `"kind": "menu"`.
    public static let menu = ContentKind("menu")
}

extension ContentBundle {
    /// The bundle's menus, in pack order.
    public var menus: [Menu] { get throws { try items(Menu.self) } }

    /// The menu listing a kind's items (`Jigsaw.kind`), if the pack has one.
    public func menu(listing kind: ContentKind) throws -> Menu? { try menus.first { $0.lists == kind.rawValue } }

    /// The items of a kind grouped by the themes of the menu listing it (`themed(Jigsaw.self)`),
    /// in the menu's order; empty when no menu lists the kind.
    public func themed<Item: BundleItem>(_ type: Item.Type) throws -> [ThemedItems<Item>] {
        guard let menu = try menu(listing: Item.kind) else { return [] }
        let byID = Dictionary(try items(Item.self).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return menu.themes.map { theme in ThemedItems(theme: theme, items: theme.items.compactMap { byID[$0] }) }
    }
}
