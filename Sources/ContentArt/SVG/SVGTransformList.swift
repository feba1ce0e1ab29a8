/// SVG's `transform` attribute: a list of matrix, translate, scale, rotate, skewX and skewY,
/// separated by spaces or commas, applied right to left.
enum SVGTransformList {
    /// The combined transform, or nil when the list does not parse (SVG then ignores it).
    static func parse(_ text: String) -> AffineTransform? {
        var scanner = SVGNumberScanner(text)
        var result = AffineTransform.identity
        scanner.skipSeparator()
        while !scanner.isAtEnd {
            let name = scanner.word()
            scanner.skipSpaces()
            guard scanner.peek == UInt8(ascii: "(") else { return nil }
            scanner.advance()
            var values: [Double] = []
            while let value = scanner.number() { values.append(value) }
            scanner.skipSpaces()
            guard scanner.peek == UInt8(ascii: ")") else { return nil }
            scanner.advance()
            scanner.skipSeparator()
            let transform: AffineTransform
            switch (name, values.count) {
            case ("matrix", 6): transform = AffineTransform(a: values[0], b: values[1], c: values[2], d: values[3], e: values[4], f: values[5])
            case ("translate", 1): transform = .translation(values[0], 0)
            case ("translate", 2): transform = .translation(values[0], values[1])
            case ("scale", 1): transform = .scale(values[0], values[0])
            case ("scale", 2): transform = .scale(values[0], values[1])
            case ("rotate", 1): transform = .rotation(degrees: values[0])
            case ("rotate", 3):
                transform = AffineTransform.translation(values[1], values[2])
                    .concatenating(.rotation(degrees: values[0])).concatenating(.translation(-values[1], -values[2]))
            case ("skewX", 1): transform = .skewX(degrees: values[0])
            case ("skewY", 1): transform = .skewY(degrees: values[0])
            default: return nil
            }
            result = result.concatenating(transform)
        }
        return result.isFinite ? result : nil
    }
}

/// Lengths with units (px, pt, pc, mm, cm, in, em, ex; percentages of a reference).
enum SVGLength {
    static func parse(_ text: String?, percentOf reference: Double = 0) -> Double? {
        guard let raw = text?.trimmingSpaces, !raw.isEmpty else { return nil }
        let units: [(String, Double)] = [("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("mm", 96 / 25.4), ("cm", 96 / 2.54),
                                         ("in", 96), ("em", 16), ("ex", 8), ("%", reference / 100)]
        for (suffix, factor) in units where raw.hasSuffix(suffix) {
            return Double(String(raw.dropLast(suffix.count)).trimmingSpaces).map { $0 * factor }.flatMap { $0.isFinite ? $0 : nil }
        }
        return Double(raw).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A whole list of numbers (`points`, `viewBox`), or nil when something else is in it.
    static func numbers(_ text: String) -> [Double]? {
        var scanner = SVGNumberScanner(text)
        var values: [Double] = []
        scanner.skipSeparator()
        while let value = scanner.number() { values.append(value) }
        scanner.skipSpaces()
        return scanner.isAtEnd ? values : nil
    }
}
