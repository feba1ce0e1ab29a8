import ContentArt
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The proof of exactness: every piece put back at its recorded place gives, at every pixel,
/// alphas summing to the picture's alpha (255 for a photo) and the picture's colour.
@Suite struct JigsawCutTests {
    /// A picture with detail everywhere (and, when asked, varying transparency).
    static func picture(_ width: Int, _ height: Int, alpha: Bool = false) -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8((x * 7 + y) % 256), UInt8((y * 5) % 256), UInt8((x * y) % 256),
                           alpha ? UInt8((x * 3 + y * 11) % 256) : 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    private func reassemble(_ picture: RGBAImage, rows: Int, columns: Int, tabSize: Double = 0.2, jitter: Double = 0.04, seed: UInt64 = 7) {
        let definition = JigsawDefinition(id: "test", image: "test.png", rows: rows, columns: columns, seed: seed, tabSize: tabSize, jitter: jitter)
        let cut = JigsawCut(definition, width: picture.width, height: picture.height)
        // a cut whose edges cross is not a partition (lint refuses it); these must be clean
        #expect(!cut.problems().contains { if case .crosses = $0 { true } else { false } })
        let pieces = JigsawCutter.cut(picture, cut)
        #expect(pieces.count == rows * columns)
        var alpha = [Int](repeating: 0, count: picture.width * picture.height)
        var wrongColour = 0
        for piece in pieces {
            for y in 0..<piece.box.height {
                for x in 0..<piece.box.width {
                    let p = piece.image[x, y]
                    guard p.a > 0 else { continue }
                    let px = piece.box.x + x
                    let py = piece.box.y + y
                    alpha[py * picture.width + px] += Int(p.a)
                    let s = picture[px, py]
                    if (p.r, p.g, p.b) != (s.r, s.g, s.b) { wrongColour += 1 }
                }
            }
        }
        var wrongAlpha = 0
        for y in 0..<picture.height {
            for x in 0..<picture.width where alpha[y * picture.width + x] != Int(picture[x, y].a) { wrongAlpha += 1 }
        }
        #expect(wrongAlpha == 0, "\(rows)x\(columns) on \(picture.width)x\(picture.height): \(wrongAlpha) pixels whose alphas do not sum to the picture's")
        #expect(wrongColour == 0)
    }

    @Test func oneByOne() { reassemble(Self.picture(40, 30), rows: 1, columns: 1) }
    @Test func oneRowAndOneColumn() {
        reassemble(Self.picture(301, 40), rows: 1, columns: 7)
        reassemble(Self.picture(40, 301), rows: 7, columns: 1)
    }
    @Test func oddSizesAndNonSquare() {
        reassemble(Self.picture(333, 217), rows: 5, columns: 9)
        reassemble(Self.picture(199, 401), rows: 6, columns: 3, tabSize: 0.3, jitter: 0.1)
    }
    @Test func transparentPictures() {
        reassemble(Self.picture(257, 193, alpha: true), rows: 4, columns: 5)
        reassemble(Self.picture(100, 100, alpha: true), rows: 3, columns: 3, tabSize: 0.25, jitter: 0)
    }
    @Test func thirtyTwoByThirtyTwo() { reassemble(Self.picture(1024, 800), rows: 32, columns: 32) }

    @Test func sameSeedSameCutOtherSeedOtherCut() {
        let definition = JigsawDefinition(id: "a", image: "a.png", rows: 4, columns: 4, seed: 42)
        let a = JigsawCut(definition, width: 400, height: 400)
        let b = JigsawCut(definition, width: 400, height: 400)
        var other = definition
        other.seed = 43
        let c = JigsawCut(other, width: 400, height: 400)
        #expect(a.outline(row: 1, column: 1) == b.outline(row: 1, column: 1))
        #expect(a.outline(row: 1, column: 1) != c.outline(row: 1, column: 1))
    }

    @Test func neighboursSeeOppositeKinds() {
        let cut = JigsawCut(JigsawDefinition(id: "a", image: "a.png", rows: 3, columns: 4, seed: 5), width: 400, height: 300)
        for row in 0..<3 {
            for column in 0..<4 {
                let kinds = cut.kinds(row: row, column: column)
                #expect((kinds[.top] == .flat) == (row == 0))
                #expect((kinds[.left] == .flat) == (column == 0))
                if column < 3 {
                    let right = cut.kinds(row: row, column: column + 1)
                    #expect(kinds[.right] != right[.left] && kinds[.right] != .flat)
                }
                if row < 2 { #expect(kinds[.bottom] != cut.kinds(row: row + 1, column: column)[.top]) }
            }
        }
    }

    @Test func geometryProblemsAreFound() {
        func problems(_ rows: Int, _ columns: Int, width: Int, height: Int, tabSize: Double, jitter: Double, seed: UInt64 = 1) -> [JigsawProblem] {
            JigsawCut(JigsawDefinition(id: "a", image: "a.png", rows: rows, columns: columns, seed: seed, tabSize: tabSize, jitter: jitter), width: width, height: height).problems()
        }
        #expect(problems(4, 4, width: 400, height: 400, tabSize: 0.2, jitter: 0.04).isEmpty)
        #expect(problems(6, 6, width: 100, height: 100, tabSize: 0.2, jitter: 0.04) == [.piecesTooSmall(width: 100.0 / 6, height: 100.0 / 6, minimum: 24)])
        // very wide cells: vertical edges' knobs are far larger than the cell is tall
        #expect(problems(2, 2, width: 800, height: 60, tabSize: 0.35, jitter: 0.1).contains { if case .crosses = $0 { true } else { false } })
        // no jitter on a long strip: pieces repeat
        #expect(problems(1, 8, width: 800, height: 100, tabSize: 0.2, jitter: 0).contains { if case .sameOutline = $0 { true } else { false } })
    }
}
