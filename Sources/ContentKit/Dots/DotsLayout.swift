import ContentArt
import Foundation

/// Where the dots of a connect-the-dots picture go, and their number labels.
///
/// Dots follow the element's outline: hand-placed (every vertex, in order) or `count` dots,
/// corners first (where the outline turns by more than 40°, sharpest first, none within 4 % of the
/// width of another), the rest by arc length, each new dot
/// in the middle of the longest stretch left; numbered from the dot nearest `start` (a fraction of
/// the length). Each label goes to the first of eight places around its dot that overlaps no dot,
/// no other label and no stretch of the outline, inside the picture. Sizes assume a child's screen
/// shows the picture about 360 points wide: dots of radius 1.2 % of the width, labels 3.5 % tall.
public struct DotsLayout: Sendable {
    public struct Dot: Sendable {
        public let point: Point
        /// The label's centre, or nil when no place is free.
        public let label: Point?
    }

    public let width: Double
    public let height: Double
    public let dots: [Dot]
    public let closed: Bool
    /// The outline as drawn (for overlap tests and previews).
    public let outline: [Point]

    public static let dotRadius = 0.012
    public static let labelHeight = 0.035

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case noElement(String)
        case subpaths(String, Int)
        /// More dots asked for than the schema allows (the schema reports it).
        case countOutOfRange(Int)
        /// A hand-placed path with more vertices than a picture can number.
        case tooManyVertices(String, Int)

