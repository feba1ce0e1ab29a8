import ContentCore

/// Cards fill their square reasonably.
struct MemoryCardShapeRule: FileRule {
    /// A figure spanning less of the card than this (its longer side over the card's) is small on
    /// its canvas.
    // why: cropping would show such a drawing at least twice as large; the old measure (under
    // 10 % of the canvas painted) warned on line drawings spanning their canvas (openclipart:
    // 4,552 warnings, now 1,078, of which 945 small drawings spanning 13-49 % of the card)
    static let smallExtent = 0.5

    static let description = RuleDescription(
        id: "memory-card-shape",
        summary: "Memory cards should not be more than 3:1 wide or tall, nor a small drawing on a large canvas",
        rationale: """
            Cards are fitted, centred, into a square: a figure three times wider than tall becomes \
            a thin strip (the figure is measured, not its canvas: a 3.65:1 aeroplane on a 2:1 canvas \
            is a strip too), and a small drawing on a large empty canvas (its longer side under \
            \(Int(smallExtent * 100)) % of the card's) is shown small. Crop the drawing's canvas to \
            the drawing, or choose another picture. A line drawing that spans its canvas is not \
            small, however little of it its strokes paint.
            """,
        kind: .memory,
        severity: .warning,
        measured: """
            tuxpaint-stamps-default 2022.06.04's 248 SVG stamps as cards: 25 findings, each \
            checked against the drawing (22 figures 3.2:1 to 12.7:1: pens, cutlery, rockets, a \
            lighthouse; 3 small drawings on wide canvases, 37-45 % of the card): all true. \
            Tests/RealContent's openclipart pairs: 3 findings on 342 cards, all true; GCompris's \
            21 memory animals and 146 photographs: 2 findings, both true (a bird in a corner of \
            a tall canvas, pliers 3:1).
            """,
        valid: [
            Example(Examples.memory()),
            Example(Examples.memory(cards: #""img/cat.png", "img/outline.svg""#),
                    files: ["img/outline.svg": "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'><path d='M5 95 L50 5 L95 95 Z M30 70 H70' fill='none' stroke='black' stroke-width='1.5'/></svg>"]),
        ],
        invalid: [
            Example(Examples.memory(cards: #""img/cat.png", ↓"img/strip.svg""#),
                    files: ["img/strip.svg": "<svg xmlns='http://www.w3.org/2000/svg' width='400' height='100'><rect width='400' height='100' fill='teal'/></svg>"]),
            Example(Examples.memory(cards: #""img/cat.png", ↓"img/small.svg""#),
                    files: ["img/small.svg": "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'><circle cx='30' cy='60' r='15' fill='teal'/></svg>"]),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        MemoryCard.cards(of: file, context).compactMap { card in
            guard case .success(let figure) = card.figure, !figure.isBlank else { return nil }
            if figure.figureAspect > 3 {
                return Self.diagnostic(
                    "card \"\(card.path)\" shows a figure \(String(format: "%.1f", figure.figureAspect)):1; on a square card it becomes a thin strip (choose a picture at most 3:1)",
                    in: file, at: card.node.range)
            }
            if figure.shownExtent < Self.smallExtent {
                return Self.diagnostic(
                    "card \"\(card.path)\" is a small drawing on a large canvas: it spans \(Int((figure.shownExtent * 100).rounded())) % of the card; crop the canvas to the drawing and it is shown \(String(format: "%.1f", 1 / figure.shownExtent)) times larger",
                    in: file, at: card.node.range)
            }
            return nil
        }
    }
}
