import ContentArt
import ContentCore

/// Placements of `count` dots on a `DotsOutline`'s points, found exactly by dynamic programming
/// over the chords whose deviation is within a bound.
///
/// A placement's error is its largest chord deviation (`DotsOutline.deviation`), consecutive
/// dots at least `spacing` apart. The table holds every chord within `bound`. With a fixed first
/// dot, `value[k][t]` (the best value of k chords ending at point t) comes from the best previous
/// dot, O(count x points x span). A closed outline has no fixed first dot; but every placement made
/// of the table's chords has a dot in any stretch of points that no chord of the table jumps over
/// whole, so trying the points of the shortest such stretch as the first dot is exact (at a sharp
/// corner that stretch is a point or two).
struct DotPlacementSearch {
    let outline: DotsOutline
    let count: Int
    let bound: Double
    /// Chord deviations by first point and span (`.infinity`: over the bound, too short, or at a
    /// point not allowed); row width `outline.count`.
    private var errors: [Double]
    private(set) var maxSpan = 0
    /// Inner steps left; the search gives up (nil) when they run out.
    private(set) var budget: Int
    // why: about a second in a debug build for one picture's whole search (placer, every bound);
    // the sample pictures need a twentieth of it
    static let stepBudget = 30_000_000

    init(outline: DotsOutline, count: Int, spacing: Double, bound: Double, budget: Int = stepBudget, allowed: (Int) -> Bool = { _ in true }) {
        (self.outline, self.count, self.bound, self.budget) = (outline, count, bound, budget)
        let n = outline.count
        errors = [Double](repeating: .infinity, count: n * n)
        guard n > 1 else { return }
        let points = outline.points
        var widest = 0
        for first in 0..<n where allowed(first) {
            for span in 1..<n {
                let last = first + span
                guard outline.closed || last < n else { break }
                let a = points[first], b = points[last % n]
                guard allowed(last % n), (b - a).length >= spacing else { continue }
                // why: the middle of the stretch is usually farthest from the chord: look there
                // first, and stop at the first point over the bound
                var worst = DotsOutline.distance(points[(first + span / 2) % n], a, b)
                var inner = first + 1
                while worst <= bound, inner < last {
                    worst = max(worst, DotsOutline.distance(points[inner % n], a, b))
                    inner += 1
                }
                self.budget -= inner - first
                guard worst <= bound else { continue }
                errors[first * n + span] = worst
                widest = max(widest, span)
            }
            guard self.budget > 0 else { break }
        }
        maxSpan = widest
    }

    private func error(_ first: Int, _ span: Int) -> Double {
        errors[(first % outline.count) * outline.count + span]
    }

    /// The least error of any placement made of the table's chords, and its points (in order
    /// along the outline from the first dot), or nil when there is none.
    mutating func best() -> (error: Double, points: [Int])? {
        solve(minimax: true)
    }

    /// Whether a placement may be made of the table's chords (a quick test, `fits`: false means
    /// surely none).
    mutating func mayFit() -> Bool {
        let n = outline.count
        guard count >= 2, n > 1, maxSpan > 0, budget > 0 else { return false }
        let chords = outline.closed ? count : count - 1
        return firstDots().contains { fits(chords, from: $0) }
    }

    /// The placement made of the table's chords that follows the outline closely everywhere, not
    /// only at its worst chord, with dots spread evenly: least sum over chords of the squared
    /// deviation plus the squared stretch of outline weighted by `evenness`.
    mutating func mostEven() -> [Int]? {
        solve(minimax: false)?.points
    }

