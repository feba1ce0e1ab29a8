import ContentBundle
import ContentCore

/// `equations`: picture equations, each picture a number to find (runtime type `Equation`).
struct EquationsKind: KindSpec {
    let kind = ContentKind.equations
    let layout = ContentLayout(
        ids: ["/items/*/id"], assets: [AssetField("/items/*/symbols/*", role: "a picture equation's symbol", drawnBeside: true)])
    let form = CompiledForm.itemList
    let ruleFacts = ContentFacts(EquationItems.self)
    let servedOnTracks = true
    let answerMembers: AnswerMembers? = AnswerMembers(answer: "answer", rule: "rule")
    let diffProfile = DiffProfile(item: ItemRoles(noun: "equation", members: ["answer": .key, "rule": .explanation, "choices": .choices(.value)]))

    func itemFacts(_ root: JSONNode, wanted: ContentFacts) -> ItemFacts {
        var facts = ItemFacts()
        if wanted.contains(EquationItems.self) { facts[EquationItems.self] = EquationItems.read(root) }
        return facts
    }

    func poolItems(_ root: JSONNode) -> [JSONNode] { poolItemsOfList(root) }
}
