/// An exact fraction of 64-bit integers, reduced, with a positive denominator; arithmetic that
/// does not fit is an error, never a wrap.
public struct Rational: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
    /// The numerator, sign included (the fraction is always reduced).
    public let numerator: Int
    /// The denominator, always positive.
    public let denominator: Int

    /// The whole number `value` (denominator 1).
    public init(_ value: Int) {
        numerator = value
        denominator = 1
    }

    /// nil when the denominator is 0 or the reduced fraction does not fit.
    public init?(_ numerator: Int, _ denominator: Int) {
        guard denominator != 0, numerator != Int.min, denominator != Int.min else { return nil }
        let divisor = Self.gcd(numerator, denominator)
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / max(divisor, 1)
        self.denominator = sign * denominator / max(divisor, 1)
    }

    /// Whether the fraction is a whole number (denominator 1).
    public var isWhole: Bool { denominator == 1 }
    /// `3` for a whole number, `7/2` otherwise.
    public var description: String { isWhole ? "\(numerator)" : "\(numerator)/\(denominator)" }

    /// The greatest common divisor of the magnitudes (so `Int.min` never traps in `abs`); 1
    /// where it is 2⁶³, which no `Int` holds.
    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a.magnitude, b.magnitude)
        while b != 0 { (a, b) = (b, a % b) }
        return Int(exactly: a) ?? 1
    }

    /// Compares the exact values (never by rounding).
    public static func < (left: Rational, right: Rational) -> Bool {
        // why: compared through checked products; fractions too large to compare count as equal,
        // and no plan the linter accepts comes near them
        guard let a = Int.multiplied(left.numerator, right.denominator), let b = Int.multiplied(right.numerator, left.denominator) else { return false }
        return a < b
    }

    package func adding(_ other: Rational) -> Rational? {
        guard let a = Int.multiplied(numerator, other.denominator), let b = Int.multiplied(other.numerator, denominator),
              let top = Int.added(a, b), let bottom = Int.multiplied(denominator, other.denominator) else { return nil }
        return Rational(top, bottom)
    }

    package func negated() -> Rational? { numerator == Int.min ? nil : Rational(-numerator, denominator) }

    package func multiplied(by other: Rational) -> Rational? {
        // why: cross-reducing first keeps products small where the result fits
        let g1 = Self.gcd(numerator, other.denominator), g2 = Self.gcd(other.numerator, denominator)
        guard let top = Int.multiplied(numerator / max(g1, 1), other.numerator / max(g2, 1)),
              let bottom = Int.multiplied(denominator / max(g2, 1), other.denominator / max(g1, 1)) else { return nil }
        return Rational(top, bottom)
    }

    package func divided(by other: Rational) -> Rational? {
        guard other.numerator != 0, let inverse = Rational(other.denominator, other.numerator) else { return nil }
        return multiplied(by: inverse)
    }

    /// The nearest multiple of `step` (a whole number of minor units) by `mode`.
    public func rounded(_ mode: PlanRounding, step: Int) -> Int? {
        guard step >= 1, let units = divided(by: Rational(step)) else { return nil }
        // why: the floor from the quotient and remainder (a negative fraction's floor written as
        // -((d - 1 - n) / d) overflowed for n near -Int.max)
        let (quotient, remainder) = units.numerator.quotientAndRemainder(dividingBy: units.denominator)
        let floor = remainder < 0 ? quotient - 1 : quotient
        guard floor != Int.min, let fraction = units.adding(Rational(-floor)) else { return nil }
        let whole: Int
        switch mode {
        case .exact, .down: whole = floor
        case .up: whole = fraction.numerator == 0 ? floor : floor + 1
        case .nearest: whole = fraction < Rational(1, 2)! ? floor : floor + 1
        }
        return Int.multiplied(whole, step)
    }
}

extension Int {
    static func multiplied(_ a: Int, _ b: Int) -> Int? {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : value
    }

    static func added(_ a: Int, _ b: Int) -> Int? {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? nil : value
    }

    static func subtracted(_ a: Int, _ b: Int) -> Int? {
        let (value, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? nil : value
    }

    /// `a + b`, held at `Int.min` or `Int.max` where it would not fit (sums of what a user
    /// enters, which an app shows and never traps on).
    static func saturating(_ a: Int, plus b: Int) -> Int {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? .max : .min) : value
    }

    /// `a - b`, held at the ends where it would not fit.
    static func saturating(_ a: Int, minus b: Int) -> Int {
        let (value, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? (b < 0 ? .max : .min) : value
    }

    /// The sum of `values`, or nil when it (or a partial sum) overflows (also the builder's and linter's).
    package static func checkedSum(of values: some Sequence<Int>) -> Int? {
        var total = 0
        for value in values {
            guard let next = added(total, value) else { return nil }
            total = next
        }
        return total
    }
}