    /// The points to try as the first dot: the shortest stretch no chord jumps over whole.
    private func firstDots() -> Range<Int> {
        let n = outline.count
        guard outline.closed else { return 0..<1 }
        // reach[p]: the farthest end (unrolled) of a chord starting before p and ending after it
        var reach = Array(0..<(2 * n))
        for first in 0..<n {
            for span in stride(from: min(maxSpan, n - 1), through: 2, by: -1) where error(first, span) < .infinity {
                for over in (first + 1)..<(first + span) where reach[over] < first + span { reach[over] = first + span }
                // a chord round the start also jumps over the first points of the outline
                if first + span > n {
                    for over in 0..<(first + span - n) where reach[over] < first + span - n { reach[over] = first + span - n }
                }
                break
            }
        }
        var best = 0..<n
        for p in 0..<n where reach[p] - p + 1 < best.count { best = p..<(reach[p] + 1) }
        return best
    }

    private mutating func solve(minimax: Bool) -> (error: Double, points: [Int])? {
        let n = outline.count
        guard count >= 2, n > 1, maxSpan > 0, budget > 0 else { return nil }
        let chords = outline.closed ? count : count - 1
        let length = outline.closed ? n : n - 1
        guard chords <= length else { return nil }
        let row = length + 1
        let starts = firstDots()
        guard starts.contains(where: { fits(chords, from: $0) }) else { return nil }
        var found: (value: Double, points: [Int])?
        var value = [Double](repeating: .infinity, count: (chords + 1) * row)
        var from = [Int](repeating: -1, count: (chords + 1) * row)
        for start in starts {
            for index in value.indices { value[index] = .infinity }
            value[0] = 0
            for k in 1...chords {
                budget -= length * maxSpan
                guard budget > 0 else { return nil }
                // why: k chords cover at least k points; the rest of the row stays unreachable
                for t in k...length {
                    var best = Double.infinity, via = -1
                    for span in 1...min(maxSpan, t) {
                        let before = value[(k - 1) * row + t - span]
                        guard before < .infinity else { continue }
                        let chord = errors[((start + t - span) % n) * n + span]
                        guard chord < .infinity else { continue }
                        let candidate = minimax ? max(before, chord) : before + chord * chord + stretch(start + t - span, span)
                        if candidate < best { (best, via) = (candidate, t - span) }
                    }
                    value[k * row + t] = best
                    from[k * row + t] = via
                }
            }
            let total = value[chords * row + length]
            guard total < .infinity, found == nil || total < found!.value else { continue }
            var points: [Int] = []
            var t = length
            for k in stride(from: chords, to: 0, by: -1) {
                t = from[k * row + t]
                points.append((start + t) % n)
            }
            points.reverse()
            if !outline.closed { points.append(n - 1) }
            found = (total, points)
        }
        return found.map { ($0.value, $0.points) }
    }

    // why: a stretch 20 times as long as a deviation weighs as much: dots spread out, but a corner
    // cut by a chord costs more than a stretch a little longer than the others
    static let evenness = 0.05

    /// Whether some path of the table's chords from `start` round the outline (or to its end)
    /// has `chords` chords: between the fewest and the most any path there has, a quick test
    /// (O(points x span)) that spares the full programme at bounds too tight for any placement.
    private mutating func fits(_ chords: Int, from start: Int) -> Bool {
        let n = outline.count
        let length = outline.closed ? n : n - 1
        var fewest = [Int](repeating: .max, count: length + 1)
        var most = [Int](repeating: .min, count: length + 1)
        fewest[0] = 0
        most[0] = 0
        budget -= length * maxSpan
        for t in 1...length {
            for span in 1...min(maxSpan, t) where fewest[t - span] != .max && errors[((start + t - span) % n) * n + span] < .infinity {
                fewest[t] = min(fewest[t], fewest[t - span] + 1)
                most[t] = max(most[t], most[t - span] + 1)
            }
        }
        return fewest[length] <= chords && chords <= most[length]
    }

    /// The chord's stretch of outline times `evenness`, squared.
    private func stretch(_ first: Int, _ span: Int) -> Double {
        let n = outline.count
        let start = outline.along[first % n]
        var end = outline.along[(first + span) % n]
        if end <= start { end += outline.total }
        return (end - start) * (end - start) * Self.evenness * Self.evenness
    }
}
