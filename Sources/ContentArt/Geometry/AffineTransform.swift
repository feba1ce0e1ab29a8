import Foundation

/// A 2-D affine map: x' = a·x + c·y + e, y' = b·x + d·y + f (SVG's `matrix(a b c d e f)`).
public struct AffineTransform: Hashable, Sendable {
    public var a, b, c, d, e, f: Double

    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, e: x, f: y)
    }

    public static func scale(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, e: 0, f: 0)
    }

    /// A rotation by `degrees`, clockwise on screen (y down), as SVG's `rotate`.
    public static func rotation(degrees: Double) -> AffineTransform {
        let radians = degrees * .pi / 180
        return AffineTransform(a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians), e: 0, f: 0)
    }

    public static func skewX(degrees: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: tan(degrees * .pi / 180), d: 1, e: 0, f: 0)
    }

    public static func skewY(degrees: Double) -> AffineTransform {
        AffineTransform(a: 1, b: tan(degrees * .pi / 180), c: 0, d: 1, e: 0, f: 0)
    }

    /// `self` applied after `first`: (self ∘ first)(p) = self(first(p)).
    public func concatenating(_ first: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * first.a + c * first.b, b: b * first.a + d * first.b,
            c: a * first.c + c * first.d, d: b * first.c + d * first.d,
            e: a * first.e + c * first.f + e, f: b * first.e + d * first.f + f)
    }

    public func apply(_ p: Point) -> Point { Point(a * p.x + c * p.y + e, b * p.x + d * p.y + f) }

    /// The linear part applied to a vector (no translation).
    public func applyToVector(_ p: Point) -> Point { Point(a * p.x + c * p.y, b * p.x + d * p.y) }

    public var determinant: Double { a * d - b * c }
    public var isFinite: Bool { [a, b, c, d, e, f].allSatisfy(\.isFinite) }

    /// The inverse map, or nil when the transform flattens the plane.
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            e: (c * f - d * e) / det, f: (b * e - a * f) / det)
    }

    /// The largest factor by which the transform stretches a length (for flattening tolerances).
    /// How much a unit along x and a unit along y grow (the lengths of the images of the two
    /// axes): the scale of a length given per axis, such as a blur's deviation.
    public var axisScales: (x: Double, y: Double) {
        ((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot())
    }

    public var maximumScale: Double {
        let p = a * a + b * b
        let q = c * c + d * d
        let r = a * c + b * d
        return ((p + q) / 2 + (((p - q) / 2) * ((p - q) / 2) + r * r).squareRoot()).squareRoot()
    }
}
