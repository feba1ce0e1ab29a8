import Foundation

/// How a stroke is drawn: SVG's stroke-width, -linejoin, -linecap and -miterlimit.
public struct StrokeStyle: Hashable, Sendable {
    public enum Join: String, Sendable { case miter, round, bevel }
    public enum Cap: String, Sendable { case butt, round, square }

    public var width: Double
    public var join: Join
    public var cap: Cap
    public var miterLimit: Double
    /// Dash and gap lengths (empty: solid), and how far into the pattern the stroke starts.
    public var dashes: [Double]
    public var dashOffset: Double

    public init(width: Double, join: Join = .miter, cap: Cap = .butt, miterLimit: Double = 4, dashes: [Double] = [], dashOffset: Double = 0) {
        self.width = width
        self.join = join
        self.cap = cap
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashOffset = dashOffset
    }
}

/// Turns a stroke into the outline to fill: one polygon per segment, join and cap, all wound the
/// same way, so that filling them with the non-zero rule paints their union.
public enum Stroker {
    /// The polygons of the stroked polylines; `tolerance` is the largest distance of a round
    /// join or cap's chords from the true circle.
    public static func outline(_ lines: [Polyline], style: StrokeStyle, tolerance: Double) -> [Polyline] {
        let half = style.width / 2
        guard half > 0, half.isFinite else { return [] }
        var pieces: [[Point]] = []
        // why: the chord of an arc of angle a on radius r strays r·(1−cos(a/2)) from the circle
        let step = 2 * acos(max(-1, min(1, 1 - min(tolerance, half) / half)))
        let arcStep = max(step, .pi / 64)
        for line in lines {
            var points: [Point] = []
            for p in line.points where points.last != p { points.append(p) }
            if line.closed, points.count > 1, points.first == points.last { points.removeLast() }
            guard let first = points.first else { continue }
            if points.count == 1 {
                // a zero-length subpath shows only its caps
                switch style.cap {
                case .butt: break
                case .round: pieces.append(circle(first, half, arcStep))
                case .square: pieces.append([first + Point(-half, -half), first + Point(half, -half), first + Point(half, half), first + Point(-half, half)])
                }
                continue
            }
            let count = points.count
            let segments = line.closed ? count : count - 1
            for index in 0..<segments {
                let p0 = points[index]
                let p1 = points[(index + 1) % count]
                guard let direction = (p1 - p0).normalized else { continue }
                let n = direction.perpendicular * half
                pieces.append([p0 + n, p1 + n, p1 - n, p0 - n])
            }
            let joints = line.closed ? 0..<count : 1..<(count - 1)
            for index in joints {
                let p = points[index]
                guard let d0 = (p - points[(index - 1 + count) % count]).normalized,
                      let d1 = (points[(index + 1) % count] - p).normalized else { continue }
                if let piece = join(at: p, d0, d1, half: half, style: style, arcStep: arcStep) { pieces.append(piece) }
            }
            if !line.closed {
                if let d = (points[1] - points[0]).normalized { pieces += cap(at: points[0], direction: -d, half: half, style.cap, arcStep) }
                if let d = (points[count - 1] - points[count - 2]).normalized { pieces += cap(at: points[count - 1], direction: d, half: half, style.cap, arcStep) }
            }
        }
        return pieces.map { piece in
            Polyline(points: signedArea(piece) < 0 ? piece.reversed() : piece, closed: true)
        }
    }

    private static func join(at p: Point, _ d0: Point, _ d1: Point, half: Double, style: StrokeStyle, arcStep: Double) -> [Point]? {
        let turn = d0.cross(d1)
        if abs(turn) < 1e-12, d0.dot(d1) > 0 { return nil }
        let side: Double = turn > 0 ? -1 : 1
        let a = d0.perpendicular * side
        let b = d1.perpendicular * side
        switch style.join {
        case .bevel:
            return [p, p + a * half, p + b * half]
        case .miter:
            let sum = a + b
            let length = sum.length
            if length > 1e-12, 2 / length <= style.miterLimit {
                return [p, p + a * half, p + sum * (2 * half / (length * length)), p + b * half]
            }
            return [p, p + a * half, p + b * half]
        case .round:
            var angle0 = atan2(a.y, a.x)
            var sweep = atan2(a.cross(b), a.dot(b))
            if sweep == 0 { return nil }
            let steps = max(1, Int((abs(sweep) / arcStep).rounded(.up)))
            sweep /= Double(steps)
            var points = [p]
            for _ in 0...steps {
                points.append(p + Point(cos(angle0), sin(angle0)) * half)
                angle0 += sweep
            }
            return points
        }
    }

    private static func cap(at p: Point, direction d: Point, half: Double, _ cap: StrokeStyle.Cap, _ arcStep: Double) -> [[Point]] {
        let n = d.perpendicular * half
        switch cap {
        case .butt: return []
        case .square: return [[p + n, p + n + d * half, p - n + d * half, p - n]]
        case .round: return [circle(p, half, arcStep)]
        }
    }

    private static func circle(_ center: Point, _ radius: Double, _ arcStep: Double) -> [Point] {
        let steps = max(8, Int((2 * .pi / arcStep).rounded(.up)))
        return (0..<steps).map { index in
            let angle = 2 * .pi * Double(index) / Double(steps)
            return center + Point(cos(angle), sin(angle)) * radius
        }
    }

    static func signedArea(_ points: [Point]) -> Double {
        var area = 0.0
        for index in points.indices {
            area += points[index].cross(points[(index + 1) % points.count])
        }
        return area / 2
    }
}
