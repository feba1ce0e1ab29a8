import ContentCore

/// A set has enough cards for its grid.
struct MemoryCardsRule: FileRule {
    static let description = RuleDescription(
        id: "memory-cards",
        summary: "A memory set must have rows x columns / 2 cards for its grid",
        rationale: """
            The find-the-pair game deals each card twice, so a grid of rows x columns needs half as \
            many distinct cards. (A card that does not decode is an `asset-content` finding.)
            """,
        kind: .memory,
        severity: .error,
        valid: [Example(Examples.memory())],
        invalid: [
            Example(#"""
                {"kind": "memory", "id": "pets", "title": {"en": "Pets", "ru": "Питомцы", "uk": "Улюбленці"},
                 "grid": ↓[3, 2], "cards": ["img/cat.png", "img/cat.svg"]}
                """#),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root else { return [] }
        let grid = root["grid"]?.array?.compactMap(\.integer) ?? []
        let count = root["cards"]?.array?.count ?? 0
        // why: grid sides are content; a product past 64 bits is the schema's finding, not a trap
        if grid.count == 2, let gridNode = root["grid"], let cells = Int.checkedProduct(grid[0], grid[1]), count * 2 < cells {
            let needed = cells / 2 + cells % 2
            return [Self.diagnostic("a \(grid[0])x\(grid[1]) grid needs \(needed) distinct cards; the set has \(count)", in: file, at: gridNode.range)]
        }
        return []
    }
}
