import ContentBundle

/// `sequences`: tap sequences to repeat (runtime type `TapSequence`).
struct SequencesKind: KindSpec {
    let kind = ContentKind.sequences
    let layout = ContentLayout(ids: ["/items/*/id"])
    let form = CompiledForm.itemList
    /// The symbols and their order are the question; how long and how often a player may try
    /// are the level's parameters.
    let diffProfile = DiffProfile(item: ItemRoles(noun: "tap sequence", members: ["maxLength": .scoring, "attempts": .scoring]))

    func poolItems(_ root: JSONNode) -> [JSONNode] { poolItemsOfList(root) }
}
