import ContentBundle
import ContentCore

/// No text of an entry is longer than its `maxLength`.
struct StringsLengthRule: FileRule {
    static let description = RuleDescription(
        id: "strings-length",
        summary: "An app text must fit its maxLength in every locale and form (grapheme clusters, placeholders not counted)",
        rationale: """
            A button or a notification title has room for so many characters; a translation is often \
            longer than its source (German, Russian) and is then cut off or wraps. The limit counts \
            grapheme clusters, the characters a reader sees (é, ё, 👍🏽 are one each), and leaves the \
            placeholders out: the text is at least that long whatever fills them, so a finding is \
            always a text over its limit.
            """,
        kind: .strings,
        severity: .error,
        measured: """
            An exact count. Tests/RealContent/strings: Django 5.2.8's catalogues given a maxLength one \
            grapheme short of 91 translations: 91 of 91 found; exactly their length (123): no finding.
            """,
        valid: [Example(Examples.strings(#"{"key": "exit", "maxLength": 8, "text": {"en": "Exit", "ru": "Выйти", "uk": "Вийти"}}"#))],
        invalid: [
            Example(Examples.strings(#"{"key": "play-again", "maxLength": 12, "text": {"en": "Play again", "ru": ↓"Сыграть заново", "uk": "Ще раз"}}"#)),
            Example(Examples.strings(#"{"key": "hello", "maxLength": 6, "text": {"en": "Hi {name}", "ru": ↓"Привет {name}", "uk": "Хай {name}"}}"#)),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root else { return [] }
        var found: [Diagnostic] = []
        for entry in StringEntry.entries(root) {
            guard let limit = entry.maxLength else { continue }
            for form in entry.texts.flatMap(\.forms) {
                guard let template = try? TextTemplate(form.text) else { continue }
                let length = template.literalText.count
                guard length > limit else { continue }
                let place = form.category.map { "the \(form.locale) \"\($0)\" form" } ?? "the \(form.locale) text"
                let without = template.placeholders.isEmpty ? "" : " without its placeholders"
                found.append(Self.diagnostic(
                    "\(place) of \"\(entry.key)\" is \(length) characters\(without), over its maxLength of \(limit)",
                    in: file, at: form.node.range))
            }
        }
        return found
    }
}
