import ContentArt
import Foundation
import Testing

/// One behaviour per drawing in Fixtures/render: each renders without issues to exactly its
/// recorded PNG (every channel within 1 level). `RECORD_FIXTURES=1 swift test --filter
/// RenderFixtureTests` records them again; a failure writes expected | difference | actual to the
/// temporary folder and names the file.
@Suite struct RenderFixtureTests {
    static var names: [String] {
        let folder = ArtFixtures.folder.appendingPathComponent("Fixtures/render")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }.sorted()
    }

    @Test func everyFeatureHasAFixture() {
        #expect(Self.names.count >= 25)
    }

    @Test(arguments: names)
    func rendersAsRecorded(_ name: String) throws {
        let document = try SVGReader.read(try ArtFixtures.bytes("Fixtures/render/\(name).svg")).get()
        #expect(document.issues.isEmpty, "\(name): \(document.issues)")
        let size = SVGRenderer.size(of: document, width: nil, height: nil)
        let actual = SVGRenderer.render(document, width: size.width, height: size.height)
        let expectedURL = ArtFixtures.folder.appendingPathComponent("Fixtures/render/\(name).png")
        if ProcessInfo.processInfo.environment["RECORD_FIXTURES"] != nil {
            try Data(try PNGCodec.encode(actual, settings: .compact).get()).write(to: expectedURL)
            return
        }
        let expected = try PNGCodec.decode([UInt8](try Data(contentsOf: expectedURL))).get().image
        let worst = zip(expected.pixels, actual.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        if expected.width != actual.width || expected.height != actual.height || worst > 1 {
            let report = FileManager.default.temporaryDirectory.appendingPathComponent("render-fixture-\(name).png")
            try Data(try PNGCodec.encode(Self.sideBySide(expected, actual)).get()).write(to: report)
            Issue.record("\(name) differs from its recording (largest channel difference \(worst)); expected | difference | actual: \(report.path)")
        }
    }

    /// Expected, the difference (scaled up, on black) and actual, side by side.
    static func sideBySide(_ expected: RGBAImage, _ actual: RGBAImage) -> RGBAImage {
        let width = max(expected.width, actual.width)
        let height = max(expected.height, actual.height)
        var pixels = [UInt8](repeating: 0, count: width * 3 * height * 4)
        func put(_ x: Int, _ y: Int, _ rgba: [UInt8]) {
            let index = (y * width * 3 + x) * 4
            for channel in 0..<4 { pixels[index + channel] = rgba[channel] }
        }
        for y in 0..<height {
            for x in 0..<width {
                let e = x < expected.width && y < expected.height ? Array(expected.pixels[((y * expected.width + x) * 4)..<((y * expected.width + x) * 4 + 4)]) : [0, 0, 0, 0]
                let a = x < actual.width && y < actual.height ? Array(actual.pixels[((y * actual.width + x) * 4)..<((y * actual.width + x) * 4 + 4)]) : [0, 0, 0, 0]
                put(x, y, e)
                let difference = UInt8(min(255, zip(e, a).map { abs(Int($0) - Int($1)) }.max()! * 8))
                put(width + x, y, [difference, difference, difference, 255])
                put(2 * width + x, y, a)
            }
        }
        return RGBAImage(width: width * 3, height: height, pixels: pixels)
    }
}
