import ContentCore

/// Each level's words fit the level and can be played.
struct AnagramWordsRule: FileRule {
    static let description = RuleDescription(
        id: "anagram-words",
        summary: "Anagram words must be unique in their level, within its length range, rearrangeable, and have enough look-alike letters",
        rationale: """
            Each round shows a word and four options: a true anagram and three distractors made by \
            replacing letters with look-alikes. A word repeated in a level repeats a round; a word \
            outside the level's wordLength breaks its difficulty; a word whose letters are all the \
            same (or a single letter) has no other order; a word with fewer look-alike letters \
            (keys of "confusables") than the level's substitutions cannot make its distractors.
            """,
        kind: .anagrams,
        severity: .error,
        valid: [Example(Examples.anagrams(#""words": ["кот", "сон", "нос"]"#))],
        invalid: [
            Example(Examples.anagrams(#""words": ["кот", "сон", ↓"кот"]"#)),
            Example(Examples.anagrams(#""words": ["кот", ↓"лимон"]"#)),
            Example(Examples.anagrams(#""words": ["кот", ↓"ууу"]"#)),
            Example(Examples.anagrams(#""words": ["кот", ↓"шум"]"#)),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root else { return [] }
        let keys = (root["confusables"]?.object?.members ?? []).map(\.key)
        let confusable = Set(keys)
        let confusableScalars = Set(keys.compactMap { key in CaseFolding.simpleLetters(key).flatMap { $0.count == 1 ? $0[0] : nil } })
        var found: [Diagnostic] = []
        for level in root["levels"]?.array ?? [] {
            let lengths = level["wordLength"]?.array?.compactMap(\.integer) ?? []
            let substitutions = level["substitutions"]?.integer ?? 1
            var seen: Set<[UInt32]> = []
            for node in level["words"]?.array ?? [] {
                guard let word = node.string else { continue }
                let letters = Letters(word, confusable: confusable, confusableScalars: confusableScalars)
                if !seen.insert(letters.folded).inserted {
                    found.append(Self.diagnostic("\"\(word)\" is already in this level; words must be unique within a level", in: file, at: node.range))
                } else if lengths.count == 2, !(lengths[0]...max(lengths[0], lengths[1])).contains(letters.count) {
                    found.append(Self.diagnostic("\"\(word)\" has \(counted(letters.count, "letter")), outside this level's \(lengths[0])-\(lengths[1])", in: file, at: node.range))
                } else if !letters.hasTwoDifferent {
                    found.append(Self.diagnostic("\"\(word)\" has no other order of its letters, so it has no anagram", in: file, at: node.range))
                } else if letters.confusable < substitutions {
                    let usable = letters.confusable
                    found.append(Self.diagnostic(
                        "\"\(word)\" has \(counted(usable, "letter")) with look-alikes, but the level replaces \(substitutions); add confusables or choose another word",
                        in: file, at: node.range))
                }
            }
        }
        return found
    }

    /// What the checks need of a word: its letter count, its case-folded code points (for
    /// uniqueness), whether two letters differ, and how many letters have look-alikes. Words of
    /// whole-letter code points (Latin, Cyrillic) are read code point by code point; others by
    /// grapheme cluster.
    private struct Letters {
        let count: Int
        let folded: [UInt32]
        let hasTwoDifferent: Bool
        let confusable: Int

        init(_ word: String, confusable keys: Set<String>, confusableScalars: Set<UInt32>) {
            if let scalars = CaseFolding.simpleLetters(word) {
                count = scalars.count
                folded = scalars.map(CaseFolding.lower)
                hasTwoDifferent = scalars.contains { $0 != scalars[0] }
                confusable = scalars.filter(confusableScalars.contains).count
            } else {
                let letters = word.map(String.init)
                count = letters.count
                folded = word.lowercased().unicodeScalars.map(\.value)
                hasTwoDifferent = Set(letters).count >= 2
                confusable = letters.filter(keys.contains).count
            }
        }
    }
}
