/// Numbers written for files the builder makes (SVG path data, JSON coordinates): rounded to a
/// number of decimal places by integer arithmetic, without trailing zeros, so the same value
/// always gives the same bytes.
enum DecimalText {
    static func format(_ value: Double, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let sign = scaled < 0 ? "-" : ""
        let magnitude = abs(scaled)
        var fraction = String(magnitude % scale)
        fraction = String(repeating: "0", count: max(0, places - fraction.count)) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(magnitude / scale) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
