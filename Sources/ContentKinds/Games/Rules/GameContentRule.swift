import ContentBundle
import ContentCore

/// The pack's content and the levels' parameters can fill every level with distinct rounds.
struct GameContentRule: PackRule {
    static let description = RuleDescription(
        id: "game-content",
        summary: "Every game level can be filled with distinct rounds from the pack's content",
        rationale: """
            The builder generates each level's rounds (math-check examples, number-order boards, \
            find-pair and memory boards, anagram rounds), and a level it cannot fill repeats rounds \
            or cannot start. The linter runs the same generator and says which level fails and why: \
            a card board needs as many distinct cards (of its category, or of all memory sets) as it \
            has pairs; an anagram play needs a different word for every round, of the round's length \
            and with enough look-alike letters; a math-check level needs as many distinct examples \
            with an exact result in range as a play has rounds; a number-order board must hold its \
            numbers apart at their font size (on a grid: a tile for each number, each number inside \
            its tile). A game whose mistake replays rounds (it sends the player back, or shows the \
            answer: anagram, math-check) serves a fresh round at every place a mistake spends, so \
            each play also needs, distinct from its rounds and from each other, the fresh rounds \
            for every mistake before the limit ("mistakesAllowed", 3 unless the file says): \
            (limit - 1) x the places of a game level within one step back. A card game's \
            categories must be memory-set categories, each with a cover picture for the player to \
            choose it by.
            """,
        kind: .games,
        severity: .error,
        valid: [
            Example(#"""
                {"kind": "games", "game": "find-pair", "rounds": 5, "penalty": 0.3, "levels": [
                  {"level": 1, "grid": [2, 2], "pairs": 2, "showSeconds": 10, "pointsPerPair": 10, "timeLimitSeconds": 120}]}
                """#, files: Examples.slides(for: "find-pair").merging(["memory.json": Examples.memory()]) { a, _ in a }),
            Example(Examples.mathCheck(), files: Examples.slides(for: "math-check")),
            Example(Examples.mathCheck(levels: """
                {"level": 1, "operands": [[1, 2], [1, 3]], "operations": ["+"], "pointsPerRound": 10}
                """, rounds: "[1, 1, 1, 1, 1]").replacingOccurrences(of: #""roundsBackOnMistake": 1,"#, with: #""roundsBackOnMistake": 1, "mistakesAllowed": 1,"#),
                    files: Examples.slides(for: "math-check")),
        ],
        invalid: [
            Example(#"""
                {"kind": "games", "game": "find-pair", "rounds": 5, "penalty": 0.3, "levels": [
                  {"level": 1, "grid": [2, 3], "pairs": ↓3, "showSeconds": 10, "pointsPerPair": 10, "timeLimitSeconds": 120}]}
                """#, files: Examples.slides(for: "find-pair").merging(["memory.json": Examples.memory()]) { a, _ in a }),
            Example(Examples.mathCheck(levels: """
                {"level": 1, "operands": [[1, 2], [1, 2]], "operations": ["+"], "pointsPerRound": 10}
                """, rounds: #"[1, 1, 1, 1, ↓1]"#), files: Examples.slides(for: "math-check")),
            Example(Examples.mathCheck(levels: """
                {"level": 1, "operands": [[1, 2], [1, 3]], "operations": ["+"], "pointsPerRound": 10}
                """, rounds: #"[1, 1, 1, 1, ↓1]"#), files: Examples.slides(for: "math-check")),
            Example(Examples.numberOrder(levels: """
                {"level": 1, "count": 4, "grid": [2, 3], "fontSize": [100, 100], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60}
                """).replacingOccurrences(of: #""count": 4"#, with: #""count": ↓4"#), files: Examples.slides(for: "number-order")),
            Example(#"""
                {"kind": "games", "game": "memory", "rounds": 1, "penalty": 0, "categories": [↓"pets", ↓"birds"], "levels": [
                  {"level": 1, "grid": [1, 2], "pairs": 1, "showSeconds": 10, "pointsPerPair": 10}]}
                """#, files: Examples.slides(for: "memory").merging(["memory.json": Examples.memory(category: "pets")]) { a, _ in a }),
        ])

    static let inputs: PackRuleInputs = .files([.games, MemorySet.kind, AnagramList.kind])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for file in files where file.kind == .games {
            guard let root = file.root, let game = GameFile(root), game.generatesRounds else { continue }
            var generator = GameRoundsGenerator(game, packFiles: files)
            if game.isCardGame, let categories = root["categories"]?.array {
                var unusable = false
                for node in categories {
                    guard let category = node.string else { continue }
                    if generator.cards.byCategory[category] == nil {
                        found.append(Self.diagnostic("no memory set has the category \"\(category)\"", in: file, at: node.range))
                        unusable = true
                    } else if !generator.cards.coveredCategories.contains(category) {
                        found.append(Self.diagnostic("category \"\(category)\" has no cover picture for the player to choose it by; give one of its memory sets a \"cover\"", in: file, at: node.range))
                    }
                }
                if unusable { continue }
            }
            guard case .failure(let failures) = generator.generate() else { continue }
            for failure in failures.all where !failure.byParameters {
                found.append(Self.diagnostic(failure.message, in: file, at: Self.place(of: failure, in: game).range))
            }
        }
        return found
    }

    /// Where a level that cannot be filled is reported: the first of its rounds that names the
    /// game level at fault, or (every round alike) the parameter that sets the level's work.
    static func place(of failure: GameRoundsFailure, in game: GameFile) -> JSONNode {
        guard let level = game.levels.first(where: { $0.number == failure.level }) else { return game.root }
        if game.pooled {
            let names = level.roundsNode.array ?? []
            return names.last { $0.integer == failure.gameLevel } ?? level.roundsNode
        }
        let work: String? = switch game.builtIn {
        case .findPair, .kidsMemory: "pairs"
        case .anagram: "wordLength"
        case .numberOrder: "count"
        case .mathCheck: "operands"
        case nil: nil
        }
        return work.flatMap { level.node[$0] } ?? level.node
    }
}
