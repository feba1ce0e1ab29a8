import ContentArt
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The memory likeness measured on labelled card pairs: transformed copies made here from the
/// clip-art drawings (the same drawing), and openclipart fruit, road-sign and playing-card pairs
/// in `Fixtures/card-likeness`, labelled by looking at them (confusable or different things).
@Suite struct CardLikenessTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("card-likeness")
    static let clipart = TestPaths.repository.appendingPathComponent("Tests/ContentArtTests/Clipart")

    /// Drawings that paint outside their own canvas: a margin shows paint the original hides,
    /// so their copies with margins are not the same picture.
    static let paintOutsideCanvas: Set<String> = ["fiore-01.svg", "redcar-marcelo-caiafa.svg"]

    static func figure(_ url: URL) throws -> CardFigure {
        let bytes = Array(try Data(contentsOf: url))
        return CardFigure(.drawing(try SVGReader.read(bytes).get()))
    }

    /// (label, verdict, description) of every pair.
    static func verdicts() throws -> [(label: CardLikeness, verdict: CardLikeness, pair: String)] {
        var results: [(CardLikeness, CardLikeness, String)] = []
        func verdict(_ a: CardFigure, _ b: CardFigure) -> CardLikeness {
            guard let x = a.look, let y = b.look else { return .different }
            return CardLikeness.judge(x, y).likeness
        }
        let bases = try FileManager.default.subpathsOfDirectory(atPath: clipart.path)
            .filter { $0.hasSuffix(".svg") && !paintOutsideCanvas.contains(($0 as NSString).lastPathComponent) }.sorted()
        for base in bases {
            let url = clipart.appendingPathComponent(base)
            let original = try figure(url)
            // a copy turned round the hue circle is confusable, or one drawing when it has next
            // to no colour to turn: `aCopyTurnedRoundTheHueCircleIsFound` counts those
            for (name, copy) in CardCopies.all(of: try String(contentsOf: url, encoding: .utf8)) where !name.hasPrefix("hue turned") {
                results.append((.sameDrawing, verdict(original, CardFigure(copy)), "\(base) \(name)"))
            }
        }
        // The clip art's own pairs: drawings of different categories are different things; of
        // the fruits, the three whole red apples are confusable and the rest different.
        let apples: Set<String> = ["fruits/an-apple-01.svg", "fruits/another-apple-01.svg", "fruits/applf.svg"]
        let drawings = try FileManager.default.subpathsOfDirectory(atPath: clipart.path).filter { $0.hasSuffix(".svg") }.sorted()
        let drawn = try drawings.map { try figure(clipart.appendingPathComponent($0)) }
        for (index, first) in drawings.enumerated() {
            for (otherIndex, second) in drawings.enumerated() where otherIndex > index {
                let sameCategory = first.split(separator: "/")[0] == second.split(separator: "/")[0]
                guard !sameCategory || first.hasPrefix("fruits/") else { continue }
                let label: CardLikeness = apples.contains(first) && apples.contains(second) ? .confusable : .different
                results.append((label, verdict(drawn[index], drawn[otherIndex]), "\(first) \(second)"))
            }
        }
        var figures: [String: CardFigure] = [:]
        let labels: [String: CardLikeness] = ["same": .sameDrawing, "confusable": .confusable, "different": .different]
        for line in try String(contentsOf: folder.appendingPathComponent("pairs.tsv"), encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 3, let label = labels[fields[0]] else { continue }
            for path in fields[1...] where figures[path] == nil { figures[path] = try figure(folder.appendingPathComponent(path)) }
            results.append((label, verdict(figures[fields[1]]!, figures[fields[2]]!), "\(fields[1]) \(fields[2])"))
        }
        return results
    }

    @Test func precisionAndRecallPerClass() throws {
        let results = try Self.verdicts()
        // why: the floors are the measured values rounded down (same 0.997 / 0.979, confusable
        // 0.889 / 0.462, different 0.973 / 0.998 when measured; the same with the 64x64 ink
        // test of one drawing, and with the line-drawing pairs of `lines/` added, confusable
        // 0.893 / 0.472), so a change that loses ground fails
        let floors: [(CardLikeness, precision: Double, recall: Double)] = [
            (.sameDrawing, 0.99, 0.97), (.confusable, 0.85, 0.45), (.different, 0.97, 0.995),
        ]
        var table = "class        pairs  predicted  precision  recall\n"
        for (likeness, precisionFloor, recallFloor) in floors {
            let actual = results.filter { $0.label == likeness }
            let predicted = results.filter { $0.verdict == likeness }
            let right = actual.filter { $0.verdict == likeness }.count
            let precision = Double(right) / Double(max(1, predicted.count)), recall = Double(right) / Double(max(1, actual.count))
            table += "\(String(describing: likeness).padding(toLength: 12, withPad: " ", startingAt: 0)) \(actual.count)  \(predicted.count)  \(String(format: "%.3f", precision))  \(String(format: "%.3f", recall))\n"
            #expect(precision >= precisionFloor, "\(likeness) precision \(precision)")
            #expect(recall >= recallFloor, "\(likeness) recall \(recall)")
        }
        print(table)
        for miss in results where miss.label != miss.verdict { print("\(miss.label) taken for \(miss.verdict): \(miss.pair)") }
    }

    /// Issue 30: a copy with every colour turned 20° round the hue circle was found in 28 % of
    /// the sets. Each clip-art drawing turned +20° and, mirrored with a margin, -20°: found
    /// (confusable, or one drawing) in 94 % when measured; a lemon and a lime drawn alike (a
    /// 17° turn, the lime less saturated) stay different.
    @Test func aCopyTurnedRoundTheHueCircleIsFound() throws {
        let bases = try FileManager.default.subpathsOfDirectory(atPath: Self.clipart.path)
            .filter { $0.hasSuffix(".svg") && !Self.paintOutsideCanvas.contains(($0 as NSString).lastPathComponent) }.sorted()
        var found = 0, total = 0
        for base in bases {
            let url = Self.clipart.appendingPathComponent(base)
            let original = try #require(try Self.figure(url).look)
            for (name, copy) in CardCopies.all(of: try String(contentsOf: url, encoding: .utf8)) where name.hasPrefix("hue turned") {
                total += 1
                guard let look = CardFigure(copy).look else { continue }
                if CardLikeness.judge(original, look).likeness != .different { found += 1 }
            }
        }
        #expect(total == 2 * bases.count)
        // why: 79 of 84 when measured
        #expect(Double(found) / Double(total) >= 0.93, "\(found) of \(total)")
        for fruit in ["whole", "half", "slice", "wedge", "half_slice"] {
            let lemon = try #require(try Self.figure(Self.folder.appendingPathComponent("fruits/lemon_\(fruit)_ganson.svg")).look)
            let lime = try #require(try Self.figure(Self.folder.appendingPathComponent("fruits/lime_\(fruit)_ganson.svg")).look)
            let resemblance = FigureResemblance(lemon, lime)
            #expect(!CardLikeness.hueTurnedCopy(resemblance), "lemon and lime \(fruit): \(resemblance.recolour)")
        }
    }

    @Test func aCardIsTheSameDrawingAsItselfMirrored() throws {
        let url = Self.clipart.appendingPathComponent("fruits/applf.svg")
        let copies = CardCopies.all(of: try String(contentsOf: url, encoding: .utf8))
        let original = try Self.figure(url).look!
        let mirrored = CardFigure(copies.first { $0.name == "mirrored" }!.picture).look!
        let resemblance = FigureResemblance(original, mirrored)
        #expect(resemblance.mirrored)
        #expect(CardLikeness(resemblance) == .sameDrawing)
    }
}

