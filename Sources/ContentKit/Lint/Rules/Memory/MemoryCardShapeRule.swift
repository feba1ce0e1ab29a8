/// Cards fill their square reasonably.
struct MemoryCardShapeRule: FileRule {
    static let description = RuleDescription(
        id: "memory-card-shape",
        summary: "Memory cards should not be more than 3:1 wide or tall, nor cover under 10 % of their canvas",
        rationale: """
            Cards are fitted, centred, into a square: a drawing three times wider than tall becomes \
            a thin strip, and one that paints a tenth of its own canvas (a small figure on a large \
            empty page) becomes a speck. Both are hard to recognise on a small card; crop the \
            drawing's canvas or choose another picture.
            """,
        kind: .memory,
        severity: .warning,
        valid: [Example(Examples.memory())],
        invalid: [
            Example(Examples.memory(cards: #""img/cat.png", ↓"img/strip.svg""#),
                    files: ["img/strip.svg": "<svg xmlns='http://www.w3.org/2000/svg' width='400' height='100'><rect width='400' height='100' fill='teal'/></svg>"]),
            Example(Examples.memory(cards: #""img/cat.png", ↓"img/speck.svg""#),
                    files: ["img/speck.svg": "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'><circle cx='50' cy='50' r='8' fill='teal'/></svg>"]),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        MemoryCard.cards(of: file, context).compactMap { card in
            guard case .success(let picture) = card.picture else { return nil }
            if picture.aspect > 3 {
                return Self.diagnostic(
                    "card \"\(card.path)\" is \(String(format: "%.1f", picture.aspect)):1; on a square card it becomes a thin strip (crop it to at most 3:1)",
                    in: file, at: card.node.range)
            }
            if picture.coverage < 0.1 {
                return Self.diagnostic(
                    "card \"\(card.path)\" paints \(Int((picture.coverage * 100).rounded())) % of its canvas; crop the canvas to the drawing so it is not a speck on the card",
                    in: file, at: card.node.range)
            }
            return nil
        }
    }
}
