import ContentArt
import ContentCore

/// Where `count` dots go on an outline: first the least deviation any placement of that many dots
/// on the outline's points can have (`DotPlacementSearch.best`, exact), then the most even
/// placement within 5 % of it, consecutive dots at least 4 % of the width apart (1.5 %, then no
/// limit, when that many dots do not fit).
///
/// Measured on the sample pack's six pictures, the corners-first rule this replaces strayed from
/// the outline 1.9 to 4.1 times as far as the best placement (see `DotsFidelityTests`).
public enum DotsPlacer {
    /// How closely placed dots follow their outline.
    public struct Fidelity: Sendable, Equatable {
        /// The largest distance between the dots' polygon and the outline, over the outline's size
        /// (the longer side of its bounding box).
        public let deviation: Double
        /// The same for the best placement of as many dots (over the same points, same spacing).
        public let optimum: Double
    }

    // why: 5 % above the least deviation leaves room for evenness and stays inside the 10 % the
    // format allows
    static let slack = 1.05

    static func place(_ path: Path, count: Int, closed: Bool, start: Double, width: Double) -> (points: [Point], fidelity: Fidelity)? {
        guard let outline = DotsOutline(path, dots: count, closed: closed) else { return nil }
        for spacing in [0.04 * width, 0.015 * width, 0] {
            guard let best = optimum(outline, count: count, spacing: spacing) else { continue }
            let tolerance = best.error * slack + 1e-9 * outline.size
            var even = DotPlacementSearch(outline: outline, count: count, spacing: spacing, bound: tolerance)
            let chosen = even.mostEven() ?? best.points
            let distances = chosen.map { outline.along[$0] }.sorted()
            let deviation = outline.deviation(ofDotsAt: distances)
            return (numbered(distances, outline, start: start).map(outline.point(at:)),
                    Fidelity(deviation: deviation / outline.size, optimum: best.error / outline.size))
        }
        return nil
    }

    /// The least deviation of `count` dots on the outline's allowed points: bounds doubling from
    /// a 500th of the outline's size (the quick test first) until one admits a placement; that
    /// placement is exact, since the table holds every chord within the bound.
    static func optimum(_ outline: DotsOutline, count: Int, spacing: Double, allowed: (Int) -> Bool = { _ in true }) -> (error: Double, points: [Int])? {
        var bound = 0.002 * outline.size
        var budget = DotPlacementSearch.stepBudget
        // why: 12 doublings pass 8 times the outline's size, more than any chord can deviate
        for _ in 0..<12 {
            var search = DotPlacementSearch(outline: outline, count: count, spacing: spacing, bound: bound, budget: budget, allowed: allowed)
            if search.mayFit(), let best = search.best() { return best }
            budget = search.budget
            guard budget > 0 else { return nil }
            bound *= 2
        }
        return nil
    }

    /// The distances in order, starting from the dot nearest `start` (a fraction of the length)
    /// on a closed outline.
    static func numbered(_ distances: [Double], _ outline: DotsOutline, start: Double) -> [Double] {
        guard outline.closed, !distances.isEmpty else { return distances }
        let origin = start * outline.total
        func gap(_ d: Double) -> Double { min(abs(d - origin), outline.total - abs(d - origin)) }
        let first = distances.indices.min { gap(distances[$0]) < gap(distances[$1]) } ?? 0
        return Array(distances[first...] + distances[..<first])
    }
}
