/// A point or vector in the plane.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(0, 0)

    public var isFinite: Bool { x.isFinite && y.isFinite }
    public var length: Double { (x * x + y * y).squareRoot() }

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, k: Double) -> Point { Point(a.x * k, a.y * k) }
    public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }

    /// The point a fraction `t` of the way to `other`.
    public func lerp(_ other: Point, _ t: Double) -> Point { Point(x + (other.x - x) * t, y + (other.y - y) * t) }
    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }
    public func cross(_ other: Point) -> Double { x * other.y - y * other.x }
    /// This vector turned a quarter turn (x right, y down: clockwise on screen).
    public var perpendicular: Point { Point(-y, x) }

    /// The unit vector in this direction, or nil for a zero or non-finite vector.
    public var normalized: Point? {
        let length = length
        guard length > 0, length.isFinite else { return nil }
        return Point(x / length, y / length)
    }
}

/// An axis-aligned rectangle.
public struct Rect: Hashable, Sendable {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    public var width: Double { maxX - minX }
    public var height: Double { maxY - minY }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        Rect(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The rectangle grown to hold the point.
    public func including(_ point: Point) -> Rect {
        Rect(minX: min(minX, point.x), minY: min(minY, point.y), maxX: max(maxX, point.x), maxY: max(maxY, point.y))
    }
}
