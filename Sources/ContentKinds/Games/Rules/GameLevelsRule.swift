import ContentCore

/// Levels numbered in order, parameters within bounds, difficulty never decreasing.
struct GameLevelsRule: FileRule {
    static let description = RuleDescription(
        id: "game-levels",
        summary: "Game levels are numbered 1, 2, 3 … with parameters in bounds, and never get easier",
        rationale: """
            Players meet levels in order, so each level must be at least as hard as the one before. \
            The amount of work grows or stays: grid, pairs, word length, substitutions, count, number \
            range and operations. Time is compared per unit of work, so a bigger board with more time \
            is not easier: the time limit and the time cards are shown, per pair to find (find-pair) or \
            per number to tap (number-order), shrink or stay — 60 s for 3 pairs, 90 s for 6 and 120 s \
            for 8 get harder. A game may have no time limit at all; a level without one after a level \
            with one is easier. Within a level the parameters must fit together: pairs × 2 at most the \
            grid's cells, numbers to tap at most the cells, ranges written [low, high].
            """,
        kind: .games,
        severity: .error,
        valid: [
            Example(Examples.numberOrder(), files: Examples.slides(for: "number-order")),
            Example(Examples.numberOrder(levels: """
                {"level": 1, "count": 4, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60},
                  {"level": 2, "count": 6, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 90},
                  {"level": 3, "count": 8, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 120}
                """), files: Examples.slides(for: "number-order")),
            Example(Examples.numberOrder(levels: """
                {"level": 1, "count": 4, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10},
                  {"level": 2, "count": 6, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 90}
                """), files: Examples.slides(for: "number-order")),
        ],
        invalid: [
            Example(Examples.numberOrder(levels: """
                {"level": 1, "count": 6, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60},
                  {"level": 2, "count": ↓4, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": ↓60}
                """), files: Examples.slides(for: "number-order")),
            Example(Examples.numberOrder(levels: """
                {"level": 1, "count": 5, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60},
                  {"level": ↓3, "count": 6, "fontSize": ↓[32, 28], "colors": 2, "pointsPerRound": 10, "timeLimitSeconds": 60}
                """), files: Examples.slides(for: "number-order")),
            Example(Examples.numberOrder(levels: """
                {"level": 1, "count": 4, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60},
                  {"level": 2, "count": 6, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": ↓100}
                """), files: Examples.slides(for: "number-order")),
            Example(Examples.numberOrder(levels: """
                {"level": 1, "count": 4, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60},
                  {"level": ↓2, "count": 6, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10}
                """), files: Examples.slides(for: "number-order")),
            Example(#"""
                {"kind": "games", "game": "find-pair", "rounds": 5, "penalty": 0.3, "levels": [
                  {"level": 1, "grid": [1, 3], "pairs": ↓2, "showSeconds": 10, "pointsPerPair": 10, "timeLimitSeconds": 120}]}
                """#, files: Examples.slides(for: "find-pair").merging(["memory.json": Examples.memory()]) { a, _ in a }),
            Example(Examples.mathCheck(levels: """
                {"level": 1, "operands": [[1, 9], [1, 20]], "operations": ["+", "-"], "pointsPerRound": 10},
                    {"level": 2, "operands": ↓[[1, 9], [1, 9]], "operations": ↓["+"], "pointsPerRound": 20}
                """), files: Examples.slides(for: "math-check")),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root else { return [] }
        // why: with a pool, the game levels carry the parameters (the difficulty levels are
        // checked by game-pools); a declared type's work is compared by game-type
        let pooled = root["gameLevels"] != nil
        let levels = (pooled ? root["gameLevels"] : root["levels"])?.array ?? []
        let builtIn = root["game"]?.string.map(GameFile.builtInTypes.contains) ?? false
        let noun = pooled ? "game level" : "level"
        var found = LevelWork.misnumbered(levels, noun: noun).map { Self.diagnostic($0.message, in: file, at: $0.node.range) }
        for (index, level) in levels.enumerated() {
            found += bounds(level, in: file)
            guard index > 0, builtIn else { continue }
            found += compare(LevelWork(levels[index - 1]), LevelWork(level), number: index + 1, level: level, noun: noun, in: file)
        }
        return found
    }

    /// Level `number` against the one before it, parameter by parameter, per unit of work.
    private func compare(_ before: LevelWork, _ now: LevelWork, number: Int, level: JSONNode, noun: String, in file: ContentFile) -> [Diagnostic] {
        var found = LevelWork.easier(before, now, number: number, noun: noun).map { Self.diagnostic($0.message, in: file, at: $0.node.range) }
        if before.timeLimit != nil, now.timeLimit == nil {
            found.append(Self.diagnostic(
                "\(noun) \(number) has no time limit after \(noun) \(number - 1) had one, so it is easier; give it a limit or drop the earlier ones",
                in: file, at: (level["level"] ?? level).range))
        }
        return found
    }

    private func bounds(_ level: JSONNode, in file: ContentFile) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // why: a grid too large to count (past 64 bits) holds any number of cards
        let cells = level["grid"]?.array.flatMap { $0.count == 2 ? Int.checkedProduct($0[0].integer ?? 0, $0[1].integer ?? 0) : nil }
        if let pairs = level["pairs"], let count = pairs.integer, let cells, count > cells / 2 {
            found.append(Self.diagnostic("\(counted(count, "pair")) need \(Int.checkedProduct(count, 2).map(String.init) ?? "twice as many") cards, but the grid has \(counted(cells, "cell"))", in: file, at: pairs.range))
        }
        if let numbers = level["count"], let count = numbers.integer, let cells, count > cells {
            found.append(Self.diagnostic("\(counted(count, "number")) do not fit a grid of \(counted(cells, "cell"))", in: file, at: numbers.range))
        }
        for name in ["wordLength", "fontSize", "results"] {
            if let range = level[name], let pair = range.array, pair.count == 2, let low = pair[0].integer, let high = pair[1].integer, low > high {
                found.append(Self.diagnostic("\"\(name)\" is written [low, high], found [\(low), \(high)]", in: file, at: range.range))
            }
        }
        for operand in level["operands"]?.array ?? [] {
            if let pair = operand.array, pair.count == 2, let low = pair[0].integer, let high = pair[1].integer, low > high {
                found.append(Self.diagnostic("an operand's range is written [low, high], found [\(low), \(high)]", in: file, at: operand.range))
            }
        }
        return found
    }
}
