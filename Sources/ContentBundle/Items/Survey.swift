/// A short survey (`items/survey.json`, one per pack file): questions the app asks when its
/// trigger happens (`first-test-unfinished`: the user left the first test unfinished). Check and
/// record a user's answers with `check(_:)` and `record(_:)` (`Survey+Response.swift`).
public struct Survey: BundleItem, Identifiable {
    /// `ContentKind.survey`.
    public static let kind = ContentKind.survey

    /// The survey's id, unique in the pack, stable across releases (store responses against it).
    public var id: String
    /// When the app shows it: a name the app and the pack agree on (`first-test-unfinished`).
    public var trigger: String
    /// The survey's heading by locale.
    public var title: LocalizedText
    /// The line under the heading, when the pack gives one.
    public var intro: LocalizedText?
    /// The questions, in the order to ask them.
    public var questions: [Question]

    /// One question.
    public struct Question: Codable, Sendable, Equatable {
        /// The question's id, unique in its survey.
        public var id: String
        /// `single`, `multiple` or `text`.
        public var type: QuestionType
        /// The question by locale.
        public var text: LocalizedText
        /// The options of a choice question, in the order to show them (none for `text`).
        public var options: [Option]?
        /// The most options a `multiple` question takes; nil: all of them.
        public var maxChoices: Int?
        /// The longest answer a `text` question takes, in characters (grapheme clusters).
        public var maxLength: Int?
        /// Whether the user must answer it; nil or `false`: optional.
        public var required: Bool?
    }

    /// What a question asks for.
    public enum QuestionType: String, Codable, Sendable, Equatable {
        /// Exactly one option.
        case single
        /// Any number of options up to `maxChoices`.
        case multiple
        /// Free text up to `maxLength` characters.
        case text
    }

    /// An option of a choice question.
    public struct Option: Codable, Sendable, Equatable {
        /// The option's id, unique in its question (what a response records).
        public var id: String
        /// The option by locale.
        public var text: LocalizedText
        /// When the option takes typed text ("Other: …"), the longest text it takes, in characters.
        public var freeText: FreeText?
    }

    /// The text field of an option that takes typed text.
    public struct FreeText: Codable, Sendable, Equatable {
        /// The longest text, in characters (grapheme clusters).
        public var maxLength: Int
    }

    /// The longest text any question or option may ask for (the schema's bound).
    public static let textLimit = 10_000
    /// The most options a question may have (the schema's bound).
    public static let optionLimit = 50

    /// Why the survey cannot be used as the runtime checks responses: ids twice, a choice question
    /// with fewer than two options or two taking text, a length or choice limit out of range.
    public func problem() -> String? {
        var questionIDs = Set<String>()
        for question in questions {
            guard questionIDs.insert(question.id).inserted else { return "question \(question.id) appears twice" }
            let options = question.options ?? []
            switch question.type {
            case .text:
                guard let limit = question.maxLength, (1...Self.textLimit).contains(limit) else { return "question \(question.id) has no maxLength from 1 to \(Self.textLimit)" }
                guard options.isEmpty else { return "text question \(question.id) has options" }
            case .single, .multiple:
                guard (2...Self.optionLimit).contains(options.count) else { return "question \(question.id) has \(options.count) options" }
                if let most = question.maxChoices, question.type == .single || !(1...options.count).contains(most) {
                    return "question \(question.id) takes \(most) choices"
                }
                guard options.filter({ $0.freeText != nil }).count <= 1 else { return "question \(question.id) has two options that take text" }
                var optionIDs = Set<String>()
                for option in options {
                    guard optionIDs.insert(option.id).inserted else { return "option \(option.id) of \(question.id) appears twice" }
                    if let field = option.freeText, !(1...Self.textLimit).contains(field.maxLength) {
                        return "option \(option.id) of \(question.id) takes \(field.maxLength) characters"
                    }
                }
            }
        }
        return nil
    }

    /// The question with this id.
    public func question(_ id: String) -> Question? { questions.first { $0.id == id } }
}

extension ContentKind {
    /// `"kind": "survey"`.
    public static let survey = ContentKind("survey")
}

extension ContentBundle {
    /// The bundle's surveys, in pack order.
    public var surveys: [Survey] { get throws { try items(Survey.self) } }

    /// The survey the app shows when `trigger` happens, if the pack has one.
    public func survey(for trigger: String) throws -> Survey? { try surveys.first { $0.trigger == trigger } }
}
