import ContentArt
import Testing

/// The jigsaw's property: outlines that partition a rectangle along shared edges (each edge
/// flattened once, walked forwards by one outline and backwards by its neighbour) have
/// coverages summing to exactly 255 at every pixel, whatever the shapes.
@Suite struct RasterPartitionTests {
    /// A small deterministic generator (the tests must cut the same shapes everywhere).
    struct Generator {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    /// A grid of cells whose interior corners are jittered and whose interior edges are wavy
    /// polylines; every cell's outline, clockwise.
    static func partition(width: Int, height: Int, columns: Int, rows: Int, seed: UInt64) -> [Polyline] {
        var random = Generator(state: seed)
        let cellWidth = Double(width) / Double(columns)
        let cellHeight = Double(height) / Double(rows)
        var corners: [[Point]] = []
        for row in 0...rows {
            corners.append((0...columns).map { column in
                var x = Double(column) * cellWidth
                var y = Double(row) * cellHeight
                if column > 0, column < columns { x += (random.next() - 0.5) * cellWidth * 0.5 }
                if row > 0, row < rows { y += (random.next() - 0.5) * cellHeight * 0.5 }
                return Point(x, y)
            })
        }
        func edge(_ a: Point, _ b: Point, wavy: Bool) -> [Point] {
            guard wavy else { return [a, b] }
            let count = 3 + Int(random.next() * 20)
            // bumps stay within a tenth of the smaller cell side, so no two edges cross
            let reach = min(cellWidth, cellHeight) * 0.1
            let amplitude = (random.next() - 0.5) * 2 * reach * 0.8
            let normal = (b - a).normalized!.perpendicular
            return (0...count).map { index in
                let t = Double(index) / Double(count)
                let bump = index == 0 || index == count ? 0 : amplitude * (t * (1 - t) * 4) + (random.next() - 0.5) * reach * 0.2
                return a.lerp(b, t) + normal * bump
            }
        }
        // Edges made once: horizontal[row][column] from corner (row, column) to (row, column+1), etc.
        let horizontal = (0...rows).map { row in (0..<columns).map { column in edge(corners[row][column], corners[row][column + 1], wavy: row > 0 && row < rows) } }
        let vertical = (0..<rows).map { row in (0...columns).map { column in edge(corners[row][column], corners[row + 1][column], wavy: column > 0 && column < columns) } }
        var cells: [Polyline] = []
        for row in 0..<rows {
            for column in 0..<columns {
                var points: [Point] = []
                points += horizontal[row][column].dropLast()
                points += vertical[row][column + 1].dropLast()
                points += horizontal[row + 1][column].reversed().dropLast()
                points += vertical[row][column].reversed().dropLast()
                cells.append(Polyline(points: points, closed: true))
            }
        }
        return cells
    }

    private func box(_ outline: Polyline) -> PixelRect {
        let xs = outline.points.map(\.x)
        let ys = outline.points.map(\.y)
        let x0 = Int(xs.min()!.rounded(.down))
        let y0 = Int(ys.min()!.rounded(.down))
        return PixelRect(x: x0, y: y0, width: Int(xs.max()!.rounded(.up)) - x0, height: Int(ys.max()!.rounded(.up)) - y0)
    }

    @Test(arguments: [
        (width: 64, height: 48, columns: 4, rows: 3, seed: UInt64(1)),
        (width: 37, height: 91, columns: 5, rows: 7, seed: 2),
        (width: 100, height: 100, columns: 10, rows: 10, seed: 3),
        (width: 33, height: 17, columns: 1, rows: 1, seed: 4),
        (width: 128, height: 64, columns: 32, rows: 16, seed: 5),
        (width: 50, height: 50, columns: 7, rows: 1, seed: 6),
    ])
    func coveragesSumToFull(_ case: (width: Int, height: Int, columns: Int, rows: Int, seed: UInt64)) {
        for rule in [FillRule.nonZero, .evenOdd] {
            let cells = Self.partition(width: `case`.width, height: `case`.height, columns: `case`.columns, rows: `case`.rows, seed: `case`.seed)
            var sums = [Int](repeating: 0, count: `case`.width * `case`.height)
            for cell in cells {
                // each cell is rasterised in its own box, as the jigsaw cuts each piece on its own
                let mask = Rasterizer.coverage(of: [cell], fillRule: rule, in: box(cell))
                for y in mask.area.y..<(mask.area.y + mask.area.height) {
                    for x in mask.area.x..<(mask.area.x + mask.area.width) where x >= 0 && y >= 0 && x < `case`.width && y < `case`.height {
                        sums[y * `case`.width + x] += Int(mask[x, y])
                    }
                }
            }
            let wrong = sums.enumerated().filter { $0.element != 255 }
            #expect(wrong.isEmpty, "\(wrong.count) pixels do not sum to 255, first \(wrong.first.map { "\($0.offset): \($0.element)" } ?? "")")
        }
    }

    @Test func coverageIsAntiAliased() {
        // a half-plane edge through pixel centres: the edge pixels are half covered
        let square = Polyline(points: [Point(0, 0), Point(4.5, 0), Point(4.5, 4), Point(0, 4)], closed: true)
        let mask = Rasterizer.coverage(of: [square], fillRule: .nonZero, in: PixelRect(x: 0, y: 0, width: 6, height: 4))
        #expect(mask[3, 1] == 255)
        #expect((120...135).contains(mask[4, 1]))
        #expect(mask[5, 1] == 0)
    }

    @Test func fillRulesDiffer() {
        // two nested squares wound the same way: non-zero fills the hole, even-odd leaves it
        let outer = Polyline(points: [Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)], closed: true)
        let inner = Polyline(points: [Point(3, 3), Point(7, 3), Point(7, 7), Point(3, 7)], closed: true)
        let area = PixelRect(x: 0, y: 0, width: 10, height: 10)
        #expect(Rasterizer.coverage(of: [outer, inner], fillRule: .nonZero, in: area)[5, 5] == 255)
        #expect(Rasterizer.coverage(of: [outer, inner], fillRule: .evenOdd, in: area)[5, 5] == 0)
        #expect(Rasterizer.coverage(of: [outer, inner], fillRule: .evenOdd, in: area)[1, 1] == 255)
    }
}
