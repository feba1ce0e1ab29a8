import ContentBundle
import ContentCore
/// No white space at the start or end of a text.
struct TextTrimmedRule: FileRule {
    static let description = RuleDescription(
        id: "text-trimmed",
        summary: "Text must not start or end with white space",
        rationale: """
            A leading or trailing space or line break shifts centred labels, breaks answer comparison in \
            naive runtimes and is invisible in review. Remove it.
            """,
        severity: .error,
        valid: [Example(Examples.riddle())],
        invalid: [
            Example(Examples.riddle(text: #"{"en": "↓ Who says meow?", "ru": "Кто говорит мяу?", "uk": "Хто каже няв?"}"#)),
            Example(Examples.riddle(text: #"{"en": "Who says meow?↓\n", "ru": "Кто говорит мяу?", "uk": "Хто каже няв?"}"#)),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.texts.filter(\.profile.mayHaveEdgeSpace).flatMap { text -> [Diagnostic] in
            let scalars = text.text.unicodeScalars
            var found: [Diagnostic] = []
            // why: the fix removes the whole run of white space at the edge (the finding points
            // at its first scalar); a text of white space only is not emptied by a fix
            let leading = scalars.prefix(while: AnswerNormalizer.isWhitespace).count
            let trailing = scalars.reversed().prefix(while: AnswerNormalizer.isWhitespace).count
            let blank = leading == scalars.count
            if let first = scalars.first, AnswerNormalizer.isWhitespace(first) {
                let range = StringSourceMap.range(ofScalars: 0..<1, in: text.node, source: file.source)
                let run = StringSourceMap.range(ofScalars: 0..<leading, in: text.node, source: file.source)
                found.append(Self.diagnostic("text starts with white space (\(Self.name(first))); remove it", in: file, at: range,
                                             fix: blank ? nil : .replace(run, with: "")))
            }
            if let last = scalars.last, AnswerNormalizer.isWhitespace(last), scalars.count > 1 {
                let count = scalars.count
                let range = StringSourceMap.range(ofScalars: count - 1..<count, in: text.node, source: file.source)
                let run = StringSourceMap.range(ofScalars: count - trailing..<count, in: text.node, source: file.source)
                found.append(Self.diagnostic("text ends with white space (\(Self.name(last))); remove it", in: file, at: range,
                                             fix: blank ? nil : .replace(run, with: "")))
            }
            return found
        }
    }

    static func name(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case " ": "a space"
        case "\n", "\r": "a line break"
        case "\t": "a tab"
        case "\u{A0}": "a no-break space"
        default: "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(4)
        }
    }
}
