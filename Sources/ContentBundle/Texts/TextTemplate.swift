/// An app text with named placeholders: `"{count} games played"`. A placeholder is `{name}`, the
/// name an ASCII letter or `_` followed by up to 63 letters, digits or `_`; `{{` and `}}` stand
/// for the braces themselves. Anything else with a brace is a syntax error (at its scalar index).
public struct TextTemplate: Sendable, Equatable {
    /// A piece of the text: literal text, or a placeholder by name.
    public enum Part: Sendable, Equatable {
        case literal(String)
        case placeholder(String)
    }

    /// What is wrong with a brace, and where (scalar offsets into the text).
    public struct SyntaxError: Error, Sendable, Equatable {
        /// The scalars at fault (offsets into the text's Unicode scalars).
        public let scalars: Range<Int>
        /// What is wrong, in a designer's words.
        public let message: String
    }

    /// The text's pieces, in order.
    public let parts: [Part]

    /// The longest placeholder name.
    public static let nameLimit = 64

    /// Parses a text in one pass (linear time, any length).
    public init(_ text: String) throws(SyntaxError) {
        var parts: [Part] = []
        var literal = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "}" {
                guard index + 1 < scalars.count, scalars[index + 1] == "}" else {
                    throw SyntaxError(scalars: index..<index + 1, message: "a '}' closes no placeholder; write '}}' for a brace")
                }
                literal.append("}")
                index += 2
            } else if scalar == "{" {
                if index + 1 < scalars.count, scalars[index + 1] == "{" {
                    literal.append("{")
                    index += 2
                    continue
                }
                var end = index + 1
                while end < scalars.count, scalars[end] != "}", scalars[end] != "{", end - index <= Self.nameLimit + 1 { end += 1 }
                guard end < scalars.count, scalars[end] == "}" else {
                    let nested = end < scalars.count && scalars[end] == "{"
                    throw SyntaxError(scalars: index..<index + 1, message: nested
                        ? "a '{' inside a placeholder; placeholders do not nest (write '{{' for a brace)"
                        : "a '{' opens a placeholder that is not closed with '}' within \(Self.nameLimit) characters (write '{{' for a brace)")
                }
                let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
                guard Self.isName(name) else {
                    throw SyntaxError(scalars: index..<end + 1, message: name.isEmpty
                        ? "an empty placeholder '{}'"
                        : "'{\(name)}' is not a placeholder name (an ASCII letter or '_', then letters, digits or '_')")
                }
                if !literal.isEmpty { parts.append(.literal(String(literal))); literal = String.UnicodeScalarView() }
                parts.append(.placeholder(name))
                index = end + 1
            } else {
                literal.append(scalar)
                index += 1
            }
        }
        if !literal.isEmpty { parts.append(.literal(String(literal))) }
        self.parts = parts
    }

    /// The first syntax error of a text, or nil when it parses.
    public static func syntaxError(in text: String) -> SyntaxError? {
        do {
            _ = try TextTemplate(text)
            return nil
        } catch {
            return error
        }
    }

    /// Whether a name is a placeholder name.
    public static func isName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, bytes.count <= nameLimit, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return bytes.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || (48...57).contains($0) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }

    /// The placeholder names, in order of first use.
    public var placeholders: [String] {
        var seen: Set<String> = []
        return parts.compactMap { part in
            guard case .placeholder(let name) = part, seen.insert(name).inserted else { return nil }
            return name
        }
    }

    /// The text without its placeholders (braces unescaped).
    public var literalText: String {
        parts.map { part in if case .literal(let text) = part { text } else { "" } }.joined()
    }

    /// The text with each placeholder replaced by its value; a placeholder with no value stays
    /// as written (`{name}`), so a missing value shows rather than vanishes.
    public func filled(_ values: [String: String]) -> String {
        parts.map { part in
            switch part {
            case .literal(let text): text
            case .placeholder(let name): values[name] ?? "{\(name)}"
            }
        }.joined()
    }

    /// The scalar ranges of the placeholders in a text (`{name}` with its braces), skipping
    /// escaped braces; stops at the first syntax error. Lint masks these before its text rules.
    public static func placeholderRanges(in text: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "{" || scalars[index] == "}" {
                if index + 1 < scalars.count, scalars[index + 1] == scalars[index] { index += 2; continue }
                guard scalars[index] == "{" else { return ranges }
                var end = index + 1
                while end < scalars.count, end - index <= nameLimit + 1, scalars[end] != "}", scalars[end] != "{" { end += 1 }
                guard end < scalars.count, scalars[end] == "}" else { return ranges }
                ranges.append(index..<end + 1)
                index = end + 1
            } else {
                index += 1
            }
        }
        return ranges
    }
}
