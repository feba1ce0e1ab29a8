import ContentArt
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Measuring tools, not tests: each runs only when its environment variable names its input.
/// MEMORY_PROBE_PAIRS: a file of "label<TAB>path<TAB>path" lines → the resemblance of each pair.
/// MEMORY_PROBE_COPIES: a file of SVG paths → the resemblance of each to each of its copies.
/// MEMORY_PROBE_SHEET: a file of paths → contact sheets of them, numbered in rows of ten.
@Suite struct CardLikenessProbe {
    static func picture(_ path: String) -> AssetPicture? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        if path.hasSuffix(".png") { return (try? PNGCodec.decode(Array(data)).get()).map { .photo($0.image) } }
        return (try? SVGReader.read(Array(data)).get()).map { .drawing($0) }
    }

    static func lines(_ variable: String) -> [String]? {
        guard let path = ProcessInfo.processInfo.environment[variable], let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    static func row(_ label: String, _ a: CardFigure, _ b: CardFigure, _ names: String) -> String {
        guard let x = a.look, let y = b.look else { return "\(label)\tblank\t\(names)" }
        let r = FigureResemblance(x, y)
        let verdict = CardLikeness(r)
        return String(format: "%@\t%@\tsil %.3f\toutline %.3f\ttypical %.1f\tmarked %.1f\tlargest %.1f\tagree %.2f\tinkgap %.3f\tinkiou %.3f\tchroma %.2f\t%@\t%@", label, "\(verdict)", r.silhouette, r.outline, r.typicalColourGap, r.markedColourGap, r.largestColourGap, r.colourAgreement, r.largestInkGap, r.inkOverlap, r.chromaticShare, r.mirrored ? "M" : "-", names)
    }

    @Test func pairs() throws {
        guard let lines = Self.lines("MEMORY_PROBE_PAIRS") else { return }
        var cache: [String: CardFigure] = [:]
        func figure(_ path: String) -> CardFigure? {
            if let known = cache[path] { return known }
            let made = Self.picture(path).map(CardFigure.init)
            cache[path] = made
            return made
        }
        var out = ""
        for line in lines {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count >= 3, let a = figure(fields[1]), let b = figure(fields[2]) else { out += "unreadable \(line)\n"; continue }
            out += Self.row(fields[0], a, b, "\(fields[1].split(separator: "/").last!) \(fields[2].split(separator: "/").last!)") + "\n"
        }
        try out.write(toFile: "/tmp/hm/probe-pairs.tsv", atomically: true, encoding: .utf8)
    }

    @Test func copies() throws {
        guard let lines = Self.lines("MEMORY_PROBE_COPIES") else { return }
        var out = ""
        for path in lines {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), let original = Self.picture(path) else { out += "unreadable \(path)\n"; continue }
            let base = CardFigure(original)
            for (name, copy) in CardCopies.all(of: text) {
                out += Self.row("copy", base, CardFigure(copy), "\(path.split(separator: "/").last!) \(name)") + "\n"
            }
        }
        try out.write(toFile: "/tmp/hm/probe-copies.tsv", atomically: true, encoding: .utf8)
    }

    @Test func sheet() throws {
        guard let lines = Self.lines("MEMORY_PROBE_SHEET") else { return }
        let tile = 100, columns = 10
        for (page, start) in stride(from: 0, to: lines.count, by: 60).enumerated() {
            let chunk = Array(lines[start..<min(lines.count, start + 60)])
            let rows = (chunk.count + columns - 1) / columns
            var sheet = RGBAImage(width: columns * tile, height: rows * tile, pixels: [UInt8](repeating: 255, count: columns * tile * rows * tile * 4))
            for (index, path) in chunk.enumerated() {
                guard let picture = Self.picture(path) else { continue }
                let card = CardPicture(picture, side: tile - 6).card(side: tile - 6)
                let left = (index % columns) * tile + 3, top = (index / columns) * tile + 3
                for y in 0..<card.height {
                    for x in 0..<card.width {
                        let source = (y * card.width + x) * 4, target = ((top + y) * sheet.width + left + x) * 4
                        let alpha = Int(card.pixels[source + 3])
                        for channel in 0..<3 { sheet.pixels[target + channel] = UInt8((Int(card.pixels[source + channel]) * alpha + Int(sheet.pixels[target + channel]) * (255 - alpha)) / 255) }
                    }
                }
                // a grey frame per tile, darker every fifth row so rows can be counted
                for x in 0..<tile { for y in [0, tile - 1] { let t = (((index / columns) * tile + y) * sheet.width + (index % columns) * tile + x) * 4; sheet.pixels[t] = 180; sheet.pixels[t + 1] = 180; sheet.pixels[t + 2] = 180 } }
            }
            try Data(PNGCodec.encode(sheet).get()).write(to: URL(fileURLWithPath: "/tmp/hm/sheet-\(page).png"))
        }
    }
}
