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

    static let inputs: PackRuleInputs = .every([.ids])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        let ordered = files.indices.sorted { files[$0].path < files[$1].path }
        var first: [String: (file: Int, range: Range<Int>)] = [:]
        first.reserveCapacity(files.count * 4)
        var found: [Diagnostic] = []
        for index in ordered {
            for (id, node) in files[index].itemIDs {
                // why: one hash per id (a pack has tens of thousands): the default marks a new id
                var original: (file: Int, range: Range<Int>)?
                Self.claim(&first[id, default: (-1, 0..<0)], by: (index, node.range), else: &original)
                guard let original else { continue }
                let originalPath = files[original.file].path
                let place = original.file == index ? "earlier in this file" : "in \(originalPath)"
                found.append(Self.diagnostic(
                    "id \"\(id)\" is already used \(place); ids must be unique across the pack",
                    in: files[index], at: node.range,
                    notes: [Diagnostic.Note("first use of \"\(id)\"", file: originalPath, range: original.range)]))
            }
        }
        return found
    }

    /// Takes an entry made from the default (file -1) for `owner`; leaves a taken one and returns it.
    private static func claim(_ entry: inout (file: Int, range: Range<Int>), by owner: (file: Int, range: Range<Int>),
                              else taken: inout (file: Int, range: Range<Int>)?) {
        if entry.file < 0 { entry = owner } else { taken = entry }
    }
}
