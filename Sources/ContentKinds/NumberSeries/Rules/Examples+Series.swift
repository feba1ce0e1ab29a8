import ContentCore

extension Examples {
    /// A number-series file with one item; `item` is the item's members after the id.
    static func series(_ item: String) -> String {
        #"{"kind": "number-series", "items": [{"id": "s-1", "difficulty": 2, "# + item + "}]}"
    }
}
