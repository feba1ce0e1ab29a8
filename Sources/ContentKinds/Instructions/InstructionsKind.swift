import ContentArt
import ContentBundle
import ContentCore

/// `instructions`: what the app shows before an IQ test, a game or a kind of puzzle starts
/// (runtime type `Instructions`).
struct InstructionsKind: KindSpec {
    let kind = ContentKind.instructions
    let layout = ContentLayout(
        ids: ["/id"], localizedTexts: ["/title", "/pages/*/text", "/button"],
        assets: [AssetField("/pages/*/image", role: "an instructions page's picture", drawnBeside: true)])
    let form = CompiledForm.fileItem
    /// Instructions are read, never scored; what they are for and what they include decide where
    /// they are shown.
    let diffProfile = DiffProfile(item: ItemRoles(noun: "instructions", members: ["for": .serving, "includes": .serving], otherwise: .wording))

    /// Each page's drawing, from the PNG the build drew beside it.
    func tiles(_ bundle: [String: [UInt8]]) -> [ContactTile] {
        let all = TileDrawing.decode(ItemsFile<Instructions>.self, bundle, kind.itemsFile)?.items ?? []
        let paths = Set(all.flatMap { $0.pages.compactMap(\.image) }).sorted()
        return paths.compactMap { path in TileDrawing.png(bundle, TileDrawing.bundlePNG(path)).map { TileDrawing.tile(path, $0) } }
    }
}
