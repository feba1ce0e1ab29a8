import ContentCore

/// An anagram list's rounds, made by the generator lint ran: `anagrams/<locale>/rounds.json`.
enum AnagramOutput {
    static func path(locale: String) -> String { "anagrams/\(locale)/rounds.json" }

    /// `{"locale": ..., "levels": [{"level": n, "rounds": [{"word", "options", "answer"}]}]}`;
    /// `answer` is the index of the true anagram (which any client could also find by sorting
    /// letters, so it is not a secret worth hiding).
    static func rounds(_ root: JSONNode) -> Result<[UInt8], BuildError> {
        guard let locale = root["locale"]?.string else { return .failure(.notLintClean("anagram list")) }
        let confusables = AnagramRounds.confusables(root)
        let seed = AnagramRounds.seed(of: root)
        var levels: [JSONWriter.Value] = []
        for level in root["levels"]?.array ?? [] {
            guard let number = level["level"]?.integer else { continue }
            let substitutions = level["substitutions"]?.integer ?? 1
            var rounds: [JSONWriter.Value] = []
            for word in (level["words"]?.array ?? []).compactMap(\.string) {
                switch AnagramRounds.round(word: word, locale: locale, level: number, substitutions: substitutions, confusables: confusables, seed: seed) {
                case .failure(let failure):
                    return .failure(.output("anagrams \(locale), level \(number): \(failure)"))
                case .success(let round):
                    rounds.append(.object([("word", .string(round.word)), ("options", .array(round.options.map { .string($0) })), ("answer", .int(round.answer))]))
                }
            }
            levels.append(.object([("level", .int(number)), ("rounds", .array(rounds))]))
        }
        return .success(JSONWriter.encode(.object([("locale", .string(locale)), ("levels", .array(levels))])))
    }
}
