import ContentArt
import ContentBundle
import ContentCore

/// `slides`: the slides introducing a game (runtime type `SlideShow`).
struct SlidesKind: KindSpec {
    let kind = ContentKind.slides
    let layout = ContentLayout(
        localizedTexts: ["/slides/*/text"], assets: [AssetField("/slides/*/image", role: "a slide's picture", drawnBeside: true)])
    let form = CompiledForm.fileItem
    /// Introductions are read, never scored.
    let diffProfile = DiffProfile(key: "game", item: ItemRoles(noun: "slides", otherwise: .wording))

    /// Each slide's drawing.
    func tiles(_ bundle: [String: [UInt8]]) -> [ContactTile] {
        let shows = TileDrawing.decode(ItemsFile<SlideShow>.self, bundle, kind.itemsFile)?.items ?? []
        let paths = Set(shows.flatMap { $0.slides.map(\.image) }).filter { $0.hasSuffix(".svg") }.sorted()
        return paths.compactMap { path in
            guard let bytes = bundle[path], let document = try? SVGReader.read(bytes).get() else { return nil }
            let size = SVGRenderer.size(of: document, width: TileDrawing.side, height: TileDrawing.side)
            return ContactTile(label: path, image: SVGRenderer.render(document, width: size.width, height: size.height).centred(onSquare: TileDrawing.side))
        }
    }
}
