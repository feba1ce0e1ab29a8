import ContentArt
import Foundation
import Testing
@testable import ContentKit

/// Golden pictures of rendered IQ panels, one per layout, from the sample series (record with
/// `RECORD_FIXTURES=1 swift test --filter MatrixPanelTests`).
@Suite struct MatrixPanelTests {
    static let layouts = ["center", "grid2x2", "grid3x3", "left-right", "up-down", "out-in-center", "out-in-grid"]
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/matrix")

    @Test(arguments: layouts)
    func panelMatchesItsRecording(_ layout: String) throws {
        let bytes = [UInt8](try Data(contentsOf: TestPaths.content.appendingPathComponent("matrix-series/series-a.json")))
        let root = try #require(JSONParser.parse(bytes, file: "series-a.json").root)
        let item = try #require(root["items"]?.array?.first { $0["layout"]?.string == layout }, "no \(layout) item in series-a")
        let panel = try #require(item["panels"]?.array?[4])
        let svg = MatrixPanelDrawing.svg(layout: layout, panel: panel)
        #expect(svg == MatrixPanelDrawing.svg(layout: layout, panel: panel))
        let png = try #require(MatrixPanelDrawing.png(svg))
        let url = Self.folder.appendingPathComponent("\(layout).png")
        if ProcessInfo.processInfo.environment["RECORD_FIXTURES"] != nil {
            try Data(png).write(to: url)
            return
        }
        let expected = try PNGCodec.decode([UInt8](try Data(contentsOf: url))).get().image
        let actual = try PNGCodec.decode(png).get().image
        let worst = zip(expected.pixels, actual.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(expected.width == actual.width && expected.height == actual.height && worst <= 1, "\(layout): largest channel difference \(worst)")
    }
}
