import ContentBundle
import ContentCore

/// `sequences`: tap sequences to repeat (runtime type `TapSequence`).
struct SequencesKind: KindSpec {
    let kind = ContentKind.sequences
    let layout = ContentLayout(ids: ["/items/*/id"])
    let form = CompiledForm.itemList
    /// The order is the key: kept apart from the items when the pack keeps answers apart.
    let answerMembers: AnswerMembers? = AnswerMembers(answer: "order")
    /// The symbols and their order are the question; how long and how often a player may try
    /// are the level's parameters.
    let diffProfile = DiffProfile(item: ItemRoles(noun: "tap sequence", members: ["maxLength": .scoring, "attempts": .scoring, "order": .key]))

    func poolItems(_ root: JSONNode) -> [JSONNode] { poolItemsOfList(root) }
}
