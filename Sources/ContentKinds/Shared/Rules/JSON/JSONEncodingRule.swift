import ContentCore

/// Encoding problems: BOM, invalid UTF-8, lone surrogate escapes.
struct JSONEncodingRule: StageRule {
    static let description = RuleDescription(
        id: JSONRuleID.encoding,
        summary: "Files must be UTF-8 without a byte order mark, and strings real Unicode text",
        rationale: """
            Games read content as UTF-8. A byte order mark breaks some loaders; bytes that are not UTF-8 \
            (a file saved as Windows-1251) turn into replacement characters on screen; a lone surrogate \
            escape such as \\uD800 is not a character at all. Save the file as UTF-8 without BOM and \
            write characters directly or as a complete surrogate pair.
            """,
        severity: .error, buildRelies: true,
        valid: [Example(Examples.riddle(text: #"{"en": "Caf\u00e9 \ud83d\ude00?", "ru": "Кафе?", "uk": "Кафе?"}"#))],
        invalid: [
            Example("↓\u{FEFF}" + Examples.riddle()),
            Example(Examples.riddle(text: #"{"en": "Broken ↓\ud800 text", "ru": "Кафе?", "uk": "Кафе?"}"#)),
        ])
}
