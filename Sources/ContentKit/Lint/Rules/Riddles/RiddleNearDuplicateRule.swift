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

    /// Where a text is: its file, its riddle in the file and its place in the riddle's texts.
    private struct Entry {
        let file: Int32
        let riddle: Int32
        let text: Int32
    }

    /// One locale's texts: where each is and its trigram set.
    private struct Group {
        var entries: [Entry] = []
        var trigrams: [[UInt64]] = []
    }

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        // why: a pack may hold tens of thousands of riddles; collect positions, not copies
        var locales: [String] = []
        var groups: [Group] = []
        for index in files.indices {
            for (riddleIndex, riddle) in files[index].riddles.enumerated() {
                for (textIndex, text) in riddle.texts.enumerated() {
                    // a pack has a handful of locales: found by a scan, not a hash
                    let group = locales.firstIndex(of: text.locale) ?? {
                        locales.append(text.locale)
                        groups.append(Group())
                        return groups.count - 1
                    }()
                    groups[group].entries.append(Entry(file: Int32(index), riddle: Int32(riddleIndex), text: Int32(textIndex)))
                    groups[group].trigrams.append(text.trigrams)
                }
            }
        }
        var reported = Set<String>()
        var found: [Diagnostic] = []
        let search = NearDuplicateSearch(threshold: Self.threshold)
        for (locale, group) in zip(locales, groups).sorted(by: { $0.0 < $1.0 }) {
            for match in search.matches(trigramSets: group.trigrams) {
                let (earlier, later) = (group.entries[match.earlier], group.entries[match.later])
                let (firstFile, secondFile) = (files[Int(earlier.file)], files[Int(later.file)])
                let first = firstFile.riddles[Int(earlier.riddle)]
                let second = secondFile.riddles[Int(later.riddle)]
                guard reported.insert(second.id).inserted else { continue }
                let place = earlier.file == later.file ? "" : " in \(firstFile.path)"
                found.append(Self.diagnostic(
                    "riddle \"\(second.id)\" reads almost like \"\(first.id)\"\(place) (\(locale) texts \(Int((match.score * 100).rounded())) % alike); make them different or remove one",
                    in: secondFile, at: second.textObject.lowerBound..<second.textObject.lowerBound + 1,
                    notes: [Diagnostic.Note("\"\(first.id)\" is here", file: firstFile.path, range: first.texts[Int(earlier.text)].range)]))
            }
        }
        return found
    }
}
