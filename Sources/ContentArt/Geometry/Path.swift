/// A path of lines and quadratic and cubic Bézier curves, in subpaths. Every coordinate is
/// finite and every segment follows a `move`: a path that breaks this cannot be built.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(Point, Point)
        case cubic(Point, Point, Point)
        case close
    }

    public private(set) var elements: [Element]

    /// The path of these elements, or nil when a coordinate is not finite or a segment or
    /// `close` comes before any `move`.
    public init?(_ elements: [Element]) {
        var started = false
        for element in elements {
            switch element {
            case .move(let p):
                guard p.isFinite else { return nil }
                started = true
            case .line(let p):
                guard started, p.isFinite else { return nil }
            case .quad(let p1, let p2):
                guard started, p1.isFinite, p2.isFinite else { return nil }
            case .cubic(let p1, let p2, let p3):
                guard started, p1.isFinite, p2.isFinite, p3.isFinite else { return nil }
            case .close:
                guard started else { return nil }
            }
        }
        self.elements = elements
    }

    public static let empty = Path(elements: [])

    private init(elements: [Element]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    // why: the cubic closest to a quarter ellipse puts its handles 0.5523 of the radius out
    public static let kappa = 0.552_284_749_830_793_4

    /// An ellipse of four cubics, clockwise on screen from its rightmost point (SVG's `circle` and `ellipse`).
    public static func ellipse(center c: Point, rx: Double, ry: Double) -> Path? {
        let kx = rx * kappa
        let ky = ry * kappa
        return Path([
            .move(Point(c.x + rx, c.y)),
            .cubic(Point(c.x + rx, c.y + ky), Point(c.x + kx, c.y + ry), Point(c.x, c.y + ry)),
            .cubic(Point(c.x - kx, c.y + ry), Point(c.x - rx, c.y + ky), Point(c.x - rx, c.y)),
            .cubic(Point(c.x - rx, c.y - ky), Point(c.x - kx, c.y - ry), Point(c.x, c.y - ry)),
            .cubic(Point(c.x + kx, c.y - ry), Point(c.x + rx, c.y - ky), Point(c.x + rx, c.y)),
            .close,
        ])
    }

    /// A closed rectangle, clockwise on screen.
    public static func rectangle(_ rect: Rect) -> Path? {
        Path([.move(Point(rect.minX, rect.minY)), .line(Point(rect.maxX, rect.minY)),
              .line(Point(rect.maxX, rect.maxY)), .line(Point(rect.minX, rect.maxY)), .close])
    }

    /// The path with every point mapped; nil when the transform makes a coordinate non-finite.
    public func transformed(by transform: AffineTransform) -> Path? {
        if transform == .identity { return self }
        return Path(elements.map { element in
            switch element {
            case .move(let p): .move(transform.apply(p))
            case .line(let p): .line(transform.apply(p))
            case .quad(let p1, let p2): .quad(transform.apply(p1), transform.apply(p2))
            case .cubic(let p1, let p2, let p3): .cubic(transform.apply(p1), transform.apply(p2), transform.apply(p3))
            case .close: .close
            }
        })
    }

    /// The paths one after the other.
    public func appending(_ other: Path) -> Path { Path(elements: elements + other.elements) }

    /// The number of segments (lines and curves).
    public var segmentCount: Int {
        elements.reduce(0) { count, element in
            switch element {
            case .move, .close: count
            default: count + 1
            }
        }
    }

    /// The tight bounds of the curves (not just their control points), or nil for an empty path.
    public var bounds: Rect? {
        var box: Rect?
        var current = Point.zero
        func add(_ p: Point) { box = box?.including(p) ?? Rect(minX: p.x, minY: p.y, maxX: p.x, maxY: p.y) }
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                add(p)
                current = p
            case .quad(let p1, let p2):
                // a quadratic is the cubic with control points two thirds of the way to p1
                for t in Bezier.extremes(current, current.lerp(p1, 2.0 / 3), p2.lerp(p1, 2.0 / 3), p2) {
                    add(Bezier.point(current, current.lerp(p1, 2.0 / 3), p2.lerp(p1, 2.0 / 3), p2, t))
                }
                add(p2)
                current = p2
            case .cubic(let p1, let p2, let p3):
                for t in Bezier.extremes(current, p1, p2, p3) { add(Bezier.point(current, p1, p2, p3, t)) }
                add(p3)
                current = p3
            case .close:
                break
            }
        }
        return box
    }
}

/// Cubic Bézier helpers.
enum Bezier {
    static func point(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return Point(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Parameters in (0, 1) where x or y has an extremum.
    static func extremes(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> [Double] {
        var found: [Double] = []
        for (a0, a1, a2, a3) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // derivative / 3: (a1-a0)(1-t)² + 2(a2-a1)(1-t)t + (a3-a2)t² = A t² + B t + C
            let c = a1 - a0
            let b = 2 * (a2 - a1 - c)
            let a = a3 - 3 * a2 + 3 * a1 - a0
            if abs(a) < 1e-12 {
                if b != 0 { found.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    found.append((-b + root) / (2 * a))
                    found.append((-b - root) / (2 * a))
                }
            }
        }
        return found.filter { $0 > 0 && $0 < 1 }
    }
}
