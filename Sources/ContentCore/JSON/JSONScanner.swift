/// The byte-level recursive-descent parser behind `JSONParser`.
struct JSONScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private let limits: JSONLimits
    private var index = 0
    private var depth = 0
    private(set) var diagnostics: [Diagnostic] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: JSONLimits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
    }

    mutating func parseDocument() -> JSONNode? {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            report(JSONRuleID.encoding, .error, "file starts with a UTF-8 byte order mark; save it as UTF-8 without BOM", 0..<3)
            index = 3
        }
        do {
            skipWhitespace()
            let root = try parseValue()
            skipWhitespace()
            if index < bytes.count {
                throw fault("unexpected \(describeCurrent()) after the JSON value; a file holds exactly one value")
            }
            return root
        } catch let error as JSONFault {
            diagnostics.append(error.diagnostic)
            return nil
        } catch {
            return nil
        }
    }

    // MARK: values

    private mutating func parseValue() throws -> JSONNode {
        guard index < bytes.count else { throw fault("expected a JSON value, found end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""):
            let start = index
            let text = try parseString()
            return JSONNode(.string(text), range: start..<index)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        default: throw fault("expected a JSON value, found \(describeCurrent())")
        }
    }

    private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws -> JSONNode {
        let start = index
        let count = word.utf8CodeUnitCount
        let spelled = UnsafeBufferPointer(start: word.utf8Start, count: count)
        var matched = 0
        while matched < count, index + matched < bytes.count, bytes[index + matched] == spelled[matched] {
            matched += 1
        }
        let end = index + matched
        if matched < count || (end < bytes.count && isIdentifierByte(bytes[end])) {
            var stop = index
            while stop < bytes.count, isIdentifierByte(bytes[stop]) { stop += 1 }
            let found = String(decoding: bytes[index..<max(stop, index + 1)], as: UTF8.self)
            throw JSONFault(diagnostic: Diagnostic(
                ruleID: JSONRuleID.syntax, severity: .error,
                message: "invalid literal '\(found)'; expected true, false or null (strings need double quotes)",
                file: file, range: start..<max(stop, start + 1)))
        }
        index = end
        return JSONNode(value, range: start..<end)
    }

    private mutating func parseObject() throws -> JSONNode {
        let start = index
        try enterContainer()
        index += 1
        var members: [JSONMember] = []
        var seen: [MemberName: Range<Int>] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return JSONNode(.object(JSONObject(members)), range: start..<index)
        }
        while true {
            guard peek() == UInt8(ascii: "\"") else {
                throw fault("expected a member name in double quotes, found \(describeCurrent())")
            }
            let keyStart = index
            let key = try parseString()
            let keyRange = keyStart..<index
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw fault("expected ':' after member name \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            if let first = firstRange(of: key, in: members, seen: &seen) {
                report(JSONRuleID.duplicateKey, .error,
                       "duplicate key \"\(key)\" in this object; the check reads the first value while most loaders keep the last, so keep only one",
                       keyRange, notes: [Diagnostic.Note("first \"\(key)\" is here", file: file, range: first)])
            } else {
                if !seen.isEmpty || members.count >= Self.smallObject { seen[MemberName(key)] = keyRange }
                members.append(JSONMember(key: key, keyRange: keyRange, value: value))
            }
            if try closesContainer(UInt8(ascii: "}"), after: "member") {
                return JSONNode(.object(JSONObject(members)), range: start..<index)
            }
        }
    }

    /// After a member or element: consumes `,` (false: another follows) or the closer (true),
    /// and says what was expected otherwise, naming a trailing comma as such.
    private mutating func closesContainer(_ closer: UInt8, after what: String) throws -> Bool {
        let closerText = closer == UInt8(ascii: "}") ? "'}'" : "']'"
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: ","):
            let comma = index
            index += 1
            skipWhitespace()
            if peek() == closer {
                throw fault("trailing comma: expected another \(what) after ',' before \(closerText)", at: comma)
            }
            return false
        case closer:
            index += 1
            depth -= 1
            return true
        default:
            let container = closer == UInt8(ascii: "}") ? "object member" : "array element"
            throw fault("expected ',' or \(closerText) after \(container), found \(describeCurrent())")
        }
    }

    /// Objects up to this many members find duplicate keys by scanning, not hashing.
    private static let smallObject = 12

    /// Member names are the same when their code points are (RFC 8259 compares names so; Swift's
    /// `==` would also match "é" with "e" + U+0301, and normalises to do it).
    private func firstRange(of key: String, in members: [JSONMember], seen: inout [MemberName: Range<Int>]) -> Range<Int>? {
        if members.count < Self.smallObject && seen.isEmpty {
            return members.first { $0.key.utf8.elementsEqual(key.utf8) }?.keyRange
        }
        if seen.isEmpty { for member in members { seen[MemberName(member.key)] = member.keyRange } }
        return seen[MemberName(key)]
    }

    private mutating func parseArray() throws -> JSONNode {
        let start = index
        try enterContainer()
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return JSONNode(.array(elements), range: start..<index)
        }
        while true {
            elements.append(try parseValue())
            if try closesContainer(UInt8(ascii: "]"), after: "element") {
                return JSONNode(.array(elements), range: start..<index)
            }
        }
    }

    private mutating func enterContainer() throws {
        depth += 1
        if depth > limits.maxDepth {
            throw JSONFault(diagnostic: Diagnostic(
                ruleID: JSONRuleID.limits, severity: .error,
                message: "nesting deeper than the limit of \(limits.maxDepth) arrays and objects",
                file: file, range: index..<index + 1))
        }
    }

    // MARK: numbers

    private mutating func parseNumber() throws -> JSONNode {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else {
            throw fault("expected a digit after '-', found \(describeCurrent())")
        }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = peek(), isDigit(next) {
                throw fault("leading zeros are not allowed in JSON numbers", at: start)
            }
        } else {
            while let digit = peek(), isDigit(digit) { index += 1 }
        }
        var isPlainInteger = true
        if peek() == UInt8(ascii: ".") {
            isPlainInteger = false
            index += 1
            guard let digit = peek(), isDigit(digit) else {
                throw fault("expected a digit after the decimal point, found \(describeCurrent())")
            }
            while let digit = peek(), isDigit(digit) { index += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isPlainInteger = false
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek(), isDigit(digit) else {
                throw fault("expected a digit in the exponent, found \(describeCurrent())")
            }
            while let digit = peek(), isDigit(digit) { index += 1 }
        }
        let lexeme = String(decoding: bytes[start..<index], as: UTF8.self)
        let value: Double
        if isPlainInteger, index - start <= 16, let small = Int(lexeme) {
            value = Double(small)
        } else {
            value = Double(lexeme) ?? .nan
        }
        if !value.isFinite {
            report(JSONRuleID.numberRange, .error,
                   "number \(lexeme) is too large: no 64-bit floating-point value holds it", start..<index)
        } else if isPlainInteger, index - start > 18, Int(lexeme) == nil {
            // why: apps read whole numbers as 64-bit integers; a longer one fails to decode there,
            // so lint must stop it before the bundle is written
            report(JSONRuleID.numberRange, .error,
                   "whole number \(lexeme) does not fit a 64-bit integer (-9223372036854775808 to 9223372036854775807); apps cannot read it", start..<index)
        } else if value == 0, lexeme.contains(where: { ("1"..."9").contains($0) }), !isMantissaZero(lexeme) {
            report(JSONRuleID.numberRange, .error,
                   "number \(lexeme) is too small: it would silently become 0", start..<index)
        }
        return JSONNode(.number(JSONNumber(lexeme: lexeme, double: value)), range: start..<index)
    }

    private func isMantissaZero(_ lexeme: String) -> Bool {
        let mantissa = lexeme.prefix { $0 != "e" && $0 != "E" }
        return !mantissa.contains { ("1"..."9").contains($0) }
    }

    // MARK: strings

    /// Parses a string at `index` (which holds `"`) and leaves `index` past the closing quote.
    private mutating func parseString() throws -> String {
        let open = index
        index += 1
        let contentStart = index
        // Fast path: valid UTF-8 with no escapes becomes a String straight from the buffer.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte >= 0x80 {
                let length = validUTF8Length(at: index)
                if length == 0 { break }
                index += length
            } else {
                index += 1
            }
        }
        var utf8 = Array(bytes[contentStart..<index])
        try parseStringSlow(into: &utf8, open: open)
        return String(decoding: utf8, as: UTF8.self)
    }

    private mutating func parseStringSlow(into utf8: inout [UInt8], open: Int) throws {
        var reportedBadUTF8 = false
        while true {
            guard index < bytes.count else {
                throw fault("unterminated string: expected '\"' before end of file", at: open)
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                try parseEscape(into: &utf8)
            case 0x0A, 0x0D:
                throw fault("unterminated string: a line break inside a string must be written \\n", at: index)
            case 0..<0x20:
                throw fault("control character U+\(hex4(UInt32(byte))) must be escaped inside a string", at: index)
            case 0x80...:
                let length = validUTF8Length(at: index)
                if length == 0 {
                    if !reportedBadUTF8 {
                        reportedBadUTF8 = true
                        report(JSONRuleID.encoding, .error,
                               "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true)) in a string; save the file as UTF-8",
                               index..<index + 1)
                    }
                    utf8.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    index += 1
                } else {
                    utf8.append(contentsOf: bytes[index..<index + length])
                    index += length
                }
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws {
        let start = index
        index += 1
        guard let code = peek() else { throw fault("unterminated string: expected '\"' before end of file", at: start) }
        index += 1
        let simple: UInt8?
        switch code {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            throw fault("invalid escape '\\\(describeByte(code))'; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX", at: start)
        }
        if let simple {
            utf8.append(simple)
            return
        }
        var scalar = try parseHex4(escapeStart: start)
        if (0xD800...0xDBFF).contains(scalar) {
            if peek() == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                let lowStart = index
                index += 2
                let low = try parseHex4(escapeStart: lowStart)
                if (0xDC00...0xDFFF).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    reportLoneSurrogate(scalar, start..<lowStart)
                    scalar = 0xFFFD
                    index = lowStart
                }
            } else {
                reportLoneSurrogate(scalar, start..<index)
                scalar = 0xFFFD
            }
        } else if (0xDC00...0xDFFF).contains(scalar) {
            reportLoneSurrogate(scalar, start..<index)
            scalar = 0xFFFD
        }
        appendUTF8(Unicode.Scalar(scalar) ?? "\u{FFFD}", to: &utf8)
    }

    private mutating func parseHex4(escapeStart: Int) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexValue(byte) else {
                throw fault("expected four hex digits after '\\u', found \(describeCurrent())", at: escapeStart)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func reportLoneSurrogate(_ value: UInt32, _ range: Range<Int>) {
        report(JSONRuleID.encoding, .error,
               "lone surrogate \\u\(hex4(value)) in a string: it is not a character; pair it or remove it", range)
    }

    /// Length of the valid UTF-8 sequence at `start`, or 0 when the bytes there are not UTF-8.
    private func validUTF8Length(at start: Int) -> Int {
        let lead = bytes[start]
        let length: Int
        var minimum: UInt32
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
        default: return 0
        }
        guard start + length <= bytes.count else { return 0 }
        for offset in 1..<length {
            let byte = bytes[start + offset]
            guard byte & 0xC0 == 0x80 else { return 0 }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return 0 }
        return length
    }

    // MARK: helpers

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || isDigit(byte) || byte == 0x5F
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func appendUTF8(_ scalar: Unicode.Scalar, to utf8: inout [UInt8]) {
        UTF8.encode(scalar) { utf8.append($0) }
    }

    /// What stands at `index`, as an error message names it.
    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x80 {
            let length = validUTF8Length(at: index)
            if length == 0 { return "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))" }
            return "'\(String(decoding: bytes[index..<index + length], as: UTF8.self))'"
        }
        return describeByte(byte)
    }

    private func describeByte(_ byte: UInt8) -> String {
        switch byte {
        case 0x0A, 0x0D: return "end of line"
        case 0x09: return "tab"
        case 0x20: return "space"
        case 0..<0x20, 0x7F: return "control character U+\(hex4(UInt32(byte)))"
        case 0x80...: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        default: return "'\(Character(Unicode.Scalar(byte)))'"
        }
    }

    private func fault(_ message: String, at offset: Int? = nil) -> JSONFault {
        let position = offset ?? index
        let end = position < bytes.count ? position + 1 : position
        return JSONFault(diagnostic: Diagnostic(
            ruleID: JSONRuleID.syntax, severity: .error, message: message, file: file, range: position..<end))
    }

    private mutating func report(
        _ rule: String, _ severity: Severity, _ message: String, _ range: Range<Int>,
        notes: [Diagnostic.Note] = []
    ) {
        diagnostics.append(Diagnostic(ruleID: rule, severity: severity, message: message, file: file, range: range, notes: notes))
    }
}

/// A member name compared and hashed by its UTF-8 bytes, not by canonical equivalence.
private struct MemberName: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (left: MemberName, right: MemberName) -> Bool { left.text.utf8.elementsEqual(right.text.utf8) }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
