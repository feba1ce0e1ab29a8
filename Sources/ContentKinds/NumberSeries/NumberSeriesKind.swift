import ContentBundle
import ContentCore

/// `number-series`: series with a rule, choices and the next term (runtime type `NumberSeriesItem`).
struct NumberSeriesKind: KindSpec {
    let kind = ContentKind.numberSeries
    let layout = ContentLayout(ids: ["/items/*/id"], localizedTexts: ["/items/*/explanation"])
    let form = CompiledForm.itemList
    let ruleFacts = ContentFacts(SeriesItems.self)
    let servedOnTracks = true
    let answerMembers: AnswerMembers? = AnswerMembers(answer: "answer", rule: "rule")
    let diffProfile = DiffProfile(item: ItemRoles(noun: "number series", members: ["answer": .key, "rule": .explanation, "choices": .choices(.value)]))

    func itemFacts(_ root: JSONNode, wanted: ContentFacts) -> ItemFacts {
        var facts = ItemFacts()
        if wanted.contains(SeriesItems.self) { facts[SeriesItems.self] = SeriesItems.read(root) }
        return facts
    }

    func poolItems(_ root: JSONNode) -> [JSONNode] { poolItemsOfList(root) }
}
