/// Item ids are unique across the whole pack.
struct IDUniqueRule: PackRule {
    static let description = RuleDescription(
        id: "id-unique",
        summary: "Item ids must be unique across the whole pack",
        rationale: """
            Game results, progress and purchases are stored against item ids, and the bundle's answer \
            keys are looked up by id. Two items with one id means one of them gets the other's answer \
            and results. Give each item its own id, and never reuse an id for different content.
            """,
        severity: .error,
        valid: [Example(Examples.riddle())],
        invalid: [Example(#"""
            {"kind": "riddles", "items": [
              {"id": "cat-riddle", "difficulty": 1,
               "text": {"en": "Who says meow?", "ru": "Кто говорит мяу?", "uk": "Хто каже няв?"},
               "answers": {"en": ["a cat"], "ru": ["кошка"], "uk": ["кіт"]}},
              {"id": ↓"cat-riddle", "difficulty": 2,
               "text": {"en": "Who purrs?", "ru": "Кто мурлычет?", "uk": "Хто муркоче?"},
               "answers": {"en": ["a cat"], "ru": ["кошка"], "uk": ["кіт"]}}
            ]}
            """#)])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        var first: [String: (file: ContentFile, range: Range<Int>)] = [:]
        var found: [Diagnostic] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            for (id, node) in file.itemIDs {
                if let original = first[id] {
                    let place = original.file.path == file.path ? "earlier in this file" : "in \(original.file.path)"
                    found.append(Self.diagnostic(
                        "id \"\(id)\" is already used \(place); ids must be unique across the pack",
                        in: file, at: node.range,
                        notes: [Diagnostic.Note("first use of \"\(id)\"", file: original.file.path, range: original.range)]))
                } else {
                    first[id] = (file, node.range)
                }
            }
        }
        return found
    }
}
