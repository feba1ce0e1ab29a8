import ContentArt
import ContentBundle
import ContentCore

/// `riddles`: riddles with accepted answers per locale (runtime type `Riddle`).
struct RiddlesKind: KindSpec {
    let kind = ContentKind.riddles
    let layout = ContentLayout(
        ids: ["/items/*/id"], localizedTexts: ["/items/*/text", "/items/*/answers", "/items/*/hint", "/items/*/explanation"],
        assets: [AssetField("/items/*/image", role: "a riddle's illustration", drawnBeside: true)])
    let form = CompiledForm.itemList
    let servedOnTracks = true
    let keptFacts = [KeptFactCodec(RiddleWords.self)]
    let answerMembers: AnswerMembers? = AnswerMembers(answer: "answers", hashable: true)
    let diffProfile = DiffProfile(item: ItemRoles(noun: "riddle", members: ["answers": .acceptedAnswers, "answerHashes": .hashedAnswers, "image": .picture, "explanation": .wording]))

    func itemFacts(_ root: JSONNode, wanted: ContentFacts) -> ItemFacts {
        var facts = ItemFacts()
        if wanted.contains(RiddleWords.self) { facts[RiddleWords.self] = RiddleWords.read(root) }
        return facts
    }

    func poolItems(_ root: JSONNode) -> [JSONNode] { poolItemsOfList(root) }

    /// Every riddle's illustration.
    func tiles(_ bundle: [String: [UInt8]]) -> [ContactTile] {
        (TileDrawing.decode(ItemsFile<Riddle>.self, bundle, kind.itemsFile)?.items ?? []).compactMap { riddle in
            riddle.image.flatMap { TileDrawing.png(bundle, TileDrawing.bundlePNG($0)) }.map { TileDrawing.tile(riddle.id, $0) }
        }
    }
}
