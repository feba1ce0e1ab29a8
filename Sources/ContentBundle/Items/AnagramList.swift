public struct AnagramList: BundleItem {
    public static let kind = ContentKind.anagrams

    public var locale: String
    /// A list per locale: its locale is its id.
    public var id: String { locale }
    public var confusables: [String: [String]]
    public var seed: Int?
    public var levels: [Level]
    /// Bundle path of the generated rounds (`AnagramRoundsFile`).
    public var rounds: String?

    public struct Level: Codable, Sendable, Equatable {
        public var level: Int
        public var wordLength: [Int]
        public var substitutions: Int
        public var words: [String]
    }
}

/// The rounds the builder generated for an anagram list (`anagrams/<locale>/rounds.json`): per
/// level and word, four options (one true anagram, three look-alike distractors) and the index
/// of the anagram.
public struct AnagramRoundsFile: Codable, Sendable, Equatable {
    public var locale: String
    public var levels: [Level]

    public struct Level: Codable, Sendable, Equatable {
        public var level: Int
        public var rounds: [Round]
    }

    public struct Round: Codable, Sendable, Equatable {
        public var word: String
        public var options: [String]
        public var answer: Int

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
    public var anagrams: [AnagramList] { items(AnagramList.self) }

    /// The generated rounds of an anagram list.
    public func rounds(of list: AnagramList) throws -> AnagramRoundsFile {
        try decodeFile(list.rounds, AnagramRoundsFile.self, missing: (ContentKind.anagrams.itemsFile, "anagram list \(list.locale) has no rounds file"))
    }
}
