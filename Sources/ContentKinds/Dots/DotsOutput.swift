import Foundation
import ContentArt
import ContentBundle
import ContentCore

/// A connect-the-dots picture's bundle files: `dots/<id>/dots.json` (dots and label places,
/// normalised to the picture's width and height), `outline.png` (the line art, faint, as the
/// child sees it before drawing) and `reveal.png` (the coloured picture shown at the end).
enum DotsOutput {
    /// Pixels on the longer side of the two pictures.
    static let side = 512

    static func folder(_ id: String) -> String { "dots/\(id)" }

    // why: coordinates to four decimals, a ten-thousandth of the picture, finer than any screen
    static func files(_ root: JSONNode, folder packFolder: String, assets: AssetStore) -> Result<[String: [UInt8]], BuildError> {
        guard let id = root["id"]?.string, let svgPath = root["svg"]?.string, let element = root["path"]?.string, let revealPath = root["reveal"]?.string,
              let svgFile = AssetReference.resolve(svgPath, from: packFolder), let revealFile = AssetReference.resolve(revealPath, from: packFolder)
        else { return .failure(.notLintClean("connect-the-dots picture")) }
        let document: SVGDocument
        let revealPicture: AssetPicture
        switch (assets.svg(svgFile), assets.picture(revealFile)) {
        case (.failure(let problem), _): return .failure(.asset(svgFile, problem.message))
        case (_, .failure(let problem)): return .failure(.asset(revealFile, problem.message))
        case (.success(let drawing), .success(let picture)): (document, revealPicture) = (drawing, picture)
        }
        guard case .success(let layout) = DotsLayout.layout(document, element: element, count: root["dots"]?.integer,
                                                            start: root["start"]?.number?.double ?? 0) else { return .failure(.notLintClean("dots \(id)")) }
        let size = SVGRenderer.size(of: document, width: side, height: side)
        var outline = SVGRenderer.render(document, width: size.width, height: size.height)
        // why: the child sees the line art faintly and draws over it
        for index in stride(from: 3, to: outline.pixels.count, by: 4) { outline.pixels[index] = UInt8(Int(outline.pixels[index]) * 35 / 100) }
        // why: the reveal is stretched onto the line art's canvas; the two line up only when they
        // share one (`dots-reveal`)
        let reveal = switch revealPicture {
        case .drawing(let picture): SVGRenderer.render(picture, width: size.width, height: size.height)
        case .photo(let picture): Resampler.resize(picture, width: size.width, height: size.height)
        }
        guard let outlinePNG = try? PNGCodec.encode(outline).get(), let revealPNG = try? PNGCodec.encode(reveal).get() else {
            return .failure(.output("dots \(id): the pictures cannot be encoded"))
        }
        let manifest = Self.manifest(layout, id: id)
        return .success([
            "\(folder(id))/dots.json": JSONWriter.encode(manifest),
            "\(folder(id))/outline.png": outlinePNG,
            "\(folder(id))/reveal.png": revealPNG,
        ])
    }

    /// `dots.json`: the dots and label places normalised to the picture's width and height.
    static func manifest(_ layout: DotsLayout, id: String) -> JSONWriter.Value {
        func normalised(_ p: Point) -> JSONWriter.Value {
            .object([("x", .raw(DecimalText.format(p.x / layout.width, places: 4))), ("y", .raw(DecimalText.format(p.y / layout.height, places: 4)))])
        }
        let dots: [JSONWriter.Value] = layout.dots.enumerated().map { index, dot in
            .object([("number", .int(index + 1)), ("x", .raw(DecimalText.format(dot.point.x / layout.width, places: 4))), ("y", .raw(DecimalText.format(dot.point.y / layout.height, places: 4))),
                     ("label", dot.label.map(normalised) ?? .null)])
        }
        return .object([
            ("id", .string(id)), ("aspect", .raw(DecimalText.format(layout.width / layout.height, places: 4))), ("closed", .bool(layout.closed)),
            ("dotRadius", .raw(DecimalText.format(DotsLayout.dotRadius, places: 4))), ("labelHeight", .raw(DecimalText.format(DotsLayout.labelHeight, places: 4))), ("dots", .array(dots)),
        ])
    }

    /// The layout as the runtime reads it from the bundle (for previews of a layout not built).
    static func layoutFile(_ layout: DotsLayout, id: String) -> DotsLayoutFile? {
        try? JSONDecoder().decode(DotsLayoutFile.self, from: Data(JSONWriter.encode(manifest(layout, id: id))))
    }
}
