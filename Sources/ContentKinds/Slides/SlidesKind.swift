import ContentArt
import ContentBundle
import ContentCore

/// `slides`: the slides introducing a game or plan, or shown on a screen of no game (onboarding)
/// (runtime type `SlideShow`).
struct SlidesKind: KindSpec {
    let kind = ContentKind.slides
    let layout = ContentLayout(
        localizedTexts: ["/slides/*/text"], assets: [AssetField("/slides/*/image", role: "a slide's picture", drawnBeside: true)])
    let form = CompiledForm.fileItem
    /// Introductions are read, never scored.
    let diffProfile = DiffProfile(key: "game", fallbackKey: "screen", item: ItemRoles(noun: "slides", otherwise: .wording))

    /// Each slide's drawing, from the PNG the build drew beside it (the drawing was parsed once,
    /// when the pack was read; the sheet does not parse it again).
    func tiles(_ bundle: [String: [UInt8]]) -> [ContactTile] {
        let shows = TileDrawing.decode(ItemsFile<SlideShow>.self, bundle, kind.itemsFile)?.items ?? []
        let paths = Set(shows.flatMap { $0.slides.map(\.image) }).sorted()
        return paths.compactMap { path in TileDrawing.png(bundle, TileDrawing.bundlePNG(path)).map { TileDrawing.tile(path, $0) } }
    }
}
