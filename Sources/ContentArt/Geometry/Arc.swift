import Foundation

/// Elliptical arcs in SVG's endpoint form, as cubic Béziers.
public enum Arc {
    /// The cubics (control points and end) drawing the arc from `start` to `end` with radii
    /// `rx`, `ry`, the ellipse turned by `rotation` degrees, choosing the large or small arc and
    /// the sweep direction as SVG's `A` command does (radii scaled up when too small, a line
    /// when a radius is zero). Each cubic spans at most a quarter turn.
    public static func cubics(from start: Point, to end: Point, rx: Double, ry: Double, rotation: Double,
                              largeArc: Bool, sweep: Bool) -> [(Point, Point, Point)] {
        if start == end { return [] }
        var rx = abs(rx)
        var ry = abs(ry)
        if rx == 0 || ry == 0 { return [(start.lerp(end, 1.0 / 3), start.lerp(end, 2.0 / 3), end)] }
        let phi = rotation * .pi / 180
        let cosPhi = cos(phi)
        let sinPhi = sin(phi)
        // Step 1 of the SVG implementation notes (F.6.5): the midpoint in the ellipse's frame.
        let dx = (start.x - end.x) / 2
        let dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        // Step 2: the centre.
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        let center = Point(cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
                           sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
        // Step 3: start angle and sweep.
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        guard center.isFinite, delta.isFinite else { return [(start.lerp(end, 1.0 / 3), start.lerp(end, 2.0 / 3), end)] }
        let pieces = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        // why: the standard quarter-circle handle length, 4/3·tan(θ/4)
        let handle = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ t: Double) -> Point {
            let x = rx * cos(t)
            let y = ry * sin(t)
            return Point(center.x + cosPhi * x - sinPhi * y, center.y + sinPhi * x + cosPhi * y)
        }
        func derivative(_ t: Double) -> Point {
            let x = -rx * sin(t)
            let y = ry * cos(t)
            return Point(cosPhi * x - sinPhi * y, sinPhi * x + cosPhi * y)
        }
        var result: [(Point, Point, Point)] = []
        var t = theta1
        var from = start
        for index in 0..<pieces {
            let next = t + step
            let to = index == pieces - 1 ? end : onEllipse(next)
            result.append((from + derivative(t) * handle, to - derivative(next) * handle, to))
            from = to
            t = next
        }
        return result
    }
}
