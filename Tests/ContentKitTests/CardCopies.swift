import ContentArt
import Foundation
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Copies of one drawing as an author might make them by mistake: mirrored, rescaled, with a
/// margin, recoloured a little, exported to PNG, and some of these together. Made in the test
/// from a drawing's SVG text, so the labelled set needs no committed copies.
enum CardCopies {
    /// Every copy of `svg`, named for how it was made.
    static func all(of svg: String) -> [(name: String, picture: AssetPicture)] {
        guard let document = try? SVGReader.read(Array(svg.utf8)).get(), let start = svg.range(of: "<svg") else { return [] }
        let inner = String(svg[start.lowerBound...])
        let w = document.width, h = document.height
        func wrapped(_ width: Double, _ height: Double, viewBox: String, transform: String = "") -> String {
            "<svg xmlns='http://www.w3.org/2000/svg' width='\(width)' height='\(height)' viewBox='\(viewBox)'><g transform='\(transform)'>\(inner)</g></svg>"
        }
        var copies: [(String, AssetPicture)] = []
        func add(_ name: String, svg text: String) {
            if let copy = try? SVGReader.read(Array(text.utf8)).get() { copies.append((name, .drawing(copy))) }
        }
        add("mirrored", svg: wrapped(w, h, viewBox: "0 0 \(w) \(h)", transform: "matrix(-1 0 0 1 \(w) 0)"))
        add("rescaled", svg: wrapped(3 * w, 3 * h, viewBox: "0 0 \(w) \(h)"))
        add("with a margin", svg: wrapped(1.8 * w, 1.4 * h, viewBox: "\(-0.5 * w) \(-0.2 * h) \(1.8 * w) \(1.4 * h)"))
        add("small on a large canvas", svg: wrapped(3 * w, 3 * h, viewBox: "\(-0.4 * w) \(-1.7 * h) \(3 * w) \(3 * h)"))
        add("recoloured", svg: recoloured(svg))
        add("mirrored with a margin, recoloured", svg: recoloured(wrapped(1.5 * w, 1.5 * h, viewBox: "\(-0.25 * w) \(-0.4 * h) \(1.5 * w) \(1.5 * h)", transform: "matrix(-1 0 0 1 \(w) 0)")))
        let rendered = render(document, longerSide: 300)
        copies.append(("exported to PNG", .photo(rendered)))
        copies.append(("exported to PNG over white with a margin", .photo(padded(flattened(rendered), by: 40))))
        copies.append(("mirrored, brightened, exported to PNG", .photo(brightened(mirrored(render(document, longerSide: 180))))))
        return copies
    }

    /// The drawing rendered so its longer side is `longerSide`, re-read from PNG bytes.
    static func render(_ document: SVGDocument, longerSide: Int) -> RGBAImage {
        let size = SVGRenderer.size(of: document, width: longerSide, height: longerSide)
        let image = SVGRenderer.render(document, width: size.width, height: size.height)
        let bytes = (try? PNGCodec.encode(image).get()) ?? []
        return (try? PNGCodec.decode(bytes).get().image) ?? image
    }

    /// Every six-digit hex colour of the text moved a little (a warmer, lighter shade).
    static func recoloured(_ svg: String) -> String {
        var result = ""
        var rest = Substring(svg)
        while let hash = rest.firstIndex(of: "#") {
            result += rest[..<hash]
            let digits = rest[rest.index(after: hash)...].prefix(6)
            if digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16),
               rest[rest.index(after: hash)...].dropFirst(6).first.map({ !$0.isHexDigit }) ?? true {
                let shifts = [14, 6, -10]
                let channels = (0..<3).map { min(255, max(0, ((value >> (16 - 8 * $0)) & 255) + shifts[$0])) }
                result += "#" + channels.map { String(format: "%02x", $0) }.joined()
                rest = rest[rest.index(hash, offsetBy: 7)...]
            } else {
                result += "#"
                rest = rest[rest.index(after: hash)...]
            }
        }
        return result + rest
    }

    static func mirrored(_ image: RGBAImage) -> RGBAImage {
        var copy = image
        for y in 0..<image.height {
            for x in 0..<image.width {
                let from = (y * image.width + image.width - 1 - x) * 4, to = (y * image.width + x) * 4
                for channel in 0..<4 { copy.pixels[to + channel] = image.pixels[from + channel] }
            }
        }
        return copy
    }

    static func flattened(_ image: RGBAImage) -> RGBAImage {
        var copy = image
        for index in 0..<(image.width * image.height) {
            let alpha = Int(image.pixels[index * 4 + 3])
            for channel in 0..<3 { copy.pixels[index * 4 + channel] = UInt8((Int(image.pixels[index * 4 + channel]) * alpha + 255 * (255 - alpha)) / 255) }
            copy.pixels[index * 4 + 3] = 255
        }
        return copy
    }

    /// `margin` pixels of white on every side (the picture is assumed opaque).
    static func padded(_ image: RGBAImage, by margin: Int) -> RGBAImage {
        var copy = RGBAImage(width: image.width + 2 * margin, height: image.height + 2 * margin,
                             pixels: [UInt8](repeating: 255, count: (image.width + 2 * margin) * (image.height + 2 * margin) * 4))
        for y in 0..<image.height {
            let from = y * image.width * 4, to = ((y + margin) * copy.width + margin) * 4
            copy.pixels.replaceSubrange(to..<(to + image.width * 4), with: image.pixels[from..<(from + image.width * 4)])
        }
        return copy
    }

    static func brightened(_ image: RGBAImage) -> RGBAImage {
        var copy = image
        for index in 0..<(image.width * image.height) {
            for channel in 0..<3 { copy.pixels[index * 4 + channel] = UInt8(min(255, Int(image.pixels[index * 4 + channel]) + 16)) }
        }
        return copy
    }
}
