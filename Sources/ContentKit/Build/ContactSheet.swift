import Foundation
import ContentBundle
import ContentArt

/// One picture for a designer to look over a whole pack: every picture the build produces,
/// fitted into square tiles, kind by kind — each jigsaw put back together from its pieces with
/// its cut lines over it, every memory card, every connect-the-dots picture with its dots and
/// numbers, every IQ item with its key framed, every slide.
public enum ContactSheet {
    public struct Tile: Sendable {
        public let label: String
        public let image: RGBAImage
    }

    public static let tileSide = 256
    public static let columns = 8
    static let gap = 8

    /// The tiles of a built pack, in a stable order.
    public static func tiles(of contents: BundleContents) -> [Tile] {
        var tiles: [Tile] = []
        let files = contents.files
        // Jigsaws, reassembled from their pieces (exactly: the alphas add up) with the cut lines.
        for path in files.keys.filter({ $0.hasPrefix("jigsaw/") && $0.hasSuffix("/pieces.json") }).sorted() {
            let folder = String(path.dropLast("/pieces.json".count))
            guard let assembled = assemble(manifest: files[path], files: files) else { continue }
            var canvas = Canvas(width: tileSide, height: tileSide)
            let fitted = fit(assembled)
            let x = (tileSide - fitted.width) / 2
            let y = (tileSide - fitted.height) / 2
            canvas.draw(fitted, x: x, y: y)
            if let svg = files[folder + "/outline.svg"], let lines = try? SVGReader.read(svg).get() {
                canvas.draw(SVGRenderer.render(lines, width: fitted.width, height: fitted.height), x: x, y: y)
            }
            tiles.append(Tile(label: folder, image: canvas.image))
        }
        // Memory cards, as the game shows them.
        for path in files.keys.filter({ $0.hasPrefix("memory/") && $0.hasSuffix(".png") }).sorted() {
            guard let card = try? PNGCodec.decode(files[path]!).get().image else { continue }
            tiles.append(Tile(label: path, image: fit(card).centred(onSquare: tileSide)))
        }
        // Connect-the-dots: the faint outline, the dots and their numbers where the child sees them.
        for path in files.keys.filter({ $0.hasPrefix("dots/") && $0.hasSuffix("/dots.json") }).sorted() {
            let folder = String(path.dropLast("/dots.json".count))
            guard let outline = files[folder + "/outline.png"].flatMap({ try? PNGCodec.decode($0).get().image }),
                  let layout = try? JSONDecoder().decode(DotsLayoutFile.self, from: Data(files[path]!)) else { continue }
            let fitted = fit(outline)
            var canvas = Canvas(width: tileSide, height: tileSide)
            let x = (tileSide - fitted.width) / 2
            let y = (tileSide - fitted.height) / 2
            canvas.draw(fitted, x: x, y: y)
            if let overlay = try? SVGReader.read(Array(DotsPreview.svg(layout, width: fitted.width, height: fitted.height).utf8)).get() {
                canvas.draw(SVGRenderer.render(overlay, width: fitted.width, height: fitted.height), x: x, y: y)
            }
            tiles.append(Tile(label: folder, image: canvas.image))
        }
        // IQ items: the eight panels and the blank, the options below, the key framed in green.
        let answers = matrixAnswers(files)
        for path in files.keys.filter({ $0.hasPrefix("matrix/") && $0.hasSuffix("/panel-0.png") }).sorted() {
            let folder = String(path.dropLast("/panel-0.png".count))
            let id = String(folder.dropFirst("matrix/".count))
            let panels = (0..<8).compactMap { files["\(folder)/panel-\($0).png"].flatMap { try? PNGCodec.decode($0).get().image } }
            let options = (0..<8).compactMap { files["\(folder)/option-\($0).png"].flatMap { try? PNGCodec.decode($0).get().image } }
            guard panels.count == 8 else { continue }
            let key = answers[id]
            var canvas = Canvas(width: tileSide, height: tileSide)
            for (index, panel) in panels.enumerated() {
                canvas.draw(Resampler.resize(panel, width: 54, height: 54), x: 46 + (index % 3) * 56, y: 2 + (index / 3) * 56)
            }
            for (index, option) in options.enumerated() {
                let x = 4 + (index % 4) * 63
                let y = 174 + (index / 4) * 41
                if index == key {
                    canvas.draw(RGBAImage(width: 40, height: 40, pixels: Array(repeating: [30, 170, 60, 255], count: 1600).flatMap { $0 }), x: x + 10, y: y - 2)
                }
                canvas.draw(Resampler.resize(option, width: 36, height: 36), x: x + 12, y: y)
            }
            tiles.append(Tile(label: folder, image: canvas.image))
        }
        // Slides and other drawings the items name.
        for path in files.keys.filter({ $0.hasPrefix("assets/") && $0.hasSuffix(".svg") && $0.contains("slides") }).sorted() {
            guard let document = try? SVGReader.read(files[path]!).get() else { continue }
            let size = SVGRenderer.size(of: document, width: tileSide, height: tileSide)
            tiles.append(Tile(label: path, image: SVGRenderer.render(document, width: size.width, height: size.height).centred(onSquare: tileSide)))
        }
        return tiles
    }

