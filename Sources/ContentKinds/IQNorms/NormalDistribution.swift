import ContentBundle
import ContentCore

/// The normal distribution of IQ (mean 100, SD 15), computed with + − × ÷ only, so every machine
/// gets the same digits (libm's erf may differ in the last bit between C libraries).
enum NormalDistribution {
    /// Percentile of an IQ, 0–100, as text with one decimal.
    static func percentileText(iq: Int) -> String {
        let z = Double(iq - 100) / 15
        let percent = 100 * cdf(z)
        let tenths = Int((percent * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// Φ(z) from the Maclaurin series of erf, exact to double precision for |z| ≤ 5.
    static func cdf(_ z: Double) -> Double {
        let x = min(max(z, -5), 5) / 2.0.squareRoot()
        var term = x
        var sum = x
        var n = 0
        while abs(term) > 1e-17 * max(1, abs(sum)), n < 200 {
            n += 1
            term *= -x * x / Double(n)
            sum += term / Double(2 * n + 1)
        }
        let erf = sum * 1.1283791670955126  // 2 / √π
        return min(1, max(0, 0.5 * (1 + erf)))
    }
}
