import ContentArt
import Foundation

/// Files beside the tests.
enum ArtFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(relative)))
    }

    /// Every clip-art drawing (relative paths of the .svg files), sorted.
    static var clipart: [String] {
        let root = folder.appendingPathComponent("Clipart")
        let categories = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return categories.sorted().flatMap { category -> [String] in
            let files = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(category).path)) ?? []
            return files.filter { $0.hasSuffix(".svg") }.sorted().map { "Clipart/\(category)/\($0)" }
        }
    }
}

/// How far one picture is from another, compared premultiplied (what a viewer shows over any
/// background): mean absolute error per channel, and the share of pixels with a channel off by
/// more than 32 levels.
struct ImageDifference {
    let meanError: Double
    let farOff: Double

    init(_ a: RGBAImage, _ b: RGBAImage) {
        precondition(a.width == b.width && a.height == b.height)
        var total = 0.0
        var far = 0
        for index in stride(from: 0, to: a.pixels.count, by: 4) {
            var worst = 0.0
            let alphaA = Double(a.pixels[index + 3])
            let alphaB = Double(b.pixels[index + 3])
            for channel in 0..<4 {
                let va = channel == 3 ? alphaA : Double(a.pixels[index + channel]) * alphaA / 255
                let vb = channel == 3 ? alphaB : Double(b.pixels[index + channel]) * alphaB / 255
                total += abs(va - vb)
                worst = max(worst, abs(va - vb))
            }
            if worst > 32 { far += 1 }
        }
        meanError = total / Double(a.pixels.count)
        farOff = Double(far) / Double(a.width * a.height)
    }
}

/// An SVG text read and drawn at `side` x `side`, with what the reader said: the effect tests'
/// (clips, blurs, masks) way to look at one behaviour.
enum DrawnSVG {
    static func draw(_ svg: String, side: Int = 100) throws -> (image: RGBAImage, issues: [ArtIssue]) {
        let document = try SVGReader.read(Array(svg.utf8)).get()
        return (SVGRenderer.render(document, width: side, height: side), document.issues)
    }

    /// Alpha of the pixel at (x, y), 0...255.
    static func alpha(_ image: RGBAImage, _ x: Int, _ y: Int) -> Int { Int(image.pixels[(y * image.width + x) * 4 + 3]) }
}
