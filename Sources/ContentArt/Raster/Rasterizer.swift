extension PixelRect {
    /// The whole pixels the outlines touch, inside `bounds` (empty when they miss it).
    public static func covering(_ outlines: [Polyline], within bounds: PixelRect) -> PixelRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for outline in outlines {
            for p in outline.points {
                minX = min(minX, p.x)
                minY = min(minY, p.y)
                maxX = max(maxX, p.x)
                maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else {
            return PixelRect(x: bounds.x, y: bounds.y, width: 0, height: 0)
        }
        let x0 = max(Double(bounds.x), minX.rounded(.down))
        let y0 = max(Double(bounds.y), minY.rounded(.down))
        let x1 = min(Double(bounds.x + bounds.width), maxX.rounded(.up))
        let y1 = min(Double(bounds.y + bounds.height), maxY.rounded(.up))
        guard x0 < x1, y0 < y1 else { return PixelRect(x: bounds.x, y: bounds.y, width: 0, height: 0) }
        return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }
}

/// Anti-aliased coverage of a pixel area: 0 (outside) to 255 (inside) per pixel.
public struct CoverageMask: Sendable {
    public let area: PixelRect
    public var values: [UInt8]

    public subscript(x: Int, y: Int) -> UInt8 { values[(y - area.y) * area.width + (x - area.x)] }
}

/// Coverage by counting 255 sample points per pixel (17 sub-rows of 15), each sample either
/// inside or outside the fill. Counting, not estimating area, gives the property the jigsaw
/// needs: when closed outlines partition a region along shared edges, every sample of a pixel
/// belongs to exactly one of them, so their coverages sum to exactly 255.
///
/// Exactness rests on two rules. An edge is stored with its endpoints in top-to-bottom order,
/// so an edge walked forwards by one outline and backwards by its neighbour gives both the
/// same crossing at every sample row, bit for bit. And positions are absolute: sample rows
/// and columns are found from the edge and the absolute pixel, never relative to the masked area.
/// Sub-row j's samples sit at x = (k + o(j)) / 15 with o(j) spreading over 17 offsets, so
/// near-vertical edges see 255 distinct positions and near-horizontal ones 17.
public enum Rasterizer {
    static let rows = 17
    static let columns = 15
    static let columnOffsets: [Double] = (0..<17).map { Double(($0 * 7) % 17) / 17 + 0.5 / 17 }

    private struct Edge {
        let x0, y0, y1, slope: Double
        let winding: Int32
    }

    /// The coverage of the outlines (each closed, in pixel coordinates) over `area`.
    public static func coverage(of outlines: [Polyline], fillRule: FillRule, in area: PixelRect) -> CoverageMask {
        var mask = CoverageMask(area: area, values: [UInt8](repeating: 0, count: area.width * area.height))
        guard !area.isEmpty else { return mask }
        var edges: [Edge] = []
        for outline in outlines where outline.points.count > 1 {
            let points = outline.points
            for index in points.indices {
                let a = points[index]
                let b = points[(index + 1) % points.count]
                guard a.y != b.y, a.isFinite, b.isFinite else { continue }
                let (top, bottom, winding): (Point, Point, Int32) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                guard bottom.y > Double(area.y), top.y < Double(area.y + area.height) else { continue }
                edges.append(Edge(x0: top.x, y0: top.y, y1: bottom.y, slope: (bottom.x - top.x) / (bottom.y - top.y), winding: winding))
            }
        }
        guard !edges.isEmpty else { return mask }
        edges.sort { $0.y0 < $1.y0 }
        let width = area.width
        let sampleWidth = width * columns
        let leftSample = area.x * columns
        var counts = [Int32](repeating: 0, count: width + 1)
        var runs = [Int32](repeating: 0, count: width + 1)
        var active: [Int] = []
        var next = 0
        var crossings: [(x: Double, winding: Int32)] = []
        for row in area.y..<(area.y + area.height) {
            let rowTop = Double(row)
            let rowBottom = Double(row + 1)
            active.removeAll { edges[$0].y1 <= rowTop }
            while next < edges.count, edges[next].y0 < rowBottom {
                if edges[next].y1 > rowTop { active.append(next) }
                next += 1
            }
            if active.isEmpty { continue }
            for j in 0..<rows {
                let y = rowTop + (Double(j) + 0.5) / Double(rows)
                crossings.removeAll(keepingCapacity: true)
                for index in active {
                    let edge = edges[index]
                    if edge.y0 <= y, y < edge.y1 {
                        crossings.append((edge.x0 + (y - edge.y0) * edge.slope, edge.winding))
                    }
                }
                guard crossings.count > 1 else { continue }
                crossings.sort { $0.x < $1.x }
                let offset = columnOffsets[j]
                // The number of samples of this sub-row left of x, counted from the area's left.
                func samplesBefore(_ x: Double) -> Int {
                    let absolute = (x * Double(columns) - offset).rounded(.up)
                    if !(absolute > Double(leftSample)) { return 0 }  // also NaN
                    if absolute >= Double(leftSample + sampleWidth) { return sampleWidth }
                    return Int(absolute) - leftSample
                }
                var winding: Int32 = 0
                for index in 0..<(crossings.count - 1) {
                    winding += crossings[index].winding
                    let inside = fillRule == .nonZero ? winding != 0 : winding & 1 != 0
                    guard inside else { continue }
                    let from = samplesBefore(crossings[index].x)
                    let to = samplesBefore(crossings[index + 1].x)
                    guard to > from else { continue }
                    let first = from / columns
                    let last = to / columns
                    if first == last {
                        counts[first] += Int32(to - from)
                    } else {
                        counts[first] += Int32((first + 1) * columns - from)
                        runs[first + 1] += Int32(columns)
                        runs[last] -= Int32(columns)
                        counts[last] += Int32(to - last * columns)
                    }
                }
            }
            let base = (row - area.y) * width
            var run: Int32 = 0
            for x in 0..<width {
                run += runs[x]
                mask.values[base + x] = UInt8(clamping: counts[x] + run)
                counts[x] = 0
                runs[x] = 0
            }
            counts[width] = 0
            runs[width] = 0
        }
        return mask
    }
}
