import Foundation

/// One line of a results log: JSON Lines, one record per line, each an object whose `record`
/// member says which of the three it is (`schemas/results.json` is the contract for apps in
/// other languages). Every record names the pack, its version, the session it belongs to and
/// optionally the learner and their age; an answer names the item and its revision
/// (`ContentBundle.revision(of:)`), so that a results store compares an answer only with answers
/// to the same question.
public enum ResultRecord: Sendable, Equatable {
    /// One answer to one item.
    case answer(AnswerRecord)
    /// One play of a game's difficulty level, from start to its end.
    case levelPlay(LevelPlayRecord)
    /// One sitting of an IQ test, scored.
    case sitting(SittingRecord)

    /// The format version every record carries as `format`; a reader refuses another.
    public static let formatVersion = 1

    /// The pack, session and player every record carries.
    public var context: RecordContext {
        switch self {
        case .answer(let record): record.context
        case .levelPlay(let record): record.context
        case .sitting(let record): record.context
        }
    }
}

/// Who answered what, in which release: the members every record shares.
public struct RecordContext: Sendable, Equatable {
    /// `pack.json`'s id.
    public var pack: String
    /// `pack.json`'s version (semantic).
    public var version: String
    /// The app's id for one sitting or play session (records of one session are one player's).
    public var session: String
    /// The app's id for the learner, when it keeps one (never a name: results logs travel).
    public var learner: String?
    /// The player's age in whole years, when known (norms are per age band).
    public var age: Int?
    /// When the record was made: RFC 3339 in UTC (`2026-11-28T10:00:00Z`), when the app says.
    public var at: String?

    /// A context as given (`ResultRecorder` makes them from a bundle).
    public init(pack: String, version: String, session: String, learner: String? = nil, age: Int? = nil, at: String? = nil) {
        self.pack = pack
        self.version = version
        self.session = session
        self.learner = learner
        self.age = age
        self.at = at
    }
}

/// What a player gave as an answer, as a record keeps it.
public enum GivenAnswer: Sendable, Equatable {
    /// The 0-based index of the option picked.
    case option(Int)
    /// A number picked or typed.
    case number(Double)
    /// Typed text, in a locale.
    case text(String, locale: String)
    /// Symbols tapped, in order.
    case taps([String])
    /// No answer: the item was skipped or its time ran out (counted wrong).
    case none

    /// The answer as `ContentBundle.check(answer:for:)` takes it; nil for `none`.
    public var answer: Answer? {
        switch self {
        case .option(let index): .option(index)
        case .number(let value): .number(value)
        case .text(let text, let locale): .text(text, locale: locale)
        case .taps(let taps): .taps(taps)
        case .none: nil
        }
    }

    /// The record of an answer as the app passed it to `check`.
    public init(_ answer: Answer) {
        switch answer {
        case .option(let index): self = .option(index)
        case .number(let value): self = .number(value)
        case .text(let text, let locale): self = .text(text, locale: locale)
        case .taps(let taps): self = .taps(taps)
        }
    }
}

/// `{"record": "answer", ...}`: one answer to one item.
public struct AnswerRecord: Sendable, Equatable {
    /// The pack, session and player.
    public var context: RecordContext
    /// The item's id (a matrix item's own id, not its series').
    public var item: String
    /// The item's revision in the bundle the answer was given in (`ContentBundle.revision(of:)`).
    public var revision: Int
    /// What the player gave.
    public var given: GivenAnswer
    /// Whether the bundle's key counted it right.
    public var correct: Bool
    /// Milliseconds from the item shown to the answer given (0 or more).
    public var milliseconds: Int
    /// The IQ test or game the item was given in, when it was (`iq-adult`, `find-pair`).
    public var within: String?

    /// A record as given (`ResultRecorder.answer` makes one from a checked answer).
    public init(context: RecordContext, item: String, revision: Int, given: GivenAnswer, correct: Bool, milliseconds: Int, within: String? = nil) {
        self.context = context
        self.item = item
        self.revision = revision
        self.given = given
        self.correct = correct
        self.milliseconds = milliseconds
        self.within = within
    }
}

/// `{"record": "level", ...}`: one play of a game's difficulty level.
public struct LevelPlayRecord: Sendable, Equatable {
    /// How a level play ended.
    public enum Outcome: String, Sendable, Equatable, CaseIterable {
        /// Every round played right.
        case won
        /// Ended by mistakes (or no fresh round left).
        case lost
        /// Left before it ended.
        case quit
    }

    /// The pack, session and player.
    public var context: RecordContext
    /// The game's id.
    public var game: String
    /// The game's revision (`ContentBundle.revision(of:)` with the game's id).
    public var revision: Int
    /// The difficulty level played.
    public var level: Int
    /// Points earned.
    public var score: Int
    /// The most the level pays.
    public var maxScore: Int
    /// Wrong answers.
    public var mistakes: Int
    /// How the play ended.
    public var outcome: Outcome
    /// Milliseconds of active play (pauses not counted, as `ActiveTime` measures).
    public var milliseconds: Int

    /// A record as given (`ResultRecorder.levelPlay` makes one from a `LevelPlay`).
    public init(context: RecordContext, game: String, revision: Int, level: Int, score: Int, maxScore: Int, mistakes: Int, outcome: Outcome, milliseconds: Int) {
        self.context = context
        self.game = game
        self.revision = revision
        self.level = level
        self.score = score
        self.maxScore = maxScore
        self.mistakes = mistakes
        self.outcome = outcome
        self.milliseconds = milliseconds
    }
}

/// `{"record": "sitting", ...}`: one IQ test sitting, scored.
public struct SittingRecord: Sendable, Equatable {
    /// The pack, session and player.
    public var context: RecordContext
    /// The IQ test's id.
    public var test: String
    /// The test's revision (changes with its items' or norms' major changes).
    public var revision: Int
    /// Items right in the whole test.
    public var rawScore: Int
    /// Items right by series id.
    public var rawScores: [String: Int]
    /// Items the test has (answered or not).
    public var items: Int
    /// The IQ and percentile the norms gave, when they cover the age.
    public var iq: Int?
    /// The percentile the norms gave (0-100), when they cover the age.
    public var percentile: Double?
    /// Milliseconds the sitting took.
    public var milliseconds: Int

    /// A record as given (`ResultRecorder.sitting` makes one from a scored `IQSession`).
    public init(context: RecordContext, test: String, revision: Int, rawScore: Int, rawScores: [String: Int], items: Int, iq: Int? = nil, percentile: Double? = nil, milliseconds: Int) {
        self.context = context
        self.test = test
        self.revision = revision
        self.rawScore = rawScore
        self.rawScores = rawScores
        self.items = items
        self.iq = iq
        self.percentile = percentile
        self.milliseconds = milliseconds
    }
}
