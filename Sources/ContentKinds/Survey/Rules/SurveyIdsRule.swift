import ContentBundle
import ContentCore

/// A survey's question ids, and each question's option ids, are unique.
struct SurveyIdsRule: FileRule {
    static let description = RuleDescription(
        id: "survey-ids",
        summary: "Question ids are unique in their survey, option ids in their question",
        rationale: """
            A response records each answer under its question's id and each choice under its option's \
            id (`Survey.record`). Two questions with one id overwrite each other's answers, and two \
            options with one id cannot be told apart in the stored responses. Computed from the file: \
            an error. Measured on the fef-questionnaire 6.0 fixtures (PyPI, BSD-3-Clause; 3 surveys, 27 \
            questions): no finding on the clean surveys; a repeated option id and a repeated question \
            id injected, both caught.
            """,
        kind: .survey,
        severity: .error,
        valid: [Example(Examples.survey(Examples.surveyQuestion(
            Examples.surveyOption("too-long", en: "Too long", ru: "Слишком долго", uk: "Занадто довго") + ", "
                + Examples.surveyOption("too-hard", en: "Too hard", ru: "Слишком сложно", uk: "Занадто складно"))))],
        invalid: [
            Example(Examples.survey(Examples.surveyQuestion(
                Examples.surveyOption("too-long", en: "Too long", ru: "Слишком долго", uk: "Занадто довго") + ", "
                    + Examples.surveyOption("too-hard", en: "Too hard", ru: "Слишком сложно", uk: "Занадто складно"))
                + #", {"id": ↓"reason", "type": "text", "text": {"en": "Anything else?", "ru": "Что-нибудь ещё?", "uk": "Щось іще?"}, "maxLength": 300}"#)),
            Example(Examples.survey(Examples.surveyQuestion(
                Examples.surveyOption("too-long", en: "Too long", ru: "Слишком долго", uk: "Занадто довго") + ", "
                    + Examples.surveyOption("too-hard", en: "Too hard", ru: "Слишком сложно", uk: "Занадто складно").replacingOccurrences(of: #""id": "too-hard""#, with: #""id": ↓"too-long""#)))),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var questions = Set<String>()
        for question in file.root?["questions"]?.array ?? [] {
            if let node = question["id"], let id = node.string, !questions.insert(id).inserted {
                found.append(Self.diagnostic("question id \"\(id)\" is used twice in this survey; responses would mix their answers", in: file, at: node.range))
            }
            var options = Set<String>()
            for option in question["options"]?.array ?? [] {
                if let node = option["id"], let id = node.string, !options.insert(id).inserted {
                    found.append(Self.diagnostic("option id \"\(id)\" is used twice in this question; responses could not tell them apart", in: file, at: node.range))
                }
            }
        }
        return found
    }
}
