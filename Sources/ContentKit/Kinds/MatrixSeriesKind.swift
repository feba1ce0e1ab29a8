import ContentArt
import ContentBundle

/// `matrix-series`: an IQ test series of matrix items, rendered from their rules or pictured
/// (runtime types `MatrixSeries`, `MatrixItem`).
struct MatrixSeriesKind: KindSpec {
    let kind = ContentKind.matrixSeries
    let layout = ContentLayout(ids: ["/id", "/items/*/id"], localizedTexts: ["/title"], assets: [
        AssetField("/items/*/panels/*", role: "a matrix panel"), AssetField("/items/*/options/*", role: "a matrix option"),
    ])
    let form = CompiledForm.fileItem
    /// A series is a section of a timed test: its time limit scores every item in it.
    let diffProfile = DiffProfile(
        item: ItemRoles(noun: "matrix series", members: ["timeLimitSeconds": .scoring], otherwise: .scoring),
        nestedItems: ItemRoles(noun: "matrix item", members: [
            "answer": .key, "options": .choices(.index), "panelImages": .generated, "optionImages": .generated,
        ]))

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
        var files: [String: [UInt8]] = [:]
        for item in root["items"]?.array ?? [] { files.merge(try MatrixOutput.files(item, jobs: session.jobs).get()) { first, _ in first } }
        return files
    }

    /// The eight panels and the blank, the options below, the key framed in green.
    func tiles(_ bundle: [String: [UInt8]]) -> [ContactTile] {
        let keys = Self.keys(bundle)
        return TileDrawing.folders(bundle, prefix: "matrix/", file: "/panel-0.png").compactMap { folder, _ in
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
    }

    /// Every item's key: from answers.json, or from the items of a pack that embeds them.
    private static func keys(_ bundle: [String: [UInt8]]) -> [String: Int] {
        var keys: [String: Int] = [:]
        for series in TileDrawing.decode(ItemsFile<MatrixSeries>.self, bundle, ContentKind.matrixSeries.itemsFile)?.items ?? [] {
            for item in series.items { if let answer = item.answer { keys[item.id] = answer } }
        }
        if let bytes = bundle[BundleFormat.answersFile], let root = JSONParser.parse(bytes, file: BundleFormat.answersFile).root {
            for member in root["answers"]?.object?.members ?? [] {
                if let answer = member.value.integer { keys[member.key] = answer }
            }
        }
        return keys
    }
}
