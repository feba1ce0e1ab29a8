import Foundation

/// Results logs as bytes: a record as one line of compact JSON (members in name order, so the
/// same record is always the same bytes) and a line back as a record, checked member by member.
public enum ResultsLog {
    /// The longest line a reader takes (a record the writer makes is a few hundred bytes; a typed
    /// answer is kept to `maximumTextLength` scalars).
    public static let maximumLineBytes = 16 << 10
    /// The most Unicode scalars of a typed answer, id or other text a record keeps.
    public static let maximumTextLength = 1024
    /// The most symbols of a tapped answer, and series of a sitting.
    public static let maximumListCount = 256

    /// Why a line is not a record.
    public struct LineError: Error, Equatable, CustomStringConvertible, Sendable {
        /// What is wrong, naming the member (`"revision" must be a whole number of at least 1`).
        public let reason: String
        /// The reason.
        public var description: String { reason }
    }

    /// The record as one line of JSON, ending with a line break.
    public static func line(_ record: ResultRecord) -> Data {
        var text = JSONValue.object(members(of: record)).canonicalText
        text += "\n"
        return Data(text.utf8)
    }

    /// The record a line holds (without its line break, or with it).
    /// - Throws: `LineError` naming what is wrong: not JSON, another format version, a member
    ///   missing, of the wrong type, out of range or not in the format.
    public static func record(from line: some Collection<UInt8>) throws(LineError) -> ResultRecord {
        guard line.count <= maximumLineBytes else { throw LineError(reason: "longer than \(maximumLineBytes) bytes") }
        let value: JSONValue
        do { value = try BundleJSON.parse(line) } catch { throw LineError(reason: "not JSON: \(error)") }
        guard case .object(let members) = value else { throw LineError(reason: "not a JSON object") }
        var fields = Fields(members: members)
        let record = try fields.record()
        if let extra = fields.unread.sorted().first { throw LineError(reason: "unknown member \"\(extra)\"") }
        return record
    }

    private static func members(of record: ResultRecord) -> [String: JSONValue] {
        var out = context(record.context)
        out["format"] = .number(Double(ResultRecord.formatVersion))
        switch record {
        case .answer(let answer):
            out["record"] = .string("answer")
            out["item"] = .string(answer.item)
            out["revision"] = .number(Double(answer.revision))
            out["answer"] = given(answer.given)
            out["correct"] = .bool(answer.correct)
            out["ms"] = .number(Double(answer.milliseconds))
            if let within = answer.within { out["within"] = .string(within) }
        case .levelPlay(let play):
            out["record"] = .string("level")
            out["game"] = .string(play.game)
            out["revision"] = .number(Double(play.revision))
            out["level"] = .number(Double(play.level))
            out["score"] = .number(Double(play.score))
            out["maxScore"] = .number(Double(play.maxScore))
            out["mistakes"] = .number(Double(play.mistakes))
            out["outcome"] = .string(play.outcome.rawValue)
            out["ms"] = .number(Double(play.milliseconds))
        case .sitting(let sitting):
            out["record"] = .string("sitting")
            out["test"] = .string(sitting.test)
            out["revision"] = .number(Double(sitting.revision))
            out["rawScore"] = .number(Double(sitting.rawScore))
            out["rawScores"] = .object(sitting.rawScores.mapValues { .number(Double($0)) })
            out["items"] = .number(Double(sitting.items))
            if let iq = sitting.iq { out["iq"] = .number(Double(iq)) }
            if let percentile = sitting.percentile { out["percentile"] = .number(percentile) }
            out["ms"] = .number(Double(sitting.milliseconds))
        }
        return out
    }

    private static func context(_ context: RecordContext) -> [String: JSONValue] {
        var out: [String: JSONValue] = ["pack": .string(context.pack), "version": .string(context.version), "session": .string(context.session)]
        if let learner = context.learner { out["learner"] = .string(learner) }
        if let age = context.age { out["age"] = .number(Double(age)) }
        if let at = context.at { out["at"] = .string(at) }
        return out
    }

    private static func given(_ given: GivenAnswer) -> JSONValue {
        switch given {
        case .option(let index): .object(["option": .number(Double(index))])
        case .number(let value): .object(["number": .number(value)])
        case .text(let text, let locale): .object(["text": .string(text), "locale": .string(locale)])
        case .taps(let taps): .object(["taps": .array(taps.map(JSONValue.string))])
        case .none: .null
        }
    }
}

/// The members of one line, taken one by one; what is left unread is not in the format.
private struct Fields {
    var members: [String: JSONValue]
    private(set) var read: Set<String> = []

    init(members: [String: JSONValue]) { self.members = members }

    var unread: [String] { members.keys.filter { !read.contains($0) } }

    private mutating func take(_ name: String) -> JSONValue? {
        read.insert(name)
        return members[name]
    }

    private func fail(_ reason: String) -> ResultsLog.LineError { ResultsLog.LineError(reason: reason) }

    mutating func text(_ name: String, optional: Bool = false) throws(ResultsLog.LineError) -> String? {
        guard let value = take(name) else {
            if optional { return nil }
            throw fail("\"\(name)\" is missing")
        }
        guard case .string(let text) = value, !text.isEmpty, text.unicodeScalars.count <= ResultsLog.maximumTextLength else {
            throw fail("\"\(name)\" must be a text of 1 to \(ResultsLog.maximumTextLength) characters")
        }
        return text
    }

