import Foundation

/// Every item's answer, from wherever the pack put it: embedded in the items, in answers.json,
/// or (free text of hashed packs) as salted hashes.
struct AnswerKey: Sendable {
    /// `answers.json`: `{"formatVersion": 1, "answers": {"<id>": <answer>}}`.
    struct File: Codable {
        var formatVersion: Int
        var answers: [String: StoredAnswer]
    }

    /// An answer as stored: accepted texts per locale, or a value.
    enum StoredAnswer: Codable, Sendable, Equatable {
        case texts([String: [String]])
        case number(Double)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) { self = .number(number) } else {
                self = .texts(try container.decode([String: [String]].self))
            }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .texts(let texts): try container.encode(texts)
            case .number(let number): try container.encode(number)
            }
        }
    }

    private enum Entry: Sendable {
        case texts([String: [String]])
        case hashes(AnswerHashes)
        case number(Double)
        case option(Int)
        case missing
    }

    private var entries: [String: Entry] = [:]

    init(separate: [String: StoredAnswer], riddles: [Riddle], series: [NumberSeriesItem], matrices: [MatrixItem], equations: [Equation]) {
        func stored(_ id: String) -> Entry {
            switch separate[id] {
            case .texts(let texts): .texts(texts)
            case .number(let number): .number(number)
            case nil: .missing
            }
        }
        for riddle in riddles {
            entries[riddle.id] = riddle.answers.map(Entry.texts) ?? riddle.answerHashes.map(Entry.hashes) ?? stored(riddle.id)
        }
        for item in series { entries[item.id] = item.answer.map { .number(Double($0)) } ?? stored(item.id) }
        for item in equations { entries[item.id] = item.answer.map(Entry.number) ?? stored(item.id) }
        for item in matrices {
            if let answer = item.answer {
                entries[item.id] = .option(answer)
            } else if case .number(let value) = stored(item.id) {
                entries[item.id] = .option(Int(value))
            } else {
                entries[item.id] = .missing
            }
        }
    }

    func check(_ answer: Answer, for id: String) throws -> Bool {
        guard let entry = entries[id] else { throw AnswerError.unknownItem(id) }
        switch (entry, answer) {
        case (.missing, _):
            throw AnswerError.noAnswerKey(id)
        case (.texts(let accepted), .text(let text, let locale)):
            let typed = AnswerNormalizer.normalize(text)
            return (accepted[locale] ?? []).contains { AnswerNormalizer.normalize($0) == typed }
        case (.hashes(let hashes), .text(let text, let locale)):
            return (hashes.sha256[locale] ?? []).contains(AnswerNormalizer.hash(text, salt: hashes.salt))
        case (.number(let value), .number(let given)):
            return value == given
        case (.option(let index), .option(let given)):
            return index == given
        default:
            throw AnswerError.wrongKindOfAnswer(id)
        }
    }
}
