import ContentCore

/// The rounds of the anagram game, made the same way on every machine: for a word, one true
/// anagram (its letters in another order) and three distractors (an order of its letters with
/// `substitutions` letters replaced by look-alikes), none of which is itself an anagram of the
/// word, all four different, in a seeded order.
public struct AnagramRound: Hashable, Sendable {
    public let word: String
    public let options: [String]
    /// The index of the true anagram in `options`.
    public let answer: Int
}

public enum AnagramRounds {
    /// The longest word a round is made of.
    static let maximumLetters = 64

    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        case noOtherOrder(String)
        case tooFewDistractors(String, found: Int)
        /// Longer than any anagram word may be (the schema's 24 letters, with room to spare).
        case tooLong(String)

        public var description: String {
            switch self {
            case .noOtherOrder(let word): "\"\(word)\" has no other order of its letters"
            case .tooLong(let word): "\"\(word.prefix(24))…\" is longer than \(AnagramRounds.maximumLetters) letters"
            case .tooFewDistractors(let word, let found):
                "\"\(word)\" gives only \(counted(found, "distractor")) that are not anagrams of it (3 needed); add look-alikes for more of its letters or lower substitutions"
            }
        }
    }

    /// The round for one word of a level. Letters are grapheme clusters; the random numbers come
    /// from the list's seed, the locale, the level and the word.
    public static func round(word: String, locale: String, level: Int, substitutions: Int,
                             confusables: [String: [String]], seed: Int = 0) -> Result<AnagramRound, Failure> {
        let letters = word.map(String.init)
        return options(letters, word: word, seed: Self.seed(seed, locale, level, word), substitutions: substitutions, confusables: confusables)
            .map { AnagramRound(word: word, options: $0.options.map { $0.joined() }, answer: $0.answer) }
    }

    /// Whether the word can make its round, letters as code points: the same generator on
    /// cheaper letters (the linter checks every word of every list), for words and look-alikes
    /// of whole-letter code points.
    static func check(_ letters: [UInt32], word: String, locale: String, level: Int, substitutions: Int,
                      confusables: [UInt32: [UInt32]], seed: Int) -> Failure? {
        if case .failure(let failure) = options(letters, word: word, seed: Self.seed(seed, locale, level, word), substitutions: substitutions,
                                                confusables: confusables, keepOptions: false) {
            return failure
        }
        return nil
    }

    static func seed(_ seed: Int, _ locale: String, _ level: Int, _ word: String) -> UInt64 {
        SeededRandom.fnv1a("\(seed)\u{0}\(locale)\u{0}\(level)\u{0}\(word)")
    }

    /// The four options (true anagram first, before the final shuffle) and the anagram's index;
    /// with `keepOptions` false, only whether they can be made (empty options on success).
    private static func options<Letter: Comparable>(
        _ letters: [Letter], word: String, seed: UInt64, substitutions: Int, confusables: [Letter: [Letter]],
        keepOptions: Bool = true
    ) -> Result<(options: [[Letter]], answer: Int), Failure> {
        // why: the generator's loops grow with the word; the schema allows 24 letters
        guard letters.count <= maximumLetters else { return .failure(.tooLong(word)) }
        var random = SeededRandom(seed: seed)
        let count = letters.count
        let sorted = letters.sorted()
        // why: the linter runs this for every word of every list, so the options are kept end
        // to end in one array and the loops reuse their buffers (same random numbers either way).
        var candidate = letters
        var options: [Letter] = []
        options.reserveCapacity(4 * count)
        // the true anagram: a shuffle that differs from the word
        for _ in 0..<64 {
            candidate.replaceSubrange(0..<count, with: letters)
            random.shuffle(&candidate)
            if candidate != letters { options.append(contentsOf: candidate); break }
        }
        if options.isEmpty, letters.contains(where: { $0 != letters[0] }) {
            // a shuffle kept missing (two letters, say): rotate instead
            options.append(contentsOf: letters.dropFirst())
            options.append(letters[0])
        }
        guard !options.isEmpty, !options.elementsEqual(letters) else { return .failure(.noOtherOrder(word)) }
        func option(_ index: Int) -> ArraySlice<Letter> { options[index * count..<(index + 1) * count] }
        var made = 1
        let lookAlikes = letters.map { confusables[$0] ?? [] }
        let replaceable = letters.indices.filter { !lookAlikes[$0].isEmpty }
        if replaceable.count >= substitutions, substitutions > 0 {
            var positions = replaceable
            var candidateSorted = sorted
            for _ in 0..<400 where made < 4 {
                candidate.replaceSubrange(0..<count, with: letters)
                positions.replaceSubrange(0..<positions.count, with: replaceable)
                random.shuffle(&positions)
                for position in positions.prefix(substitutions) {
                    let choices = lookAlikes[position]
                    candidate[position] = choices[random.below(choices.count)]
                }
                random.shuffle(&candidate)
                // why: a "distractor" made of the word's own letters is a second right answer
                candidateSorted.replaceSubrange(0..<count, with: candidate)
                candidateSorted.sort()
                guard candidateSorted != sorted, candidate != letters,
                      !(0..<made).contains(where: { option($0).elementsEqual(candidate) }) else { continue }
                options.append(contentsOf: candidate)
                made += 1
            }
        }
        guard made == 4 else { return .failure(.tooFewDistractors(word, found: made - 1)) }
        guard keepOptions else { return .success(([], 0)) }
        let order = random.shuffled(Array(0..<4))
        return .success((order.map { Array(option($0)) }, order.firstIndex(of: 0)!))
    }
}

extension AnagramRounds {
    /// A list's seed (`"seed"`, 1 when not given).
    static func seed(of root: JSONNode) -> Int { root["seed"]?.integer ?? 1 }

    /// A list's look-alike letters (`"confusables"`), each letter's own entry left out.
    static func confusables(_ root: JSONNode) -> [String: [String]] {
        var map: [String: [String]] = [:]
        for member in root["confusables"]?.object?.members ?? [] {
            map[member.key] = (member.value.array ?? []).compactMap(\.string).filter { $0 != member.key }
        }
        return map.filter { !$0.value.isEmpty }
    }
}
