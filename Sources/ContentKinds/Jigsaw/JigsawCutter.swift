import ContentArt
import ContentCore

/// One cut piece: where it goes and its pixels.
public struct JigsawPiece: Sendable {
    public let row: Int
    public let column: Int
    /// Its box in the picture: where the piece's PNG goes when the puzzle is solved.
    public let box: PixelRect
    /// The piece's pixels (the picture's own colours; alpha is the piece's share of each pixel).
    public let image: RGBAImage

    public var id: String { Self.id(row: row, column: column) }

    /// A piece's id and file name: `piece-ROW-COLUMN`, counted from 0 (the top-left piece is
    /// `piece-0-0`). Findings name pieces the same way, so a message points at a file.
    public static func id(row: Int, column: Int) -> String { "piece-\(row)-\(column)" }

    /// Where a piece goes, without its pixels.
    public struct Place: Sendable {
        public let row: Int
        public let column: Int
        public let box: PixelRect
        public var id: String { JigsawPiece.id(row: row, column: column) }
    }

    public var place: Place { Place(row: row, column: column, box: box) }
}

/// Cuts the pieces out of the decoded picture, in parallel.
///
/// A piece's alpha is its coverage (the rasterizer counts 255 samples per pixel, and the pieces
/// of a partition share them out exactly). On pictures with transparency the picture's own alpha
/// is shared out the same way, exactly: with S the coverage of the earlier pieces (in row-major
/// order) at a pixel, a piece gets ⌊α·(S + c)/255⌋ − ⌊α·S/255⌋, which sums to α over the pieces.
/// Colour channels are the picture's, untouched, wherever a piece has alpha.
public enum JigsawCutter {
    public static func cut(_ picture: RGBAImage, _ cut: JigsawCut, jobs: Int = 0) -> [JigsawPiece] {
        let cells = (0..<cut.definition.rows).flatMap { row in (0..<cut.definition.columns).map { (row, $0) } }
        return cells.parallelMap(jobs: jobs) { row, column in piece(picture, cut, row: row, column: column) }
    }

    static func piece(_ picture: RGBAImage, _ cut: JigsawCut, row: Int, column: Int) -> JigsawPiece {
        let outline = cut.outline(row: row, column: column)
        let box = PixelRect.covering([outline], within: PixelRect(x: 0, y: 0, width: picture.width, height: picture.height))
        let coverage = Rasterizer.coverage(of: [outline], fillRule: .nonZero, in: box)
        var pixels = [UInt8](repeating: 0, count: box.width * box.height * 4)
        let opaque = isOpaque(picture, box)
        // the coverage of earlier pieces, needed only to share out a picture's own alpha
        var earlier = [Int](repeating: 0, count: opaque ? 0 : box.width * box.height)
        if !opaque {
            for (r, c) in [(row - 1, column - 1), (row - 1, column), (row - 1, column + 1), (row, column - 1)]
            where r >= 0 && c >= 0 && c < cut.definition.columns {
                let mask = Rasterizer.coverage(of: [cut.outline(row: r, column: c)], fillRule: .nonZero, in: box)
                for index in earlier.indices { earlier[index] += Int(mask.values[index]) }
            }
        }
        picture.pixels.withUnsafeBufferPointer { source in
            for y in 0..<box.height {
                for x in 0..<box.width {
                    let share = Int(coverage.values[y * box.width + x])
                    guard share > 0 else { continue }
                    let from = ((box.y + y) * picture.width + box.x + x) * 4
                    let to = (y * box.width + x) * 4
                    let alpha: Int
                    if opaque {
                        alpha = share
                    } else {
                        let sourceAlpha = Int(source[from + 3])
                        let before = earlier[y * box.width + x]
                        alpha = sourceAlpha * (before + share) / 255 - sourceAlpha * before / 255
                    }
                    guard alpha > 0 else { continue }
                    pixels[to] = source[from]
                    pixels[to + 1] = source[from + 1]
                    pixels[to + 2] = source[from + 2]
                    pixels[to + 3] = UInt8(alpha)
                }
            }
        }
        return JigsawPiece(row: row, column: column, box: box, image: RGBAImage(width: box.width, height: box.height, pixels: pixels))
    }

    private static func isOpaque(_ picture: RGBAImage, _ box: PixelRect) -> Bool {
        for y in box.y..<(box.y + box.height) {
            var index = (y * picture.width + box.x) * 4 + 3
            for _ in 0..<box.width {
                if picture.pixels[index] != 255 { return false }
                index += 4
            }
        }
        return true
    }
}
