import ContentBundle
import ContentCore

/// Every brace of an app text opens or closes a placeholder, or is doubled.
struct StringsPlaceholderSyntaxRule: FileRule {
    static let description = RuleDescription(
        id: "strings-placeholder-syntax",
        summary: "Placeholders in app texts must be {name}, and a brace meant as a brace doubled ({{, }})",
        rationale: """
            A placeholder is a name in braces: {count}, {name} (an ASCII letter or _, then letters, \
            digits or _). An unclosed or stray brace, a nested one or an empty {} is not one, and the \
            runtime, the String Catalog and Android's resources would show it as written. Write a \
            brace the text shows as {{ or }}.
            """,
        kind: .strings,
        severity: .error,
        measured: """
            An exact check of the placeholder syntax. Tests/RealContent/strings: Django 5.2.8's \
            catalogues converted (braces doubled): 0 findings; injected stray braces: 168 of 168 found.
            """,
        valid: [Example(Examples.strings(#"{"key": "braces", "text": {"en": "Type {{x}} to see {name}", "ru": "Введите {{x}}, {name}", "uk": "Введіть {{x}}, {name}"}}"#))],
        invalid: [
            Example(Examples.strings(#"{"key": "braces", "text": {"en": "Hello ↓{name", "ru": "Привет, {name}", "uk": "Привіт, {name}"}}"#)),
            Example(Examples.strings(#"{"key": "braces", "text": {"en": "Hello {{name↓}", "ru": "Привет, ↓{}", "uk": "Привіт, ↓{na{me}}"}}"#)),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root else { return [] }
        return StringEntry.entries(root).flatMap { entry in
            entry.texts.flatMap(\.forms).compactMap { form -> Diagnostic? in
                guard let error = TextTemplate.syntaxError(in: form.text) else { return nil }
                let range = StringSourceMap.range(ofScalars: error.scalars, in: form.node, source: file.source)
                return Self.diagnostic("\(error.message) (\(form.locale) text of \"\(entry.key)\")", in: file, at: range)
            }
        }
    }
}
