import ContentArt
import ContentBundle
import Foundation

/// How the contact sheet's tiles are drawn: square, 256 pixels, each picture fitted and centred.
package enum TileDrawing {
    package static let side = 256

    /// The picture made smaller (never larger) to fit a tile.
    package static func fit(_ image: RGBAImage) -> RGBAImage {
        let scale = min(Double(side) / Double(image.width), Double(side) / Double(image.height), 1)
        return Resampler.resize(image, width: max(1, Int(Double(image.width) * scale)), height: max(1, Int(Double(image.height) * scale)))
    }

    /// A picture fitted and centred on a tile, with an overlay drawn over it at the same size.
    package static func tile(_ label: String, _ picture: RGBAImage, overlay: ((Int, Int) -> RGBAImage?)? = nil) -> ContactTile {
        let fitted = fit(picture)
        var canvas = Canvas(width: side, height: side)
        let x = (side - fitted.width) / 2
        let y = (side - fitted.height) / 2
        canvas.draw(fitted, x: x, y: y)
        if let layer = overlay?(fitted.width, fitted.height) { canvas.draw(layer, x: x, y: y) }
        return ContactTile(label: label, image: canvas.image)
    }

    /// The bundle's files under `prefix` ending in `suffix`, sorted, with the part between.
    package static func folders(_ bundle: [String: [UInt8]], prefix: String, file suffix: String) -> [(folder: String, path: String)] {
        bundle.keys.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }.sorted().map { (String($0.dropLast(suffix.count)), $0) }
    }

    /// A picture of the bundle, decoded.
    package static func png(_ bundle: [String: [UInt8]], _ path: String) -> RGBAImage? {
        bundle[path].flatMap { try? PNGCodec.decode($0).get().image }
    }

    /// A JSON file of the bundle, decoded into its runtime type.
    package static func decode<T: Decodable>(_ type: T.Type, _ bundle: [String: [UInt8]], _ path: String) -> T? {
        bundle[path].flatMap { try? JSONDecoder().decode(T.self, from: Data($0)) }
    }
}

extension TileDrawing {
    /// The PNG of a picture the items name: itself, or the PNG the builder drew beside an SVG.
    package static func bundlePNG(_ path: String) -> String { path.hasSuffix(".svg") ? path + ".png" : path }

    /// Every whole-number key of answers.json (option indexes of choice items).
    package static func optionKeys(_ bundle: [String: [UInt8]]) -> [String: Int] {
        guard let bytes = bundle[BundleFormat.answersFile], let root = JSONParser.parse(bytes, file: BundleFormat.answersFile).root else { return [:] }
        var keys: [String: Int] = [:]
        for member in root["answers"]?.object?.members ?? [] {
            if let answer = member.value.integer { keys[member.key] = answer }
        }
        return keys
    }

    /// A picture scaled (up or down) to fit a box, keeping its shape.
    package static func fitted(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        let scale = min(Double(width) / Double(image.width), Double(height) / Double(image.height))
        return Resampler.resize(image, width: max(1, Int(Double(image.width) * scale)), height: max(1, Int(Double(image.height) * scale)))
    }

    /// A question picture above its options, the key framed in green (missing pictures left blank).
    package static func question(_ label: String, _ question: RGBAImage, options: [RGBAImage?], key: Int?) -> ContactTile {
        var canvas = Canvas(width: side, height: side)
        let top = fitted(question, width: side - 8, height: options.count > 4 ? 150 : 176)
        canvas.draw(top, x: (side - top.width) / 2, y: 4)
        let perRow = 4
        let cell = (side - 8) / perRow
        let firstY = options.count > 4 ? 158 : 184
        for (index, option) in options.enumerated() {
            let x = 4 + (index % perRow) * cell
            let y = firstY + (index / perRow) * (cell - 16)
            if index == key {
                canvas.draw(RGBAImage(width: cell - 4, height: cell - 20, pixels: Array(repeating: [30, 170, 60, 255], count: (cell - 4) * (cell - 20)).flatMap { $0 }), x: x, y: y - 2)
            }
            if let option {
                let fitted = fitted(option, width: cell - 10, height: cell - 26)
                canvas.draw(fitted, x: x + (cell - 4 - fitted.width) / 2, y: y + (cell - 24 - fitted.height) / 2)
            }
        }
        return ContactTile(label: label, image: canvas.image)
    }
}
