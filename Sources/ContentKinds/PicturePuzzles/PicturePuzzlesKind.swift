import ContentArt
import ContentBundle
import ContentCore

/// `picture-puzzles`: the brain-training app's puzzles with 4-8 options (runtime type
/// `PicturePuzzle`). Pictured puzzles name their pictures; described paper foldings and views from
/// above are drawn by the builder (`puzzles/<id>/question.png`, `option-N.png`), and lint computes
/// their keys.
struct PicturePuzzlesKind: KindSpec {
    let kind = ContentKind.picturePuzzles
    let layout = ContentLayout(ids: ["/items/*/id"], localizedTexts: ["/items/*/question", "/items/*/explanation"], assets: [
        AssetField("/items/*/image", role: "a picture puzzle's question", drawnBeside: true),
        AssetField("/items/*/options/*", role: "a picture puzzle's option", drawnBeside: true),
    ])
    let form = CompiledForm.itemList
    let answerMembers: AnswerMembers? = AnswerMembers(answer: "answer")
    /// A described puzzle's description is its question; its drawings are made from it.
    let diffProfile = DiffProfile(item: ItemRoles(noun: "picture puzzle", members: [
        "answer": .key, "options": .choices(.index), "image": .picture, "optionImages": .generated, "explanation": .wording,
    ]))

    let servedOnTracks = true

    func poolItems(_ root: JSONNode) -> [JSONNode] { poolItemsOfList(root) }

    /// Each item without its key; a described one with the paths of its drawn question and options.
    func items(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) -> (values: [JSONWriter.Value], count: Int) {
        let values = (root["items"]?.array ?? []).map { node -> JSONWriter.Value in
            let value = session.clientItem(node, of: file, answer: answerMembers)
            guard PuzzleOutput.isDescribed(node), let id = node["id"]?.string, case .object(var members) = value else { return value }
            let drawn = PuzzleOutput.paths(id, options: node["options"]?.array?.count ?? 0)
            members.append(("image", .string(drawn.question)))
            members.append(("optionImages", .array(drawn.options.map { .string($0) })))
            return .object(members)
        }
        return (values, values.count)
    }

    func outputs(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) throws -> [String: [UInt8]] {
        try session.cachedFiles(of: file, recipe: "puzzle pictures") {
            var files: [String: [UInt8]] = [:]
            for item in root["items"]?.array ?? [] { files.merge(try PuzzleOutput.files(item).get()) { first, _ in first } }
            return files
        }
    }

    /// The question, and the options below it with the key framed in green.
    func tiles(_ bundle: [String: [UInt8]]) -> [ContactTile] {
        guard let puzzles = TileDrawing.decode(ItemsFile<PicturePuzzle>.self, bundle, kind.itemsFile)?.items else { return [] }
        let keys = TileDrawing.optionKeys(bundle)
        return puzzles.compactMap { puzzle in
            guard let question = TileDrawing.png(bundle, TileDrawing.bundlePNG(puzzle.image)) else { return nil }
            let options = puzzle.optionPictures.map { TileDrawing.png(bundle, TileDrawing.bundlePNG($0)) }
            return TileDrawing.question(puzzle.id, question, options: options, key: puzzle.answer ?? keys[puzzle.id])
        }
    }
}
