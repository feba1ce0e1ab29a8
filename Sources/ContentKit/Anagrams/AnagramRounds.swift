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
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        case noOtherOrder(String)
        case tooFewDistractors(String, found: Int)

        public var description: String {
            switch self {
            case .noOtherOrder(let word): "\"\(word)\" has no other order of its letters"
            case .tooFewDistractors(let word, let found):
                "\"\(word)\" gives only \(found) distractor\(found == 1 ? "" : "s") that are not anagrams of it (3 needed); add look-alikes for more of its letters or lower substitutions"
            }
        }
    }

    /// The round for one word of a level. Letters are grapheme clusters; the random numbers come
    /// from the list's seed, the locale, the level and the word.
    public static func round(word: String, locale: String, level: Int, substitutions: Int,
                             confusables: [String: [String]], seed: Int = 0) -> Result<AnagramRound, Failure> {
        let letters = word.map(String.init)
        var random = SeededRandom(seed: SeededRandom.fnv1a("\(seed)\u{0}\(locale)\u{0}\(level)\u{0}\(word)"))
        let sorted = letters.sorted()
        // the true anagram: a shuffle that differs from the word
        var anagram: [String]?
        for _ in 0..<64 {
            let candidate = random.shuffled(letters)
            if candidate != letters { anagram = candidate; break }
        }
        if anagram == nil, Set(letters).count > 1 {
            // a shuffle kept missing (two letters, say): rotate instead
            anagram = Array(letters.dropFirst()) + [letters[0]]
        }
        guard let anagram, anagram != letters else { return .failure(.noOtherOrder(word)) }
        var options: [[String]] = [anagram]
        let replaceable = letters.indices.filter { !(confusables[letters[$0]] ?? []).isEmpty }
        if replaceable.count >= substitutions, substitutions > 0 {
            for _ in 0..<400 where options.count < 4 {
                var candidate = letters
                for position in random.shuffled(replaceable).prefix(substitutions) {
                    let choices = confusables[letters[position]]!
                    candidate[position] = choices[random.below(choices.count)]
                }
                candidate = random.shuffled(candidate)
                // why: a "distractor" made of the word's own letters is a second right answer
                guard candidate.sorted() != sorted, candidate != letters, !options.contains(candidate) else { continue }
                options.append(candidate)
            }
        }
        guard options.count == 4 else { return .failure(.tooFewDistractors(word, found: options.count - 1)) }
        let order = random.shuffled(Array(0..<4))
        return .success(AnagramRound(word: word, options: order.map { options[$0].joined() }, answer: order.firstIndex(of: 0)!))
    }
}
