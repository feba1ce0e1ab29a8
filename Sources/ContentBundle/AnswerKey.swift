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
        /// Symbols in the order they must be tapped.
        case sequence([String])

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) { self = .number(number) }
            else if let symbols = try? container.decode([String].self) { self = .sequence(symbols) }
            else { self = .texts(try container.decode([String: [String]].self)) }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .texts(let texts): try container.encode(texts)
            case .number(let number): try container.encode(number)
            case .sequence(let symbols): try container.encode(symbols)
            }
        }
    }

    private var entries: [String: AnswerEntry] = [:]

    /// The keys of every item that has one, from the decoded items (by kind) and answers.json;
    /// a key that cannot be used (an option index that is not one) refuses the bundle.
    init(separate: [String: StoredAnswer], items: [ContentKind: any Sendable]) throws(BundleError) {
        let stored = StoredAnswers(separate: separate)
        for type in BundleItemTypes.all {
            guard let keyed = type as? any AnswerKeyed.Type, let decoded = items[type.kind] else { continue }
            for (id, entry) in keyed.entries(in: decoded, stored: stored) {
                if case .invalid(let reason) = entry { throw .malformedFile(BundleFormat.answersFile, reason) }
                entries[id] = entry
            }
        }
    }

    func check(_ answer: Answer, for id: String) throws -> Bool {
        guard let entry = entries[id] else { throw AnswerError.unknownItem(id) }
        switch (entry, answer) {
        case (.missing, _), (.invalid, _):
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
        case (.sequence(let order), .taps(let taps)):
            return order == taps
        default:
            throw AnswerError.wrongKindOfAnswer(id)
        }
    }
}

/// One item's key, wherever the pack put it.
enum AnswerEntry: Sendable {
    case texts([String: [String]])
    case hashes(AnswerHashes)
    case number(Double)
    case option(Int)
    case sequence([String])
    case missing
    /// A stored key that cannot be used, and why (refused at `open`).
    case invalid(String)
}

/// answers.json's entries, looked up by item id.
struct StoredAnswers {
    let separate: [String: AnswerKey.StoredAnswer]

    func entry(_ id: String) -> AnswerEntry {
        switch separate[id] {
        case .texts(let texts): .texts(texts)
        case .number(let number): .number(number)
        case .sequence(let symbols): .sequence(symbols)
        case nil: .missing
        }
    }

    /// The key of a choice item with `options` options: embedded, or a whole option index in
    /// answers.json (any other JSON number there refuses the bundle).
    func option(_ id: String, embedded: Int?, options: Int) -> AnswerEntry {
        if let embedded { return .option(embedded) }
        guard case .number(let value) = entry(id) else { return .missing }
        guard let index = Int(exactly: value), index >= 0, index < options else {
            return .invalid("the answer \(value) of \(id) is not one of its \(options) options")
        }
        return .option(index)
    }
}

/// An item type whose items have answers to check.
protocol AnswerKeyed: BundleItem {
    static func answerEntries(of items: [Self], stored: StoredAnswers) -> [(String, AnswerEntry)]
}

extension AnswerKeyed {
    static func entries(in items: any Sendable, stored: StoredAnswers) -> [(String, AnswerEntry)] {
        answerEntries(of: items as? [Self] ?? [], stored: stored)
    }
}
