import ContentCore

/// Every card shows something.
struct MemoryCardBlankRule: FileRule {
    static let description = RuleDescription(
        id: "memory-card-blank",
        summary: "A memory card must show something more than a speck",
        rationale: """
            A card whose drawing paints nothing the renderer draws (only pattern or unsupported \
            paint, only white, an empty group) or nothing but a speck is a blank square in the \
            game: its pair cannot be found by looking. The card is looked at on a white card; \
            what stands out from the white is its figure, and a figure covering under \
            \(Int(CardFigure.blankShare * 1000)) ‰ of the card is a speck. Fix the drawing or \
            choose another.
            """,
        kind: .memory,
        severity: .error,
        valid: [Example(Examples.memory())],
        invalid: [
            Example(Examples.memory(cards: #""img/cat.png", ↓"img/white.svg""#),
                    files: ["img/white.svg": "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'><rect width='100' height='100' fill='white'/><circle cx='50' cy='50' r='30' fill='#fafafa'/></svg>"]),
            Example(Examples.memory(cards: #""img/cat.png", ↓"img/dot.svg""#),
                    files: ["img/dot.svg": "<svg xmlns='http://www.w3.org/2000/svg' width='400' height='400'><circle cx='200' cy='200' r='6' fill='teal'/></svg>"]),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        MemoryCard.cards(of: file, context).compactMap { card in
            guard case .success(let figure) = card.figure, figure.isBlank else { return nil }
            let what = figure.look == nil ? "draws nothing that shows on a white card"
                : "shows only a speck (\(String(format: "%.2f", figure.shownShare * 100)) % of the card)"
            return Self.diagnostic("card \"\(card.path)\" \(what); its pair could not be found by looking", in: file, at: card.node.range)
        }
    }
}
