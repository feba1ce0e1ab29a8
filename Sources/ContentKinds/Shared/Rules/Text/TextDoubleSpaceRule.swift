import ContentCore

/// No runs of two or more spaces inside a text.
struct TextDoubleSpaceRule: FileRule {
    static let description = RuleDescription(
        id: "text-double-space",
        summary: "Text must not contain two spaces in a row",
        rationale: """
            Double spaces come from editing and show as uneven gaps; in answers they make typed input \
            compare differently in runtimes that do not collapse spaces. Use one space (a no-break \
            space counts as a space here).
            """,
        severity: .error,
        valid: [Example(Examples.riddle())],
        invalid: [Example(Examples.riddle(text: #"{"en": "Who↓  says meow?", "ru": "Кто говорит мяу?", "uk": "Хто каже няв?"}"#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.texts.flatMap { text -> [Diagnostic] in
            guard text.profile.mayHaveDoubleSpace else { return [] }
            var found: [Diagnostic] = []
            let scalars = Array(text.text.unicodeScalars)
            var index = 0
            while index < scalars.count {
                guard Self.isSpace(scalars[index]) else {
                    index += 1
                    continue
                }
                var end = index + 1
                while end < scalars.count, Self.isSpace(scalars[end]) { end += 1 }
                if end - index >= 2 {
                    let range = StringSourceMap.range(ofScalars: index..<end, in: text.node, source: file.source)
                    found.append(Self.diagnostic("\(end - index) spaces in a row; use one", in: file, at: range,
                                                 fix: .replace(range, with: scalars[index..<end].contains(" ") ? " " : "\u{A0}")))
                }
                index = end
            }
            return found
        }
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\u{A0}" }
}
