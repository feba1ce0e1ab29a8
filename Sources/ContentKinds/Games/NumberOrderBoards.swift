import ContentBundle
import ContentCore

/// number-order boards: the numbers 1 … count, each in a font size from the level's range and a
/// colour of the palette's first `colors`, either on a grid of equal tiles (each number alone on
/// a tile chosen at random, at its centre, its box with a gap of a quarter of its font inside the
/// tile) or, without a grid, at random places on the board, no two numbers' boxes (with a gap of
/// a quarter of the larger font) overlapping, all that gap inside the board's edge.
struct NumberOrderBoards {
    let count: Int
    let grid: GridSize?
    let fontSize: IntRange
    let colors: Int
    let board: (width: Int, height: Int)
    let palette: [String]

    static let defaultPalette = ["#e53935", "#1e88e5", "#43a047", "#fb8c00", "#8e24aa", "#00897b", "#6d4c41", "#3949ab"]
    static let placementAttempts = 400
    static let boardAttempts = 12

    /// The schema's bounds, enforced here too (measured: a font range of 2·10¹⁸ trapped in
    /// `box`, and one past 2⁶³ linted clean and then failed the build).
    static let counts = 2...100
    static let fontSizes = 4...400
    static let colorCounts = 1...12
    static let boardSides = 100...4000

    /// The level's boards, or nil when its count, font sizes, colours or the game's board are
    /// outside the schema's bounds.
    init?(_ level: JSONNode, game: JSONNode) {
        guard let count = level["count"]?.integer, let fontSize = level.intRange("fontSize"), let colors = level["colors"]?.integer,
              Self.counts.contains(count), Self.fontSizes.contains(fontSize.low), Self.fontSizes.contains(fontSize.high),
              Self.colorCounts.contains(colors) else { return nil }
        self.count = count
        self.fontSize = fontSize
        self.colors = colors
        if let node = level["grid"] {
            guard let tiles = node.array?.compactMap(\.integer), tiles.count == 2, (1...64).contains(tiles[0]), (1...64).contains(tiles[1]) else { return nil }
            grid = GridSize(rows: tiles[0], columns: tiles[1])
        } else {
            grid = nil
        }
        let size = game["board"]?.array?.compactMap(\.integer) ?? []
        board = size.count == 2 ? (size[0], size[1]) : GameFile.defaultBoard
        guard Self.boardSides.contains(board.width), Self.boardSides.contains(board.height) else { return nil }
        palette = game["palette"]?.array?.compactMap(\.string) ?? Self.defaultPalette
    }

    /// A number's box: about 0.6 of the font size per digit wide, the font size high.
    static func box(_ number: Int, _ font: Int) -> (width: Int, height: Int) {
        (max(1, String(number).count * font * 6 / 10), font)
    }

    /// Why no board can be made (nil when one can): too few colours, or the numbers do not fit.
    var problem: String? {
        if colors > palette.count { return "\(colors) colours, but the palette has \(palette.count)" }
        guard let grid else { return nil }
        if count > grid.cells { return "\(count) numbers need a tile each, but the \(grid.rows)x\(grid.columns) grid has \(grid.cells)" }
        let tile = (width: board.width / grid.columns, height: board.height / grid.rows)
        if !Self.fits(count, fontSize.high, tile) {
            return "\(count) at \(fontSize.high) pt does not fit a \(tile.width)x\(tile.height) pt tile of the \(grid.rows)x\(grid.columns) grid on the \(board.width)x\(board.height) board with a quarter of its font around it"
        }
        return nil
    }

    /// Whether a number's box (0.6 of the font per digit wide, the font high) with a quarter of
    /// the font on every side fits a tile; in twentieths of a point, where both are whole.
    static func fits(_ number: Int, _ font: Int, _ tile: (width: Int, height: Int)) -> Bool {
        String(number).count * font * 12 + 10 * font <= tile.width * 20 && font * 30 <= tile.height * 20
    }

    /// A board on the grid: `count` tiles at random, the numbers at their centres.
    private func gridBoard(_ grid: GridSize, _ random: inout SeededRandom) -> NumberOrderBoard {
        let tiles = random.shuffled(Array(0..<grid.cells)).prefix(count)
        let numbers = tiles.enumerated().map { offset, tile in
            let (row, column) = (tile / grid.columns, tile % grid.columns)
            let font = fontSize.low + random.below(fontSize.high - fontSize.low + 1)
            return NumberOrderBoard.PlacedNumber(
                number: offset + 1, x: (2 * column + 1) * board.width / (2 * grid.columns), y: (2 * row + 1) * board.height / (2 * grid.rows),
                fontSize: font, color: palette[random.below(colors)], row: row, column: column)
        }
        return NumberOrderBoard(board: [board.width, board.height], grid: grid, numbers: numbers)
    }

    /// A board, or nil when the numbers could not be placed.
    func board(_ random: inout SeededRandom) -> NumberOrderBoard? {
        guard problem == nil else { return nil }
        if let grid { return gridBoard(grid, &random) }
        attempt: for _ in 0..<Self.boardAttempts {
            var placed: [(NumberOrderBoard.PlacedNumber, (width: Int, height: Int))] = []
            // why: the largest numbers are the hardest to fit, so they are placed first
            for number in (1...count).reversed() {
                let font = fontSize.low + random.below(fontSize.high - fontSize.low + 1)
                let size = Self.box(number, font)
                // why: in twentieths of a pixel, where the box (0.6 × font per digit) and the gap
                // (a quarter of the larger font) are whole, so no rounding brings boxes closer
                // than the documented quarter font (the pixel boxes rounded down did, on 28 boards)
                let width20 = String(number).count * font * 12, height20 = font * 20
                // a number at the very edge is hard to tap; keep the gap from the edge too
                let (lowX, highX) = ((width20 + 10 * font + 39) / 40, (board.width * 40 - width20 - 10 * font) / 40)
                let (lowY, highY) = ((height20 + 10 * font + 39) / 40, (board.height * 40 - height20 - 10 * font) / 40)
                guard lowX <= highX, lowY <= highY else { return nil }
                var spot: (Int, Int)?
                for _ in 0..<Self.placementAttempts {
                    let x = lowX + random.below(highX - lowX + 1)
                    let y = lowY + random.below(highY - lowY + 1)
                    let clear = placed.allSatisfy { other, _ in
                        let gap20 = max(font, other.fontSize) * 5
                        let otherWidth20 = String(other.number).count * other.fontSize * 12
                        return abs(x - other.x) * 40 >= width20 + otherWidth20 + 2 * gap20
                            || abs(y - other.y) * 40 >= height20 + other.fontSize * 20 + 2 * gap20
                    }
                    if clear { spot = (x, y); break }
                }
                guard let (x, y) = spot else { continue attempt }
                let color = palette[random.below(colors)]
                placed.append((NumberOrderBoard.PlacedNumber(number: number, x: x, y: y, fontSize: font, color: color), size))
            }
            return NumberOrderBoard(board: [board.width, board.height], numbers: placed.map(\.0).sorted { $0.number < $1.number })
        }
        return nil
    }
}
