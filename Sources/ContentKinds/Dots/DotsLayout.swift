import ContentArt
import Foundation
import ContentCore

/// Where the dots of a connect-the-dots picture go, and their number labels.
///
/// Dots follow the element's outline: hand-placed (every vertex, in order) or `count` dots placed
/// by `DotsPlacer` (as close to the outline as any placement, then as even as that allows),
/// numbered from the dot nearest `start` (a fraction of the length). Each number gets a place beside its dot that covers no dot and no other number,
/// inside the picture, clear of the line when it can be (`LabelPlacer`). Sizes assume a child's
/// screen shows the picture about 360 points wide: dots of radius 1.2 % of the width, labels 3.5 % tall.
public struct DotsLayout: Sendable {
    public struct Dot: Sendable {
        public let point: Point
        /// The label's centre, or nil when no place is free.
        public let label: Point?
        /// Whether the label had to touch the line (no place clear of it was found).
        public let labelTouchesLine: Bool
        /// Whether the label had to sit nearer another dot than its own.
        public let labelNearerOtherDot: Bool
    }

    public let width: Double
    public let height: Double
    public let dots: [Dot]
    public let closed: Bool
    /// The outline as drawn (for overlap tests and previews).
    public let outline: [Point]
    /// How closely placed dots follow the outline (nil for hand-placed dots).
    public let fidelity: DotsPlacer.Fidelity?

    public static let dotRadius = 0.012
    public static let labelHeight = 0.035

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case noElement(String)
        case subpaths(String, Int)
        /// More dots asked for than the schema allows (the schema reports it).
        case countOutOfRange(Int)
        /// A hand-placed path with more vertices than a picture can number.
        case tooManyVertices(String, Int)
        /// A path with no length, or too large to flatten, to place dots on.
        case unmeasurable(String)

        public var description: String {
            switch self {
            case .noElement(let id): "the SVG has no path, polyline or polygon with id \"\(id)\""
            case .subpaths(let id, let count): "element \"\(id)\" has \(count) subpaths; the dots follow one line, so draw it as one"
            case .countOutOfRange(let count): "\(counted(count, "dot")) is outside 1-\(DotsLayout.maxPlacedDots)"
            case .unmeasurable(let id): "element \"\(id)\" has no length to place dots along, or is too intricate to measure"
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
        var fidelity: DotsPlacer.Fidelity?
        if let count {
            guard let placed = DotsPlacer.place(path, count: count, closed: closed, start: start, width: document.width) else {
                return .failure(.unmeasurable(id))
            }
            points = placed.points
            fidelity = placed.fidelity
        } else {
            points = vertices(path)
            if closed, points.count > 1, points.first == points.last { points.removeLast() }
            if points.count > maxHandPlacedDots { return .failure(.tooManyVertices(id, points.count)) }
        }
        var ring = outline
        if closed, let first = outline.first { ring.append(first) }
        let labels = LabelPlacer.place(points, line: ring, width: document.width, height: document.height, closed: closed)
        return .success(DotsLayout(width: document.width, height: document.height,
                                   dots: zip(points, labels).map { Dot(point: $0, label: $1?.center, labelTouchesLine: $1?.touchesLine ?? false, labelNearerOtherDot: $1?.nearerOtherDot ?? false) },
                                   closed: closed, outline: ring, fidelity: fidelity))
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
}
