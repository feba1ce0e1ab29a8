import Foundation
import ContentBundle

/// How an entry's named placeholders become the positional format specifiers of the platforms'
/// own look-ups: each name gets the position of its first use in the source text (the file's
/// first locale; its `other` form when plural), then any name only other texts use, in order of
/// use; the count placeholder is a whole number (`%1$lld` on Apple, `%1$d` on Android), every
/// other placeholder an object or string (`%2$@`, `%2$s`). In a text with placeholders or plural
/// forms (a format string), `%` is written `%%`.
struct PlatformFormat {
    let positions: [String: Int]
    let countPlaceholder: String
    /// Whether the texts are format strings (they have placeholders or plural forms).
    let isFormat: Bool

    init(_ entry: StringEntry, sourceLocale: String?) {
        var order: [String] = []
        let source = entry.texts.first { $0.locale == sourceLocale } ?? entry.texts.first
        let sourceForms = source.map { text in (text.plural?.filter { $0.category == "other" } ?? []) + text.forms } ?? []
        for form in sourceForms + entry.texts.flatMap(\.forms) {
            for name in (try? TextTemplate(form.text))?.placeholders ?? [] where !order.contains(name) { order.append(name) }
        }
        positions = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0 + 1) })
        countPlaceholder = entry.countPlaceholder
        isFormat = !order.isEmpty || entry.isPlural
    }

    /// The text with positional specifiers: `count` is `lld` (Apple) or `d` (Android), `object`
    /// is `@` or `s`; `escape` writes a literal piece in the platform's syntax.
    func specifiers(_ text: String, count: String, object: String, escape: (String) -> String) -> String {
        guard let template = try? TextTemplate(text) else { return escape(text) }
        return template.parts.map { part in
            switch part {
            case .literal(let literal):
                return escape(isFormat ? literal.replacingOccurrences(of: "%", with: "%%") : literal)
            case .placeholder(let name):
                let position = positions[name] ?? 0
                return "%\(position)$" + (name == countPlaceholder ? count : object)
            }
        }.joined()
    }
}
