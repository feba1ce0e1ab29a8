import Foundation
import ContentBundle
import ContentArt
import ContentCore
import ContentKinds
import ContentCheck

/// One picture for a designer to look over a whole pack: every picture the build produces,
/// fitted into square tiles, kind by kind — each jigsaw put back together from its pieces with
/// its cut lines over it, every memory card, every connect-the-dots picture with its dots and
/// numbers, every IQ item with its key framed, every slide.
public enum ContactSheet {
    public typealias Tile = ContactTile

    public static let tileSide = TileDrawing.side
    public static let columns = 8
    static let gap = 8

    /// The tiles of a built pack, kind by kind (in kind order), each kind's in a stable order.
    public static func tiles(of contents: BundleContents) -> [Tile] {
        KindRegistry.all.flatMap { $0.tiles(contents.files) }
    }

    /// The tiles on a grid, `columns` wide, on a light background.
    public static func sheet(_ tiles: [Tile]) -> RGBAImage {
        let rows = max(1, (tiles.count + columns - 1) / columns)
        let width = columns * (tileSide + gap) + gap
        let height = rows * (tileSide + gap) + gap
        var canvas = Canvas(width: width, height: height)
        canvas.clear(to: Color(r: 0.93, g: 0.93, b: 0.93))
        let white = RGBAImage(width: tileSide, height: tileSide, pixels: Array(repeating: 255, count: tileSide * tileSide * 4))
        for (index, tile) in tiles.enumerated() {
            let x = gap + (index % columns) * (tileSide + gap)
            let y = gap + (index / columns) * (tileSide + gap)
            canvas.draw(white, x: x, y: y)
            canvas.draw(tile.image, x: x, y: y)
        }
        return canvas.image
    }
}
