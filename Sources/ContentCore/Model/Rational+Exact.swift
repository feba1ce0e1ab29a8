import ContentBundle

/// The exact arithmetic of picture equations and the number-series library, over the runtime's
/// `Rational` (one type: an equation's solution and a plan's amount are the same kind of number).
/// Every operation is nil where its result does not fit in 64-bit parts.
package extension Rational {
    static let zero = Rational(0)
    static let one = Rational(1)

    /// A whole number; nil for `Int.min`, whose negation does not fit.
    init?(whole value: Int) {
        guard value != .min else { return nil }
        self.init(value)
    }

    var isZero: Bool { numerator == 0 }

    static func + (a: Rational, b: Rational) -> Rational? { a.adding(b) }

    static prefix func - (a: Rational) -> Rational? { a.negated() }

    static func - (a: Rational, b: Rational) -> Rational? { b.negated().flatMap { a.adding($0) } }

    static func * (a: Rational, b: Rational) -> Rational? { a.multiplied(by: b) }

    static func / (a: Rational, b: Rational) -> Rational? { a.divided(by: b) }

    /// The exact value of a decimal JSON number (`2.5`, `-3`, `1e2`), when it fits.
    init?(decimal: String) {
        var text = Substring(decimal)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let value = Int(text[text.index(after: e)...]), value > -1000, value < 1000 else { return nil }
            exponent = value
            text = text[..<e]
        }
        var digits = String(text)
        if let dot = digits.firstIndex(of: ".") {
            exponent -= digits.distance(from: dot, to: digits.endIndex) - 1
            digits.remove(at: dot)
        }
        guard let mantissa = Int(digits), abs(exponent) < 18 else { return nil }
        var scale = 1
        for _ in 0..<abs(exponent) { scale *= 10 }
        if exponent >= 0 {
            guard let whole = Rational(whole: mantissa), let value = whole * Rational(scale) else { return nil }
            self = value
        } else {
            guard let value = Rational(mantissa, scale) else { return nil }
            self = value
        }
    }
}

extension Rational {
    /// The value as a reader writes it: a whole number (`3`), a decimal when the fraction ends
    /// (`3.5`, `-0.125`), else the fraction (`1/3`). Exact either way.
    package var exactText: String {
        guard !isWhole else { return "\(numerator)" }
        var rest = denominator
        var places = 0
        while rest % 2 == 0 { rest /= 2; places += 1 }
        var fives = 0
        while rest % 5 == 0 { rest /= 5; fives += 1 }
        places = Swift.max(places, fives)
        // why: a fraction whose denominator has another prime never ends as a decimal
        guard rest == 1, places <= 18 else { return description }
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let (scaled, overflow) = numerator.multipliedReportingOverflow(by: scale / denominator)
        guard !overflow else { return description }
        let digits = String(scaled.magnitude)
        let padded = String(repeating: "0", count: Swift.max(0, places + 1 - digits.count)) + digits
        let split = padded.index(padded.endIndex, offsetBy: -places)
        return (scaled < 0 ? "-" : "") + padded[..<split] + "." + padded[split...]
    }
}
