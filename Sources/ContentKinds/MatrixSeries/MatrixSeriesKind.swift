import ContentArt
import ContentBundle
import ContentCore

/// `matrix-series`: an IQ test series of matrix items, rendered from their rules or pictured
/// (runtime types `MatrixSeries`, `RenderedMatrixItem`).
struct MatrixSeriesKind: KindSpec {
    let kind = ContentKind.matrixSeries
    let layout = ContentLayout(ids: ["/id", "/items/*/id"], localizedTexts: ["/title"], assets: [
        AssetField("/items/*/panels/*", role: "a matrix panel", drawnBeside: true),
        AssetField("/items/*/options/*", role: "a matrix option", drawnBeside: true),
    ])
    let form = CompiledForm.fileItem
    /// A series is a section of a timed test: its time limit scores every item in it.
    let diffProfile = DiffProfile(
        item: ItemRoles(noun: "matrix series", members: ["timeLimitSeconds": .scoring], otherwise: .scoring),
        nestedItems: ItemRoles(noun: "matrix item", members: [
            "answer": .key, "options": .choices(.index), "panelImages": .generated, "optionImages": .generated,
        ]))

    let servedOnTracks = true

    func poolItems(_ root: JSONNode) -> [JSONNode] { poolItemsOfList(root) }

    /// The series with its items, each without its key and, when rendered, with its drawn panels.
    func items(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) -> (values: [JSONWriter.Value], count: Int) {
        let nodes = root["items"]?.array ?? []
        let items = nodes.map { node -> JSONWriter.Value in
            let value = session.clientItem(node, of: file, answer: AnswerMembers(answer: "answer"))
            guard node["form"]?.string == "rendered", let id = node["id"]?.string, case .object(var members) = value else { return value }
            let images = MatrixOutput.paths(id, panels: node["panels"]?.array?.count ?? 0, options: node["options"]?.array?.count ?? 0)
            members.append(("panelImages", .array(images.panels.map { .string($0) })))
            members.append(("optionImages", .array(images.options.map { .string($0) })))
            return .object(members)
        }
        guard case .object(var members) = session.rewriter(for: file).value(root, dropping: CompileSession.fileHeader.union(["items"])) else {
            return ([], 0)
        }
        members.append(("items", .array(items)))
        return ([.object(members)], items.count)
    }

    func outputs(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) throws -> [String: [UInt8]] {
        try session.cachedFiles(of: file, recipe: "matrix panels") {
            var files: [String: [UInt8]] = [:]
            for item in root["items"]?.array ?? [] { files.merge(try MatrixOutput.files(item, jobs: session.jobs).get()) { first, _ in first } }
            return files
        }
    }

    /// The eight panels and the blank, the options below, the key framed in green; pictured items
    /// as their question (the picture, or the 2x2 analogy with its blank) over their options.
    func tiles(_ bundle: [String: [UInt8]]) -> [ContactTile] {
        let series = TileDrawing.decode(ItemsFile<MatrixSeries>.self, bundle, ContentKind.matrixSeries.itemsFile)?.items ?? []
        // every item's key: embedded in the items, or from answers.json
        var keys = Dictionary(series.flatMap(\.items).compactMap { item in item.answer.map { (item.id, $0) } }) { _, later in later }
        keys.merge(TileDrawing.optionKeys(bundle)) { _, stored in stored }
        let rendered: [ContactTile] = TileDrawing.folders(bundle, prefix: "matrix/", file: "/panel-0.png").compactMap { folder, _ in
            let id = String(folder.dropFirst("matrix/".count))
            let panels = (0..<8).compactMap { TileDrawing.png(bundle, "\(folder)/panel-\($0).png") }
            let options = (0..<8).compactMap { TileDrawing.png(bundle, "\(folder)/option-\($0).png") }
            guard panels.count == 8 else { return nil }
            var canvas = Canvas(width: TileDrawing.side, height: TileDrawing.side)
            for (index, panel) in panels.enumerated() {
                canvas.draw(Resampler.resize(panel, width: 54, height: 54), x: 46 + (index % 3) * 56, y: 2 + (index / 3) * 56)
            }
            for (index, option) in options.enumerated() {
                let x = 4 + (index % 4) * 63
                let y = 174 + (index / 4) * 41
                if index == keys[id] {
                    canvas.draw(RGBAImage(width: 40, height: 40, pixels: Array(repeating: [30, 170, 60, 255], count: 1600).flatMap { $0 }), x: x + 10, y: y - 2)
                }
                canvas.draw(Resampler.resize(option, width: 36, height: 36), x: x + 12, y: y)
            }
            return ContactTile(label: folder, image: canvas.image)
        }
        let pictured: [ContactTile] = series.flatMap(\.items).compactMap { item in
            let pictures = item.panels.compactMap { panel -> RGBAImage? in
                guard case .picture(let path) = panel else { return nil }
                return TileDrawing.png(bundle, TileDrawing.bundlePNG(path))
            }
            guard item.form == "pictured", !pictures.isEmpty, pictures.count == item.panels.count else { return nil }
            let options = item.options.map { option -> RGBAImage? in
                guard case .picture(let path) = option else { return nil }
                return TileDrawing.png(bundle, TileDrawing.bundlePNG(path))
            }
            return TileDrawing.question(item.id, Self.question(pictures), options: options, key: keys[item.id])
        }
        return rendered + pictured
    }

    /// A pictured item's question as a player sees it: one picture, or the panels in rows of
    /// two or three with the last place left white.
    private static func question(_ panels: [RGBAImage]) -> RGBAImage {
        guard panels.count > 1 else { return panels[0] }
        let perRow = panels.count == 3 ? 2 : 3
        let cell = 120
        var canvas = Canvas(width: perRow * (cell + 4), height: perRow * (cell + 4))
        for (index, panel) in panels.enumerated() {
            let fitted = TileDrawing.fitted(panel, width: cell, height: cell)
            canvas.draw(fitted, x: (index % perRow) * (cell + 4), y: (index / perRow) * (cell + 4))
        }
        return canvas.image
    }
}
