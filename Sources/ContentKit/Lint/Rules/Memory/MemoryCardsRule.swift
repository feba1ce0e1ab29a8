/// A set has enough cards, and every card can be drawn.
struct MemoryCardsRule: FileRule {
    static let description = RuleDescription(
        id: "memory-cards",
        summary: "A memory set must have rows x columns / 2 cards for its grid, each one drawable",
        rationale: """
            The find-the-pair game deals each card twice, so a grid of rows x columns needs half as \
            many distinct cards. Every card must decode (PNG) or read (SVG, within the art pipeline's \
            limits) because the builder draws it onto the card.
            """,
        kind: .memory,
        severity: .error,
        valid: [Example(Examples.memory())],
        invalid: [
            Example(Examples.memory(cards: #""img/cat.png", ↓"img/broken.png""#), files: ["img/broken.png": "not a picture"]),
            Example(#"""
                {"kind": "memory", "id": "pets", "title": {"en": "Pets", "ru": "Питомцы", "uk": "Улюбленці"},
                 "grid": ↓[3, 2], "cards": ["img/cat.png", "img/cat.svg"]}
                """#),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root else { return [] }
        var found: [Diagnostic] = []
        let grid = root["grid"]?.array?.compactMap(\.integer) ?? []
        let count = root["cards"]?.array?.count ?? 0
        if grid.count == 2, let gridNode = root["grid"], count * 2 < grid[0] * grid[1] {
            let needed = (grid[0] * grid[1] + 1) / 2
            found.append(Self.diagnostic(
                "a \(grid[0])x\(grid[1]) grid needs \(needed) distinct cards; the set has \(count)", in: file, at: gridNode.range))
        }
        for card in MemoryCard.cards(of: file, context) {
            if case .failure(let issue) = card.picture {
                found.append(Self.diagnostic("card \"\(card.path)\" cannot be drawn: \(issue.message)\(issue.line.map { " (line \($0))" } ?? "")",
                                             in: file, at: card.node.range))
            }
        }
        return found
    }
}
