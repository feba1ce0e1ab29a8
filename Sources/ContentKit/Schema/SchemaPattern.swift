import Foundation

/// A `pattern` regular expression (ECMA-262, unanchored). Our own NFA engine runs the common
/// subset in linear time; anything beyond it goes to NSRegularExpression (ICU), whose syntax
/// agrees with ECMA-262 on the rest that schemas use.
final class SchemaPattern: @unchecked Sendable {
    let source: String
    private let program: PatternProgram?
    private let regex: NSRegularExpression?

    /// Nil when the pattern does not compile.
    init?(_ source: String) {
        self.source = source
        if let program = PatternProgram.compile(source) {
            self.program = program
            regex = nil
        } else if let regex = try? NSRegularExpression(pattern: source, options: []) {
            program = nil
            self.regex = regex
        } else {
            return nil
        }
    }

    func matches(_ text: String) -> Bool {
        if let program { return program.matches(text) }
        guard let regex else { return false }
        return regex.firstMatch(in: text, options: [], range: NSRange(location: 0, length: text.utf16.count)) != nil
    }

    /// True when the built-in engine runs this pattern (tests).
    var usesBuiltInEngine: Bool { program != nil }
}
