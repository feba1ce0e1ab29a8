import ContentBundle
import ContentCore

/// A game's rank table gives every score exactly one rank, each named apart.
struct GameRanksRule: FileRule {
    static let description = RuleDescription(
        id: "game-ranks",
        summary: "A game's ranks start at 0 %, rise band by band and have distinct names in each locale",
        rationale: """
            The results screen reads the player's rank from the game's "ranks": each band holds from \
            its "from" (a share of the level's maximum score, in percent) up to the next band's. A \
            table whose first band starts above 0 leaves low scores with no rank; a band that does not \
            start above the one before is never reached, or makes the order of ranks unclear; two \
            bands with the same name in a locale cannot be told apart by the player.
            """,
        kind: .games,
        severity: .error,
        measured: """
            An exact fact of the table (bands, their order, their names), so an error. No public \
            corpus of results-screen rank tables was found; the sample pack's four tables give no \
            finding, and each of the three injected defects (a first band above 0, a band not \
            above the one before, a name repeated in a locale) is caught (the examples below).
            """,
        valid: [Example(Examples.numberOrder(ranks: #"""
            [{"from": 0, "title": {"en": "Novice", "ru": "Новичок", "uk": "Новачок"}},
             {"from": 60, "title": {"en": "Expert", "ru": "Знаток", "uk": "Знавець"}}]
            """#), files: Examples.slides(for: "number-order"))],
        invalid: [
            Example(Examples.numberOrder(ranks: #"""
                [{"from": ↓10, "title": {"en": "Novice", "ru": "Новичок", "uk": "Новачок"}},
                 {"from": 60, "title": {"en": "Expert", "ru": "Знаток", "uk": "Знавець"}}]
                """#), files: Examples.slides(for: "number-order")),
            Example(Examples.numberOrder(ranks: #"""
                [{"from": 0, "title": {"en": "Novice", "ru": "Новичок", "uk": "Новачок"}},
                 {"from": 60, "title": {"en": "Expert", "ru": "Знаток", "uk": "Знавець"}},
                 {"from": ↓60, "title": {"en": "Master", "ru": "Мастер", "uk": "Майстер"}}]
                """#), files: Examples.slides(for: "number-order")),
            Example(Examples.numberOrder(ranks: #"""
                [{"from": 0, "title": {"en": "Novice", "ru": "Новичок", "uk": "Новачок"}},
                 {"from": 60, "title": {"en": "Expert", "ru": ↓"Новичок", "uk": "Знавець"}}]
                """#), files: Examples.slides(for: "number-order")),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard file.kind == .games, let bands = file.root?["ranks"]?.array, !bands.isEmpty else { return [] }
        var found: [Diagnostic] = []
        if let first = bands[0]["from"], let value = first.integer, value != 0 {
            found.append(Self.diagnostic("the first rank starts at \(value) %, so a score below it has no rank; start it at 0", in: file, at: first.range))
        }
        for (before, band) in zip(bands, bands.dropFirst()) {
            guard let earlier = before["from"]?.integer, let node = band["from"], let value = node.integer, value <= earlier else { continue }
            found.append(Self.diagnostic("this rank starts at \(value) %, not above the one before (\(earlier) %), so it is never reached; ranks rise band by band", in: file, at: node.range))
        }
        var seen: [String: Set<String>] = [:]
        for band in bands {
            guard let names = band["title"]?.object else { continue }
            for member in names.members {
                let (locale, node) = (member.key, member.value)
                guard let name = node.string else { continue }
                if !seen[locale, default: []].insert(name).inserted {
                    found.append(Self.diagnostic("two ranks are named \"\(name)\" in \(locale); the player cannot tell them apart", in: file, at: node.range))
                }
            }
        }
        return found
    }
}
