import ContentArt
import ContentBundle
import ContentCore

/// `menu`: a game's button in the app's main menu and the themes grouping its pictures (jigsaws,
/// dots pictures, memory sets) (runtime type `Menu`).
struct MenuKind: KindSpec {
    let kind = ContentKind.menu
    let layout = ContentLayout(
        ids: ["/id"], localizedTexts: ["/title", "/themes/*/title"],
        assets: [AssetField("/cover", role: "a menu's cover", drawnBeside: true),
                 AssetField("/themes/*/cover", role: "a menu theme's cover", drawnBeside: true)])
    let form = CompiledForm.fileItem
    /// A menu scores nothing: its titles are wording, its covers pictures, and which items its
    /// themes group decides what is served.
    let diffProfile = DiffProfile(item: ItemRoles(
        noun: "menu", members: ["title": .wording, "cover": .picture, "lists": .serving, "themes": .serving], otherwise: .serving))

    /// Every cover as the app shows it (the PNG beside an SVG, else the PNG itself).
    func tiles(_ bundle: [String: [UInt8]]) -> [ContactTile] {
        let menus = TileDrawing.decode(ItemsFile<Menu>.self, bundle, kind.itemsFile)?.items ?? []
        let paths = Set(menus.flatMap { [$0.cover] + $0.themes.map(\.cover) }).sorted()
        return paths.compactMap { path in
            let shown = path.hasSuffix(".svg") ? TileDrawing.bundlePNG(path) : path
            return TileDrawing.png(bundle, shown).map { TileDrawing.tile(path, $0) }
        }
    }
}
