/// An exact fraction with 64-bit parts; arithmetic that would overflow returns nil.
struct Rational: Hashable, Sendable, CustomStringConvertible {
    let numerator: Int
    let denominator: Int

    init?(_ numerator: Int, _ denominator: Int = 1) {
        // why: abs(Int.min) traps, so Int.min is refused before anything takes its magnitude
        guard denominator != 0, numerator != Int.min, denominator != Int.min else { return nil }
        let divisor = Rational.gcd(abs(numerator), abs(denominator))
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / max(divisor, 1)
        self.denominator = sign * denominator / max(divisor, 1)
    }

    static let zero = Rational(0)!
    static let one = Rational(1)!

    var isZero: Bool { numerator == 0 }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    static func + (a: Rational, b: Rational) -> Rational? {
        let (x, o1) = a.numerator.multipliedReportingOverflow(by: b.denominator)
        let (y, o2) = b.numerator.multipliedReportingOverflow(by: a.denominator)
        let (d, o3) = a.denominator.multipliedReportingOverflow(by: b.denominator)
        let (n, o4) = x.addingReportingOverflow(y)
        return o1 || o2 || o3 || o4 ? nil : Rational(n, d)
    }

    static prefix func - (a: Rational) -> Rational { Rational(-a.numerator, a.denominator)! }

    static func * (a: Rational, b: Rational) -> Rational? {
        let (n, o1) = a.numerator.multipliedReportingOverflow(by: b.numerator)
        let (d, o2) = a.denominator.multipliedReportingOverflow(by: b.denominator)
        return o1 || o2 ? nil : Rational(n, d)
    }

    static func / (a: Rational, b: Rational) -> Rational? {
        guard !b.isZero else { return nil }
        return a * Rational(b.denominator, b.numerator)!
    }

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
            guard let value = Rational(mantissa) .flatMap({ $0 * Rational(scale)! }) else { return nil }
            self = value
        } else {
            self.init(mantissa, scale)
        }
    }

    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }
}
