import ContentArt
import ContentCore

/// What the memory rules read of a set's cards: each card drawn and its figure measured once
/// per lint run, whichever rule asks first.
struct MemoryCard: Sendable {
    let path: String
    let node: JSONNode
    /// The card's figure, or why it cannot be drawn.
    let figure: Result<CardFigure, ArtIssue>

    /// The set's PNG and SVG cards that exist in the pack (the asset rules report the others).
    static func cards(of file: ContentFile, _ context: LintContext) -> [MemoryCard] {
        (file.root?["cards"]?.array ?? []).compactMap { node in
            guard let reference = node.string, AssetReference.hasAllowedExtension(reference),
                  let path = AssetReference.resolve(reference, from: file.folder) else { return nil }
            let figure: Result<CardFigure, ArtIssue>? = context.memo.value("memory card \(path)") {
                // why: a missing or unreadable file is the asset rules' finding, not this one's
                guard case .success = context.assets.bytes(path) else { return nil }
                return context.assets.picture(path).map(CardFigure.init).mapError { ArtIssue(.error, $0.message, line: $0.line) }
            }
            return figure.map { MemoryCard(path: path, node: node, figure: $0) }
        }
    }
}
