/// The outcome of parsing one file: the tree when there was one, and every finding.
public struct JSONParseOutcome: Sendable {
    /// Nil when a fatal syntax error stopped the parser.
    public let root: JSONNode?
    public let diagnostics: [Diagnostic]
}

/// A strict RFC 8259 parser over bytes that keeps the byte range of every value and key.
///
/// Fatal errors (syntax, depth) stop the parse with one diagnostic saying what was expected where.
/// Recoverable ones (duplicate key, BOM, bad UTF-8 in a string, lone surrogate, out-of-range
/// number) are reported and parsing goes on, so one run shows them all.
public enum JSONParser {
    public static func parse(
        _ bytes: [UInt8], file: String, limits: JSONLimits = .default
    ) -> JSONParseOutcome {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer, file: file, limits: limits)
            let root = scanner.parseDocument()
            return JSONParseOutcome(root: root, diagnostics: scanner.diagnostics)
        }
    }

    /// Parses text (tests and embedded schemas).
    public static func parse(_ text: String, file: String = "<text>") -> JSONParseOutcome {
        parse(Array(text.utf8), file: file)
    }
}

/// A fatal parse error carrying its diagnostic.
struct JSONFault: Error {
    let diagnostic: Diagnostic
}
