import ContentBundle
import ContentCore

/// number-order boards: the numbers 1 … count at random places on the board, each in a font
/// size from the level's range and a colour of the palette's first `colors`, no two numbers'
/// boxes (with a gap of a quarter of the larger font) overlapping, all that gap inside the board's edge.
struct NumberOrderBoards {
    let count: Int
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
        return nil
    }

    /// A board, or nil when the numbers could not be placed.
    func board(_ random: inout SeededRandom) -> NumberOrderBoard? {
        guard problem == nil else { return nil }
        attempt: for _ in 0..<Self.boardAttempts {
            var placed: [(NumberOrderBoard.PlacedNumber, (width: Int, height: Int))] = []
            // why: the largest numbers are the hardest to fit, so they are placed first
            for number in (1...count).reversed() {
                let font = fontSize.low + random.below(fontSize.high - fontSize.low + 1)
                let size = Self.box(number, font)
                // why: a number at the very edge is hard to tap; keep the gap from the edge too
                let margin = font / 4
                let (room, height) = (board.width - size.width - 2 * margin, board.height - size.height - 2 * margin)
                guard room >= 0, height >= 0 else { return nil }
                var spot: (Int, Int)?
                for _ in 0..<Self.placementAttempts {
                    let x = margin + size.width / 2 + random.below(room + 1)
                    let y = margin + size.height / 2 + random.below(height + 1)
                    let clear = placed.allSatisfy { other, otherSize in
                        let gap = max(font, other.fontSize) / 4
                        return abs(x - other.x) * 2 >= size.width + otherSize.width + 2 * gap
                            || abs(y - other.y) * 2 >= size.height + otherSize.height + 2 * gap
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
