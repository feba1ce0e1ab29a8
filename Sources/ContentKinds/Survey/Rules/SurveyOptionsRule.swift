import ContentBundle
import ContentCore

/// A choice question offers real choices: two or more options, no two reading alike, at most one
/// taking typed text, and no more choices allowed than there are options.
struct SurveyOptionsRule: FileRule {
    static let description = RuleDescription(
        id: "survey-options",
        summary: "A choice question has at least two options, no two alike in a locale, at most one taking text, and maxChoices within them",
        rationale: """
            The app shows a choice question's options as buttons. With one option the user has no \
            choice; two options whose text is the same in a locale once case, spaces and NFC are set \
            aside look like one option shown twice, and the responses split between them at random; \
            two options that take typed text ("Other: …") leave the app no way to tell which the text \
            belongs to (the runtime keeps one text per answer); a maxChoices above the number of \
            options promises choices that do not exist. Each is computed from the file, so each is an \
            error. Measured on the fixtures of fef-questionnaire 6.0 (PyPI, BSD-3-Clause: a publisher's \
            reader survey and its test questionnaires in English and German, 3 surveys, 27 questions, \
            71 options once converted by Tests/RealContent/surveys.py): 2 findings, both true (two \
            "tag test" questions whose only option is the free-form field, which are text questions \
            in a choice's clothes); injected, each class caught: a question cut to one option (2 of \
            2), an option's text repeated in capitals (1 of 1), maxChoices above the options (1 of 1).
            """,
        kind: .survey,
        severity: .error,
        valid: [Example(Examples.survey(Examples.surveyQuestion(
            Examples.surveyOption("too-long", en: "Too long", ru: "Слишком долго", uk: "Занадто довго") + ", "
                + Examples.surveyOption("other", en: "Other", ru: "Другое", uk: "Інше", freeText: true))))],
        invalid: [
            Example(Examples.survey(#"""
                {"id": "reason", "type": "single", "text": {"en": "Why?", "ru": "Почему?", "uk": "Чому?"},
                 "options": ↓[{"id": "other", "text": {"en": "Other", "ru": "Другое", "uk": "Інше"}}]}
                """#)),
            Example(Examples.survey(#"""
                {"id": "reason", "type": "multiple", "text": {"en": "Why?", "ru": "Почему?", "uk": "Чому?"},
                 "options": [{"id": "boring", "text": {"en": "Boring", "ru": "Скучно", "uk": "Нудно"}},
                             {"id": "dull", "text": {"en": ↓"BORING", "ru": "Неинтересно", "uk": "Нецікаво"}}]}
                """#)),
            Example(Examples.survey(#"""
                {"id": "reason", "type": "multiple", "text": {"en": "Why?", "ru": "Почему?", "uk": "Чому?"}, "maxChoices": ↓4,
                 "options": [{"id": "boring", "text": {"en": "Boring", "ru": "Скучно", "uk": "Нудно"}},
                             {"id": "other", "text": {"en": "Other", "ru": "Другое", "uk": "Інше"}, "freeText": {"maxLength": 100}},
                             {"id": "else", "text": {"en": "Something else", "ru": "Что-то ещё", "uk": "Щось інше"}, ↓"freeText": {"maxLength": 100}}]}
                """#)),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for question in file.root?["questions"]?.array ?? [] {
            guard let type = question["type"]?.string, type != "text", let list = question["options"], let options = list.array else { continue }
            if options.count < 2 {
                found.append(Self.diagnostic("a choice question needs at least two options; with \(options.count) the user has no choice", in: file, at: list.range))
            }
            if let most = question["maxChoices"], let value = most.integer, value > options.count {
                found.append(Self.diagnostic("maxChoices is \(value) but the question has \(options.count) options", in: file, at: most.range))
            }
            var seen: [String: [String: String]] = [:]
            var textOption: String?
            for option in options {
                let id = option["id"]?.string ?? "?"
                for member in option["text"]?.object?.members ?? [] {
                    guard let text = member.value.string else { continue }
                    let normal = AnswerNormalizer.normalize(text)
                    if let first = seen[member.key]?[normal] {
                        found.append(Self.diagnostic(
                            "option \"\(id)\" reads \"\(text)\" in \(member.key), as option \"\(first)\" does (case, spaces and NFC aside); the user sees one option twice",
                            in: file, at: member.value.range))
                    } else {
                        seen[member.key, default: [:]][normal] = id
                    }
                }
                if let field = option.object?.members.first(where: { $0.key == "freeText" }) {
                    if let first = textOption {
                        found.append(Self.diagnostic(
                            "option \"\(id)\" takes text, as option \"\(first)\" does; a question keeps one typed text, give it one \"Other\" option",
                            in: file, at: field.keyRange))
                    } else {
                        textOption = id
                    }
                }
            }
        }
        return found
    }
}
