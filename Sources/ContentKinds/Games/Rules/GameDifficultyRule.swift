import ContentCore

/// Levels of a built-in game type never get easier, as a player meets them.
struct GameDifficultyRule: FileRule {
    static let description = RuleDescription(
        id: "game-difficulty",
        summary: "A game's levels should never get easier from one level to the next",
        rationale: """
            Players meet levels in order, so each level should be at least as hard as the one \
            before. The amount of work grows or stays: grid, pairs, word length, substitutions, \
            count. Time is compared per unit of work, so a bigger board with more time is not \
            easier: the time limit and the time cards are shown, per pair to find (find-pair) or \
            per number to tap (number-order), shrink or stay — 60 s for 3 pairs, 90 s for 6 and \
            120 s for 8 get harder. A game may have no time limit at all; a level without one after \
            a level with one is easier. A math-check level is measured as a teacher orders lessons: \
            its operations (+, then −, ×, ÷; a level that brings in an operation is harder even with \
            fewer of them), how big its numbers and results get, carrying and borrowing (of \
            natural numbers), negative numbers, and how many operands vary (a times table fixes \
            one: "0 to 5" after "multiples of 5" is not easier). It is easier only when it is no \
            harder in any of these and easier in one: "[20, 30] − [10, 20]" after "[0, 20] + [0, \
            20]" is harder (narrower ranges, but bigger numbers, borrowing and a new operation), \
            "sums to 10" after "sums to 20" is easier. An operand whose range shrinks to 0 and 1 \
            ([0, 1] after [1, 9]) while the operations stay makes every example trivial, and is \
            reported too; a fixed operand of another value is a times table ("multiples of 6"). A \
            judgement, so a warning: a deliberate review level may be easier (accept it on the \
            level).
            """,
        kind: .games,
        severity: .warning,
        measured: """
            Tests/RealContent, tuxmath-data 2.0.3 (Debian): TuxMath's lessons in their order, the \
            39 that one math-check level can state (17 with ranges per operation or missing-number \
            questions left out): 0 findings (v0.5.0: 8 false errors; before this change, 6 false \
            warnings: reviews after times tables, tables taken for mistyped operands, \
            "borrowing" in sign lessons); \
            injected into copies: 3 of 3 neighbours swapped where the later lesson is clearly \
            harder, 9 of 9 operands typed as [0, 1]. All 38 neighbour swaps of the ladder, each \
            looked at: 19 reported; the 19 not reported swap lessons each harder in its own way \
            (a new operation, bigger numbers against a fixed operand, signs). A second source, \
            gcompris-qt-data 3.1 (Debian): GCompris's six arithmetic activities (additions and \
            subtractions with small numbers, the tables of +, −, × and ÷ from 1 to 10), each \
            activity's data sets in GCompris's order as one ladder, 48 levels: 0 findings; \
            injected: 3 of 3 swaps, 8 of 8 operands typed [0, 1].
            """,
        valid: [
            Example(Examples.numberOrder(levels: """
                {"level": 1, "count": 4, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60},
                  {"level": 2, "count": 6, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 90},
                  {"level": 3, "count": 8, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 120}
                """), files: Examples.slides(for: "number-order")),
            Example(Examples.numberOrder(levels: """
                {"level": 1, "count": 4, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10},
                  {"level": 2, "count": 6, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 90}
                """), files: Examples.slides(for: "number-order")),
            // a lesson ladder: sums to 20, then two-digit subtraction, then multiplication alone
            Example(Examples.mathCheck(levels: """
                {"level": 1, "operands": [[0, 20], [0, 20]], "operations": ["+"], "pointsPerRound": 10},
                    {"level": 2, "operands": [[20, 30], [10, 20]], "operations": ["+", "-"], "results": [0, 100], "pointsPerRound": 20},
                    {"level": 3, "operands": [[2, 9], [2, 9]], "operations": ["*"], "pointsPerRound": 30}
                """, rounds: "[1, 1, 2, 2, 3]"), files: Examples.slides(for: "math-check")),
        ],
        invalid: [
            Example(Examples.numberOrder(levels: """
                {"level": 1, "count": 6, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60},
                  {"level": 2, "count": ↓4, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": ↓60}
                """), files: Examples.slides(for: "number-order")),
            Example(Examples.numberOrder(levels: """
                {"level": 1, "count": 4, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60},
                  {"level": 2, "count": 6, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": ↓100}
                """), files: Examples.slides(for: "number-order")),
            Example(Examples.numberOrder(levels: """
                {"level": 1, "count": 4, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60},
                  {"level": ↓2, "count": 6, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10}
                """), files: Examples.slides(for: "number-order")),
            // two neighbouring levels swapped: sums to 10 after sums to 20
            Example(Examples.mathCheck(levels: """
                {"level": 1, "operands": [[0, 10], [0, 10]], "operations": ["+"], "pointsPerRound": 10},
                    ↓{"level": 2, "operands": [[0, 5], [0, 5]], "operations": ["+"], "pointsPerRound": 20}
                """), files: Examples.slides(for: "math-check")),
            // an operand range typed as [0, 1] while the other widens
            Example(Examples.mathCheck(levels: """
                {"level": 1, "operands": [[1, 9], [1, 9]], "operations": ["+"], "pointsPerRound": 10},
                    {"level": 2, "operands": [↓[0, 1], [1, 20]], "operations": ["+"], "pointsPerRound": 20}
                """), files: Examples.slides(for: "math-check")),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root, let type = root["game"]?.string, GameFile.builtInTypes.contains(type) else { return [] }
        // why: with a pool, the game levels carry the parameters (the difficulty levels are
        // checked by game-pools)
        let pooled = root["gameLevels"] != nil
        let levels = (pooled ? root["gameLevels"] : root["levels"])?.array ?? []
        let noun = pooled ? "game level" : "level"
        var found: [Diagnostic] = []
        for index in levels.indices.dropFirst() {
            let (before, now, number) = (levels[index - 1], levels[index], index + 1)
            found += LevelWork.easier(LevelWork(before), LevelWork(now), number: number, noun: noun)
                .map { Self.diagnostic($0.message, in: file, at: $0.node.range) }
            if before["timeLimitSeconds"] != nil, now["timeLimitSeconds"] == nil {
                found.append(Self.diagnostic(
                    "\(noun) \(number) has no time limit after \(noun) \(number - 1) had one, so it is easier; give it a limit or drop the earlier ones",
                    in: file, at: (now["level"] ?? now).range))
            }
            guard type == "math-check", let earlier = MathLevelDifficulty(before), let later = MathLevelDifficulty(now) else { continue }
            let reasons = later.easier(than: earlier)
            if !reasons.isEmpty {
                found.append(Self.diagnostic(
                    "\(noun) \(number) is easier than \(noun) \(number - 1): \(reasons.joined(separator: "; ")); order the levels easiest first",
                    in: file, at: now.range))
            }
            let operands = now["operands"]?.array ?? []
            for (place, range) in later.collapsed(after: earlier) where place < operands.count {
                found.append(Self.diagnostic(
                    "operand \(place + 1) of \(noun) \(number) takes only \(Self.values(operands[place])) after [\(range.lowerBound), \(range.upperBound)] with the same operations: every example becomes trivial; is the range mistyped?",
                    in: file, at: operands[place].range))
            }
        }
        return found
    }

    private static func values(_ node: JSONNode) -> String {
        let numbers = (node.array ?? []).compactMap(\.integer)
        return numbers.count == 2 && numbers[0] == numbers[1] ? "\(numbers[0])" : "[\(numbers.map(String.init).joined(separator: ", "))]"
    }
}
