import ContentArt
import ContentCore

/// A place for every dot's number whenever the search finds one: greedy, then conflict repair.
///
/// 1. Each dot gets its candidates (`LabelGeometry.candidates`). Dots with the fewest free
///    places go first; each takes its cheapest place that meets no number placed so far.
/// 2. A dot left without a place tries each of its places again, moving the one number in the
///    way to another of that number's places, which may move one more, up to three deep (an
///    ejection chain, as augmenting paths do in matching).
/// 3. Only then may a number touch the line: steps 1-2 again for the dots still without a place,
///    with their places on the line allowed; and last, places nearer another dot than their own.
///
/// The search is deterministic (dot order, then cost order) and bounded: repairs stop after
/// `repairBudget` tried places, so 2000 dots cost a bounded time whatever the picture.
struct LabelPlacer {
    /// A number's place, and whether it had to touch the line or sit nearer another dot.
    struct Placement: Equatable {
        let center: Point
        let touchesLine: Bool
        let nearerOtherDot: Bool
    }

    private var candidates: [[LabelCandidate]]
    private var chosen: [Int?]
    private var placed: SpatialGrid
    private let separation: Double
    private let spacing: Double
    private var budget: Int
    // why: 200,000 tried places is about a tenth of a second; real pictures need a few hundred
    static let repairBudget = 200_000

    /// A place for the number of each dot, or nil where none was found.
    static func place(_ dots: [Point], line: [Point], width: Double, height: Double, closed: Bool) -> [Placement?] {
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return dots.map { _ in nil } }
        var geometry = LabelGeometry(dots: dots, line: line, width: width, height: height, closed: closed)
        var placer = LabelPlacer(candidates: dots.indices.map { geometry.candidates($0) }, width: width, height: height)
        placer.search()
        return dots.indices.map { index in
            placer.chosen[index].map { option in
                let place = placer.candidates[index][option]
                return Placement(center: place.center, touchesLine: place.touchesLine, nearerOtherDot: place.nearerOtherDot)
            }
        }
    }

    private init(candidates: [[LabelCandidate]], width: Double, height: Double) {
        self.candidates = candidates
        chosen = Array(repeating: nil, count: candidates.count)
        placed = SpatialGrid(bounds: Rect(minX: 0, minY: 0, maxX: width, maxY: height), cell: DotsLayout.labelHeight * width)
        // why: numbers closer than a tenth of their height touch; side by side they need a word
        // space, or "3" beside "5" reads as 35
        separation = 0.1 * DotsLayout.labelHeight * width
        spacing = 0.4 * DotsLayout.labelHeight * width
        budget = Self.repairBudget
    }

    private mutating func search() {
        let clear = candidates.map { $0.filter { $0.tier == 0 }.count }
        let order = candidates.indices.sorted { (clear[$0], $0) < (clear[$1], $1) }
        for tier in 0...2 {
            for dot in order where chosen[dot] == nil {
                if let free = candidates[dot].indices.first(where: { candidates[dot][$0].tier <= tier && blockers(candidates[dot][$0].box).isEmpty }) {
                    assign(dot, free)
                }
            }
            for dot in order where chosen[dot] == nil {
                _ = repair(dot, depth: 3, tier: tier, chain: [dot])
            }
        }
    }

    /// Places `dot`, moving at most one number per step out of the way, `depth` steps deep.
    private mutating func repair(_ dot: Int, depth: Int, tier: Int, chain: Set<Int>) -> Bool {
        for option in candidates[dot].indices where candidates[dot][option].tier <= tier {
            guard budget > 0 else { return false }
            budget -= 1
            let box = candidates[dot][option].box
            let inWay = blockers(box)
            if inWay.isEmpty {
                assign(dot, option)
                return true
            }
            guard depth > 0, inWay.count == 1, let other = inWay.first, !chain.contains(other), let previous = chosen[other] else { continue }
            // the moved number may not end up in a worse tier than it was in
            unassign(other)
            assign(dot, option)
            if repair(other, depth: depth - 1, tier: candidates[other][previous].tier, chain: chain.union([other])) { return true }
            unassign(dot)
            assign(other, previous)
        }
        return false
    }

    /// The dots whose numbers are placed within `separation` above or below the box, or within
    /// `spacing` beside it.
    private mutating func blockers(_ box: Rect) -> [Int] {
        let grown = Rect(minX: box.minX - spacing, minY: box.minY - separation, maxX: box.maxX + spacing, maxY: box.maxY + separation)
        var found: [Int] = []
        let candidates = candidates, chosen = chosen
        placed.near(grown) { other in
            if let option = chosen[other], LabelGeometry.overlap(candidates[other][option].box, grown) { found.append(other) }
            return true
        }
        return found
    }

    private mutating func assign(_ dot: Int, _ option: Int) {
        chosen[dot] = option
        placed.insert(dot, candidates[dot][option].box)
    }

    private mutating func unassign(_ dot: Int) {
        guard let option = chosen[dot] else { return }
        placed.remove(dot, candidates[dot][option].box)
        chosen[dot] = nil
    }
}
