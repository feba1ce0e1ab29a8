/// A localised text in a locale the pack does not ship.
struct LocaleUnlistedRule: FileRule {
    static let description = RuleDescription(
        id: "locale-unlisted",
        summary: "Localised text should only use the locales pack.json lists",
        rationale: """
            A text in a locale the pack does not list is never shown; usually the key is a typo \
            ("ua" for "uk", "en-us" for "en") and the real translation is missing. Fix the key, or add \
            the locale to pack.json.
            """,
        severity: .warning,
        valid: [Example(Examples.riddle())],
        invalid: [Example(Examples.riddle(text: #"{"en": "Who says meow?", "ru": "Кто говорит мяу?", "uk": "Хто каже няв?", ↓"de": "Wer sagt miau?"}"#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        let locales = context.settings.locales
        guard !locales.isEmpty else { return [] }
        return file.localizedTextObjects.flatMap { node in
            (node.object?.members ?? []).filter { !locales.contains($0.key) }.map { member in
                let hint = SchemaMessages.closest(to: member.key, among: locales).map { "; did you mean \"\($0)\"?" } ?? ""
                return Self.diagnostic(
                    "locale \"\(member.key)\" is not one of the pack's locales (\(locales.joined(separator: ", ")))\(hint)",
                    in: file, at: member.keyRange)
            }
        }
    }
}
