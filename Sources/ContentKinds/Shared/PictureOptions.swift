import ContentArt
import ContentCore

/// What is wrong with the option pictures of a pictured item (a picture puzzle, a pictured
/// matrix): two options that are one picture or look alike to a player, an option of another
/// shape than the rest (its shape gives it away), a key that names no option.
///
/// Options are compared as the player sees them, not as memory cards are: a mirrored, turned or
/// recoloured figure is a deliberate distractor here, so only pictures that agree almost pixel
/// for pixel, drawn at one size, count as alike.
enum PictureOptions {
    /// The side options are compared at.
    static let side = 96
    /// A pixel differs when a channel, on white, is this far apart (of 255).
    static let pixelGap = 64
    /// Options alike: fewer than this share of pixels differ.
    // why: at 96 pixels one punched hole of a 4-cell sheet, a pip or a missing stroke changes
    // 1.5 % or more of the pixels; re-exports and anti-aliasing of one drawing change under 0.1 %
    static let alikeShare = 0.0025
    /// Shapes differ when width over height is this far apart.
    static let aspectTolerance = 0.02
    /// Options compared at most (the schema allows 8).
    static let limit = 8

    struct Finding {
        let message: String
        let node: JSONNode
    }

    /// The findings on `options` (asset path nodes) of one item whose key is `answer`.
    static func findings(_ options: [JSONNode], answer: JSONNode?, in file: ContentFile, _ context: LintContext) -> [Finding] {
        var found: [Finding] = []
        if let answer, let index = answer.integer, index >= options.count {
            found.append(Finding(message: "the answer \(index) is not an option (there are \(options.count), counted from 0)", node: answer))
        }
        let drawn = options.prefix(limit).enumerated().map { index, node in (index, node, picture(node, in: file, context)) }
        var shape: (index: Int, aspect: Double)?
        for (index, node, picture) in drawn {
            guard let picture else { continue }
            let aspect = picture.originalSize.width / max(1e-9, picture.originalSize.height)
            if let shape, abs(aspect / shape.aspect - 1) > aspectTolerance {
                found.append(Finding(message: "option \(index) is \(size(picture)), not the shape of option \(shape.index): an odd shape gives an option away", node: node))
            }
            shape = shape ?? (index, aspect)
            for (earlier, earlierNode, earlierPicture) in drawn[..<index] {
                if node.string == earlierNode.string || sameBytes(earlierNode, node, in: file, context) {
                    found.append(Finding(message: "options \(earlier) and \(index) show the same picture", node: node))
                    break
                }
                if let earlierPicture, differingShare(earlierPicture, picture) < alikeShare {
                    found.append(Finding(message: "options \(earlier) and \(index) look the same: drawn at one size they differ in under \(percent(alikeShare)) of their pixels", node: node))
                    break
                }
            }
        }
        return found
    }

    /// Two files with the same bytes (one picture saved twice).
    private static func sameBytes(_ a: JSONNode, _ b: JSONNode, in file: ContentFile, _ context: LintContext) -> Bool {
        let bytes = [a, b].map { node in
            node.string.flatMap { AssetReference.resolve($0, from: file.folder) }.flatMap { try? context.assets.bytes($0).get() }
        }
        return bytes[0] != nil && bytes[0] == bytes[1]
    }

    /// The option's picture fitted into the comparison square, or nil when it cannot be read
    /// (the asset rules report that).
    private static func picture(_ node: JSONNode, in file: ContentFile, _ context: LintContext) -> CardPicture? {
        guard let reference = node.string, AssetReference.hasAllowedExtension(reference),
              let path = AssetReference.resolve(reference, from: file.folder) else { return nil }
        return context.memo.value("option picture \(path)") {
            guard case .success = context.assets.bytes(path), case .success(let picture) = context.assets.picture(path) else { return nil }
            return CardPicture(picture, side: side)
        }
    }

    /// The share of pixels that differ between two pictures, each centred on white.
    static func differingShare(_ a: CardPicture, _ b: CardPicture) -> Double {
        let (first, second) = (a.card(side: side).pixels, b.card(side: side).pixels)
        var differing = 0
        for pixel in stride(from: 0, to: min(first.count, second.count), by: 4) {
            for channel in 0..<3 where abs(onWhite(first, pixel, channel) - onWhite(second, pixel, channel)) > pixelGap {
                differing += 1
                break
            }
        }
        return Double(differing) / Double(side * side)
    }

    private static func onWhite(_ pixels: [UInt8], _ pixel: Int, _ channel: Int) -> Int {
        let alpha = Int(pixels[pixel + 3])
        return (Int(pixels[pixel + channel]) * alpha + 255 * (255 - alpha)) / 255
    }

    private static func size(_ picture: CardPicture) -> String {
        "\(DecimalText.format(picture.originalSize.width, places: 1)) × \(DecimalText.format(picture.originalSize.height, places: 1))"
    }

    private static func percent(_ share: Double) -> String { DecimalText.format(share * 100, places: 2) + " %" }
}
