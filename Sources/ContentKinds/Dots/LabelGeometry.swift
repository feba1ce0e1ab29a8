import ContentArt
import Foundation
import ContentCore

/// The places a dot's number may go: sixteen directions around the dot at four distances, each
/// kept only when the number stays inside the picture and covers no dot, cheapest first.
///
/// A place costs more the farther it is from its dot and the more it faces the line (the side
/// away from the turn of the path is free). Places whose box meets the line, and then places
/// nearer another dot than their own (a child would read the number as that dot's), are kept
/// for when nothing else fits: `tier` 1 and 2.
struct LabelCandidate {
    let center: Point
    let box: Rect
    let cost: Double
    let touchesLine: Bool
    let nearerOtherDot: Bool

    /// 0: clear; 1: touches the line; 2: nearer another dot than its own.
    var tier: Int { nearerOtherDot ? 2 : touchesLine ? 1 : 0 }
}

struct LabelGeometry {
    let dots: [Point]
    let line: [Point]
    let width: Double
    let height: Double
    let closed: Bool
    var dotGrid: SpatialGrid
    var lineGrid: SpatialGrid

    var radius: Double { DotsLayout.dotRadius * width }
    var labelHeight: Double { DotsLayout.labelHeight * width }
    // why: a number this close to a dot or to the line reads as touching it on a phone screen
    var clearance: Double { 0.05 * labelHeight }

    init(dots: [Point], line: [Point], width: Double, height: Double, closed: Bool) {
        (self.dots, self.line, self.width, self.height, self.closed) = (dots, line, width, height, closed)
        let picture = Rect(minX: 0, minY: 0, maxX: width, maxY: height)
        dotGrid = SpatialGrid(bounds: picture, cell: DotsLayout.labelHeight * width)
        lineGrid = SpatialGrid(bounds: picture, cell: DotsLayout.labelHeight * width)
        // a point shared by several dots (a figure 9's return) is filed once: 2000 dots on one
        // point cost one look, not 2000
        var filed = Set<Point>()
        for (index, dot) in dots.enumerated() where filed.insert(dot).inserted {
            dotGrid.insert(index, Rect(minX: dot.x, minY: dot.y, maxX: dot.x, maxY: dot.y))
        }
        var drawn = Set<[Point]>()
        for index in line.indices.dropLast() {
            let a = line[index], b = line[index + 1]
            guard drawn.insert(a.x < b.x || (a.x == b.x && a.y <= b.y) ? [a, b] : [b, a]).inserted else { continue }
            lineGrid.insert(index, Rect(minX: min(a.x, b.x), minY: min(a.y, b.y), maxX: max(a.x, b.x), maxY: max(a.y, b.y)))
        }
    }

    /// The width of the number of dot `index` (0-based), in picture units.
    func labelWidth(_ index: Int) -> Double { Double(String(index + 1).count) * labelHeight * 0.6 }

    /// Where the path leaves room at the dot: away from its two neighbours along the path.
    private func freeDirection(_ index: Int) -> (Point, straight: Bool) {
        let dot = dots[index]
        let previous = index > 0 ? dots[index - 1] : (closed && dots.count > 2 ? dots.last : nil)
        let next = index + 1 < dots.count ? dots[index + 1] : (closed && dots.count > 2 ? dots.first : nil)
        let toPrevious = previous.flatMap { ($0 - dot).normalized }
        let toNext = next.flatMap { ($0 - dot).normalized }
        switch (toPrevious, toNext) {
        case (let a?, let b?):
            // why: under about 3° of turn the path is straight and both sides are equally free
            if let away = (-(a + b)).normalized, abs(a.cross(b)) > 0.05 || a.dot(b) > 0 { return (away, false) }
            return (a.perpendicular, true)
        case (let a?, nil), (nil, let a?): return (-a, false)
        case (nil, nil): return (Point(0, -1), true)
        }
    }

