import ContentBundle
import ContentCore

/// A counted text gives exactly the plural forms its locale's CLDR rules have.
struct StringsPluralFormsRule: FileRule {
    static let description = RuleDescription(
        id: "strings-plural-forms",
        summary: "A counted app text must give each locale exactly the plural forms CLDR's rules for it have",
        rationale: """
            A count picks its form by the locale's CLDR plural rules: English has one and other, Russian \
            and Ukrainian one, few, many and other (1, 21 игра; 2, 22 игры; 5, 11, 25 игр; 1.5 игры), \
            Arabic all six. A missing form shows the wrong grammar (or nothing) for its numbers; a form \
            the locale does not have (a "few" in English, a "zero" in Russian) is never shown by the \
            runtime nor by Android. A locale given as one string where the others give forms cannot \
            follow the count. Languages whose rules the toolchain does not carry need only "other".
            """,
        kind: .strings,
        severity: .error,
        measured: """
            An exact check against CLDR's cardinal rules (tested with CLDR's own sample numbers for 27 \
            locales). Tests/RealContent/strings: Django 5.2.8's catalogues in ru, uk, pl, cs, fr, de, es, ar \
            (7,275 entries, 452 counted): 0 findings; injected, 30 of 30 found (a form dropped, a form \
            the locale does not have, one string for a counted text).
            """,
        valid: [
            Example(Examples.strings(Examples.gamesPlayed())),
            Example(Examples.strings(#"{"key": "play-again", "text": {"ru": "Сыграть заново", "en": "Play again"}}"#, locales: #"["ru", "en"]"#)),
        ],
        invalid: [
            Example(Examples.strings(Examples.gamesPlayed(ru: #"↓{"one": "Сыграна {count} игра", "few": "Сыграно {count} игры", "other": "Сыграно {count} игры"}"#))),
            Example(Examples.strings(Examples.gamesPlayed(en: #"{"one": "One game played", ↓"few": "{count} games played", "other": "{count} games played"}"#))),
            Example(Examples.strings(Examples.gamesPlayed(ru: #"↓"Игр сыграно: {count}""#))),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root else { return [] }
        var found: [Diagnostic] = []
        for entry in StringEntry.entries(root) where entry.isPlural {
            let pluralLocale = entry.texts.first { $0.plural != nil }?.locale ?? ""
            for text in entry.texts {
                let needed = PluralRules.categories(for: text.locale)
                guard let plural = text.plural else {
                    if let needed, needed != [.other], let single = text.single {
                        found.append(Self.diagnostic(
                            "the \(text.locale) text is one string, but \"\(entry.key)\" has plural forms (in \(pluralLocale)); give \(text.locale)'s \(Self.list(needed))",
                            in: file, at: single.node.range))
                    }
                    continue
                }
                let given = plural.compactMap { $0.category.flatMap(PluralCategory.init(rawValue:)) }
                let wanted = needed ?? [.other]
                let missing = wanted.filter { !given.contains($0) }
                if !missing.isEmpty {
                    let rules = needed.map { "CLDR's \(text.locale) forms are \(Self.list($0))" } ?? "every locale has an \"other\" form"
                    found.append(Self.diagnostic(
                        "the \(text.locale) text of \"\(entry.key)\" lacks the \(Self.list(missing)) form\(missing.count == 1 ? "" : "s") (\(rules))",
                        in: file, at: text.node.range.lowerBound..<text.node.range.lowerBound + 1))
                }
                guard let needed else { continue }
                for form in plural {
                    guard let category = form.category.flatMap(PluralCategory.init(rawValue:)), !needed.contains(category) else { continue }
                    found.append(Self.diagnostic(
                        "the \(text.locale) text of \"\(entry.key)\" has a \"\(category.rawValue)\" form, which \(text.locale) does not have (CLDR's \(text.locale) forms are \(Self.list(needed))): it is never shown",
                        in: file, at: form.keyRange))
                }
            }
        }
        return found
    }

    private static func list(_ categories: [PluralCategory]) -> String {
        categories.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    }
}
