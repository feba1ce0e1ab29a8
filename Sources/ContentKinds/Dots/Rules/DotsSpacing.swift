import ContentArt
import ContentCore

/// How far apart the dots of one picture are, as `dots-layout` reports it.
///
/// Consecutive dots are the ones a child joins: the same point twice is an error, closer than
/// 1.5 % of the width an error, closer than 4 % a warning; so are dots two apart (either side of
/// a sharp tip), where the finger lands next. The path coming back onto an earlier dot, a figure
/// 9, is a warning: the same point again after at least one other dot, or a dot overlapping one
/// at least three before (closer than a dot's diameter); the child sees one dot with two numbers.
/// Other pairs closer than 4 % are a warning. Each kind of finding names the closest pair
/// (returns: the first few).
enum DotsSpacing {
    static func problems(_ points: [Point], closed: Bool, width: Double) -> [(Severity, String)] {
        func percent(_ distance: Double) -> String { String(format: "%.2f %%", distance / width * 100) }
        // why: two discs of radius 1.2 % overlap below 2.4 %: drawn as one dot
        let overlap = 2 * DotsLayout.dotRadius * width
        var consecutive: (distance: Double, a: Int, b: Int)?
        var near: (distance: Double, a: Int, b: Int)?
        var returns: [(a: Int, b: Int, distance: Double)] = []
        var returnCount = 0
        closePairs(points, within: 0.04 * width) { a, b, distance in
            let steps = closed ? min(b - a, points.count - (b - a)) : b - a
            if (distance == 0 && steps >= 2) || (distance < overlap && steps >= 3) {
                // pairs come by their later dot: the first four are the ones named
                if returns.count < 4 { returns.append((a, b, distance)) }
                returnCount += 1
            } else if steps <= 2 {
                if consecutive == nil || distance < consecutive!.distance { consecutive = (distance, a, b) }
            } else if near == nil || distance < near!.distance {
                near = (distance, a, b)
            }
        }
        var found: [(Severity, String)] = []
        if let pair = consecutive {
            if pair.distance == 0 {
                found.append((.error, "dots \(pair.a + 1) and \(pair.b + 1) are the same point"))
            } else if pair.distance < 0.015 * width {
                found.append((.error, "dots \(pair.a + 1) and \(pair.b + 1) are \(percent(pair.distance)) of the width apart, under 1.5 %: fewer dots, or a larger outline"))
            } else {
                found.append((.warning, "dots \(pair.a + 1) and \(pair.b + 1) are \(percent(pair.distance)) of the width apart, under 4 %: hard to tell apart on a small screen"))
            }
        }
        if !returns.isEmpty {
            let listed = returns.map { pair in
                "to dot \(pair.a + 1) at dot \(pair.b + 1)" + (pair.distance == 0 ? "" : " (\(percent(pair.distance)) off)")
            }
            found.append((.warning, "the path comes back \(listed.joined(separator: ", "))\(returnCount > 4 ? ", …" : ""): one place with two numbers (a figure 9)"))
        }
        if let pair = near {
            found.append((.warning, "dots \(pair.a + 1) and \(pair.b + 1) are \(percent(pair.distance)) of the width apart, under 4 %: hard to tell apart on a small screen"))
        }
        return found
    }

    /// Each pair of dots closer than `limit` (earlier dot, later dot, distance), by later dot,
    /// found through a grid of `limit`-sized cells (2000 dots all on one point still cost only
    /// two million distances).
    static func closePairs(_ points: [Point], within limit: Double, _ body: (Int, Int, Double) -> Void) {
        guard limit > 0, limit.isFinite else { return }
        var cells: [SIMD2<Int>: [Int]] = [:]
        func cell(_ p: Point) -> SIMD2<Int> {
            SIMD2(Int(max(-1e9, min(1e9, (p.x / limit).rounded(.down)))), Int(max(-1e9, min(1e9, (p.y / limit).rounded(.down)))))
        }
        for (index, point) in points.enumerated() where point.isFinite {
            let home = cell(point)
            for dx in -1...1 {
                for dy in -1...1 {
                    for other in cells[home &+ SIMD2(dx, dy)] ?? [] {
                        let distance = (points[other] - point).length
                        if distance < limit { body(other, index, distance) }
                    }
                }
            }
            cells[home, default: []].append(index)
        }
    }
}