/// The finer test of one drawing: outlines alike at 32x32 are not enough.
@Suite struct CardLikenessLinesTests {
    static func look(_ svg: String) throws -> FigureLook {
        try #require(CardFigure(.drawing(try SVGReader.read(Array(svg.utf8)).get())).look)
    }

    @Test func differentRosettesShareASilhouetteButNotTheirLines() throws {
        let first = try Self.look(Examples.rosetteSVG(points: 47, step: 17))
        let second = try Self.look(Examples.rosetteSVG(points: 47, step: 19))
        let resemblance = FigureResemblance(first, second)
        // the 32x32 look (each silhouette a disc: the empty middle is not reached from the
        // edge; grey lines alike) alone would call them one drawing, as it did before the ink
        #expect(resemblance.silhouette >= 0.9)
        #expect(resemblance.typicalColourGap <= 12 && resemblance.markedColourGap <= 25 && resemblance.largestColourGap <= 45)
        #expect(resemblance.inkOverlap < 0.78)
        #expect(CardLikeness(resemblance) == .different)
    }

    @Test func aRosetteIsTheSameDrawingAsItselfRescaledWithAMargin() throws {
        let rosette = Examples.rosetteSVG(points: 47, step: 17)
        let larger = rosette.replacingOccurrences(of: "width='100' height='100'", with: "width='300' height='300' viewBox='-20 -20 140 140'")
        let resemblance = FigureResemblance(try Self.look(rosette), try Self.look(larger))
        #expect(resemblance.inkOverlap >= 0.78)
        #expect(CardLikeness(resemblance) == .sameDrawing)
    }

    @Test func aBadgeOnOneIconIsADifferentCard() throws {
        let folder = "<path d='M5 90 V15 H40 L45 25 H95 V90 Z' fill='white' stroke='black' stroke-width='2'/>"
        let plain = "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'>\(folder)</svg>"
        let badged = "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'>\(folder)<circle cx='70' cy='65' r='9' fill='black'/></svg>"
        let resemblance = FigureResemblance(try Self.look(plain), try Self.look(badged))
        // the badge is inside the outline: the silhouettes are one
        #expect(resemblance.silhouette >= 0.99)
        #expect(resemblance.largestInkGap > 0.23)
        #expect(CardLikeness(resemblance) != .sameDrawing)
    }
}
