import ContentArt

/// No two cards of a set look alike.
struct MemoryLookAlikeRule: FileRule {
    /// Hashes this close (of 64 bits) are the same drawing to a player.
    static let threshold = 8

    static let description = RuleDescription(
        id: "memory-look-alike",
        summary: "No two cards of a memory set may look alike",
        rationale: """
            A pair game with two different files showing the same drawing (a copy, a recolour, a \
            resized export) has pairs the player cannot tell apart. The check draws each card on \
            its square, takes a 64-bit perceptual hash (DCT of a 32x32 grey version over white) and \
            reports two cards whose hashes differ in \(threshold) bits or fewer.
            """,
        kind: .memory,
        severity: .error,
        valid: [Example(Examples.memory())],
        invalid: [Example(Examples.memory(cards: #""img/cat.svg", ↓"img/cat-copy.svg""#),
                          files: ["img/cat-copy.svg": Examples.triangleSVG(size: 40)])])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        let cards = MemoryCard.cards(of: file, context)
        var found: [Diagnostic] = []
        for (index, card) in cards.enumerated() {
            guard let hash = card.hash else { continue }
            for earlier in cards[..<index] {
                guard let other = earlier.hash, earlier.path != card.path else { continue }
                let distance = PerceptualHash.distance(hash, other)
                guard distance <= Self.threshold else { continue }
                found.append(Self.diagnostic(
                    "card \"\(card.path)\" looks like \"\(earlier.path)\" (perceptual hashes \(distance) bits apart of 64); players could not tell the pair apart",
                    in: file, at: card.node.range, notes: [Diagnostic.Note("\"\(earlier.path)\" is here", file: file.path, range: earlier.node.range)]))
                break
            }
        }
        return found
    }
}

extension Examples {
    /// A blue triangle drawing on a square canvas of `size`.
    static func triangleSVG(size: Int) -> String {
        let s = Double(size)
        return "<svg xmlns='http://www.w3.org/2000/svg' width='\(size)' height='\(size)'><path d='M\(s / 2) \(s * 0.1) L\(s * 0.9) \(s * 0.9) L\(s * 0.1) \(s * 0.9) Z' fill='#2255cc'/></svg>"
    }
}
