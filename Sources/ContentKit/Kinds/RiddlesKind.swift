import ContentBundle

/// `riddles`: riddles with accepted answers per locale (runtime type `Riddle`).
struct RiddlesKind: KindSpec {
    let kind = ContentKind.riddles
    let layout = ContentLayout(ids: ["/items/*/id"], localizedTexts: ["/items/*/text", "/items/*/answers", "/items/*/hint"])
    let form = CompiledForm.itemList
    let answerMembers: AnswerMembers? = AnswerMembers(answer: "answers", hashable: true)
    let diffProfile = DiffProfile(item: ItemRoles(noun: "riddle", members: ["answers": .acceptedAnswers, "answerHashes": .hashedAnswers]))

    func itemFacts(_ root: JSONNode, wanted: ContentFacts) -> ItemFacts {
        ItemFacts(riddleTexts: wanted.contains(.riddleWords) ? RiddleFacts.all(in: root) : [])
    }

    func poolItems(_ root: JSONNode) -> [JSONNode] { poolItemsOfList(root) }
}
