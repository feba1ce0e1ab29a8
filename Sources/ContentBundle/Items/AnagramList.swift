/// An anagram word list of one locale (`items/anagrams.json`, one per pack file): words by level,
/// the look-alike letters wrong options are made with, and the generated rounds (`rounds(of:)`).
public struct AnagramList: BundleItem {
    /// `ContentKind.anagrams`.
    public static let kind = ContentKind.anagrams

    /// The list's locale code (`en`, `ru`, …); also its id.
    public var locale: String
    /// A list per locale: its locale is its id.
    public var id: String { locale }
    /// Look-alike letters by letter (`"о": ["а", "е"]`): what wrong options swap in.
    public var confusables: [String: [String]]
    /// Seed of the round generator; nil means 1.
    public var seed: Int?
    /// The list's levels, easiest first.
    public var levels: [Level]
    /// Bundle path of the generated rounds (`AnagramRoundsFile`).
    public var rounds: String?

    /// One level of a word list.
    public struct Level: Codable, Sendable, Equatable {
        /// The level's number, 1-based.
        public var level: Int
        /// Shortest and longest word of the level, in letters: `[shortest, longest]`.
        public var wordLength: [Int]
        /// Letters replaced by look-alikes in each wrong option.
        public var substitutions: Int
        /// The level's words, in pack order.
        public var words: [String]
    }
}

/// The rounds the builder generated for an anagram list (`anagrams/<locale>/rounds.json`): per
/// level and word, four options (one true anagram, three look-alike distractors) and the index
/// of the anagram.
public struct AnagramRoundsFile: Codable, Sendable, Equatable {
    /// The locale of the list the rounds were made from.
    public var locale: String
    /// The rounds of each level, in level order.
    public var levels: [Level]

    /// The rounds of one level.
    public struct Level: Codable, Sendable, Equatable {
        /// The level's number (`AnagramList.Level.level`).
        public var level: Int
        /// One round per word of the level.
        public var rounds: [Round]
    }

    /// One round: a word and four options, one of them an anagram of it.
    public struct Round: Codable, Sendable, Equatable {
        /// The word shown.
        public var word: String
        /// Four options: the one anagram and three look-alike distractors, in the order to show.
        public var options: [String]
        /// 0-based index of the anagram in `options`.
        public var answer: Int

        /// A round as given (the builder's and tests').
        public init(word: String, options: [String], answer: Int) {
            self.word = word
            self.options = options
            self.answer = answer
        }
    }
}

extension ContentKind {
    /// `"kind": "anagrams"`.
    public static let anagrams = ContentKind("anagrams")
}

extension ContentBundle {
    /// The bundle's anagram word lists, in pack order.
    public var anagrams: [AnagramList] { get throws { try items(AnagramList.self) } }

    /// The generated rounds of an anagram list.
    public func rounds(of list: AnagramList) throws -> AnagramRoundsFile {
        let file = try decodeFile(list.rounds, AnagramRoundsFile.self, missing: (ContentKind.anagrams.itemsFile, "anagram list \(list.locale) has no rounds file"))
        // why: an app shows options[answer]; a round without four options and its key among them is refused
        if let path = list.rounds, file.levels.contains(where: { $0.rounds.contains { $0.options.count != 4 || !(0..<4).contains($0.answer) } }) {
            throw BundleError.malformedFile(path, "an anagram round without four options and its key among them")
        }
        return file
    }
}
