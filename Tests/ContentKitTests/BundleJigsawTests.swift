import ContentArt
import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The sample pack's jigsaws, through the bundle as a runtime reads them: every piece put back
/// at its recorded place rebuilds the photo exactly.
@Suite struct BundleJigsawTests {
    @Test func piecesRebuildEveryPhoto() throws {
        let url = BundleFixture.sample.bundle
        let bundle = try ContentBundle.open(url)
        #expect(try bundle.jigsaws.count == 10)
        for jigsaw in try bundle.jigsaws {
            let pieces = try bundle.pieces(of: jigsaw)
            #expect(pieces.pieces.count == jigsaw.rows * jigsaw.columns)
            #expect(jigsaw.outline.flatMap { (try? bundle.data(at: $0)) } != nil)
            let source = try PNGCodec.decode([UInt8](try #require((try? bundle.data(at: jigsaw.image))))).get().image
            #expect(source.width == pieces.width && source.height == pieces.height)
            var alpha = [Int](repeating: 0, count: source.width * source.height)
            var wrongColour = 0
            for piece in pieces.pieces {
                let image = try PNGCodec.decode([UInt8](try #require((try? bundle.data(at: piece.file))))).get().image
                #expect(image.width == piece.width && image.height == piece.height)
                for y in 0..<image.height {
                    for x in 0..<image.width {
                        let p = image[x, y]
                        guard p.a > 0 else { continue }
                        alpha[(piece.y + y) * source.width + piece.x + x] += Int(p.a)
                        let s = source[piece.x + x, piece.y + y]
                        if (p.r, p.g, p.b) != (s.r, s.g, s.b) { wrongColour += 1 }
                    }
                }
                #expect((piece.edges.top == .flat) == (piece.row == 0))
                #expect((piece.edges.right == .flat) == (piece.column == jigsaw.columns - 1))
                let sides = [(piece.neighbours.top, piece.edges.top), (piece.neighbours.right, piece.edges.right),
                             (piece.neighbours.bottom, piece.edges.bottom), (piece.neighbours.left, piece.edges.left)]
                #expect(sides.allSatisfy { ($0.0 == nil) == ($0.1 == .flat) }, "\(piece.id): a border side is flat, an inner one a tab or a blank")
            }
            #expect(alpha.allSatisfy { $0 == 255 }, "\(jigsaw.id): \(alpha.filter { $0 != 255 }.count) pixels with a seam or an overlap")
            #expect(wrongColour == 0)
        }
    }
}

/// The sample pack's memory cards, drawn onto their squares in the bundle.
@Suite struct BundleMemoryTests {
    @Test func everyCardIsDrawnOnItsSquare() throws {
        let url = BundleFixture.sample.bundle
        let bundle = try ContentBundle.open(url)
        #expect(try bundle.memorySets.count == 4)
        for set in try bundle.memorySets {
            let images = try #require(set.cardImages)
            #expect(images.count == set.cards.count)
            for path in images {
                let card = try PNGCodec.decode([UInt8](try #require((try? bundle.data(at: path))))).get().image
                #expect(card.width == (set.cardSize ?? 256) && card.height == card.width, "\(path)")
                // centred: the drawing touches the middle, and some of the square is painted
                var painted = 0
                for index in stride(from: 3, to: card.pixels.count, by: 4) where card.pixels[index] > 0 { painted += 1 }
                #expect(painted > card.width * card.height / 20, "\(path) is almost empty")
            }
        }
    }
}

/// Slides' and picture equations' drawings come as PNG too.
@Suite struct BundleDrawingTests {
    @Test func everySlideAndSymbolDrawingHasAPNG() throws {
        let url = BundleFixture.sample.bundle
        let bundle = try ContentBundle.open(url)
        let drawings = try bundle.slides.flatMap { $0.slides.map(\.image) } + bundle.equations.flatMap { $0.symbols.values }
        #expect(drawings.count > 5)
        for path in drawings where path.hasSuffix(".svg") {
            let data = try #require((try? bundle.data(at: path + ".png")), "\(path).png is missing")
            let png = try PNGCodec.decode([UInt8](data)).get().image
            #expect(max(png.width, png.height) == 512)
        }
    }
}

/// The contact sheet: a tile for every picture the sample pack produces.
@Suite struct ContactSheetTests {
    @Test func everyPictureHasATile() throws {
        let contents = BundleFixture.sample.contents
        let tiles = ContactSheet.tiles(of: contents)
        let jigsaws = contents.files.keys.filter { $0.hasSuffix("/pieces.json") }.count
        let cards = contents.files.keys.filter { $0.hasPrefix("memory/") }.count
        let shows = try #require(TileDrawing.decode(ItemsFile<SlideShow>.self, contents.files, SlideShow.kind.itemsFile)).items
        let slides = Set(shows.flatMap { $0.slides.map(\.image) }).count
        let menus = try #require(TileDrawing.decode(ItemsFile<Menu>.self, contents.files, Menu.kind.itemsFile)).items
        let covers = Set(menus.flatMap { [$0.cover] + $0.themes.map(\.cover) }).count
        let matrices = contents.files.keys.filter { $0.hasPrefix("matrix/") && $0.hasSuffix("/panel-0.png") }.count
        let pictured = 24
        let puzzles = try #require(TileDrawing.decode(ItemsFile<PicturePuzzle>.self, contents.files, ContentKind.picturePuzzles.itemsFile)).items.count
        let riddlePictures = try #require(TileDrawing.decode(ItemsFile<Riddle>.self, contents.files, ContentKind.riddles.itemsFile)).items.filter { $0.image != nil }.count
        let dots = contents.files.keys.filter { $0.hasPrefix("dots/") && $0.hasSuffix("/dots.json") }.count
        #expect(tiles.count == jigsaws + cards + dots + matrices + pictured + puzzles + riddlePictures + slides + covers)
        #expect(covers == 15)
        #expect(matrices == 36 && dots == 6 && puzzles >= 36 && riddlePictures >= 12)
        #expect(jigsaws == 10 && cards == 41 && slides > 0)
        let sheet = ContactSheet.sheet(tiles)
        let rows = (tiles.count + ContactSheet.columns - 1) / ContactSheet.columns
        #expect(sheet.width == ContactSheet.columns * 264 + 8 && sheet.height == rows * 264 + 8)
        // a reassembled jigsaw has no see-through seams: its tile is opaque where the photo is
        let first = try #require(tiles.first { $0.label.hasPrefix("jigsaw/") }).image
        #expect(first[128, 128].a == 255)
    }
}
