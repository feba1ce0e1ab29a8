import ContentArt
import ContentBundle
import ContentCore

/// The cut of a picture into rows × columns pieces: every interior edge made once, from three
/// cubic Béziers (the shoulder, the knob, the other shoulder), flat on the picture's border,
/// and flattened once, so neighbours walk exactly the same points in opposite directions.
///
/// An edge runs left to right (horizontal) or top to bottom (vertical) between grid corners.
/// In its own frame (u along, in units of the edge's length; v across, in units of the cells'
/// size across the edge) the knob sits at u ≈ 0.5 + shift and reaches v ≈ 1.25 × the tab size
/// into the neighbouring cell; jitter shifts the knob along and
/// across the edge, skews it, and bends the edge's ends, whose tangents stay on the grid line so
/// consecutive edges of one line join smoothly through their corner.
public struct JigsawCut: Sendable {
    /// What a side of a piece is: the runtime's type, so the builder writes what apps read.
    public typealias EdgeKind = JigsawPieces.EdgeKind
    public enum Side: Int, CaseIterable, Sendable { case top, right, bottom, left }

    public struct Edge: Sendable {
        /// The curve, in picture pixels.
        public let path: Path
        /// The curve flattened once (first and last points are the corners).
        public let points: [Point]
        /// +1 when the knob bulges towards the edge's positive normal (down for a horizontal
        /// edge, left for a vertical one), −1 the other way, 0 for a flat border edge.
        public let knob: Int
    }

    public let definition: JigsawDefinition
    public let width: Int
    public let height: Int
    /// `horizontal[line][column]`: lines 0...rows, the edge from corner (line, column) to (line, column + 1).
    public let horizontal: [[Edge]]
    /// `vertical[line][row]`: lines 0...columns, the edge from corner (row, line) to (row + 1, line).
    public let vertical: [[Edge]]

    /// Edges are flattened to within this many pixels of their curves.
    public static let tolerance = 0.05

    public init(_ definition: JigsawDefinition, width: Int, height: Int) {
        self.definition = definition
        self.width = width
        self.height = height
        let rows = definition.rows
        let columns = definition.columns
        func corner(_ row: Int, _ column: Int) -> Point {
            Point(Double(width) * Double(column) / Double(columns), Double(height) * Double(row) / Double(rows))
        }
        // why: the seed is mixed with a constant so a jigsaw and other seeded outputs never share a stream
        var random = SeededRandom(seed: definition.seed ^ 0x6A09_E667_F3BC_C908)
        func line(_ count: Int, interior: Bool, across: Double, _ ends: (Int) -> (Point, Point)) -> [Edge] {
            var shape = EdgeShape.start(&random, jitter: definition.jitter)
            return (0..<count).map { index in
                let (from, to) = ends(index)
                guard interior else { return Self.flat(from, to) }
                if index > 0 { shape = shape.next(&random, jitter: definition.jitter) }
                return shape.edge(from: from, to: to, across: across, tabSize: definition.tabSize)
            }
        }
        horizontal = (0...rows).map { row in
            line(columns, interior: row > 0 && row < rows, across: Double(height) / Double(rows)) { (corner(row, $0), corner(row, $0 + 1)) }
        }
        vertical = (0...columns).map { column in
            line(rows, interior: column > 0 && column < columns, across: Double(width) / Double(columns)) { (corner($0, column), corner($0 + 1, column)) }
        }
    }

    private static func flat(_ from: Point, _ to: Point) -> Edge {
        Edge(path: Path([.move(from), .line(to)]) ?? .empty, points: [from, to], knob: 0)
    }

    /// The piece's outline, clockwise on screen: its top edge forwards, right edge forwards,
    /// bottom edge backwards, left edge backwards.
    public func outline(row: Int, column: Int) -> Polyline {
        var points: [Point] = []
        points += horizontal[row][column].points.dropLast()
        points += vertical[column + 1][row].points.dropLast()
        points += horizontal[row + 1][column].points.reversed().dropLast()
        points += vertical[column][row].points.reversed().dropLast()
        return Polyline(points: points, closed: true)
    }

    /// The piece's outline as curves (for SVG path data), in the same order.
    public func outlinePath(row: Int, column: Int) -> Path {
        let top = horizontal[row][column].path
        let right = vertical[column + 1][row].path
        let bottom = horizontal[row + 1][column].path.reversedSegments
        let left = vertical[column][row].path.reversedSegments
        var elements = top.elements
        for part in [right, bottom, left] { elements += part.elements.dropFirst() }
        elements.append(.close)
        return Path(elements) ?? .empty
    }

