/// A closed or open chain of straight segments: a flattened subpath.
public struct Polyline: Hashable, Sendable {
    public var points: [Point]
    public var closed: Bool

    public init(points: [Point], closed: Bool) {
        self.points = points
        self.closed = closed
    }
}

extension Path {
    /// The subpaths as chains of straight segments, no point farther than `tolerance` from the
    /// true curve (subdivision counts from the curve's second differences, Wang's bound).
    /// `maximumSegments` stops runaway inputs: nil when the result would need more.
    public func flattened(tolerance: Double, maximumSegments: Int = 10_000_000) -> [Polyline]? {
        var result: [Polyline] = []
        var points: [Point] = []
        var start = Point.zero
        var current = Point.zero
        var total = 0
        func finish(closed: Bool) {
            if !points.isEmpty { result.append(Polyline(points: points, closed: closed)) }
            points = []
        }
        let tolerance = max(tolerance, 1e-9)
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                points = [p]
                start = p
                current = p
            case .line(let p):
                points.append(p)
                total += 1
                current = p
            case .quad(let p1, let p2):
                let dd = (current - p1 * 2 + p2).length
                let n = max(1, Int(min(1e7, (dd / (4 * tolerance)).squareRoot().rounded(.up))))
                total += n
                guard total <= maximumSegments else { return nil }
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    points.append(i == n ? p2 : current * (u * u) + p1 * (2 * u * t) + p2 * (t * t))
                }
                current = p2
            case .cubic(let p1, let p2, let p3):
                let dd = max((current - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
                let n = max(1, Int(min(1e7, (3 * dd / (4 * tolerance)).squareRoot().rounded(.up))))
                total += n
                guard total <= maximumSegments else { return nil }
                for i in 1...n {
                    points.append(i == n ? p3 : Bezier.point(current, p1, p2, p3, Double(i) / Double(n)))
                }
                current = p3
            case .close:
                finish(closed: true)
                points = [start]
                current = start
            }
            guard total <= maximumSegments else { return nil }
        }
        // why: the lone point a `close` or a final `move` leaves draws nothing
        if points.count > 1 { finish(closed: false) }
        return result
    }
}
