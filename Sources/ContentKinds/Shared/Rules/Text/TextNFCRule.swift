import Foundation
import ContentCore

/// Text is in Unicode Normalization Form C.
struct TextNFCRule: FileRule {
    static let description = RuleDescription(
        id: "text-nfc",
        summary: "Text must be in Unicode NFC (composed characters)",
        rationale: """
            "й" can be stored as one character or as "и" plus a combining breve. They look the same, but \
            answers compare unequal, searches miss and some fonts draw the mark apart. Text copied from \
            macOS file names or PDFs is often decomposed. Save it composed (NFC).
            """,
        severity: .error,
        valid: [Example(Examples.riddle(text: #"{"en": "Who says meow?", "ru": "Кто говорит \u0439?", "uk": "Хто каже няв?"}"#))],
        invalid: [Example(Examples.riddle(text: #"{"en": "Who says meow?", "ru": "Кто говорит ↓\u0438\u0306?", "uk": "Хто каже няв?"}"#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.texts.lazy.filter(\.profile.mayNeedNFC).compactMap { text in
            guard let index = Normalization.firstNonNFCScalar(text.text) else { return nil }
            let scalars = Array(text.text.unicodeScalars)
            var end = index + 1
            while end < scalars.count, Normalization.isCombining(scalars[end]) { end += 1 }
            let written = scalars[index..<end].map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(4) }
            let composed = Normalization.nfc(String(String.UnicodeScalarView(scalars[index..<end])))
            let range = StringSourceMap.range(ofScalars: index..<end, in: text.node, source: file.source)
            return Self.diagnostic(
                "text is not in NFC: \"\(composed)\" is written as \(written.joined(separator: " ")); save it as the composed character",
                in: file, at: range, fix: .replace(range, with: composed))
        }
    }
}
