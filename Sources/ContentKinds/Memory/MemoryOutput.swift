import ContentArt
import ContentCore

/// A memory set's cards drawn onto their squares: `memory/<set>/<card>.png`.
enum MemoryOutput {
    static let defaultCardSize = 256
    /// The card sides the schema allows, in pixels.
    static let cardSizes = 64...1024

    /// The bundle path of each card, in the set's order (names from the files, made unique).
    static func paths(set: String, cards: [String]) -> [String] {
        var used: [String: Int] = [:]
        return cards.map { card in
            var name = String(card.split(separator: "/").last ?? "card")
            if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
            used[name, default: 0] += 1
            let count = used[name]!
            return "memory/\(set)/\(count == 1 ? name : "\(name)-\(count)").png"
        }
    }

    /// One card's PNG: the drawing fitted and centred on a transparent square of `side` pixels.
    static func card(_ picture: AssetPicture, path: String, side: Int) -> Result<[UInt8], BuildError> {
        PNGCodec.encode(CardPicture(picture, side: side).card(side: side)).mapError { .asset(path, $0.description) }
    }
}
