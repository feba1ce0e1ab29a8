import ContentArt
import ContentCore

/// Draws described picture puzzles as SVG text; the bundle's PNG is rendered from that text by
/// the builder's own renderer, so the two never disagree.
///
/// Paper folding: one panel per fold (the stack before it, the fold line, an arrow from the half
/// that moves), then the folded sheet with its holes; each option is the whole sheet, a faint
/// grid and its holes. View from above: the figure in isometric view (top faces light, the two
/// front faces darker, drawn back to front), each option the grid from above, covered cells grey
/// and, for heights, as many pips as cubes.
enum PuzzleDrawing {
    /// A panel's side in SVG units (and PNG pixels).
    static let side = 160

    // MARK: - Paper folding

    static func foldQuestion(_ fold: PaperFold) -> String? {
        guard case .success(let regions) = fold.regions() else { return nil }
        var panels: [String] = []
        for (index, move) in fold.folds.enumerated() {
            panels.append(group(at: index, sheet(fold.size, region: regions[index]) + foldLine(fold.size, region: regions[index], move)))
        }
        let last = regions[regions.count - 1]
        let holes = fold.holes.map { PaperFold.Cell(column: last.column + $0.column, row: last.row + $0.row) }
        panels.append(group(at: fold.folds.count, sheet(fold.size, region: last) + holeMarks(fold.size, holes)))
        return document(width: side * panels.count, height: side, panels.joined())
    }

    static func foldOption(size: Int, holes: [PaperFold.Cell]) -> String {
        let whole = PaperFold.Region(column: 0, row: 0, width: size, height: size)
        return document(width: side, height: side, sheet(size, region: whole) + gridLines(size) + holeMarks(size, holes))
    }

    private static var margin: Double { 16 }
    private static func cellSide(_ size: Int) -> Double { (Double(side) - 2 * margin) / Double(size) }

    /// The whole sheet faint, the stack's region white and outlined.
    private static func sheet(_ size: Int, region: PaperFold.Region) -> String {
        let cell = cellSide(size)
        let outline = rect(margin, margin, Double(size) * cell, Double(size) * cell, fill: "#ececec", stroke: "#c8c8c8", width: 1)
        return outline + rect(margin + Double(region.column) * cell, margin + Double(region.row) * cell,
                              Double(region.width) * cell, Double(region.height) * cell, fill: "#ffffff", stroke: "#000000", width: 2)
    }

    private static func gridLines(_ size: Int) -> String {
        let cell = cellSide(size)
        let end = margin + Double(size) * cell
        return (1..<size).map { index in
            let at = margin + Double(index) * cell
            return line(at, margin, at, end, stroke: "#d8d8d8", width: 1) + line(margin, at, end, at, stroke: "#d8d8d8", width: 1)
        }.joined()
    }

    /// The fold line across the middle of the region and an arrow from the moving half over it.
    private static func foldLine(_ size: Int, region: PaperFold.Region, _ fold: PaperFold.Fold) -> String {
        let cell = cellSide(size)
        let (x, y) = (margin + Double(region.column) * cell, margin + Double(region.row) * cell)
        let (width, height) = (Double(region.width) * cell, Double(region.height) * cell)
        let (midX, midY) = (x + width / 2, y + height / 2)
        let reach = (fold.isVertical ? width : height) / 4
        let line = fold.isVertical ? line(midX, y, midX, y + height, stroke: "#1f6fd0", width: 3) : line(x, midY, x + width, midY, stroke: "#1f6fd0", width: 3)
        let (from, to): ((Double, Double), (Double, Double)) = switch fold {
        case .leftOverRight: ((midX - reach, midY), (midX + reach, midY))
        case .rightOverLeft: ((midX + reach, midY), (midX - reach, midY))
        case .topOverBottom: ((midX, midY - reach), (midX, midY + reach))
        case .bottomOverTop: ((midX, midY + reach), (midX, midY - reach))
        }
        return line + arrow(from: from, to: to)
    }

