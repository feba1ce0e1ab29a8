import ContentArt
import ContentCore

/// Boxes by the cells of a grid over the picture, so that a question about one label's
/// neighbourhood looks at its neighbours, not at every dot, stretch of line and label.
///
/// Boxes outside the picture are clamped to its border cells; a box covering more than
/// `wideCells` cells (a long straight stretch, a huge coordinate) is kept in one list that every
/// query sees, so inserting costs at most `wideCells` per box whatever the coordinates.
struct SpatialGrid {
    private let origin: Point
    private let cell: Double
    private let columns: Int
    private let rows: Int
    private var buckets: [[Int]]
    private var wide: [Int] = []
    private var seen: [Int] = []
    private var stamp = 0
    // why: 64 cells per box bounds an insertion; a box wider than that is rare and seen by all
    private let wideCells = 64

    /// A grid over `bounds` with cells about `cell` wide (at most 128 x 128 cells).
    init(bounds: Rect, cell: Double) {
        let size = max(cell, max(bounds.width, bounds.height) / 128, 1e-9)
        origin = Point(bounds.minX, bounds.minY)
        self.cell = size
        columns = max(1, min(128, Int((bounds.width / size).rounded(.up))))
        rows = max(1, min(128, Int((bounds.height / size).rounded(.up))))
        buckets = Array(repeating: [], count: columns * rows)
    }

    private func span(_ box: Rect) -> (ClosedRange<Int>, ClosedRange<Int>)? {
        func index(_ value: Double, _ start: Double, _ count: Int) -> Int {
            let raw = (value - start) / cell
            guard raw.isFinite else { return raw > 0 ? count - 1 : 0 }
            return Int(max(0, min(Double(count - 1), raw.rounded(.down))))
        }
        guard !box.minX.isNaN, !box.minY.isNaN, !box.maxX.isNaN, !box.maxY.isNaN else { return nil }
        return (index(box.minX, origin.x, columns)...index(box.maxX, origin.x, columns),
                index(box.minY, origin.y, rows)...index(box.maxY, origin.y, rows))
    }

    /// Files `id` under every cell its box touches.
    mutating func insert(_ id: Int, _ box: Rect) {
        guard let (xs, ys) = span(box) else { return }
        if xs.count * ys.count > wideCells {
            wide.append(id)
            return
        }
        for y in ys { for x in xs { buckets[y * columns + x].append(id) } }
    }

    /// Takes `id` out of the cells of `box` (the box it was inserted with).
    mutating func remove(_ id: Int, _ box: Rect) {
        guard let (xs, ys) = span(box) else { return }
        if xs.count * ys.count > wideCells {
            if let at = wide.firstIndex(of: id) { wide.remove(at: at) }
            return
        }
        for y in ys {
            for x in xs {
                if let at = buckets[y * columns + x].firstIndex(of: id) { buckets[y * columns + x].remove(at: at) }
            }
        }
    }

    /// Each id whose cells meet the box's cells, once (a superset of the boxes that meet it),
    /// until `body` returns false.
    mutating func near(_ box: Rect, _ body: (Int) -> Bool) {
        guard let (xs, ys) = span(box) else { return }
        stamp += 1
        func visit(_ id: Int) -> Bool {
            if id >= seen.count { seen.append(contentsOf: repeatElement(0, count: id - seen.count + 1)) }
            guard seen[id] != stamp else { return true }
            seen[id] = stamp
            return body(id)
        }
        for id in wide where !visit(id) { return }
        for y in ys { for x in xs { for id in buckets[y * columns + x] where !visit(id) { return } } }
    }
}
