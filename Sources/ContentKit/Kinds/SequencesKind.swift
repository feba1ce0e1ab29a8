import ContentBundle

/// `sequences`: tap sequences to repeat (runtime type `TapSequence`).
struct SequencesKind: KindSpec {
    let kind = ContentKind.sequences
    let layout = ContentLayout(ids: ["/items/*/id"])
    let form = CompiledForm.itemList

    func poolItems(_ root: JSONNode) -> [JSONNode] { poolItemsOfList(root) }
}
