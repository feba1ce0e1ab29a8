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
        add("hue turned 20°", svg: hueTurned(svg, by: 20))
        add("hue turned -20°, mirrored with a margin", svg: hueTurned(wrapped(1.5 * w, 1.5 * h, viewBox: "\(-0.15 * w) \(-0.15 * h) \(1.3 * w) \(1.3 * h)", transform: "matrix(-1 0 0 1 \(w) 0)"), by: -20))
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

    /// Every six-digit hex colour of the text turned `degrees` round the HSL hue circle, as a
    /// colour picker's hue slider does.
    static func hueTurned(_ svg: String, by degrees: Double) -> String {
        mapHexColours(svg) { red, green, blue in
            let high = max(red, green, blue), low = min(red, green, blue), lightness = (high + low) / 2
            guard high > low else { return (red, green, blue) }
            let delta = high - low
            let saturation = lightness > 0.5 ? delta / (2 - high - low) : delta / (high + low)
            var hue: Double
            if high == red { hue = (green - blue) / delta + (green < blue ? 6 : 0) } else if high == green { hue = (blue - red) / delta + 2 } else { hue = (red - green) / delta + 4 }
            hue = (hue * 60 + degrees).truncatingRemainder(dividingBy: 360)
            if hue < 0 { hue += 360 }
            let q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation, p = 2 * lightness - q
            func channel(_ t: Double) -> Double {
                var t = t
                if t < 0 { t += 1 }
                if t > 1 { t -= 1 }
                if t < 1.0 / 6 { return p + (q - p) * 6 * t }
                if t < 0.5 { return q }
                if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
                return p
            }
            let h = hue / 360
            return (channel(h + 1.0 / 3), channel(h), channel(h - 1.0 / 3))
        }
    }

    /// `svg` with every six-digit hex colour replaced by `change` of its channels (0...1).
    static func mapHexColours(_ svg: String, _ change: (Double, Double, Double) -> (Double, Double, Double)) -> String {
        var result = ""
        var rest = Substring(svg)
        while let hash = rest.firstIndex(of: "#") {
            result += rest[..<hash]
            let digits = rest[rest.index(after: hash)...].prefix(6)
            if digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16),
               rest[rest.index(after: hash)...].dropFirst(6).first.map({ !$0.isHexDigit }) ?? true {
                let channels = (0..<3).map { Double((value >> (16 - 8 * $0)) & 255) / 255 }
                let changed = change(channels[0], channels[1], channels[2])
                result += "#" + [changed.0, changed.1, changed.2].map { String(format: "%02x", min(255, max(0, Int(($0 * 255).rounded())))) }.joined()
                rest = rest[rest.index(hash, offsetBy: 7)...]
            } else {
                result += "#"
                rest = rest[rest.index(after: hash)...]
            }
        }
        return result + rest
    }

    /// Every six-digit hex colour of the text moved a little (a warmer, lighter shade).
    static func recoloured(_ svg: String) -> String {
        mapHexColours(svg) { red, green, blue in (red + 14.0 / 255, green + 6.0 / 255, blue - 10.0 / 255) }
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
