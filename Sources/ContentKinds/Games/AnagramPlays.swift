import ContentBundle
import ContentCore

/// Anagram game rounds from a pack's anagram list: for each round, a word of the list whose
/// length is in the round's game level and which gives its four options at the level's
/// substitutions, no word twice in a play (a matching of rounds to words, so a play is found
/// whenever one exists).
struct AnagramPlays {
    let locale: String
    let confusables: [String: [String]]
    let words: [String]
    let seed: Int
    /// (word, game level) → the round, or nil when the word cannot make one there.
    private var made: [String: AnagramRoundsFile.Round?] = [:]

    init?(_ root: JSONNode) {
        guard let locale = root["locale"]?.string else { return nil }
        self.locale = locale
        // why: read as the list's own rounds read them, so a word makes the same round in both
        confusables = AnagramRounds.confusables(root)
        var seen = Set<String>()
        words = (root["levels"]?.array ?? []).flatMap { $0["words"]?.array ?? [] }.compactMap(\.string).filter { seen.insert($0).inserted }
        seed = AnagramRounds.seed(of: root)
    }

    /// The round a word makes at a game level, or nil.
    mutating func round(_ word: String, gameLevel: Int, _ parameters: JSONNode) -> AnagramRoundsFile.Round? {
        let key = "\(gameLevel) \(word)"
        if let known = made[key] { return known }
        var round: AnagramRoundsFile.Round?
        if let lengths = parameters.intRange("wordLength"), lengths.contains(word.count) {
            let substitutions = parameters["substitutions"]?.integer ?? 1
            if case .success(let value) = AnagramRounds.round(word: word, locale: locale, level: gameLevel, substitutions: substitutions,
                                                              confusables: confusables, seed: seed) {
                round = AnagramRoundsFile.Round(word: value.word, options: value.options, answer: value.answer)
            }
        }
        made[key] = round
        return round
    }

    /// One play: a distinct word for every round, or the first round no word is left for.
    mutating func play(_ gameLevels: [(number: Int, parameters: JSONNode)], _ random: inout SeededRandom) -> Result<[AnagramRoundsFile.Round], UnfilledRound> {
        var candidates: [[Int]] = []
        for (number, parameters) in gameLevels {
            let usable = words.indices.filter { round(words[$0], gameLevel: number, parameters) != nil }
            candidates.append(random.shuffled(usable))
        }
        var wordOfRound = [Int?](repeating: nil, count: gameLevels.count)
        var roundOfWord: [Int: Int] = [:]
        func augment(_ roundIndex: Int, _ visited: inout Set<Int>) -> Bool {
            for word in candidates[roundIndex] where visited.insert(word).inserted {
                if let other = roundOfWord[word], !augment(other, &visited) { continue }
                roundOfWord[word] = roundIndex
                wordOfRound[roundIndex] = word
                return true
            }
            return false
        }
        for index in gameLevels.indices {
            var visited = Set<Int>()
            if !augment(index, &visited) { return .failure(UnfilledRound(index: index)) }
        }
        return .success(gameLevels.indices.map { index in round(words[wordOfRound[index]!], gameLevel: gameLevels[index].number, gameLevels[index].parameters)! })
    }

    /// How many of the list's words a game level can use.
    mutating func usable(gameLevel: Int, _ parameters: JSONNode) -> Int {
        words.filter { round($0, gameLevel: gameLevel, parameters) != nil }.count
    }
}

/// The round (0-based) of a play that no word is left for.
struct UnfilledRound: Error {
    let index: Int
}
