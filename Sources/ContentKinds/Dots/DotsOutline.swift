import ContentArt
import ContentCore

/// An outline as the dots see it: a flattening of the path whose points are the places a dot may
/// go, with their distances along it, and the measure of how closely dots follow it.
///
/// The points are the flattening's vertices (`isVertex`) and points added on its long straight
/// stretches, so a straight side can take dots other than its ends. The deviation of a chord
/// between two dots is the largest distance from the outline between them to the chord: since the
/// outline runs continuously from one end of the chord to the other, it is also the largest
/// distance from the chord to that stretch of outline, so the largest over the chords is the
/// Hausdorff distance between the dots' polygon and the outline, piece by piece.
struct DotsOutline {
    let points: [Point]
    let isVertex: [Bool]
    let closed: Bool
    /// Distance along the outline to each point; one more entry (the whole length) when closed.
    let along: [Double]
    /// The longer side of the outline's bounding box, what deviations are measured against.
    let size: Double
    /// The flattening's tolerance.
    let tolerance: Double

    var total: Double { along.last ?? 0 }
    var count: Int { points.count }

    // why: 240 vertices keep the exact search under about 50 ms for 150 dots
    static let maximumVertices = 240
    static let maximumPoints = 400

    /// The outline of `path` (one subpath) for placing `dots` dots, or nil for a path that cannot
    /// be flattened within the limits or has no length.
    init?(_ path: Path, dots: Int, closed forceClosed: Bool) {
        guard let bounds = path.bounds else { return nil }
        let size = max(bounds.width, bounds.height)
        guard size > 0, size.isFinite else { return nil }
        var tolerance = size * 0.0005  // why: a 2000th of the drawing is under a pixel at phone sizes
        guard let lines = path.flattened(tolerance: tolerance, maximumSegments: 200_000), lines.count == 1, lines[0].points.count > 1 else { return nil }
        var vertices = lines[0].points
        // a long polyline (or a curve flattened finely) keeps its most telling vertices
        // (Ramer-Douglas-Peucker), the tolerance growing until few enough are left
        while vertices.count > Self.maximumVertices {
            vertices = Self.simplified(lines[0].points, tolerance: tolerance)
            tolerance *= 1.5
        }
        let closed = forceClosed || lines[0].closed
        if closed, let first = vertices.first, let last = vertices.last, (first - last).length <= tolerance { vertices.removeLast() }
        vertices = vertices.enumerated().filter { index, point in index == 0 || point != vertices[index - 1] }.map(\.1)
        guard vertices.count > 1 else { return nil }
        let segments = closed ? vertices.count : vertices.count - 1
        var length = 0.0
        for index in 0..<segments { length += (vertices[(index + 1) % vertices.count] - vertices[index]).length }
        guard length > 0, length.isFinite else { return nil }
        // added points: stretches no longer than a quarter of the dots' mean spacing, within the cap
        let spare = Double(Self.maximumPoints - vertices.count)
        let step = max(length / Double(4 * max(1, dots)), length / max(1, spare))
        var points: [Point] = []
        var isVertex: [Bool] = []
        for index in 0..<segments {
            let a = vertices[index], b = vertices[(index + 1) % vertices.count]
            let pieces = max(1, Int(((b - a).length / step).rounded(.up)))
            for piece in 0..<pieces {
                points.append(a.lerp(b, Double(piece) / Double(pieces)))
                isVertex.append(piece == 0)
            }
        }
        if !closed, let last = vertices.last { points.append(last); isVertex.append(true) }
        var along = [0.0]
        for index in 1..<points.count { along.append(along[index - 1] + (points[index] - points[index - 1]).length) }
        if closed, let first = points.first, let last = points.last { along.append(along.last! + (first - last).length) }
        (self.points, self.isVertex, self.closed, self.along, self.size, self.tolerance) = (points, isVertex, closed, along, size, tolerance)
    }

    /// The vertices of `line` that keep every other within `tolerance` of the simplified line
    /// (Ramer-Douglas-Peucker, with a stack instead of recursion).
    static func simplified(_ line: [Point], tolerance: Double) -> [Point] {
        guard line.count > 2 else { return line }
        var keep = [Bool](repeating: false, count: line.count)
        keep[0] = true
        keep[line.count - 1] = true
        var stack = [(0, line.count - 1)]
        while let (first, last) = stack.popLast() {
            guard last - first > 1 else { continue }
            var farthest = (distance: -1.0, index: first)
            for index in (first + 1)..<last {
                let distance = distance(line[index], line[first], line[last])
                if distance > farthest.distance { farthest = (distance, index) }
            }
            guard farthest.distance > tolerance else { continue }
            keep[farthest.index] = true
            stack.append((first, farthest.index))
            stack.append((farthest.index, last))
        }
        return line.indices.filter { keep[$0] }.map { line[$0] }
    }

    /// The point `distance` along the outline (wrapping round a closed one).
    func point(at distance: Double) -> Point {
        let total = total
        var d = closed ? distance.truncatingRemainder(dividingBy: total) : min(max(distance, 0), total)
        if d < 0 { d += total }
        var low = 0, high = along.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if along[middle] <= d { low = middle } else { high = middle }
        }
        let span = along[high] - along[low]
        return points[low % count].lerp(points[high % count], span > 0 ? (d - along[low]) / span : 0)
    }

    /// The largest distance from the outline between `from` and `to` (distances along it, `to`
    /// past the end for a stretch round the start of a closed outline) to the chord joining them.
    func deviation(from: Double, to: Double) -> Double {
        let a = point(at: from), b = point(at: to)
        var worst = 0.0
        var index = along.partitionPoint { $0 <= from }
        var lap = 0.0
        while true {
            if index >= count {
                guard closed else { break }
                index = 0
                lap += total
            }
            let at = along[index] + lap
            if at >= to { break }
            worst = max(worst, Self.distance(points[index], a, b))
            index += 1
        }
        return worst
    }

    /// The deviation of the polygon through dots at these distances along the outline (in order).
    func deviation(ofDotsAt distances: [Double]) -> Double {
        guard distances.count > 1 else { return distances.isEmpty ? 0 : size }
        var worst = 0.0
        for index in distances.indices.dropLast() { worst = max(worst, deviation(from: distances[index], to: distances[index + 1])) }
        if closed, let first = distances.first, let last = distances.last { worst = max(worst, deviation(from: last, to: first + total)) }
        return worst
    }

    /// The distance from `p` to the segment a-b.
    static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let d = b - a
        let length = d.dot(d)
        let t = length > 0 ? max(0, min(1, (p - a).dot(d) / length)) : 0
        return (p - (a + d * t)).length
    }
}
