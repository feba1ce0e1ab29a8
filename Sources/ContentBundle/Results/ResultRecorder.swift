import Foundation

/// Makes the records of one session from what the runtime already holds: an answer checked
/// against the bundle's key, a finished level play, a scored IQ sitting. Each record carries the
/// pack's id and version and the item's (game's, test's) revision from the bundle, so the app
/// never types them.
public struct ResultRecorder: Sendable {
    /// The bundle the session plays.
    public let bundle: ContentBundle
    /// The app's id for the session.
    public var session: String
    /// The app's id for the learner, when it keeps one.
    public var learner: String?
    /// The player's age in whole years, when known.
    public var age: Int?

    /// A recorder for one session of `bundle`; ids are checked when a record is made.
    public init(bundle: ContentBundle, session: String, learner: String? = nil, age: Int? = nil) {
        self.bundle = bundle
        self.session = session
        self.learner = learner
        self.age = age
    }

    /// The record of an answer (nil: skipped or timed out, counted wrong), checked now.
    /// - Parameters:
    ///   - seconds: from the item shown to the answer (negative, NaN or infinite: refused).
    ///   - within: the IQ test or game the item was given in.
    ///   - at: when it was answered (nil: the record says nothing of when).
    /// - Throws: `AnswerError` as `ContentBundle.check(answer:for:)` does; `RecordError` for a
    ///   time that is not one, an empty or over-long id, an age outside 0 to 150.
    public func answer(_ answer: Answer?, to itemID: String, seconds: TimeInterval, within: String? = nil, at: Date? = nil) throws -> ResultRecord {
        let correct = try answer.map { try bundle.check(answer: $0, for: itemID) } ?? false
        if answer == nil, try !bundle.isAnswerable(itemID) { throw AnswerError.unknownItem(itemID) }
        return .answer(AnswerRecord(context: try context(at: at), item: itemID, revision: try bundle.revision(of: itemID),
                                    given: answer.map(GivenAnswer.init) ?? .none, correct: correct,
                                    milliseconds: try Self.milliseconds(seconds), within: within))
    }

    /// The record of a level play; `outcome` nil: won or lost as the play says, else quit.
    public func levelPlay(_ play: LevelPlay, outcome: LevelPlayRecord.Outcome? = nil, seconds: TimeInterval, at: Date? = nil) throws -> ResultRecord {
        let ended = outcome ?? (play.isWon ? .won : play.isLost ? .lost : .quit)
        return .levelPlay(LevelPlayRecord(context: try context(at: at), game: play.table.id, revision: try bundle.revision(of: play.table),
                                          level: play.level.level, score: play.score, maxScore: play.maxScore, mistakes: play.mistakes,
                                          outcome: ended, milliseconds: try Self.milliseconds(seconds)))
    }

    /// The record of a scored IQ sitting (`IQSession.result(age:in:)`).
    public func sitting(_ session: IQSession, result: IQSession.Result, seconds: TimeInterval, at: Date? = nil) throws -> ResultRecord {
        .sitting(SittingRecord(context: try context(at: at), test: session.test.id, revision: try bundle.revision(of: session.test.id),
                               rawScore: result.rawScore, rawScores: result.rawScores, items: session.steps.count,
                               iq: result.score?.iq, percentile: result.score?.percentile, milliseconds: try Self.milliseconds(seconds)))
    }

    /// Why a record was not made.
    public enum RecordError: Error, Equatable, Sendable {
        /// A duration that is negative, not a number, or past 2^53 milliseconds.
        case badTime(Double)
        /// The session id (or learner id) is empty or longer than `ResultsLog.maximumTextLength`.
        case badID(String)
        /// An age outside 0 to 150 years.
        case badAge(Int)
    }

    private func context(at date: Date?) throws -> RecordContext {
        for id in [session] + (learner.map { [$0] } ?? []) where id.isEmpty || id.unicodeScalars.count > ResultsLog.maximumTextLength {
            throw RecordError.badID(id)
        }
        if let age, !(0...150).contains(age) { throw RecordError.badAge(age) }
        return RecordContext(pack: bundle.manifest.pack.id, version: bundle.manifest.pack.version, session: session, learner: learner,
                             age: age, at: date.map(Self.timestamp))
    }

    static func milliseconds(_ seconds: TimeInterval) throws(RecordError) -> Int {
        let value = (seconds * 1000).rounded()
        guard value.isFinite, value >= 0, value <= 9_007_199_254_740_992 else { throw .badTime(seconds) }
        return Int(value)
    }

    /// RFC 3339 in UTC, to the second.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
