import ContentBundle
import ContentCore

/// Every locale and form of an app text has the placeholders of its source text.
struct StringsPlaceholdersRule: FileRule {
    static let description = RuleDescription(
        id: "strings-placeholders",
        summary: "Every locale and plural form of an app text must use the placeholders of its source text, no more, no fewer",
        rationale: """
            The app fills the placeholders of the source text (the file's first locale): a translation \
            that drops one ({name} missing) loses what it says, one that renames it ({nme}) or adds \
            one shows the braces to the player. A plural form may leave out placeholders only where its \
            locale's CLDR rule gives it a single number (English "one" is only 1: "One game played"; \
            Arabic "zero" only 0: "Nothing was changed"); Russian "one" is also 21 and 101, French \
            "one" also 0, so they must show {count}.
            """,
        kind: .strings,
        severity: .error,
        measured: """
            An exact comparison of names. Tests/RealContent/strings: Django 5.2.8's catalogues (7,275 \
            entries): 6 findings, all true (French "one", which also covers 0, says "il y a une heure" \
            without the count; latent in Django); injected, 28 of 28 found (a placeholder renamed or \
            dropped).
            """,
        valid: [
            Example(Examples.strings(Examples.gamesPlayed())),
            Example(Examples.strings(#"{"key": "hello", "text": {"en": "Hi, {name}! {count} new", "ru": "{count} новых, {name}!", "uk": "Привіт, {name}! Нових: {count}"}}"#)),
        ],
        invalid: [
            Example(Examples.strings(#"{"key": "hello", "text": {"en": "Hi, {name}!", "ru": "Привет, ↓{nme}!", "uk": ↓"Привіт!"}}"#)),
            Example(Examples.strings(Examples.gamesPlayed(ru: #"{"one": ↓"Сыграна одна игра", "few": "Сыграно {count} игры", "many": "Сыграно {count} игр", "other": "Сыграно {count} игры"}"#))),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root else { return [] }
        let locales = file.declaredLocales?.locales ?? context.settings.locales
        var found: [Diagnostic] = []
        for entry in StringEntry.entries(root) {
            guard let source = locales.lazy.compactMap({ locale in entry.texts.first { $0.locale == locale } }).first ?? entry.texts.first
            else { continue }
            let templates = source.forms.compactMap { try? TextTemplate($0.text) }
            guard templates.count == source.forms.count else { continue }
            var expected: [String] = []
            for name in templates.flatMap(\.placeholders) where !expected.contains(name) { expected.append(name) }
            for text in entry.texts {
                for form in text.forms {
                    guard let template = try? TextTemplate(form.text) else { continue }
                    found += Self.compare(template, of: form, entry: entry, expected: expected, source: source.locale, in: file)
                }
            }
        }
        return found
    }

    private static func compare(_ template: TextTemplate, of form: StringEntry.Form, entry: StringEntry, expected: [String], source: String,
                                in file: ContentFile) -> [Diagnostic] {
        let own = template.placeholders
        let ownSet = Set(own), expectedSet = Set(expected)
        var found: [Diagnostic] = []
        let names = expected.map { "{\($0)}" }.joined(separator: ", ")
        let place = form.category.map { "the \(form.locale) \"\($0)\" form" } ?? "the \(form.locale) text"
        var renamed: Set<String> = []
        for name in own where !expectedSet.contains(name) {
            let scalars = placeholderScalars(name, in: form.text)
            // why: a renamed placeholder is one finding (at the new name), not also a missing one
            // why: a hint only among a few names (a hostile text may hold a thousand)
            let candidates = expected.count <= 64 ? expected.filter { !ownSet.contains($0) && !renamed.contains($0) } : []
            let closest = SchemaMessages.closest(to: name, among: candidates)
            if let closest { renamed.insert(closest) }
            let hint = closest.map { "; did you mean {\($0)}?" } ?? ""
            let what = expected.isEmpty ? "the \(source) text has none" : "the \(source) text has \(names)"
            found.append(diagnostic("\(place) of \"\(entry.key)\" has {\(name)}, which \(what)\(hint)", in: file,
                                    at: StringSourceMap.range(ofScalars: scalars, in: form.node, source: file.source)))
        }
        // why: a form that covers one number may say it in words and leave out what follows from
        // it ("Nothing was changed" for Arabic zero drops the count and the thing counted)
        let singleValue = form.category.map { PluralValues.isSingleValue($0, locale: form.locale) } == true
        let missing = singleValue ? [] : expected.filter { name in !ownSet.contains(name) && !renamed.contains(name) }
        if !missing.isEmpty {
            let list = missing.map { "{\($0)}" }.joined(separator: ", ")
            found.append(diagnostic("\(place) of \"\(entry.key)\" lacks \(list), which the \(source) text has", in: file,
                                    at: form.node.range.lowerBound..<form.node.range.lowerBound + 1))
        }
        return found
    }

    private static func placeholderScalars(_ name: String, in text: String) -> Range<Int> {
        let target = "{\(name)}"
        return TextTemplate.placeholderRanges(in: text).first { range in
            String(String.UnicodeScalarView(Array(text.unicodeScalars)[range])) == target
        } ?? 0..<1
    }
}
