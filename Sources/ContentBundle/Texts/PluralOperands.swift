/// The operands a CLDR plural rule reads of a number (TR35, "Plural Operand Meanings"), for a
/// number as it is shown: `1.50` has `v` = 2 and `f` = 50, `1.5` has `v` = 1 and `f` = 5 — the
/// two may take different forms. Bounded: at most 18 digits before and 18 after the point.
public struct PluralOperands: Sendable, Equatable {
    /// The integer digits (`i`).
    public let integer: UInt64
    /// The count of visible fraction digits, with trailing zeros (`v`).
    public let fractionDigits: Int
    /// The visible fraction digits as a number, with trailing zeros (`f`).
    public let fraction: UInt64
    /// The visible fraction digits as a number, without trailing zeros (`t`).
    public let fractionTrimmed: UInt64
    /// The count of visible fraction digits without trailing zeros (`w`).
    public let fractionDigitsTrimmed: Int
    /// The compact decimal exponent (`c`, `e`): `1.2c3` is 1200 written compactly; 0 otherwise.
    public let exponent: Int
    /// The number as the text shows it (`"21"`, `"1.50"`).
    public let text: String

    // why: 18 decimal digits always fit UInt64 (10^18 < 2^64), so no operand overflows.
    static let digitLimit = 18

    /// A whole count (a negative count takes the form of its absolute value, as CLDR says).
    public init(_ count: Int) {
        integer = count.magnitude > UInt(UInt64.max) ? UInt64.max : UInt64(count.magnitude)
        fractionDigits = 0
        fraction = 0
        fractionTrimmed = 0
        fractionDigitsTrimmed = 0
        exponent = 0
        text = String(count)
    }

    /// A number as written in decimal (`"21"`, `"1.5"`, `"1.50"`, `"-3"`, compact `"1.2c3"`),
    /// or nil when it is not one or has more than 18 digits before or after the point.
    public init?(decimal text: String) {
        var utf8 = Substring(text).utf8[...]
        if utf8.first == UInt8(ascii: "-") { utf8 = utf8.dropFirst() }
        var mantissa = utf8
        var exponent = 0
        if let c = utf8.firstIndex(where: { $0 == UInt8(ascii: "c") || $0 == UInt8(ascii: "e") }) {
            mantissa = utf8[..<c]
            let digits = utf8[utf8.index(after: c)...]
            guard !digits.isEmpty, digits.count <= 2, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
            exponent = digits.reduce(0) { $0 * 10 + Int($1 - 48) }
        }
        let point = mantissa.firstIndex(of: UInt8(ascii: "."))
        var whole = Array(point.map { mantissa[..<$0] } ?? mantissa)
        var fractional = point.map { Array(mantissa[mantissa.index(after: $0)...]) } ?? []
        guard !whole.isEmpty, point == nil || !fractional.isEmpty,
              (whole + fractional).allSatisfy({ (48...57).contains($0) }) else { return nil }
        // why: in compact notation the exponent moves the point (1.2c3 is 1200: i = 1200, v = 0).
        let moved = min(exponent, fractional.count)
        whole += fractional.prefix(moved)
        fractional.removeFirst(moved)
        whole += Array(repeating: 48, count: exponent - moved)
        while whole.count > 1, whole.first == 48 { whole.removeFirst() }
        guard whole.count <= Self.digitLimit, fractional.count <= Self.digitLimit else { return nil }
        let trimmed = Array(fractional.reversed().drop(while: { $0 == 48 }).reversed())
        integer = Self.value(whole)
        fractionDigits = fractional.count
        fraction = Self.value(fractional)
        fractionTrimmed = Self.value(trimmed)
        fractionDigitsTrimmed = trimmed.count
        self.exponent = exponent
        self.text = text
    }

    private static func value(_ digits: [UInt8]) -> UInt64 {
        digits.reduce(0) { $0 * 10 + UInt64($1 - 48) }
    }

    /// Whether the number is whole (`n` is an integer: no non-zero fraction digit).
    var isWhole: Bool { fraction == 0 }
}
