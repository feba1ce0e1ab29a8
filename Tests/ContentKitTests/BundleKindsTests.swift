@testable import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Kinds beyond the sample pack's (pictured matrix items, dots) round-trip too, and an id that
/// changes kind counts as reused.
@Suite struct BundleKindsTests {
    static let matrix = Examples.matrixSeries([Examples.matrixItem(id: "x-01"), #"""
        {"id": "x-02", "difficulty": 2, "form": "pictured",
         "panels": ["img/cat.png", "img/cat.png", "img/cat.png", "img/cat.png", "img/cat.png", "img/cat.png", "img/cat.png", "img/cat.png"],
         "options": ["img/o1.svg", "img/o2.svg", "img/o3.svg", "img/o4.svg", "img/o5.svg", "img/o6.svg"],
         "answer": 2}
        """#])
    static let dots = #"{"kind": "dots", "id": "cat-dots", "svg": "img/cat.svg", "path": "outline", "dots": 12, "reveal": "img/cat.svg", "difficulty": 2}"#

    private func bundle(_ files: [String: String]) throws -> ContentBundle {
        var texts = files
        texts["pack.json"] = ExamplePack.packJSON
        var pack = MemoryPack(texts: texts)
        pack.files["img/cat.png"] = ExamplePack.discPNG
        pack.files["img/cat.svg"] = Array(Examples.starSVG.utf8)
        for index in 1...6 {
            // why: options a player tells apart (matrix-pictured): one size, bars of six widths
            pack.files["img/o\(index).svg"] = Array("<svg xmlns='http://www.w3.org/2000/svg' width='30' height='30'><rect width='\(index * 5)' height='30'/></svg>".utf8)
        }
        #expect(try ContentPipeline.check(pack).diagnostics.map(\.message) == [])
        let (contents, _) = try BundleBuilder.build(pack, cache: BundleFixture.sharedCache)
        let url = try BundleWriter.write(contents, to: BundleFixture.temporaryFolder("kinds"))
        return try ContentBundle.open(url)
    }

    @Test func matrixSeriesAndDotsRoundTrip() throws {
        let bundle = try bundle(["matrix.json": Self.matrix, "dots.json": Self.dots])
        let series = try #require(bundle.matrixSeries.first)
        #expect(series.items.count == 2)
        #expect(series.items[0].components?.first?[.type] == .progression(step: 1))
        #expect(series.items[0].panels.first == .rendered([MatrixComponentState(entities: [MatrixEntity(type: "triangle", size: 3, color: 1, angle: nil, slot: 0)])]))
        #expect(series.items[1].panels.first == .picture("assets/img/cat.png"))
        #expect(series.items.allSatisfy { $0.answer == nil })
        #expect(try bundle.check(answer: .option(5), for: "x-01"))
        #expect(try !bundle.check(answer: .option(1), for: "x-01"))
        #expect(try bundle.check(answer: .option(2), for: "x-02"))
        #expect(try bundle.dots == [DotsPicture(id: "cat-dots", title: nil, svg: "assets/img/cat.svg", path: "outline", dots: 12,
                                            start: nil, reveal: "assets/img/cat.svg", difficulty: 2, premium: nil,
                                            layout: "dots/cat-dots/dots.json", outlineImage: "dots/cat-dots/outline.png", revealImage: "dots/cat-dots/reveal.png")])
        #expect(try bundle.layout(of: bundle.dots[0]).dots.count == 12)
        #expect(bundle.manifest.counts["matrix-series"] == 2)
    }

    @Test func idThatChangesKindIsReused() throws {
        let riddle = Examples.riddle(id: "shared-id")
        let series = #"{"kind": "number-series", "items": [{"id": "shared-id", "difficulty": 1, "terms": [1, 2, 3, 4], "answer": 5, "choices": [5, 6]}]}"#
        func release(_ text: String, _ name: String) throws -> PackRelease {
            var pack = MemoryPack(texts: ["pack.json": ExamplePack.packJSON, name: text])
            pack.files["img/cat.png"] = [0x89]
            return PackRelease(try BundleBuilder.build(pack, cache: BundleFixture.sharedCache).0)
        }
        let diff = try BundleDiff(old: release(riddle, "a.json"), new: release(series, "a.json"))
        #expect(diff.reusedIDs.map(\.id) == ["shared-id"])
        #expect(diff.reusedIDs.first?.reason == "was riddles, now number-series")
        #expect(diff.changes.map(BundleDiffReport.line) == ["major: number series shared-id: was a riddle — the id now names a different item"])
        #expect(diff.bump == .major)
    }
}
