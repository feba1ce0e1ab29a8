import ContentBundle

/// `number-series`: series with a rule, choices and the next term (runtime type `NumberSeriesItem`).
struct NumberSeriesKind: KindSpec {
    let kind = ContentKind.numberSeries
    let layout = ContentLayout(ids: ["/items/*/id"], localizedTexts: ["/items/*/explanation"])
    let form = CompiledForm.itemList
    let ruleFacts = ContentFacts.seriesItems
    let answerMembers: AnswerMembers? = AnswerMembers(answer: "answer", rule: "rule")
    let diffProfile = DiffProfile(item: ItemRoles(noun: "number series", members: ["answer": .key, "rule": .explanation, "choices": .choices(.value)]))

    func itemFacts(_ root: JSONNode, wanted: ContentFacts) -> ItemFacts {
        ItemFacts(seriesItems: wanted.contains(.seriesItems) ? SeriesItem.all(in: root) : []).adding(trackItemsOf: root, wanted: wanted)
    }

    func poolItems(_ root: JSONNode) -> [JSONNode] { poolItemsOfList(root) }
}
