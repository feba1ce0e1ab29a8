import ContentBundle

/// Riddles across the pack that read almost the same.
struct RiddleNearDuplicateRule: PackRule {
    static let threshold = 0.3
    static let facts: ContentFacts = .riddleTrigrams

    static let description = RuleDescription(
        id: "riddle-near-duplicate",
        summary: "Two riddles should not read almost the same (character 3-gram Jaccard similarity of 0.3 or more)",
        rationale: """
            A near-copy is usually the same riddle added twice, or a translation pasted into the wrong \
            item; players notice repeats. The check compares every pair of riddles in each locale by the \
            sets of three-character sequences of their normalised texts and warns at a Jaccard \
            similarity of 0.3 or more, naming both.
            """,
        kind: .riddles,
        severity: .warning,
        valid: [Example(Examples.riddle())],
        invalid: [Example("""
            {"kind": "riddles", "items": [
              {"id": "cat-riddle", "difficulty": 1,
               "text": {"en": "Who says meow?", "ru": "Кто говорит мяу?", "uk": "Хто каже няв?"},
               "answers": {"en": ["a cat"], "ru": ["кошка"], "uk": ["кіт"]}},
              {"id": "cat-riddle-2", "difficulty": 1,
               "text": ↓{"en": "Who says meow, meow?", "ru": "Кто же говорит мяу?", "uk": "Хто ж каже няв?"},
               "answers": {"en": ["a cat"], "ru": ["кошка"], "uk": ["кіт"]}}
            ]}
            """)])

    private struct Entry {
        let file: Int
        let id: String
        let textObject: Range<Int>
        let range: Range<Int>
        let trigrams: [UInt64]
    }

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        var entries: [String: [Entry]] = [:]
        for (index, file) in files.enumerated() {
            for riddle in file.riddles {
                for text in riddle.texts {
                    entries[text.locale, default: []].append(
                        Entry(file: index, id: riddle.id, textObject: riddle.textObject, range: text.range, trigrams: text.trigrams))
                }
            }
        }
        var reported = Set<String>()
        var found: [Diagnostic] = []
        let search = NearDuplicateSearch(threshold: Self.threshold)
        for locale in entries.keys.sorted() {
            let group = entries[locale]!
            for match in search.matches(trigramSets: group.map(\.trigrams)) {
                let (first, second) = (group[match.earlier], group[match.later])
                guard reported.insert(second.id).inserted else { continue }
                let file = files[second.file]
                let place = first.file == second.file ? "" : " in \(files[first.file].path)"
                found.append(Self.diagnostic(
                    "riddle \"\(second.id)\" reads almost like \"\(first.id)\"\(place) (\(locale) texts \(Int((match.score * 100).rounded())) % alike); make them different or remove one",
                    in: file, at: second.textObject.lowerBound..<second.textObject.lowerBound + 1,
                    notes: [Diagnostic.Note("\"\(first.id)\" is here", file: files[first.file].path, range: first.range)]))
            }
        }
        return found
    }
}
