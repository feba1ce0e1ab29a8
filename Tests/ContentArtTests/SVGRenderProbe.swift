import ContentArt
import Foundation
import Testing

/// Renders drawings outside the repository for a measurement (Scripts/measure/svg-effects); runs
/// only when `SVG_RENDER_PROBE` names a file of SVG paths, one a line, and writes `N.png` (the
/// N-th path, 256 pixels on its longer side) and `issues.tsv` into the folder `SVG_RENDER_OUT`.
@Suite struct SVGRenderProbe {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SVG_RENDER_PROBE"] != nil))
    func render() throws {
        let environment = ProcessInfo.processInfo.environment
        let list = try String(contentsOfFile: try #require(environment["SVG_RENDER_PROBE"]), encoding: .utf8)
        let out = URL(fileURLWithPath: try #require(environment["SVG_RENDER_OUT"]))
        var rows: [String] = []
        for (number, path) in list.split(separator: "\n").enumerated() {
            guard let data = FileManager.default.contents(atPath: String(path)), case .success(let document) = SVGReader.read(Array(data)) else {
                rows.append("\(number)\tunreadable")
                continue
            }
            let size = SVGRenderer.size(of: document, width: 256, height: 256)
            let png = try PNGCodec.encode(SVGRenderer.render(document, width: size.width, height: size.height)).get()
            try Data(png).write(to: out.appendingPathComponent("\(number).png"))
            rows.append("\(number)\t" + document.issues.map(\.message).joined(separator: " | "))
        }
        try rows.joined(separator: "\n").write(to: out.appendingPathComponent("issues.tsv"), atomically: false, encoding: .utf8)
    }
}
