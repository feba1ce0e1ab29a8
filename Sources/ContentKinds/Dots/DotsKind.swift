import ContentArt
import ContentBundle
import ContentCore

/// `dots`: a connect-the-dots picture: dots placed along one outline of a drawing, and the
/// picture revealed at the end (runtime types `DotsPicture`, `DotsLayoutFile`).
struct DotsKind: KindSpec {
    let kind = ContentKind.dots
    let layout = ContentLayout(ids: ["/id"], localizedTexts: ["/title"], assets: [
        AssetField("/svg", role: "the connect-the-dots drawing", accepts: [.svg]),
        AssetField("/reveal", role: "the revealed picture"),
    ])
    let form = CompiledForm.fileItem
    /// The outline followed, the number of dots and where they start are level parameters.
    let diffProfile = DiffProfile(item: ItemRoles(
        noun: "dots picture", members: ["layout": .generated, "outlineImage": .generated, "revealImage": .generated], otherwise: .scoring))

    func poolItems(_ root: JSONNode) -> [JSONNode] { [root] }

    func items(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) -> (values: [JSONWriter.Value], count: Int) {
        guard let id = root["id"]?.string else { return ([], 0) }
        let folder = DotsOutput.folder(id)
        let made: [(String, JSONWriter.Value)] = [
            ("layout", .string(folder + "/dots.json")), ("outlineImage", .string(folder + "/outline.png")),
            ("revealImage", .string(folder + "/reveal.png")),
        ]
        return ([session.fileItem(root, of: file, adding: made)], 1)
    }

    func outputs(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) throws -> [String: [UInt8]] {
        try session.cachedFiles(of: file, recipe: "dots") { try DotsOutput.files(root, folder: file.folder, assets: session.assets).get() }
    }

    /// The faint outline, the dots and their numbers where the child sees them.
    func tiles(_ bundle: [String: [UInt8]]) -> [ContactTile] {
        TileDrawing.folders(bundle, prefix: "dots/", file: "/dots.json").compactMap { folder, path in
            guard let outline = TileDrawing.png(bundle, folder + "/outline.png"),
                  let layout = TileDrawing.decode(DotsLayoutFile.self, bundle, path) else { return nil }
            return TileDrawing.tile(folder, outline) { width, height in DotsPreview.image(layout, width: width, height: height) }
        }
    }
}
