import ContentArt
import ContentBundle
import ContentCore

/// `jigsaw`: a photo cut into pieces (runtime types `Jigsaw`, `JigsawPieces`).
struct JigsawKind: KindSpec {
    let kind = ContentKind.jigsaw
    let layout = ContentLayout(
        ids: ["/id"], localizedTexts: ["/title"], assets: [AssetField("/image", role: "the jigsaw's picture", accepts: [.png])])
    let form = CompiledForm.fileItem
    /// Rows, columns and the cut are the puzzle's level parameters; the picture is a picture.
    let diffProfile = DiffProfile(item: ItemRoles(noun: "jigsaw", members: ["pieces": .generated, "outline": .generated], otherwise: .scoring))

    func poolItems(_ root: JSONNode) -> [JSONNode] { [root] }

    func items(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) -> (values: [JSONWriter.Value], count: Int) {
        guard let id = root["id"]?.string else { return ([], 0) }
        let folder = JigsawOutput.folder(id)
        return ([session.fileItem(root, of: file, adding: [("pieces", .string(folder + "/pieces.json")), ("outline", .string(folder + "/outline.svg"))])], 1)
    }

    /// The pieces, `pieces.json` and `outline.svg`, cut from the decoded picture (cached by the
    /// picture's bytes and the cut's definition).
    func outputs(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) throws -> [String: [UInt8]] {
        guard let definition = JigsawDefinition(root), let path = AssetReference.resolve(definition.image, from: file.folder) else {
            throw BuildError.notLintClean(file.path)
        }
        let assets = session.assets
        let bytes = try assets.bytes(path).mapError { BuildError.asset(path, $0.message) }.get()
        let recipe = "jigsaw \(definition.id) \(definition.rows)x\(definition.columns) seed \(definition.seed) tab \(definition.tabSize) jitter \(definition.jitter)"
        return try session.cachedFiles(for: bytes, recipe: recipe) {
            let picture = try assets.png(path).mapError { BuildError.asset(path, $0.message) }.get().image
            return try JigsawOutput.files(for: definition, picture: picture, jobs: session.jobs).get()
        }
    }

    /// Each jigsaw put back together from its pieces (exactly: the alphas add up), cut lines over it.
    func tiles(_ bundle: [String: [UInt8]]) -> [ContactTile] {
        TileDrawing.folders(bundle, prefix: "jigsaw/", file: "/pieces.json").compactMap { folder, path in
            guard let pieces = TileDrawing.decode(JigsawPieces.self, bundle, path), let assembled = assemble(pieces, bundle) else { return nil }
            return TileDrawing.tile(folder, assembled) { width, height in
                guard let svg = bundle[folder + "/outline.svg"], let lines = try? SVGReader.read(svg).get() else { return nil }
                return SVGRenderer.render(lines, width: width, height: height)
            }
        }
    }

    /// The picture rebuilt from its pieces, each placed at its box.
    private func assemble(_ pieces: JigsawPieces, _ bundle: [String: [UInt8]]) -> RGBAImage? {
        let (width, height) = (pieces.width, pieces.height)
        guard width > 0, height > 0 else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var alpha = [Int](repeating: 0, count: width * height)
        for piece in pieces.pieces {
            guard let image = TileDrawing.png(bundle, piece.file) else { continue }
            for y in 0..<image.height where piece.y + y < height {
                for x in 0..<image.width where piece.x + x < width {
                    let from = (y * image.width + x) * 4
                    guard image.pixels[from + 3] > 0 else { continue }
                    let index = (piece.y + y) * width + piece.x + x
                    for channel in 0..<3 { pixels[index * 4 + channel] = image.pixels[from + channel] }
                    // why: the pieces' alphas are shares of each pixel, so they add up (no seams)
                    alpha[index] += Int(image.pixels[from + 3])
                }
            }
        }
        for index in alpha.indices { pixels[index * 4 + 3] = UInt8(min(255, alpha[index])) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