        public var description: String {
            switch self {
            case .noElement(let id): "the SVG has no path, polyline or polygon with id \"\(id)\""
            case .subpaths(let id, let count): "element \"\(id)\" has \(count) subpaths; the dots follow one line, so draw it as one"
            case .countOutOfRange(let count): "\(count) dots is outside 1-\(DotsLayout.maxPlacedDots)"
            case .tooManyVertices(let id, let count):
                "element \"\(id)\" has \(count) points; a hand-placed picture has at most \(DotsLayout.maxHandPlacedDots) dots (or give \"dots\" to place them)"
            }
        }
    }

    /// The schema's limit on `dots`; the work below grows with the square of the dot count, so
    /// nothing is placed past it.
    public static let maxPlacedDots = 150
    /// Hand-placed pictures: every vertex is a dot.
    public static let maxHandPlacedDots = 2000

    public static func layout(_ document: SVGDocument, element id: String, count: Int?, start: Double) -> Result<DotsLayout, Failure> {
        if let count, count < 1 || count > maxPlacedDots { return .failure(.countOutOfRange(count)) }
        guard let path = document.path(withID: id) else { return .failure(.noElement(id)) }
        guard let lines = path.flattened(tolerance: 0.25), !lines.isEmpty else { return .failure(.noElement(id)) }
        guard lines.count == 1 else { return .failure(.subpaths(id, lines.count)) }
        var outline = lines[0].points
        var closed = lines[0].closed
        // why: a path that returns to its start without "z" is closed all the same
        if !closed, outline.count > 2, let first = outline.first, let last = outline.last, (first - last).length < 1e-6 * max(1, document.width) {
            closed = true
        }
        if closed, outline.count > 1, let first = outline.first, let last = outline.last, (first - last).length < 1e-6 * max(1, document.width) { outline.removeLast() }
        var points: [Point]
        if let count {
            points = place(count, along: outline, closed: closed, start: start, spacing: 0.04 * document.width)
        } else {
            points = vertices(path)
            if closed, points.count > 1, points.first == points.last { points.removeLast() }
            if points.count > maxHandPlacedDots { return .failure(.tooManyVertices(id, points.count)) }
        }
        var ring = outline
        if closed, let first = outline.first { ring.append(first) }
        let labels = labelPlaces(points, outline: ring, width: document.width, height: document.height)
        return .success(DotsLayout(width: document.width, height: document.height,
                                   dots: zip(points, labels).map { Dot(point: $0, label: $1) }, closed: closed, outline: ring))
    }

    /// The path's own points in order (hand-placed dots).
    static func vertices(_ path: Path) -> [Point] {
        path.elements.compactMap { element in
            switch element {
            case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): p
            case .close: nil
            }
        }
    }

    /// `count` dots along the polyline: sharp corners first, then the middles of the longest gaps.
    static func place(_ count: Int, along line: [Point], closed: Bool, start: Double, spacing: Double = 0) -> [Point] {
        guard line.count > 1 else { return line }
        var lengths = [0.0]
        let segments = closed ? line.count : line.count - 1
        for index in 0..<segments { lengths.append(lengths.last! + (line[(index + 1) % line.count] - line[index]).length) }
        let total = lengths.last!
        guard total > 0 else { return [line[0]] }
        func point(at distance: Double) -> Point {
            var d = distance.truncatingRemainder(dividingBy: total)
            if d < 0 { d += total }
            var index = 0
            while index < segments - 1, lengths[index + 1] < d { index += 1 }
            let span = lengths[index + 1] - lengths[index]
            return line[index].lerp(line[(index + 1) % line.count], span > 0 ? (d - lengths[index]) / span : 0)
        }
        // corners: where the direction turns by more than 40°, sharpest first
        var corners: [(turn: Double, at: Double)] = []
        let range = closed ? 0..<line.count : 1..<(line.count - 1)
        for index in range {
            guard let a = (line[index] - line[(index - 1 + line.count) % line.count]).normalized,
                  let b = (line[(index + 1) % line.count] - line[index]).normalized else { continue }
            let turn = acos(max(-1, min(1, a.dot(b))))
            if turn > 40 * Double.pi / 180 { corners.append((turn, lengths[index])) }
        }
        // why: two corners of one small notch would put two dots on top of each other; an open
        // line's two ends are dots before any corner
        var chosen: [Double] = closed ? [] : [0, total].prefix(count).map { $0 }
        for corner in corners.sorted(by: { $0.turn > $1.turn }) where chosen.count < count {
            if chosen.allSatisfy({ (point(at: $0) - point(at: corner.at)).length >= spacing }) { chosen.append(corner.at) }
        }
        let origin = start * total
        if chosen.isEmpty { chosen = [origin] }
        chosen.sort()
        while chosen.count < count {
            // the middle of the longest stretch between chosen dots
            var best = (length: -1.0, at: 0.0)
            for (index, position) in chosen.enumerated() {
                let next = index + 1 < chosen.count ? chosen[index + 1] : (closed ? chosen[0] + total : position)
                if next - position > best.length { best = (next - position, position + (next - position) / 2) }
            }
            chosen.append(best.at.truncatingRemainder(dividingBy: total))
            chosen.sort()
        }
        // number from the dot nearest the start
        let first = chosen.indices.min { abs(chosen[$0] - origin) < abs(chosen[$1] - origin) } ?? 0
        let ordered = closed ? Array(chosen[first...] + chosen[..<first]) : chosen
        return ordered.map(point(at:))
    }

    /// A label place for each dot (nil when every candidate collides).
    static func labelPlaces(_ dots: [Point], outline: [Point], width: Double, height: Double) -> [Point?] {
        let radius = dotRadius * width
        let labelHeight = labelHeight * width
        var placed: [Rect] = []
        return dots.enumerated().map { index, dot in
            let labelWidth = Double(String(index + 1).count) * labelHeight * 0.6
            let distance = radius + labelHeight * 0.7
            for step in 0..<8 {
                let angle = Double(step) * Double.pi / 4 - Double.pi / 4
                let center = dot + Point(cos(angle), sin(angle)) * distance
                let box = Rect(minX: center.x - labelWidth / 2, minY: center.y - labelHeight / 2,
                               maxX: center.x + labelWidth / 2, maxY: center.y + labelHeight / 2)
                guard box.minX >= 0, box.minY >= 0, box.maxX <= width, box.maxY <= height else { continue }
                guard !dots.contains(where: { boxDistance(box, $0) < radius }) else { continue }
                guard !placed.contains(where: { overlaps($0, box) }) else { continue }
                guard !crosses(outline, box) else { continue }
                placed.append(box)
                return center
            }
            return nil
        }
    }

    private static func boxDistance(_ box: Rect, _ p: Point) -> Double {
        let dx = max(box.minX - p.x, 0, p.x - box.maxX)
        let dy = max(box.minY - p.y, 0, p.y - box.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Whether any stretch of the outline passes through the box.
    private static func crosses(_ line: [Point], _ box: Rect) -> Bool {
        for (a, b) in zip(line, line.dropFirst()) {
            if max(a.x, b.x) < box.minX || min(a.x, b.x) > box.maxX || max(a.y, b.y) < box.minY || min(a.y, b.y) > box.maxY { continue }
            // sample the stretch finely enough for label-sized boxes
            let steps = max(1, Int(((b - a).length / (box.height / 4)).rounded(.up)))
            for index in 0...steps {
                let p = a.lerp(b, Double(index) / Double(steps))
                if p.x >= box.minX, p.x <= box.maxX, p.y >= box.minY, p.y <= box.maxY { return true }
            }
        }
        return false
    }
}
