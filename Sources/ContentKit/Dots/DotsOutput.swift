import ContentArt
import ContentBundle

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
        let reveal = switch revealPicture {
        case .drawing(let picture): SVGRenderer.render(picture, width: size.width, height: size.height)
        case .photo(let picture): Resampler.resize(picture, width: size.width, height: size.height)
        }
        guard let outlinePNG = try? PNGCodec.encode(outline).get(), let revealPNG = try? PNGCodec.encode(reveal).get() else {
            return .failure(.output("dots \(id): the pictures cannot be encoded"))
        }
        func normalised(_ p: Point) -> JSONWriter.Value {
            .object([("x", .raw(DecimalText.format(p.x / layout.width, places: 4))), ("y", .raw(DecimalText.format(p.y / layout.height, places: 4)))])
        }
        let dots: [JSONWriter.Value] = layout.dots.enumerated().map { index, dot in
            .object([("number", .int(index + 1)), ("x", .raw(DecimalText.format(dot.point.x / layout.width, places: 4))), ("y", .raw(DecimalText.format(dot.point.y / layout.height, places: 4))),
                     ("label", dot.label.map(normalised) ?? .null)])
        }
        let manifest = JSONWriter.Value.object([
            ("id", .string(id)), ("aspect", .raw(DecimalText.format(layout.width / layout.height, places: 4))), ("closed", .bool(layout.closed)),
            ("dotRadius", .raw(DecimalText.format(DotsLayout.dotRadius, places: 4))), ("labelHeight", .raw(DecimalText.format(DotsLayout.labelHeight, places: 4))), ("dots", .array(dots)),
        ])
        return .success([
            "\(folder(id))/dots.json": JSONWriter.encode(manifest),
            "\(folder(id))/outline.png": outlinePNG,
            "\(folder(id))/reveal.png": revealPNG,
        ])
    }
}

/// Dots and their numbers drawn over a picture of `width` x `height` pixels (for previews and the
/// contact sheet), the numbers in simple seven-segment strokes so no font is needed.
enum DotsPreview {
    static func svg(_ layout: DotsLayoutFile, width: Int, height: Int) -> String {
        let w = Double(width)
        let h = Double(height)
        var shapes: [String] = []
        let radius = max(1.5, layout.dotRadius * w)
        let digitHeight = max(6, layout.labelHeight * w)
        for dot in layout.dots {
            shapes.append(##"<circle cx="\##(dot.x * w)" cy="\##(dot.y * h)" r="\##(radius)" fill="#1a1a1a"/>"##)
            guard let label = dot.label else { continue }
            let text = String(dot.number)
            let digitWidth = digitHeight * 0.5
            let gap = digitHeight * 0.15
            let total = Double(text.count) * digitWidth + Double(text.count - 1) * gap
            var x = label.x * w - total / 2
            let y = label.y * h - digitHeight / 2
            for character in text {
                shapes.append(digit(character, x: x, y: y, width: digitWidth, height: digitHeight))
                x += digitWidth + gap
            }
        }
        return #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)">"# + shapes.joined() + "</svg>"
    }

    /// The dots and numbers as a picture of `width` x `height` pixels, to lay over the outline.
    static func image(_ layout: DotsLayoutFile, width: Int, height: Int) -> RGBAImage? {
        guard let overlay = try? SVGReader.read(Array(svg(layout, width: width, height: height).utf8)).get() else { return nil }
        return SVGRenderer.render(overlay, width: width, height: height)
    }

    private static let segments: [Character: String] = [
        "0": "abcdef", "1": "bc", "2": "abged", "3": "abgcd", "4": "fgbc", "5": "afgcd", "6": "afgedc", "7": "abc", "8": "abcdefg", "9": "abfgcd",
    ]

    private static func digit(_ character: Character, x: Double, y: Double, width: Double, height: Double) -> String {
        let ends: [Character: ((Double, Double), (Double, Double))] = [
            "a": ((0, 0), (1, 0)), "b": ((1, 0), (1, 0.5)), "c": ((1, 0.5), (1, 1)), "d": ((0, 1), (1, 1)),
            "e": ((0, 0.5), (0, 1)), "f": ((0, 0), (0, 0.5)), "g": ((0, 0.5), (1, 0.5)),
        ]
        let data = (segments[character] ?? "").compactMap { ends[$0] }.map { from, to in
            "M\(x + from.0 * width) \(y + from.1 * height)L\(x + to.0 * width) \(y + to.1 * height)"
        }.joined()
        return ##"<path d="\##(data)" fill="none" stroke="#c0392b" stroke-width="\##(max(1, height / 7))" stroke-linecap="round"/>"##
    }
}
