import ContentArt
import ContentCore

/// The likeness of every two cards of a set that show something, found once per set for both
/// the look-alike and the confusable rule.
struct MemoryCardPair: Sendable {
    let card: MemoryCard
    let earlier: MemoryCard
    let likeness: CardLikeness
    let resemblance: FigureResemblance

    /// Cards compared at most.
    // why: the schema's maxItems; a longer list is the schema's finding, and comparing pairs
    // of it would take time quadratic in a hostile file's length
    static let cardLimit = 64

    /// Each card that is alike (not `.different`) to an earlier card, with the first such earlier
    /// card for each likeness, in the set's order.
    static func pairs(of file: ContentFile, _ context: LintContext) -> [MemoryCardPair] {
        context.memo.value("memory card pairs \(file.path)") {
            let shown = MemoryCard.cards(of: file, context).prefix(cardLimit).compactMap { card -> (MemoryCard, FigureLook)? in
                guard case .success(let figure) = card.figure, !figure.isBlank, let look = figure.look else { return nil }
                return (card, look)
            }
            var pairs: [MemoryCardPair] = []
            for (index, (card, look)) in shown.enumerated() {
                var reported: Set<CardLikeness> = []
                for (earlier, earlierLook) in shown[..<index] where earlier.path != card.path {
                    let (likeness, resemblance) = CardLikeness.judge(earlierLook, look)
                    guard likeness != .different, reported.insert(likeness).inserted else { continue }
                    pairs.append(MemoryCardPair(card: card, earlier: earlier, likeness: likeness, resemblance: resemblance))
                }
            }
            return pairs
        }
    }

    /// The note pointing at the earlier card.
    func note(in file: ContentFile) -> Diagnostic.Note {
        Diagnostic.Note("\"\(earlier.path)\" is here", file: file.path, range: earlier.node.range)
    }
}
