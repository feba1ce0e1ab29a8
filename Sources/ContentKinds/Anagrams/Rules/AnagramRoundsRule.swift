import ContentCore

/// Every word can make its round.
struct AnagramRoundsRule: FileRule {
    static let description = RuleDescription(
        id: "anagram-rounds",
        summary: "Every anagram word must give three distractors that are not anagrams of it",
        rationale: """
            The builder makes each round with the same seeded generator this rule runs: a true \
            anagram and three distractors with the level's substitutions. A distractor whose \
            letters are the word's own (two look-alikes swapping each other's letters, say) is a \
            second right answer, so the generator refuses it; a word whose look-alikes only make \
            such distractors, or too few different ones, cannot be played.
            """,
        kind: .anagrams,
        severity: .error,
        valid: [Example(Examples.anagrams(#""words": ["кот", "сон", "нос"]"#))],
        invalid: [Example(#"""
            {"kind": "anagrams", "locale": "ru", "confusables": {"с": ["о"], "о": ["с"], "к": ["х"], "т": ["г"]},
             "levels": [{"level": 1, "wordLength": [3, 4], "substitutions": 2, "words": ["кот", ↓"сос"]}]}
            """#)])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root, let locale = root["locale"]?.string else { return [] }
        let seed = AnagramRounds.seed(of: root)
        // why: when every look-alike is one whole-letter code point, words are checked as code
        // points; the generator and its random numbers are the same either way
        let scalarConfusables = Self.scalarConfusables(root)
        var stringConfusables: [String: [String]]?
        var found: [Diagnostic] = []
        for level in root["levels"]?.array ?? [] {
            guard let number = level["level"]?.integer else { continue }
            let substitutions = level["substitutions"]?.integer ?? 1
            for node in level["words"]?.array ?? [] {
                guard let word = node.string else { continue }
                let failure: AnagramRounds.Failure?
                if let scalarConfusables, let letters = CaseFolding.simpleLetters(word) {
                    // anagram-words reports words without another order or without enough look-alikes
                    guard letters.contains(where: { $0 != letters[0] }), letters.filter({ scalarConfusables[$0] != nil }).count >= substitutions else { continue }
                    failure = AnagramRounds.check(letters, word: word, locale: locale, level: number, substitutions: substitutions,
                                                  confusables: scalarConfusables, seed: seed)
                } else {
                    let confusables = stringConfusables ?? AnagramRounds.confusables(root)
                    stringConfusables = confusables
                    let letters = word.map(String.init)
                    guard Set(letters).count > 1, letters.filter({ confusables[$0] != nil }).count >= substitutions else { continue }
                    if case .failure(let problem) = AnagramRounds.round(word: word, locale: locale, level: number, substitutions: substitutions,
                                                                         confusables: confusables, seed: seed) {
                        failure = problem
                    } else {
                        failure = nil
                    }
                }
                if let failure { found.append(Self.diagnostic(failure.description, in: file, at: node.range)) }
            }
        }
        return found
    }

    /// The look-alikes as code points, or nil when one of them is not a single whole letter;
    /// the same map as `confusables` (a letter's own self is dropped, empty lists left out).
    static func scalarConfusables(_ root: JSONNode) -> [UInt32: [UInt32]]? {
        var map: [UInt32: [UInt32]] = [:]
        for member in root["confusables"]?.object?.members ?? [] {
            let values = (member.value.array ?? []).compactMap(\.string).filter { !$0.utf8.elementsEqual(member.key.utf8) }
            guard !values.isEmpty else { continue }
            guard let letter = CaseFolding.simpleLetters(member.key), letter.count == 1 else { return nil }
            var mapped: [UInt32] = []
            for value in values {
                guard let scalars = CaseFolding.simpleLetters(value), scalars.count == 1 else { return nil }
                mapped.append(scalars[0])
            }
            map[letter[0]] = mapped
        }
        return map
    }
}
