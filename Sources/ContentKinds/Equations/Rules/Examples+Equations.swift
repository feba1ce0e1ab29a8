import ContentCore

extension Examples {
    /// A picture-equation file with one item; `body` is the item's members after the symbols.
    static func equation(_ body: String, symbols: String = #""cat": "img/cat.png", "dog": "img/cat.svg""#) -> String {
        #"{"kind": "equations", "items": [{"id": "cats", "difficulty": 2, "symbols": {"# + symbols + #"}, "# + body + "}]}"
    }
}
