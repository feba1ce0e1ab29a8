import Foundation

/// A user's answer to one survey question: the options chosen and, for a `text` question or an
/// option that takes typed text ("Other: …"), the text.
public struct SurveyAnswer: Codable, Sendable, Equatable {
    /// Ids of the options chosen, in the order chosen (empty for a `text` question).
    public var choices: [String]
    /// The typed text, if any.
    public var text: String?

    /// An answer choosing `choices` and typing `text`.
    public init(choices: [String] = [], text: String? = nil) {
        self.choices = choices
        self.text = text
    }
}

/// Why a response does not fit its survey.
public enum SurveyResponseProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// An answer to a question the survey does not have.
    case unknownQuestion(String)
    /// An option the question does not have.
    case unknownOption(question: String, option: String)
    /// The same option chosen twice.
    case repeatedOption(question: String, option: String)
    /// More options than the question takes (one for `single`).
    case tooManyChoices(question: String, count: Int, limit: Int)
    /// No option chosen on a choice question that was answered.
    case noChoice(question: String)
    /// Options given for a `text` question.
    case choicesNotTaken(question: String)
    /// Text given where neither the question nor a chosen option takes text.
    case textNotTaken(question: String)
    /// Text longer than the question or option takes (`limit` characters).
    case textTooLong(question: String, limit: Int)
    /// A required question with no answer.
    case unanswered(question: String)

    /// The problem in a sentence, naming the question and option.
    public var description: String {
        switch self {
        case .unknownQuestion(let id): "the survey has no question \(id)"
        case .unknownOption(let question, let option): "question \(question) has no option \(option)"
        case .repeatedOption(let question, let option): "option \(option) of question \(question) is chosen twice"
        case .tooManyChoices(let question, let count, let limit): "question \(question) takes \(limit) option(s), \(count) chosen"
        case .noChoice(let question): "question \(question) was answered with no option"
        case .choicesNotTaken(let question): "question \(question) takes text, not options"
        case .textNotTaken(let question): "question \(question) takes no text with the options chosen"
        case .textTooLong(let question, let limit): "the text for question \(question) is longer than \(limit) characters"
        case .unanswered(let question): "question \(question) must be answered"
        }
    }
}

extension Survey {
    /// The most problems `check` reports: a response that has more is reported by its first ones
    /// (the rest would only repeat what is wrong; the time stays bounded on any input).
    public static let problemLimit = 32

    /// What does not fit the survey in the user's answers, keyed by question id (none: the
    /// response can be recorded). Unanswered optional questions are fine. Bounded time on any
    /// input: every answer costs its own size at most, and no more than `problemLimit` are kept.
    public func check(_ answers: [String: SurveyAnswer]) -> [SurveyResponseProblem] {
        var problems: [SurveyResponseProblem] = []
        let byID = Dictionary(questions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (id, answer) in answers.sorted(by: { $0.key < $1.key }) {
            guard problems.count < Self.problemLimit else { break }
            guard let question = byID[id] else {
                problems.append(.unknownQuestion(id))
                continue
            }
            if let problem = Self.problem(of: answer, to: question) { problems.append(problem) }
        }
        for question in questions where question.required == true && answers[question.id] == nil && problems.count < Self.problemLimit {
            problems.append(.unanswered(question: question.id))
        }
        return problems
    }

    /// The response as a record to store or send: `{"survey": id, "answers": {question: {"choices":
    /// [...], "text": "..."}}}`, keys sorted, the same bytes for the same answers.
    /// - Throws: the first `SurveyResponseProblem` when the answers do not fit the survey.
    public func record(_ answers: [String: SurveyAnswer]) throws -> Data {
        if let problem = check(answers).first { throw problem }
        struct Record: Encodable {
            let survey: String
            let answers: [String: SurveyAnswer]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Record(survey: id, answers: answers))
    }

    private static func problem(of answer: SurveyAnswer, to question: Question) -> SurveyResponseProblem? {
        let text = answer.text.flatMap { $0.isEmpty ? nil : $0 }
        guard question.type != .text else {
            guard answer.choices.isEmpty else { return .choicesNotTaken(question: question.id) }
            guard let text else { return question.required == true ? .unanswered(question: question.id) : nil }
            let limit = question.maxLength ?? textLimit
            return fits(text, limit) ? nil : .textTooLong(question: question.id, limit: limit)
        }
        let options = question.options ?? []
        let limit = question.type == .single ? 1 : min(question.maxChoices ?? options.count, options.count)
        guard !answer.choices.isEmpty else { return .noChoice(question: question.id) }
        // why: counted before anything is looked up, so a list of a million ids costs nothing
        guard answer.choices.count <= limit else { return .tooManyChoices(question: question.id, count: answer.choices.count, limit: limit) }
        let byID = Dictionary(options.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var chosen = Set<String>()
        var textField: FreeText?
        for choice in answer.choices {
            guard let option = byID[choice] else { return .unknownOption(question: question.id, option: choice) }
            guard chosen.insert(choice).inserted else { return .repeatedOption(question: question.id, option: choice) }
            if let field = option.freeText { textField = field }
        }
        guard let text else { return nil }
        guard let textField else { return .textNotTaken(question: question.id) }
        return fits(text, textField.maxLength) ? nil : .textTooLong(question: question.id, limit: textField.maxLength)
    }

    /// Whether `text` has at most `limit` characters, counting no further than the limit.
    static func fits(_ text: String, _ limit: Int) -> Bool {
        // why: a character is at least one UTF-8 byte, so a short text needs no counting
        if text.utf8.count <= limit { return true }
        var count = 0
        for _ in text {
            count += 1
            if count > limit { return false }
        }
        return true
    }
}
