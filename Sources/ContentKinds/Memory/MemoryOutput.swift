import ContentArt
import ContentCore

/// A memory set's cards drawn onto their squares: `memory/<set>/<card>.png`.
enum MemoryOutput {
    static let defaultCardSize = 256
    /// The card sides the schema allows, in pixels.
    static let cardSizes = 64...1024

    /// The bundle path of each card, in the set's order: the file's name, or with "-2", "-3" …
    /// when an earlier card has it. Names are compared ignoring case (a bundle unpacked on a
    /// case-insensitive disk must not lose a card), and a numbered name is itself checked ("cat",
    /// "cat" and a file named "cat-2": "cat", "cat-2", "cat-2-2"; two cards sharing a picture
    /// path would show one picture twice).
    static func paths(set: String, cards: [String]) -> [String] {
        var taken = Set<String>()
        return cards.map { card in
            var base = String(card.split(separator: "/").last ?? "card")
            if let dot = base.lastIndex(of: ".") { base = String(base[..<dot]) }
            var name = base, count = 1
            while !taken.insert(name.lowercased()).inserted {
                count += 1
                name = "\(base)-\(count)"
            }
            return "memory/\(set)/\(name).png"
        }
    }

    /// One card's PNG: the drawing fitted and centred on a transparent square of `side` pixels.
    static func card(_ picture: AssetPicture, path: String, side: Int) -> Result<[UInt8], BuildError> {
        PNGCodec.encode(CardPicture(picture, side: side).card(side: side)).mapError { .asset(path, $0.description) }
    }
}
