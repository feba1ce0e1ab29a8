import ContentCore

/// Each locale's text is written in that locale's alphabet.
struct TextAlphabetRule: FileRule {
    static let description = RuleDescription(
        id: "text-alphabet",
        summary: "Words must use their locale's alphabet: no Ukrainian і in Russian, no Cyrillic «а» for the English \"a\"",
        rationale: """
            Russian, Ukrainian, Belarusian and Bulgarian share most Cyrillic letters, so a word typed \
            with the wrong layout looks right: «кіт» in Russian text has the Ukrainian і, «объём» in \
            Ukrainian text has Russian letters. A whole word can also be typed in the other script's \
            look-alike letters — a Cyrillic «а» for the English article, a Latin "c" for the Russian \
            preposition «с» — and then never matches a typed answer or a spell check. Whole-word \
            findings are made only where nothing else in the text is written in that script (so \
            "Wi-Fi", or the variables a and b of a sum, stay), never for part of a longer token \
            (Жизнь.exe, c++, e-mail) or an all-capital word (OK, XX век); a lone letter only where it \
            is a one-letter word of the locale, and a capital one only at the start of a sentence. \
            For English any Latin letter is allowed (café, naïve).
            """,
        severity: .error,
        valid: [
            Example(Examples.riddle(text: #"{"en": "Who says meow? A cat, not a dog, née Tom.", "ru": "Кто говорит мяу в XX веке?", "uk": "Хто каже няв? Кіт і пес"}"#)),
            Example(Examples.riddle(text: #"{"en": "Who says meow?", "ru": "Из точки A вышел кот. Какой кот?", "uk": "Хто каже няв? Кіт з Wi-Fi"}"#)),
            Example(Examples.riddle(text: #"{"en": "Who says meow?", "ru": "Если a + b = 5 и a = 2, сколько котов?", "uk": "Хто каже няв?"}"#)),
        ],
        invalid: [
            Example(Examples.riddle(text: #"{"en": "Who says meow?", "ru": "Кто говорит мяу? ↓Кіт", "uk": "Хто каже няв?"}"#)),
            Example(Examples.riddle(text: #"{"en": "Who says meow? It is ↓а cat.", "ru": "Кто говорит мяу? Кот ↓c хвостом", "uk": "Хто каже няв? ↓Ёж"}"#)),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.texts.flatMap { text -> [Diagnostic] in
            guard let locale = text.locale, let alphabet = LocaleAlphabet.of(locale),
                  alphabet.script != .latin || !text.text.utf8.allSatisfy({ $0 < 0x80 }) else { return [] }
            return AlphabetCheck.findings(in: text.text, alphabet: alphabet).map { finding in
                let range = StringSourceMap.range(ofScalars: finding.word, in: text.node, source: file.source)
                return Self.diagnostic(Self.message(finding, locale: locale, in: text.text), in: file, at: range)
            }
        }
    }

    private static func message(_ finding: AlphabetCheck.Finding, locale: String, in text: String) -> String {
        switch finding.problem {
        case .foreignLetter(let index):
            let scalar = Array(text.unicodeScalars)[index]
            let name = scalar.properties.name ?? "U+" + String(scalar.value, radix: 16, uppercase: true)
            return "word \"\(finding.text)\" has '\(scalar)' (\(name)), a letter the \(locale) alphabet does not have"
        case .wrongScript(let intended, let script):
            let typed = script == .latin ? "Cyrillic" : "Latin"
            return "\"\(finding.text)\" is typed in \(typed) letters in \(locale) text; it looks like the \(script.rawValue) \"\(intended)\""
        }
    }
}
