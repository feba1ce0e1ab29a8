import ContentBundle
import ContentCore

/// One survey per trigger.
struct SurveyTriggerRule: PackRule {
    static let description = RuleDescription(
        id: "survey-trigger",
        summary: "Two surveys of the pack have the same trigger",
        rationale: """
            The app shows the survey of a trigger when it happens (`ContentBundle.survey(for:)`): with \
            two surveys on one trigger, which one a user sees depends on the files' order, and the \
            other is never shown. Computed from the pack: an error. On the fef-questionnaire 6.0 \
            fixtures (3 surveys, each its own trigger) no finding; a survey copied under a new id \
            with its trigger injected, caught.
            """,
        kind: .survey,
        severity: .error,
        valid: [Example(Examples.survey(Examples.surveyQuestion(
            Examples.surveyOption("too-long", en: "Too long", ru: "Слишком долго", uk: "Занадто довго") + ", "
                + Examples.surveyOption("too-hard", en: "Too hard", ru: "Слишком сложно", uk: "Занадто складно"))),
            path: "surveys/a.json",
            files: ["surveys/b.json": Examples.survey(Examples.surveyQuestion(
                Examples.surveyOption("yes", en: "Yes", ru: "Да", uk: "Так") + ", " + Examples.surveyOption("no", en: "No", ru: "Нет", uk: "Ні")),
                id: "after-level", trigger: "level-finished")])],
        invalid: [Example(Examples.survey(Examples.surveyQuestion(
            Examples.surveyOption("too-long", en: "Too long", ru: "Слишком долго", uk: "Занадто довго") + ", "
                + Examples.surveyOption("too-hard", en: "Too hard", ru: "Слишком сложно", uk: "Занадто складно")), id: "second", trigger: "first-test-unfinished")
                .replacingOccurrences(of: #""trigger": "first"#, with: #""trigger": ↓"first"#),
            path: "surveys/b.json",
            files: ["surveys/a.json": Examples.survey(Examples.surveyQuestion(
                Examples.surveyOption("yes", en: "Yes", ru: "Да", uk: "Так") + ", " + Examples.surveyOption("no", en: "No", ru: "Нет", uk: "Ні")))])])

    static let inputs: PackRuleInputs = .files([.survey])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        var first: [String: ContentFile] = [:]
        var found: [Diagnostic] = []
        for file in files where file.kind == .survey {
            guard let node = file.root?["trigger"], let trigger = node.string else { continue }
            if let earlier = first[trigger] {
                found.append(Self.diagnostic(
                    "\(earlier.path) is already the survey of trigger \"\(trigger)\"; the app shows one survey per trigger",
                    in: file, at: node.range))
            } else {
                first[trigger] = file
            }
        }
        return found
    }
}
