import Foundation
import ContentCore

/// Draws described arithmetic picture puzzles as SVG text (the builder renders the PNG from it):
/// each row a chain of cells, numbers as seven-segment digits (the builder draws no text),
/// operators as bars, figures as small drawings counted in a grid, the missing cell as a dashed
/// box with a question mark; each option its number, large.
enum ArithmeticDrawing {
    /// A row's height in SVG units (and PNG pixels).
    static let rowHeight = 96.0
    private static let digitWidth = 26.0, digitHeight = 46.0, bar = 6.0, gap = 8.0
    private static let figureSide = 26.0
    private static let ink = "#222222"

    static func question(_ picture: ArithmeticPicture) -> String {
        let widths: [Double] = picture.rows.map { cells -> Double in
            let sum: Double = cells.map(Self.cellWidth).reduce(0, +)
            return sum + gap * Double(max(0, cells.count - 1))
        }
        let total: Double = (widths.max() ?? 0) + 32
        var body = ""
        for (index, cells) in picture.rows.enumerated() {
            var x = (total - widths[index]) / 2
            let y = 8 + Double(index) * rowHeight + rowHeight / 2
            for cell in cells {
                body += draw(cell, x: x, centreY: y)
                x += Self.cellWidth(cell) + gap
            }
        }
        return PuzzleDrawing.document(width: Int(total.rounded(.up)), height: Int(16 + rowHeight * Double(picture.rows.count)), body)
    }

    /// An option: its number as written (`12`, `-3`, `2.5`), centred and as large as fits.
    static func option(_ text: String) -> String {
        let side = Double(PuzzleDrawing.side)
        let natural = numberWidth(text)
        let scale = min(2, (side - 24) / max(natural, 1))
        let x = (side - natural * scale) / 2
        let group = "<g transform=\"translate(\(n(x)) \(n(side / 2))) scale(\(n(scale)))\">" + number(text, x: 0, centreY: 0) + "</g>"
        return PuzzleDrawing.document(width: PuzzleDrawing.side, height: PuzzleDrawing.side, group)
    }

    private static func cellWidth(_ cell: ArithmeticPicture.Cell) -> Double {
        switch cell {
        case .number(_, let text): numberWidth(text)
        case .figures(let count, _): Double(min(count, 4)) * figureSide + 4
        case .operation, .equals: 40
        case .missing: 56
        }
    }

    private static func draw(_ cell: ArithmeticPicture.Cell, x: Double, centreY y: Double) -> String {
        switch cell {
        case .number(_, let text): return number(text, x: x, centreY: y)
        case .figures(let count, let figure):
            let rows = (count + 3) / 4
            let top = y - Double(rows) * figureSide / 2
            return (0..<count).map { index in
                figureShape(figure, x: x + 2 + Double(index % 4) * figureSide, y: top + Double(index / 4) * figureSide)
            }.joined()
        case .operation(let op): return operation(op, x: x + 20, y: y)
        case .equals: return rect(x + 6, y - 11, 28, bar) + rect(x + 6, y + 5, 28, bar)
        case .missing:
            let box = "<rect x=\"\(n(x + 2))\" y=\"\(n(y - 30))\" width=\"52\" height=\"60\" fill=\"#fff6d6\" stroke=\"\(ink)\" stroke-width=\"2\" stroke-dasharray=\"6 4\"/>"
            let mark = "<path d=\"M\(n(x + 18)) \(n(y - 10)) C\(n(x + 18)) \(n(y - 24)) \(n(x + 38)) \(n(y - 24)) \(n(x + 38)) \(n(y - 12)) C\(n(x + 38)) \(n(y - 4)) \(n(x + 28)) \(n(y - 4)) \(n(x + 28)) \(n(y + 6))\" fill=\"none\" stroke=\"#d03a1f\" stroke-width=\"5\" stroke-linecap=\"round\"/>"
            return box + mark + "<circle cx=\"\(n(x + 28))\" cy=\"\(n(y + 17))\" r=\"3.5\" fill=\"#d03a1f\"/>"
        }
    }

    private static func operation(_ op: ArithmeticPicture.Operator, x: Double, y: Double) -> String {
        switch op {
        case .plus: return rect(x - 14, y - bar / 2, 28, bar) + rect(x - bar / 2, y - 14, bar, 28)
        case .minus: return rect(x - 14, y - bar / 2, 28, bar)
        case .times:
            return "<path d=\"M\(n(x - 11)) \(n(y - 11)) L\(n(x + 11)) \(n(y + 11)) M\(n(x + 11)) \(n(y - 11)) L\(n(x - 11)) \(n(y + 11))\" stroke=\"\(ink)\" stroke-width=\"\(n(bar))\" stroke-linecap=\"round\" fill=\"none\"/>"
        case .divided:
            return rect(x - 14, y - bar / 2, 28, bar) + "<circle cx=\"\(n(x))\" cy=\"\(n(y - 11))\" r=\"4\" fill=\"\(ink)\"/><circle cx=\"\(n(x))\" cy=\"\(n(y + 11))\" r=\"4\" fill=\"\(ink)\"/>"
        }
    }

