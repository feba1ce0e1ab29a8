import ContentArt
import ContentBundle
import Foundation

/// How the contact sheet's tiles are drawn: square, 256 pixels, each picture fitted and centred.
enum TileDrawing {
    static let side = 256

    /// The picture made smaller (never larger) to fit a tile.
    static func fit(_ image: RGBAImage) -> RGBAImage {
        let scale = min(Double(side) / Double(image.width), Double(side) / Double(image.height), 1)
        return Resampler.resize(image, width: max(1, Int(Double(image.width) * scale)), height: max(1, Int(Double(image.height) * scale)))
    }

    /// A picture fitted and centred on a tile, with an overlay drawn over it at the same size.
    static func tile(_ label: String, _ picture: RGBAImage, overlay: ((Int, Int) -> RGBAImage?)? = nil) -> ContactTile {
        let fitted = fit(picture)
        var canvas = Canvas(width: side, height: side)
        let x = (side - fitted.width) / 2
        let y = (side - fitted.height) / 2
        canvas.draw(fitted, x: x, y: y)
        if let layer = overlay?(fitted.width, fitted.height) { canvas.draw(layer, x: x, y: y) }
        return ContactTile(label: label, image: canvas.image)
    }

    /// The bundle's files under `prefix` ending in `suffix`, sorted, with the part between.
    static func folders(_ bundle: [String: [UInt8]], prefix: String, file suffix: String) -> [(folder: String, path: String)] {
        bundle.keys.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }.sorted().map { (String($0.dropLast(suffix.count)), $0) }
    }

    /// A picture of the bundle, decoded.
    static func png(_ bundle: [String: [UInt8]], _ path: String) -> RGBAImage? {
        bundle[path].flatMap { try? PNGCodec.decode($0).get().image }
    }

    /// A JSON file of the bundle, decoded into its runtime type.
    static func decode<T: Decodable>(_ type: T.Type, _ bundle: [String: [UInt8]], _ path: String) -> T? {
        bundle[path].flatMap { try? JSONDecoder().decode(T.self, from: Data($0)) }
    }
}
