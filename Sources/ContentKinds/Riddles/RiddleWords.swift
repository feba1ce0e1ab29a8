import ContentCore

/// One riddle's id and the word stems of its texts and answers, with where they are: what the
/// pack-wide near-duplicate check compares, made while the file is read (in parallel with the
/// other files) instead of after every file is in.
public struct RiddleFacts: Sendable {
    /// One locale's question and answers as word stems (`WordStems.of`), and the question's bytes.
    public struct Text: Sendable {
        public let locale: String
        public let question: [UInt64]
        public let answers: [UInt64]
        public let range: Range<Int>
    }

    public let id: String
    /// The `"text"` object's bytes.
    public let textObject: Range<Int>
    /// Each locale's text, in the order the file lists them.
    public let texts: [Text]
}

/// The riddles' fact: each riddle's word stems, kept for the near-duplicate search after the
/// file's tree is gone.
enum RiddleWords: KeptFact {
    static let name = "riddle-words"

    static func read(_ root: JSONNode) -> [RiddleFacts] {
        (root["items"]?.array ?? []).compactMap { item in
            guard let id = item["id"]?.string, let text = item["text"], let object = text.object else { return nil }
            let answers = item["answers"]
            let texts = object.members.compactMap { member -> RiddleFacts.Text? in
                guard let question = member.value.string else { return nil }
                // why: a hostile file may list millions of answers; a riddle has a handful
                let accepted = (answers?[member.key]?.array ?? []).prefix(16).compactMap(\.string)
                return RiddleFacts.Text(locale: member.key, question: WordStems.of(question),
                                        answers: accepted.flatMap(WordStems.of), range: member.value.range)
            }
            return RiddleFacts(id: id, textObject: text.range, texts: texts)
        }
    }

    static func write(_ riddles: [RiddleFacts], to out: inout CacheWriter) {
        out.list(riddles) { out, riddle in
            out.string(riddle.id)
            out.range(riddle.textObject)
            out.list(riddle.texts) { out, text in
                out.string(text.locale)
                out.list(text.question) { out, stem in out.uint64(stem) }
                out.list(text.answers) { out, stem in out.uint64(stem) }
                out.range(text.range)
            }
        }
    }

    static func read(from input: inout CacheReader) -> [RiddleFacts]? {
        input.list { input -> RiddleFacts? in
            guard let id = input.string(), let object = input.range(),
                  let texts = input.list({ input -> RiddleFacts.Text? in
                      guard let locale = input.string(), let question = input.list({ $0.uint64() }),
                            let answers = input.list({ $0.uint64() }), let range = input.range() else { return nil }
                      return RiddleFacts.Text(locale: locale, question: question, answers: answers, range: range)
                  }) else { return nil }
            return RiddleFacts(id: id, textObject: object, texts: texts)
        }
    }
}

extension SummaryFact {
    /// The riddles' word stems (`RiddleWords`).
    static let riddleTexts = SummaryFact(RiddleWords.self)
}

extension ContentFile {
    /// Riddle texts by item, kept for pack-wide comparison after the tree is gone.
    public var riddles: [RiddleFacts] { itemFacts[RiddleWords.self] ?? [] }
}
