import ContentCore

/// Every localised text has every locale the pack lists.
struct LocaleMissingRule: FileRule {
    static let description = RuleDescription(
        id: "locale-missing",
        summary: "Every localised text must have a text for every locale in pack.json",
        rationale: """
            A missing translation shows up in the game as an empty label or a key, in front of the \
            players of that language. Add the text for each missing locale (pack.json's "locales", or the file's own "locales" \
            where its kind lets a file name them: app texts).
            """,
        severity: .error,
        valid: [Example(Examples.riddle())],
        invalid: [Example(Examples.riddle(text: #"↓{"en": "Who says meow?", "ru": "Кто говорит мяу?"}"#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        // why: a file of one app's texts may list the locales that app ships (a subset of the pack's)
        let declared = file.declaredLocales?.locales
        let locales = declared ?? context.settings.locales
        let whose = declared == nil ? "the pack's" : "this file's"
        guard !locales.isEmpty else { return [] }
        return file.localizedTextObjects.compactMap { node in
            guard let object = node.object else { return nil }
            let missing = locales.filter { object[$0] == nil }
            guard !missing.isEmpty else { return nil }
            let names = missing.map { "\"\($0)\"" }.joined(separator: ", ")
            let what = missing.count == 1 ? "the \(names) text" : "\(names) texts"
            return Self.diagnostic(
                "missing \(what) (\(whose) locales are \(locales.joined(separator: ", ")))",
                in: file, at: node.range.lowerBound..<node.range.lowerBound + 1)
        }
    }
}