    /// A curved arrow (a bow over the fold line) with a filled head.
    private static func arrow(from: (Double, Double), to: (Double, Double)) -> String {
        let (dx, dy) = (to.0 - from.0, to.1 - from.1)
        let length = (dx * dx + dy * dy).squareRoot()
        let (ux, uy) = (dx / length, dy / length)
        let bow = (from.0 + dx / 2 - uy * length / 3, from.1 + dy / 2 + ux * length / 3)
        let headBase = (to.0 - ux * 9, to.1 - uy * 9)
        let curve = "<path d=\"M\(n(from.0)) \(n(from.1)) Q\(n(bow.0)) \(n(bow.1)) \(n(headBase.0)) \(n(headBase.1))\" fill=\"none\" stroke=\"#d03a1f\" stroke-width=\"3\"/>"
        let head = "<path d=\"M\(n(to.0)) \(n(to.1)) L\(n(headBase.0 - uy * 6)) \(n(headBase.1 + ux * 6)) L\(n(headBase.0 + uy * 6)) \(n(headBase.1 - ux * 6)) Z\" fill=\"#d03a1f\"/>"
        return curve + head
    }

    private static func holeMarks(_ size: Int, _ holes: [PaperFold.Cell]) -> String {
        let cell = cellSide(size)
        return holes.sorted().map { hole in
            "<circle cx=\"\(n(margin + (Double(hole.column) + 0.5) * cell))\" cy=\"\(n(margin + (Double(hole.row) + 0.5) * cell))\" r=\"\(n(cell * 0.3))\" fill=\"#000000\"/>"
        }.joined()
    }

    // MARK: - View from above

    static func blocksQuestion(_ figure: BlockFigure) -> String { blocks(figure, probe: nil) }

    /// The cells whose stack's top face the drawing hides (behind cubes nearer the eye): a
    /// player cannot see that anything stands there, or how high.
    static func hiddenStacks(_ figure: BlockFigure) -> [(column: Int, row: Int)] {
        let tops = figure.stackTops
        guard tops.count <= 250, case .success(let document) = SVGReader.read(Array(blocks(figure, probe: tops).utf8)) else { return [] }
        let image = SVGRenderer.render(document, width: side * 2, height: side)
        var seen = Array(repeating: 0, count: tops.count)
        for pixel in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[pixel + 1] == 0 && image.pixels[pixel + 2] == 255 {
            let index = Int(image.pixels[pixel]) - 1
            if index >= 0, index < seen.count { seen[index] += 1 }
        }
        // why: a top face drawn at this size covers hundreds of pixels; a few are its anti-aliased edge
        return tops.enumerated().filter { seen[$0.offset] < 12 }.map { ($0.element.column, $0.element.row) }
    }

    /// The isometric figure; with `probe`, every face white and the top face of each listed
    /// cube in its own colour (red = its index + 1, blue full), without outlines.
    private static func blocks(_ figure: BlockFigure, probe: [BlockFigure.Cube]?) -> String {
        // why: isometric axes — a column step goes right and down, a row step (to the front) left
        // and down, a level up; cubes drawn by column + row + level show the top and both front faces
        func raw(_ column: Double, _ row: Double, _ level: Double) -> (Double, Double) {
            ((column - row) * 0.866, (column + row) * 0.5 - level)
        }
        // why: the figure fills the picture whatever its shape: fitted to its own projected bounds
        let offsets: [(Double, Double, Double)] = [(0, 0, 0), (1, 0, 0), (0, 1, 0), (1, 1, 0), (0, 0, 1), (1, 0, 1), (0, 1, 1), (1, 1, 1)]
        var xs: [Double] = []
        var ys: [Double] = []
        for cube in figure.cubes {
            for offset in offsets {
                let corner = raw(Double(cube.column) + offset.0, Double(cube.row) + offset.1, Double(cube.level) + offset.2)
                xs.append(corner.0)
                ys.append(corner.1)
            }
        }
        let (minX, maxX, minY, maxY) = (xs.min() ?? 0, xs.max() ?? 1, ys.min() ?? 0, ys.max() ?? 1)
        let (width, height) = (Double(side * 2), Double(side))
        let unit: Double = min((width - 24) / max(maxX - minX, 1), (height - 24) / max(maxY - minY, 1))
        let offsetX: Double = (width - (maxX - minX) * unit) / 2 - minX * unit
        let offsetY: Double = (height - (maxY - minY) * unit) / 2 - minY * unit
        func point(_ column: Double, _ row: Double, _ level: Double) -> (Double, Double) {
            let (x, y) = raw(column, row, level)
            return (offsetX + x * unit, offsetY + y * unit)
        }
        let order = figure.cubes.sorted { ($0.column + $0.row + $0.level, $0.level, $0.row) < ($1.column + $1.row + $1.level, $1.level, $1.row) }
        let faces = order.map { cube -> String in
            let (c, r, l) = (Double(cube.column), Double(cube.row), Double(cube.level))
            let top = [point(c, r, l + 1), point(c + 1, r, l + 1), point(c + 1, r + 1, l + 1), point(c, r + 1, l + 1)]
            let right = [point(c + 1, r, l + 1), point(c + 1, r + 1, l + 1), point(c + 1, r + 1, l), point(c + 1, r, l)]
            let front = [point(c, r + 1, l + 1), point(c + 1, r + 1, l + 1), point(c + 1, r + 1, l), point(c, r + 1, l)]
            if let probe {
                let index = probe.firstIndex(of: cube).map { $0 + 1 }
                let topFill = index.map { "#" + ($0 < 16 ? "0" : "") + String($0, radix: 16) + "00ff" } ?? "#ffffff"
                return polygon(top, fill: topFill, outlined: false) + polygon(right, fill: "#ffffff", outlined: false) + polygon(front, fill: "#ffffff", outlined: false)
            }
            return polygon(top, fill: "#f2d27a") + polygon(right, fill: "#b8862b") + polygon(front, fill: "#d9a84a")
        }
        return document(width: side * 2, height: side, faces.joined())
    }

