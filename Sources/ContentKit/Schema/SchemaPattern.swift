import Foundation

/// A `pattern` regular expression. JSON Schema patterns are ECMA-262 and unanchored; ICU's
/// syntax (NSRegularExpression) agrees on everything our schemas and the test suite use.
final class SchemaPattern: @unchecked Sendable {
    let source: String
    private let regex: NSRegularExpression

    /// Nil when the pattern does not compile.
    init?(_ source: String) {
        guard let regex = try? NSRegularExpression(pattern: source, options: []) else { return nil }
        self.source = source
        self.regex = regex
    }

    func matches(_ text: String) -> Bool {
        let range = NSRange(location: 0, length: text.utf16.count)
        return regex.firstMatch(in: text, options: [], range: range) != nil
    }
}
