import ContentArt
import ContentCore

extension JigsawCut {
    /// The smallest cell side, in pixels, a piece may have: smaller is hard to see and to touch.
    public static let minimumPieceSide = 24

    /// Every problem of the cut, in a stable order.
    public func problems() -> [JigsawProblem] {
        var found: [JigsawProblem] = []
        let rows = definition.rows
        let columns = definition.columns
        let cellWidth = Double(width) / Double(columns)
        let cellHeight = Double(height) / Double(rows)
        if cellWidth < Double(Self.minimumPieceSide) || cellHeight < Double(Self.minimumPieceSide) {
            return [.piecesTooSmall(width: cellWidth, height: cellHeight, minimum: Self.minimumPieceSide)]
        }
        // Knobs inside the picture.
        for (name, edge) in interiorEdges where edge.points.contains(where: { $0.x < 0 || $0.y < 0 || $0.x > Double(width) || $0.y > Double(height) }) {
            found.append(.leavesPicture(edge: name))
        }
        // No two edges of one cell cross (each pair once).
        var reported = Set<String>()
        for row in 0..<rows {
            for column in 0..<columns {
                let edges = cellEdges(row: row, column: column)
                for i in edges.indices {
                    for j in (i + 1)..<edges.count where edges[i].1.knob != 0 || edges[j].1.knob != 0 {
                        let key = [edges[i].0, edges[j].0].sorted().joined(separator: "|")
                        guard !reported.contains(key), Self.cross(edges[i].1.points, edges[j].1.points) else { continue }
                        reported.insert(key)
                        found.append(.crosses(edge: edges[i].0, other: edges[j].0))
                    }
                }
            }
        }
        // Every outline different (compared relative to the piece's cell, to an eighth of a pixel).
        var seen: [[Int64]: String] = [:]
        for row in 0..<rows {
            for column in 0..<columns {
                let origin = cell(row: row, column: column)
                let signature = outline(row: row, column: column).points.flatMap { p in
                    [Int64(((p.x - origin.minX) * 8).rounded()), Int64(((p.y - origin.minY) * 8).rounded())]
                }
                let name = Self.pieceName(row, column)
                if let other = seen[signature] {
                    found.append(.sameOutline(piece: name, other: other))
                } else {
                    seen[signature] = name
                }
            }
        }
        return found
    }

    /// "row 2, column 3" style names, counted from 1 as designers count.
    static func pieceName(_ row: Int, _ column: Int) -> String { JigsawPiece.id(row: row, column: column) }

    private var interiorEdges: [(String, Edge)] {
        var edges: [(String, Edge)] = []
        for line in 1..<definition.rows {
            for column in 0..<definition.columns {
                edges.append(("between pieces \(Self.pieceName(line - 1, column)) and \(Self.pieceName(line, column))", horizontal[line][column]))
            }
        }
        for line in 1..<definition.columns {
            for row in 0..<definition.rows {
                edges.append(("between pieces \(Self.pieceName(row, line - 1)) and \(Self.pieceName(row, line))", vertical[line][row]))
            }
        }
        return edges
    }

    /// The four edges around a cell, with names.
    private func cellEdges(row: Int, column: Int) -> [(String, Edge)] {
        func name(_ isHorizontal: Bool, _ line: Int, _ index: Int) -> String {
            if isHorizontal {
                if line == 0 || line == definition.rows { return "on the picture's border" }
                return "between pieces \(Self.pieceName(line - 1, index)) and \(Self.pieceName(line, index))"
            }
            if line == 0 || line == definition.columns { return "on the picture's border" }
            return "between pieces \(Self.pieceName(index, line - 1)) and \(Self.pieceName(index, line))"
        }
        return [
            (name(true, row, column), horizontal[row][column]),
            (name(false, column + 1, row), vertical[column + 1][row]),
            (name(true, row + 1, column), horizontal[row + 1][column]),
            (name(false, column, row), vertical[column][row]),
        ]
    }

    /// Whether two polylines cross anywhere but at a shared end point.
    static func cross(_ a: [Point], _ b: [Point]) -> Bool {
        guard let boxA = bounds(a), let boxB = bounds(b),
              boxA.minX <= boxB.maxX, boxB.minX <= boxA.maxX, boxA.minY <= boxB.maxY, boxB.minY <= boxA.maxY else { return false }
        let shared = Set([a.first!, a.last!]).intersection([b.first!, b.last!])
        for i in 0..<(a.count - 1) {
            let p = a[i], q = a[i + 1]
            let segmentBox = Rect(minX: min(p.x, q.x), minY: min(p.y, q.y), maxX: max(p.x, q.x), maxY: max(p.y, q.y))
            guard segmentBox.minX <= boxB.maxX, boxB.minX <= segmentBox.maxX, segmentBox.minY <= boxB.maxY, boxB.minY <= segmentBox.maxY else { continue }
            for j in 0..<(b.count - 1) {
                let r = b[j], s = b[j + 1]
                if max(r.x, s.x) < segmentBox.minX || min(r.x, s.x) > segmentBox.maxX || max(r.y, s.y) < segmentBox.minY || min(r.y, s.y) > segmentBox.maxY { continue }
                if let point = intersection(p, q, r, s), !shared.contains(where: { ($0 - point).length < 1e-6 }) { return true }
            }
        }
        return false
    }

    private static func bounds(_ points: [Point]) -> Rect? {
        guard let first = points.first else { return nil }
        return points.dropFirst().reduce(Rect(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)) { $0.including($1) }
    }

    /// The point where segments pq and rs meet, if they do (parallel segments count as not meeting).
    private static func intersection(_ p: Point, _ q: Point, _ r: Point, _ s: Point) -> Point? {
        let d1 = q - p
        let d2 = s - r
        let denominator = d1.cross(d2)
        guard denominator != 0 else { return nil }
        let t = (r - p).cross(d2) / denominator
        let u = (r - p).cross(d1) / denominator
        guard t >= 0, t <= 1, u >= 0, u <= 1 else { return nil }
        return p + d1 * t
    }
}