    static func topOption(_ view: BlockFigure.TopView, heights: Bool) -> String {
        let rows = max(1, view.count)
        let columns = max(1, view.map(\.count).max() ?? 1)
        let cell = (Double(side) - 2 * margin) / Double(max(rows, columns))
        let (x0, y0) = (margin + (Double(side) - 2 * margin - cell * Double(columns)) / 2, margin + (Double(side) - 2 * margin - cell * Double(rows)) / 2)
        var body = ""
        for (row, values) in view.enumerated() {
            for column in 0..<columns {
                let value = column < values.count ? values[column] : 0
                let (x, y) = (x0 + Double(column) * cell, y0 + Double(row) * cell)
                body += rect(x, y, cell, cell, fill: value > 0 ? "#f2d27a" : "#ffffff", stroke: "#000000", width: value > 0 ? 2 : 1)
                if heights && value > 0 { body += pips(value, x: x, y: y, cell: cell) }
            }
        }
        return document(width: side, height: side, body)
    }

    /// Up to nine pips in a 3 × 3 arrangement, like a die.
    private static func pips(_ count: Int, x: Double, y: Double, cell: Double) -> String {
        let places: [[Int]] = [[4], [0, 8], [0, 4, 8], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8], [0, 2, 3, 4, 5, 6, 8], [0, 1, 2, 3, 5, 6, 7, 8], Array(0...8)]
        return places[min(count, 9) - 1].map { place in
            "<circle cx=\"\(n(x + cell * (0.25 + 0.25 * Double(place % 3))))\" cy=\"\(n(y + cell * (0.25 + 0.25 * Double(place / 3))))\" r=\"\(n(cell * 0.08))\" fill=\"#000000\"/>"
        }.joined()
    }

    // MARK: - SVG text

    static func document(width: Int, height: Int, _ body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
            + rect(0, 0, Double(width), Double(height), fill: "#ffffff", stroke: nil, width: 0) + "\n" + body + "\n</svg>\n"
    }

    private static func group(at index: Int, _ body: String) -> String { "<g transform=\"translate(\(index * side) 0)\">\(body)</g>\n" }

    private static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, fill: String, stroke: String?, width strokeWidth: Double) -> String {
        let line = stroke.map { " stroke=\"\($0)\" stroke-width=\"\(n(strokeWidth))\"" } ?? ""
        return "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"\(fill)\"\(line)/>"
    }

    private static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, width: Double) -> String {
        "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\"/>"
    }

    private static func polygon(_ points: [(Double, Double)], fill: String, outlined: Bool = true) -> String {
        let outline = outlined ? " stroke=\"#000000\" stroke-width=\"1.5\" stroke-linejoin=\"round\"" : ""
        return "<polygon points=\"\(points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " "))\" fill=\"\(fill)\"\(outline)/>"
    }

    private static func n(_ value: Double) -> String { DecimalText.format(value, places: 2) }

    /// The PNG of an SVG text, rendered at its own size.
    static func png(_ svg: String) -> [UInt8]? {
        guard case .success(let document) = SVGReader.read(Array(svg.utf8)) else { return nil }
        let size = SVGRenderer.size(of: document, width: nil, height: nil)
        return try? PNGCodec.encode(SVGRenderer.render(document, width: size.width, height: size.height)).get()
    }
}
