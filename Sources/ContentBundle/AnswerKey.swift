import Foundation

/// Every item's answer, from wherever the pack put it: embedded in the items, in answers.json,
/// or (free text of hashed packs) as salted hashes.
enum AnswerKey {
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

    /// Why answers.json is not what the builder writes.
    struct ShapeError: Error, CustomStringConvertible {
        let description: String
    }

    /// The keys of one answered kind's decoded items, by item id; a key that cannot be used (an
    /// option index that is not one) makes the kind unusable.
    static func entries(of keyed: any AnswerKeyed.Type, in decoded: any Sendable, stored: StoredAnswers) throws(BundleError) -> [String: AnswerEntry] {
        var entries: [String: AnswerEntry] = [:]
        for (id, entry) in keyed.entries(in: decoded, stored: stored) {
            if case .invalid(let reason, let inItems) = entry { throw .malformedFile(inItems ? keyed.kind.itemsFile : BundleFormat.answersFile, reason) }
            entries[id] = entry
        }
        return entries
    }

    /// Whether `answer` is right by the key `entry` of the item `id`.
    static func check(_ answer: Answer, against entry: AnswerEntry, for id: String) throws -> Bool {
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

extension AnswerKey.File {
    /// answers.json as the runtime's own JSON reader read it: each answer's type is the JSON
    /// value's own (a number, a list of symbols, texts by locale), never found by trying each.
    init(json: JSONValue) throws {
        guard case .object(let members) = json, case .number(let version)? = members["formatVersion"], let whole = Int(exactly: version),
              case .object(let answers)? = members["answers"] else {
            throw AnswerKey.ShapeError(description: "not {\"formatVersion\": …, \"answers\": {…}}")
        }
        formatVersion = whole
        var stored: [String: AnswerKey.StoredAnswer] = [:]
        stored.reserveCapacity(answers.count)
        for (id, answer) in answers {
            switch answer {
            case .number(let value):
                stored[id] = .number(value)
            case .array(let symbols):
                stored[id] = .sequence(try symbols.map { symbol in
                    guard case .string(let text) = symbol else { throw AnswerKey.ShapeError(description: "the answer of \(id) is a list of something else than texts") }
                    return text
                })
            case .object(let locales):
                var texts: [String: [String]] = [:]
                for (locale, list) in locales {
                    guard case .array(let elements) = list else { throw AnswerKey.ShapeError(description: "the answers of \(id) in \(locale) are not a list") }
                    texts[locale] = try elements.map { element in
                        guard case .string(let text) = element else { throw AnswerKey.ShapeError(description: "an answer of \(id) in \(locale) is not a text") }
                        return text
                    }
                }
                stored[id] = .texts(texts)
            default:
                throw AnswerKey.ShapeError(description: "the answer of \(id) is neither a number, a list of symbols nor texts by locale")
            }
        }
        self.answers = stored
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
    /// A key that cannot be used, and why, and whether it is in the items file (else answers.json)
    /// (refused at `open`).
    case invalid(String, inItems: Bool)
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
    /// answers.json; either way one that is not an index of an option refuses the bundle
    /// (measured: an embedded key 99 of 4 options was accepted, the same key in answers.json not).
    func option(_ id: String, embedded: Int?, options: Int) -> AnswerEntry {
        if let embedded {
            guard embedded >= 0, embedded < options else { return .invalid("the answer \(embedded) of \(id) is not one of its \(options) options", inItems: true) }
            return .option(embedded)
        }
        guard case .number(let value) = entry(id) else { return .missing }
        guard let index = Int(exactly: value), index >= 0, index < options else {
            return .invalid("the answer \(value) of \(id) is not one of its \(options) options", inItems: false)
        }
        return .option(index)
    }
}

extension StoredAnswers {
    /// The key of an item answered by picking a number among `choices`: embedded or in
    /// answers.json, it must be one of them (else the item can never be answered right, and the
    /// bundle is refused).
    func choice(_ id: String, embedded: Double?, choices: [Double]) -> AnswerEntry {
        let entry = embedded.map(AnswerEntry.number) ?? entry(id)
        if case .number(let value) = entry, !choices.isEmpty, !choices.contains(value) {
            return .invalid("the answer \(value) of \(id) is not one of its choices", inItems: embedded != nil)
        }
        return entry
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
