import ContentCore

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
        measured: """
            Tests/RealContent: the suite's packs (en, uk) from seven Debian packages: 0 findings. \
            Injected: five riddles of kwordquiz's given a second text under a locale the pack does \
            not list ("ua", "uk", "en-US", "en-GB", "de"): 5 of 5 found.
            """,
        valid: [Example(Examples.riddle())],
        invalid: [Example(Examples.riddle(text: #"{"en": "Who says meow?", "ru": "Кто говорит мяу?", "uk": "Хто каже няв?", ↓"de": "Wer sagt miau?"}"#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        let locales = context.settings.locales
        guard !locales.isEmpty else { return [] }
        // why: a file naming its own locales names a subset of the pack's; its texts then use those
        var found: [Diagnostic] = []
        var allowed = locales
        if let declared = file.declaredLocales {
            allowed = declared.locales.filter(locales.contains)
            for node in declared.node.array ?? [] {
                guard let locale = node.string, !locales.contains(locale), Self.looksLikeLocale(locale) else { continue }
                let hint = SchemaMessages.closest(to: locale, among: locales).map { "; did you mean \"\($0)\"?" } ?? ""
                found.append(Self.diagnostic(
                    "locale \"\(locale)\" is not one of the pack's locales (\(locales.joined(separator: ", ")))\(hint)", in: file, at: node.range))
            }
        }
        return found + file.localizedTextObjects.flatMap { node in
            // why: keys that are not locale codes at all are the schema's finding.
            (node.object?.members ?? []).filter { !allowed.contains($0.key) && Self.looksLikeLocale($0.key) }.map { member in
                let hint = SchemaMessages.closest(to: member.key, among: allowed).map { "; did you mean \"\($0)\"?" } ?? ""
                let whose = allowed == locales ? "the pack's" : "this file's"
                return Self.diagnostic(
                    "locale \"\(member.key)\" is not one of \(whose) locales (\(allowed.joined(separator: ", ")))\(hint)",
                    in: file, at: member.keyRange)
            }
        }
    }

    static func looksLikeLocale(_ key: String) -> Bool {
        let parts = key.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        if parts.count == 1 { return true }
        return parts.count == 2 && parts[1].count == 2 && parts[1].allSatisfy { $0.isASCII && $0.isUppercase }
    }
}
