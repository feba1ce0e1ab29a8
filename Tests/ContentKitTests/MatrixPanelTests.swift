import ContentArt
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Golden pictures of rendered IQ panels, one per layout, from the sample series (record with
/// `RECORD_FIXTURES=1 swift test --filter MatrixPanelTests`).
@Suite struct MatrixPanelTests {
    static let layouts = ["center", "grid2x2", "grid3x3", "left-right", "up-down", "out-in-center", "out-in-grid"]
    /// The sample test's rendered series.
    static let renderedSeries = ["series-c", "series-d", "series-e"]
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/matrix")

    @Test(arguments: layouts)
    func panelMatchesItsRecording(_ layout: String) throws {
        let items = try Self.renderedSeries.flatMap { series in
            let bytes = [UInt8](try Data(contentsOf: TestPaths.content.appendingPathComponent("matrix-series/\(series).json")))
            return try #require(JSONParser.parse(bytes, file: "\(series).json").root)["items"]?.array ?? []
        }
        let item = try #require(items.first { $0["layout"]?.string == layout }, "no \(layout) item in series C-E")
        let panel = try #require(item["panels"]?.array?[4])
        let drawn = MatrixPanelDrawing.files(layout: layout, panel: panel)
        #expect(drawn.svg == MatrixPanelDrawing.files(layout: layout, panel: panel).svg)
        let png = try #require(drawn.png)
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

    /// The panel's PNG is painted from its shapes, not from its SVG text; both must be the same
    /// picture to the bit, or the bundle's SVG and PNG would disagree.
    @Test func theDrawingAndTheSVGTextPaintTheSamePixels() throws {
        var panels: [(String, [[MatrixPanelDrawing.Entity]])] = []
        for series in Self.renderedSeries {
            let url = TestPaths.content.appendingPathComponent("matrix-series/\(series).json")
            guard let bytes = try? [UInt8](Data(contentsOf: url)), let root = JSONParser.parse(bytes, file: series).root else { continue }
            for item in root["items"]?.array ?? [] where item["form"]?.string == "rendered" {
                for panel in (item["panels"]?.array ?? []) + (item["options"]?.array ?? []) {
                    panels.append((item["layout"]?.string ?? "center", MatrixPanelDrawing.components(panel)))
                }
            }
        }
        #expect(panels.count > 50)
        // Every shape type, size, grey and a spread of turns, in every layout's last slot.
        for layout in Self.layouts {
            let slots = MatrixPanelDrawing.slots(layout)
            for type in 0..<5 {
                for size in 1...6 {
                    let entity = (type: type, size: size, color: (type * 7 + size) % 10, slot: slots[0].centers.count - 1, angle: [0, 45, -90, 135, 17, 300][size - 1])
                    panels.append((layout, slots.map { _ in [entity] }))
                }
            }
            panels.append((layout, []))
        }
        for (layout, components) in panels {
            let shapes = MatrixPanelDrawing.shapes(layout: layout, components: components)
            let text = MatrixPanelDrawing.svg(shapes)
            let read = try SVGReader.read(Array(text.utf8)).get()
            #expect(read.issues.isEmpty, "\(read.issues)")
            let fromText = SVGRenderer.render(read, width: MatrixPanelDrawing.side, height: MatrixPanelDrawing.side)
            let fromShapes = SVGRenderer.render(MatrixPanelDrawing.document(shapes), width: MatrixPanelDrawing.side, height: MatrixPanelDrawing.side)
            #expect(fromText.pixels == fromShapes.pixels, "\(layout) \(components)")
        }
    }
}