    /// The places for the number of dot `index`, cheapest first; empty when none is inside the
    /// picture clear of every dot.
    mutating func candidates(_ index: Int) -> [LabelCandidate] {
        let dot = dots[index]
        guard dot.isFinite else { return [] }
        let halfWidth = labelWidth(index) / 2
        let halfHeight = labelHeight / 2
        let (free, straight) = freeDirection(index)
        var found: [LabelCandidate] = []
        // why: from just clear of the dot to about one number's height away, still read as its own
        let gaps = [0.15, 0.45, 0.8, 1.2]
        for (step, gap) in gaps.enumerated() {
            for turn in 0..<16 {
                let angle = Double(turn) * Double.pi / 8
                let direction = Point(cos(angle), sin(angle))
                let exit = min(abs(direction.x) > 1e-9 ? halfWidth / abs(direction.x) : .infinity,
                               abs(direction.y) > 1e-9 ? halfHeight / abs(direction.y) : .infinity)
                let center = dot + direction * (exit + radius + gap * labelHeight)
                let box = Rect(minX: center.x - halfWidth, minY: center.y - halfHeight, maxX: center.x + halfWidth, maxY: center.y + halfHeight)
                guard box.minX >= 0, box.minY >= 0, box.maxX <= width, box.maxY <= height else { continue }
                guard let nearest = nearestDot(to: box, own: dot), nearest.clear else { continue }
                let facing = straight ? 1 - abs(direction.dot(free)) : (1 - direction.dot(free)) / 2
                found.append(LabelCandidate(center: center, box: box, cost: Double(step) + 1.5 * facing,
                                            touchesLine: meetsLine(box), nearerOtherDot: nearest.ambiguous))
            }
        }
        return found.sorted { ($0.tier, $0.cost) < ($1.tier, $1.cost) }
    }

    /// Whether the box keeps clear of every dot, and whether some other dot is nearer to it than
    /// its own (dots at the same point as its own, a figure 9's return, count as its own).
    private mutating func nearestDot(to box: Rect, own: Point) -> (clear: Bool, ambiguous: Bool)? {
        let ownDistance = Self.distance(box, own)
        let reach = ownDistance + radius
        let search = Rect(minX: box.minX - reach, minY: box.minY - reach, maxX: box.maxX + reach, maxY: box.maxY + reach)
        var clear = ownDistance >= radius + clearance
        var ambiguous = false
        let dots = dots, radius = radius, clearance = clearance
        guard clear else { return (false, false) }
        dotGrid.near(search) { other in
            let point = dots[other]
            guard point != own else { return true }
            let distance = Self.distance(box, point)
            if distance < radius + clearance { clear = false }
            if distance < ownDistance { ambiguous = true }
            return clear
        }
        return (clear, ambiguous)
    }

    /// Whether any stretch of the line passes through the box (grown by the clearance).
    private mutating func meetsLine(_ box: Rect) -> Bool {
        let grown = Rect(minX: box.minX - clearance, minY: box.minY - clearance, maxX: box.maxX + clearance, maxY: box.maxY + clearance)
        var meets = false
        let line = line
        lineGrid.near(grown) { index in
            meets = Self.segment(line[index], line[index + 1], meets: grown)
            return !meets
        }
        return meets
    }

    /// The distance from a point to a box (0 inside).
    static func distance(_ box: Rect, _ p: Point) -> Double {
        let dx = max(box.minX - p.x, 0, p.x - box.maxX)
        let dy = max(box.minY - p.y, 0, p.y - box.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether two boxes share more than an edge.
    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Whether the segment a-b meets the box (Liang-Barsky clipping).
    static func segment(_ a: Point, _ b: Point, meets box: Rect) -> Bool {
        var low = 0.0, high = 1.0
        let d = b - a
        for (p, q) in [(-d.x, a.x - box.minX), (d.x, box.maxX - a.x), (-d.y, a.y - box.minY), (d.y, box.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
                if low > high { return false }
            }
        }
        return true
    }
}