    // MARK: - Seven-segment numbers

    private static func numberWidth(_ text: String) -> Double {
        text.reduce(0.0) { total, character in total + (character == "." ? 12 : digitWidth + 6) }
    }

    /// Segments a…g of each digit (a top, b top right, c bottom right, d bottom, e bottom left,
    /// f top left, g middle).
    private static let segments: [Character: String] = [
        "0": "abcdef", "1": "bc", "2": "abdeg", "3": "abcdg", "4": "bcfg", "5": "acdfg", "6": "acdefg", "7": "abc", "8": "abcdefg", "9": "abcdfg", "-": "g",
    ]

    private static func number(_ text: String, x: Double, centreY y: Double) -> String {
        var out = ""
        var left = x
        for character in text {
            if character == "." {
                out += "<circle cx=\"\(n(left + 4))\" cy=\"\(n(y + digitHeight / 2 - 3))\" r=\"3.5\" fill=\"\(ink)\"/>"
                left += 12
                continue
            }
            let (w, h, top) = (digitWidth, digitHeight, y - digitHeight / 2)
            let half = h / 2
            for segment in segments[character] ?? "" {
                switch segment {
                case "a": out += rect(left + bar / 2, top, w - bar, bar)
                case "b": out += rect(left + w - bar, top + bar / 2, bar, half - bar / 2)
                case "c": out += rect(left + w - bar, top + half, bar, half - bar / 2)
                case "d": out += rect(left + bar / 2, top + h - bar, w - bar, bar)
                case "e": out += rect(left, top + half, bar, half - bar / 2)
                case "f": out += rect(left, top + bar / 2, bar, half - bar / 2)
                default: out += rect(left + bar / 2, top + half - bar / 2, w - bar, bar)
                }
            }
            left += digitWidth + 6
        }
        return out
    }

    // MARK: - Figures

    private static func figureShape(_ figure: String, x: Double, y: Double) -> String {
        let (cx, cy, r) = (x + figureSide / 2, y + figureSide / 2, figureSide * 0.4)
        switch figure {
        case "apple":
            return "<circle cx=\"\(n(cx))\" cy=\"\(n(cy + 1))\" r=\"\(n(r))\" fill=\"#d8342b\" stroke=\"#7a1610\" stroke-width=\"1\"/>"
                + "<path d=\"M\(n(cx)) \(n(cy - r + 2)) L\(n(cx + 1)) \(n(cy - r - 3))\" stroke=\"#5b3a1a\" stroke-width=\"2\"/>"
                + "<ellipse cx=\"\(n(cx + 4))\" cy=\"\(n(cy - r - 1))\" rx=\"4\" ry=\"2\" fill=\"#3f9b2f\"/>"
        case "ball":
            return "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(r))\" fill=\"#2f7fd8\" stroke=\"#123a66\" stroke-width=\"1\"/>"
                + "<path d=\"M\(n(cx - r)) \(n(cy)) Q\(n(cx)) \(n(cy - r * 0.8)) \(n(cx + r)) \(n(cy))\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"2\"/>"
        case "cube":
            return "<rect x=\"\(n(cx - r))\" y=\"\(n(cy - r))\" width=\"\(n(2 * r))\" height=\"\(n(2 * r))\" fill=\"#f2a93b\" stroke=\"#7a4d0c\" stroke-width=\"1.5\"/>"
        case "heart":
            let d = "M\(n(cx)) \(n(cy + r)) C\(n(cx - 2 * r)) \(n(cy - r * 0.2)) \(n(cx - r * 0.8)) \(n(cy - 1.6 * r)) \(n(cx)) \(n(cy - r * 0.5)) C\(n(cx + r * 0.8)) \(n(cy - 1.6 * r)) \(n(cx + 2 * r)) \(n(cy - r * 0.2)) \(n(cx)) \(n(cy + r)) Z"
            return "<path d=\"\(d)\" fill=\"#e0457b\" stroke=\"#7a1640\" stroke-width=\"1\"/>"
        default:
            let points = (0..<10).map { index -> String in
                let angle = Double(index) * Double.pi / 5 - Double.pi / 2
                let radius = index % 2 == 0 ? r * 1.1 : r * 0.45
                return "\(n(cx + radius * cos(angle))),\(n(cy + radius * sin(angle)))"
            }
            return "<polygon points=\"\(points.joined(separator: " "))\" fill=\"#f5c518\" stroke=\"#8a6d00\" stroke-width=\"1\"/>"
        }
    }

    private static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"1.5\" fill=\"\(ink)\"/>"
    }

    private static func n(_ value: Double) -> String { DecimalText.format(value, places: 2) }
}