    /// The key of every IQ item: from answers.json, or from the items of a pack that embeds them.
    private static func matrixAnswers(_ files: [String: [UInt8]]) -> [String: Int] {
        var keys: [String: Int] = [:]
        if let bytes = files["items/matrix-series.json"], let root = JSONParser.parse(bytes, file: "items").root {
            for series in root["items"]?.array ?? [] {
                for item in series["items"]?.array ?? [] {
                    if let id = item["id"]?.string, let answer = item["answer"]?.integer { keys[id] = answer }
                }
            }
        }
        if let bytes = files[BundleFormat.answersFile], let root = JSONParser.parse(bytes, file: "answers.json").root {
            for member in root["answers"]?.object?.members ?? [] {
                if let answer = member.value.integer { keys[member.key] = answer }
            }
        }
        return keys
    }

    /// The tiles on a grid, `columns` wide, on a light background.
    public static func sheet(_ tiles: [Tile]) -> RGBAImage {
        let rows = max(1, (tiles.count + columns - 1) / columns)
        let width = columns * (tileSide + gap) + gap
        let height = rows * (tileSide + gap) + gap
        var canvas = Canvas(width: width, height: height)
        canvas.clear(to: Color(r: 0.93, g: 0.93, b: 0.93))
        let white = RGBAImage(width: tileSide, height: tileSide, pixels: Array(repeating: 255, count: tileSide * tileSide * 4))
        for (index, tile) in tiles.enumerated() {
            let x = gap + (index % columns) * (tileSide + gap)
            let y = gap + (index / columns) * (tileSide + gap)
            canvas.draw(white, x: x, y: y)
            canvas.draw(tile.image, x: x, y: y)
        }
        return canvas.image
    }

    /// The picture rebuilt from its pieces, each placed at its box from pieces.json.
    private static func assemble(manifest: [UInt8]?, files: [String: [UInt8]]) -> RGBAImage? {
        guard let manifest, let root = JSONParser.parse(manifest, file: "pieces.json").root,
              let width = root["width"]?.integer, let height = root["height"]?.integer else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var alpha = [Int](repeating: 0, count: width * height)
        for entry in root["pieces"]?.array ?? [] {
            guard let file = entry["file"]?.string, let bytes = files[file], let image = try? PNGCodec.decode(bytes).get().image,
                  let x0 = entry["x"]?.integer, let y0 = entry["y"]?.integer else { continue }
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let from = (y * image.width + x) * 4
                    guard image.pixels[from + 3] > 0 else { continue }
                    let index = (y0 + y) * width + x0 + x
                    for channel in 0..<3 { pixels[index * 4 + channel] = image.pixels[from + channel] }
                    // why: the pieces' alphas are shares of each pixel, so they add up (no seams)
                    alpha[index] += Int(image.pixels[from + 3])
                }
            }
        }
        for index in alpha.indices { pixels[index * 4 + 3] = UInt8(min(255, alpha[index])) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    private static func fit(_ image: RGBAImage) -> RGBAImage {
        let scale = min(Double(tileSide) / Double(image.width), Double(tileSide) / Double(image.height), 1)
        return Resampler.resize(image, width: max(1, Int(Double(image.width) * scale)), height: max(1, Int(Double(image.height) * scale)))
    }
}
