/// A colour with straight alpha, each channel 0...1 (sRGB).
public struct Color: Hashable, Sendable {
    public var r, g, b, a: Double

    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    public static let black = Color(r: 0, g: 0, b: 0)
    public static let transparent = Color(r: 0, g: 0, b: 0, a: 0)

    public func withAlpha(_ factor: Double) -> Color { Color(r: r, g: g, b: b, a: a * factor) }
}

/// One colour stop of a gradient.
public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: Color

    public init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }
}

/// What a fill is painted with. Gradient geometry is in gradient space; `transform` maps it to
/// pixels. Colours between stops are interpolated with straight alpha, as SVG specifies (a
/// transparent white stop fades towards white, not black).
public enum Paint: Hashable, Sendable {
    case solid(Color)
    case linear(start: Point, end: Point, stops: [GradientStop], spread: Spread, transform: AffineTransform)
    case radial(center: Point, radius: Double, focus: Point, stops: [GradientStop], spread: Spread, transform: AffineTransform)

    /// What a gradient paints beyond its ends (SVG's spreadMethod).
    public enum Spread: String, Hashable, Sendable {
        case pad, reflect, `repeat`
    }
}