    /// What each side of a piece is: flat (the border), tab (its knob sticks out) or blank (a
    /// neighbour's knob goes in).
    public func kinds(row: Int, column: Int) -> [Side: EdgeKind] {
        func kind(_ edge: Edge, outwardIsPositive: Bool) -> EdgeKind {
            if edge.knob == 0 { return .flat }
            return (edge.knob > 0) == outwardIsPositive ? .tab : .blank
        }
        // normals: horizontal edges point down (+y), vertical edges point left (−x)
        return [
            .top: kind(horizontal[row][column], outwardIsPositive: false),
            .bottom: kind(horizontal[row + 1][column], outwardIsPositive: true),
            .left: kind(vertical[column][row], outwardIsPositive: true),
            .right: kind(vertical[column + 1][row], outwardIsPositive: false),
        ]
    }

    /// The cell of a piece (its place in the grid, without tabs).
    public func cell(row: Int, column: Int) -> Rect {
        let x0 = Double(width) * Double(column) / Double(definition.columns)
        let x1 = Double(width) * Double(column + 1) / Double(definition.columns)
        let y0 = Double(height) * Double(row) / Double(definition.rows)
        let y1 = Double(height) * Double(row + 1) / Double(definition.rows)
        return Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }
}

/// The random parameters of one interior edge: the knob's direction, its shift along and across
/// the edge, its skew, and the bends at the edge's two ends.
private struct EdgeShape {
    var knob: Int
    var startBend, shift, lift, skew, endBend: Double

    static func start(_ random: inout SeededRandom, jitter: Double) -> EdgeShape {
        EdgeShape(knob: random.coin() ? 1 : -1, startBend: random.symmetric(jitter), shift: random.symmetric(jitter),
                  lift: random.symmetric(jitter), skew: random.symmetric(jitter), endBend: random.symmetric(jitter))
    }

    /// The next edge along the same grid line: its start bend continues this edge's end bend
    /// (mirrored when the knob changes side), so the line stays smooth through the corner.
    func next(_ random: inout SeededRandom, jitter: Double) -> EdgeShape {
        let knob = random.coin() ? 1 : -1
        let startBend = knob == self.knob ? -endBend : endBend
        return EdgeShape(knob: knob, startBend: startBend, shift: random.symmetric(jitter),
                         lift: random.symmetric(jitter), skew: random.symmetric(jitter), endBend: random.symmetric(jitter))
    }

    func edge(from: Point, to: Point, across size: Double, tabSize: Double) -> JigsawCut.Edge {
        let along = to - from
        // why: v is measured towards the edge's normal times the knob's side, in units of the
        // cells' size across the edge, so a knob reaches the same share of the cell it enters
        let across = (along.normalized ?? Point(0, 1)).perpendicular * (size * Double(knob))
        func at(_ u: Double, _ v: Double) -> Point { from + along * u + across * v }
        let t = tabSize / 2
        let middle = 0.5 + shift
        let path = Path([
            .move(from),
            .cubic(at(0.2, startBend), at(middle + skew, -t + lift), at(middle - t, t + lift)),
            .cubic(at(middle - 2 * t - skew, 3 * t + lift), at(middle + 2 * t - skew, 3 * t + lift), at(middle + t, t + lift)),
            .cubic(at(middle + skew, -t + lift), at(0.8, endBend), to),
        ]) ?? .empty
        var points = path.flattened(tolerance: JigsawCut.tolerance)?.first?.points ?? [from, to]
        // the corners exactly, so edges meeting there share the point bit for bit
        points[0] = from
        points[points.count - 1] = to
        return JigsawCut.Edge(path: path, points: points, knob: knob)
    }
}

extension Path {
    /// The same curve walked from its end to its start (one subpath, no close).
    var reversedSegments: Path {
        var current = Point.zero
        var segments: [(Point, Element)] = []
        for element in elements {
            switch element {
            case .move(let p): current = p
            case .line(let p): segments.append((current, element)); current = p
            case .quad(_, let p): segments.append((current, element)); current = p
            case .cubic(_, _, let p): segments.append((current, element)); current = p
            case .close: break
            }
        }
        var reversed: [Element] = [.move(current)]
        for (start, element) in segments.reversed() {
            switch element {
            case .line: reversed.append(.line(start))
            case .quad(let c, _): reversed.append(.quad(c, start))
            case .cubic(let c1, let c2, _): reversed.append(.cubic(c2, c1, start))
            default: break
            }
        }
        return Path(reversed) ?? .empty
    }
}
