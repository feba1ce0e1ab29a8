/// Reads SVG numbers, flags and separators from an attribute's bytes: the micro-syntax shared by
/// path data, `points`, `viewBox` and transform lists ("1.5.5" is 1.5 then .5, "-1-2" two numbers).
struct SVGNumberScanner {
    private let bytes: [UInt8]
    private(set) var offset = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var isAtEnd: Bool { offset >= bytes.count }
    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipSpaces() {
        while offset < bytes.count, Self.isSpace(bytes[offset]) { offset += 1 }
    }

    /// Skips spaces and at most one comma.
    mutating func skipSeparator() {
        skipSpaces()
        if peek == UInt8(ascii: ",") {
            offset += 1
            skipSpaces()
        }
    }

    mutating func advance() { offset += 1 }

    /// Whether a number starts here (after spaces).
    mutating func atNumber() -> Bool {
        skipSpaces()
        guard let byte = peek else { return false }
        return (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    /// A number, then a separator; nil (offset unchanged) when none is there or it is not finite.
    mutating func number() -> Double? {
        skipSpaces()
        let start = offset
        var index = offset
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var count = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            count += digits()
        }
        guard count > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var exponent = index + 1
            if exponent < bytes.count, bytes[exponent] == UInt8(ascii: "-") || bytes[exponent] == UInt8(ascii: "+") { exponent += 1 }
            let digitsStart = exponent
            while exponent < bytes.count, bytes[exponent] >= 0x30, bytes[exponent] <= 0x39 { exponent += 1 }
            if exponent > digitsStart { index = exponent }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else { return nil }
        offset = index
        skipSeparator()
        return value
    }

    /// An arc flag: a single `0` or `1`, which may run into the next number ("a1 1 0 01.5 2").
    mutating func flag() -> Bool? {
        skipSpaces()
        guard let byte = peek, byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else { return nil }
        offset += 1
        skipSeparator()
        return byte == UInt8(ascii: "1")
    }

    /// The rest of an identifier-like word (letters), for transform names and keywords.
    mutating func word() -> String {
        skipSpaces()
        let start = offset
        while offset < bytes.count, (bytes[offset] | 0x20) >= UInt8(ascii: "a"), (bytes[offset] | 0x20) <= UInt8(ascii: "z") { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C }
}
