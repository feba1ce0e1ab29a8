import ContentBundle
import ContentCore

/// A word game offered in a locale has a word list for it.
struct GameWordListsRule: PackRule {
    static let description = RuleDescription(
        id: "game-word-lists",
        summary: "A word game has a word list for every locale it is offered in",
        rationale: """
            The builder makes a word game's rounds from the pack's word lists, one set of plays per \
            list's locale. A game offered in a locale with no list has no rounds there: the app in \
            that language shows the game and cannot start it. A game is offered in its "locales", \
            or in every locale of the pack when it names none; give each a list (anagrams/<locale>.json) \
            or name the locales the game is offered in.
            """,
        kind: .games,
        severity: .error,
        measured: """
            An exact fact (the pack's word lists against the game's locales), so an error. On this \
            toolchain's own sample pack it found the one real gap it had: the anagram game offered \
            in en, ru and uk with lists for en and ru only (the Ukrainian app had no rounds). No \
            public corpus of game tables with word lists was found to measure it further.
            """,
        valid: [Example(#"""
            {"kind": "games", "game": "anagram", "locales": ["ru"], "rounds": 1, "penalty": 0.3, "levels": [
              {"level": 1, "wordLength": [3, 4], "substitutions": 1, "pointsPerRound": 10}]}
            """#, files: Examples.slides(for: "anagram").merging(["anagrams/ru.json": Examples.anagrams(#""words": ["кот", "сон", "нос"]"#)]) { a, _ in a })],
        invalid: [
            Example(#"""
                {"kind": "games", "game": ↓"anagram", "rounds": 1, "penalty": 0.3, "levels": [
                  {"level": 1, "wordLength": [3, 4], "substitutions": 1, "pointsPerRound": 10}]}
                """#, files: Examples.slides(for: "anagram").merging(["anagrams/ru.json": Examples.anagrams(#""words": ["кот", "сон", "нос"]"#)]) { a, _ in a }),
            Example(#"""
                {"kind": "games", "game": "anagram", "locales": ["ru", ↓"uk"], "rounds": 1, "penalty": 0.3, "levels": [
                  {"level": 1, "wordLength": [3, 4], "substitutions": 1, "pointsPerRound": 10}]}
                """#, files: Examples.slides(for: "anagram").merging(["anagrams/ru.json": Examples.anagrams(#""words": ["кот", "сон", "нос"]"#)]) { a, _ in a }),
        ])

    static let inputs: PackRuleInputs = .files([.games, AnagramList.kind])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        let listed = Set(AnagramsKind.lists(in: files).compactMap { $0.root?["locale"]?.string })
        var found: [Diagnostic] = []
        for file in files where file.kind == .games {
            guard let root = file.root, let game = GameFile(root), game.builtIn?.playsWords == true else { continue }
            if let offered = root["locales"]?.array {
                for node in offered {
                    guard let locale = node.string, !listed.contains(locale) else { continue }
                    found.append(Self.diagnostic(
                        "game \"\(game.id)\" is offered in \(locale), but the pack has no word list for \(locale): the \(locale) app would have no rounds; add a word list with \"locale\": \"\(locale)\" or drop \(locale) from the game's locales",
                        in: file, at: node.range))
                }
            } else {
                let missing = context.settings.locales.filter { !listed.contains($0) }
                guard !missing.isEmpty else { continue }
                found.append(Self.diagnostic(
                    "game \"\(game.id)\" is offered in every locale of the pack, but the pack has no word list for \(missing.joined(separator: ", ")): the app in \(missing.count == 1 ? "that language" : "those languages") would have no rounds; add a word list for each, or name the locales the game is offered in (\"locales\")",
                    in: file, at: (root["game"] ?? root).range))
            }
        }
        return found
    }
}
