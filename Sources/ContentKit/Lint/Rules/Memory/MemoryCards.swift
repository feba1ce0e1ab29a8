import ContentArt

/// What the memory rules read of a set's cards: each card drawn small (64 pixels), hashed and
/// measured once per lint run, whichever rule asks first.
struct MemoryCard: Sendable {
    let path: String
    let node: JSONNode
    /// The card, or why it cannot be drawn.
    let picture: Result<CardPicture, ArtIssue>
    let hash: UInt64?

    static let side = 64

    /// The set's PNG and SVG cards that exist in the pack (the asset rules report the others).
    static func cards(of file: ContentFile, _ context: LintContext) -> [MemoryCard] {
        (file.root?["cards"]?.array ?? []).compactMap { node in
            guard let reference = node.string, AssetReference.hasAllowedExtension(reference),
                  let path = AssetReference.resolve(reference, from: file.folder) else { return nil }
            let drawn: Drawn? = context.memo.value("memory card \(path)") {
                // why: a missing or unreadable file is the asset rules' finding, not this one's
                guard case .success = context.assets.bytes(path) else { return nil }
                let picture = context.assets.picture(path).map { CardPicture($0, side: side) }.mapError { ArtIssue(.error, $0.message, line: $0.line) }
                return Drawn(picture: picture, hash: (try? picture.get()).map { PerceptualHash.hash($0.card(side: side)) })
            }
            return drawn.map { MemoryCard(path: path, node: node, picture: $0.picture, hash: $0.hash) }
        }
    }

    private struct Drawn: Sendable {
        let picture: Result<CardPicture, ArtIssue>
        let hash: UInt64?
    }
}
