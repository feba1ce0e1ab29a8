/// JSON Schema equality: numbers by value (`1 == 1.0`), objects regardless of member order.
func jsonEqual(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return numbersEqual(x, y)
    case (.string(let x), .string(let y)): return x.utf8.elementsEqual(y.utf8)
    case (.array(let x), .array(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { jsonEqual($0.value, $1.value) }
    case (.object(let x), .object(let y)):
        guard x.count == y.count else { return false }
        return x.members.allSatisfy { member in
            guard let other = y[member.key] else { return false }
            return jsonEqual(member.value.value, other.value)
        }
    default:
        return false
    }
}

/// Two JSON numbers are equal when their values are, read exactly from the text: integers past
/// 2^53 that differ in the last digit are different (as doubles they would be one number).
package func numbersEqual(_ x: JSONNumber, _ y: JSONNumber) -> Bool {
    if let a = x.integer, let b = y.integer { return a == b }
    if let a = ExactDecimal(x.lexeme), let b = ExactDecimal(y.lexeme) { return a == b }
    return x.double == y.double
}

/// A JSON number's value as sign, significant digits and a power of ten, with no leading or
/// trailing zeros in the digits, so that equal values have equal forms (`1.50e1` and `15`).
struct ExactDecimal: Equatable {
    let negative: Bool
    let digits: [UInt8]
    let exponent: Int

    /// nil for text that is not a JSON number, or an exponent too long to add up exactly.
    init?(_ lexeme: String) {
        var bytes = Array(lexeme.utf8)[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        var digits: [UInt8] = []
        var exponent = 0
        var seenPoint = false
        while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if byte == UInt8(ascii: ".") { seenPoint = true; continue }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            digits.append(byte - UInt8(ascii: "0"))
            if seenPoint { exponent -= 1 }
        }
        if !bytes.isEmpty {
            bytes = bytes.dropFirst()
            let text = String(decoding: bytes, as: UTF8.self)
            // why: an exponent of 18 digits or more cannot be added to the fraction's exactly
            guard text.utf8.count < 18, let written = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text) else { return nil }
            exponent += written
        }
        // why: index arithmetic, not removeFirst in a loop, so a megabyte of zeros stays linear
        let first = digits.firstIndex { $0 != 0 } ?? digits.endIndex
        digits = Array(digits[first...])
        while digits.last == 0 { digits.removeLast(); exponent += 1 }
        self.negative = negative && !digits.isEmpty
        self.digits = digits
        self.exponent = digits.isEmpty ? 0 : exponent
    }
}
