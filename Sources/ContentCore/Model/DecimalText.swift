/// Numbers written for files the builder makes (SVG path data, JSON coordinates): rounded to a
/// number of decimal places by integer arithmetic, without trailing zeros, so the same value
/// always gives the same bytes.
package enum DecimalText {
    /// `value` with at most `places` (0 to 15) decimals; "0" for a value that is not finite, and
    /// a value past ±10¹⁵ at that scale is held there (the builder's numbers never come near).
    package static func format(_ value: Double, places: Int) -> String {
        let places = min(max(places, 0), 15)
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let product = (value * Double(scale)).rounded()
        guard product.isFinite else { return "0" }
        let scaled = Int(min(max(product, -1e15), 1e15))
        let sign = scaled < 0 ? "-" : ""
        let magnitude = abs(scaled)
        var fraction = String(magnitude % scale)
        fraction = String(repeating: "0", count: max(0, places - fraction.count)) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(magnitude / scale) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