    mutating func whole(_ name: String, from lowest: Int = 0, optional: Bool = false) throws(ResultsLog.LineError) -> Int? {
        guard let value = take(name) else {
            if optional { return nil }
            throw fail("\"\(name)\" is missing")
        }
        guard case .number(let number) = value, let whole = Self.whole(number), whole >= lowest else {
            throw fail("\"\(name)\" must be a whole number of at least \(lowest)")
        }
        return whole
    }

    /// A whole number within ±2^53 (exact in a double, and in every reader's numbers), else nil.
    static func whole(_ number: Double) -> Int? {
        guard number.isFinite, abs(number) <= 9_007_199_254_740_992, let whole = Int(exactly: number) else { return nil }
        return whole
    }

    mutating func record() throws(ResultsLog.LineError) -> ResultRecord {
        guard case .number(let format)? = take("format"), format == Double(ResultRecord.formatVersion) else {
            throw fail("\"format\" must be \(ResultRecord.formatVersion) (this reader's version of the results format)")
        }
        let context = RecordContext(
            pack: try text("pack")!, version: try text("version")!, session: try text("session")!,
            learner: try text("learner", optional: true), age: try whole("age", optional: true), at: try text("at", optional: true))
        if let age = context.age, age > 150 { throw fail("\"age\" must be a whole number of years from 0 to 150") }
        guard case .string(let kind)? = take("record") else { throw fail("\"record\" must be \"answer\", \"level\" or \"sitting\"") }
        switch kind {
        case "answer":
            let item = try text("item")!
            let revision = try whole("revision", from: 1)!
            let given = try givenAnswer()
            guard case .bool(let correct)? = take("correct") else { throw fail("\"correct\" must be true or false") }
            if given == .none && correct { throw fail("an answer without \"answer\" cannot be correct") }
            return .answer(AnswerRecord(context: context, item: item, revision: revision, given: given, correct: correct,
                                        milliseconds: try whole("ms")!, within: try text("within", optional: true)))
        case "level":
            let game = try text("game")!
            let revision = try whole("revision", from: 1)!
            let level = try whole("level", from: 1)!
            let score = try whole("score")!
            let maxScore = try whole("maxScore")!
            let mistakes = try whole("mistakes")!
            guard case .string(let name)? = take("outcome"), let outcome = LevelPlayRecord.Outcome(rawValue: name) else {
                throw fail("\"outcome\" must be \"won\", \"lost\" or \"quit\"")
            }
            return .levelPlay(LevelPlayRecord(context: context, game: game, revision: revision, level: level, score: score, maxScore: maxScore,
                                              mistakes: mistakes, outcome: outcome, milliseconds: try whole("ms")!))
        case "sitting":
            let test = try text("test")!
            let revision = try whole("revision", from: 1)!
            let rawScore = try whole("rawScore")!
            guard case .object(let series)? = take("rawScores"), series.count <= ResultsLog.maximumListCount else {
                throw fail("\"rawScores\" must be an object of at most \(ResultsLog.maximumListCount) series")
            }
            var rawScores: [String: Int] = [:]
            for (id, value) in series {
                guard case .number(let number) = value, let count = Self.whole(number), count >= 0 else { throw fail("\"rawScores\".\"\(id)\" must be a whole number of at least 0") }
                rawScores[id] = count
            }
            let items = try whole("items")!
            guard rawScore <= items else { throw fail("\"rawScore\" is more than \"items\"") }
            var iq: Int?
            if let value = take("iq") {
                guard case .number(let number) = value, let whole = Self.whole(number), (0...300).contains(whole) else { throw fail("\"iq\" must be a whole number from 0 to 300") }
                iq = whole
            }
            var percentile: Double?
            if let value = take("percentile") {
                guard case .number(let number) = value, (0...100).contains(number) else { throw fail("\"percentile\" must be a number from 0 to 100") }
                percentile = number
            }
            return .sitting(SittingRecord(context: context, test: test, revision: revision, rawScore: rawScore, rawScores: rawScores, items: items,
                                          iq: iq, percentile: percentile, milliseconds: try whole("ms")!))
        default:
            throw fail("\"record\" must be \"answer\", \"level\" or \"sitting\"")
        }
    }

    private mutating func givenAnswer() throws(ResultsLog.LineError) -> GivenAnswer {
        guard let value = take("answer") else { throw fail("\"answer\" is missing (null for no answer)") }
        let shape = "\"answer\" must be null, {\"option\": n}, {\"number\": x}, {\"text\": t, \"locale\": l} or {\"taps\": [...]}"
        switch value {
        case .null:
            return .none
        case .object(let members) where members.count == 1 && members["option"] != nil:
            guard case .number(let number)? = members["option"], let index = Self.whole(number), index >= 0 else { throw fail(shape) }
            return .option(index)
        case .object(let members) where members.count == 1 && members["number"] != nil:
            guard case .number(let number)? = members["number"], number.isFinite else { throw fail(shape) }
            return .number(number)
        case .object(let members) where members.count == 2:
            guard case .string(let text)? = members["text"], case .string(let locale)? = members["locale"],
                  text.unicodeScalars.count <= ResultsLog.maximumTextLength, !locale.isEmpty, locale.unicodeScalars.count <= 35 else { throw fail(shape) }
            return .text(text, locale: locale)
        case .object(let members) where members.count == 1 && members["taps"] != nil:
            guard case .array(let values)? = members["taps"], values.count <= ResultsLog.maximumListCount else { throw fail(shape) }
            var taps: [String] = []
            for value in values {
                guard case .string(let symbol) = value, !symbol.isEmpty, symbol.unicodeScalars.count <= ResultsLog.maximumTextLength else { throw fail(shape) }
                taps.append(symbol)
            }
            return .taps(taps)
        default:
            throw fail(shape)
        }
    }
}
