import ContentCore

/// Levels numbered in order, with parameters that fit together.
struct GameLevelsRule: FileRule {
    static let description = RuleDescription(
        id: "game-levels",
        summary: "Game levels are numbered 1, 2, 3 … with parameters that fit together",
        rationale: """
            Levels are numbered 1, 2, 3 … in the order players meet them (the app and the tables \
            find a level by its number). Within a level the parameters must fit together: pairs × 2 \
            at most the grid's cells, numbers to tap at most the cells, ranges written [low, high]. \
            Whether the levels get harder is a judgement, game-difficulty's.
            """,
        kind: .games,
        severity: .error,
        valid: [
            Example(Examples.numberOrder(), files: Examples.slides(for: "number-order")),
            Example(Examples.numberOrder(levels: """
                {"level": 1, "count": 4, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60},
                  {"level": 2, "count": 6, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 90}
                """), files: Examples.slides(for: "number-order")),
        ],
        invalid: [
            Example(Examples.numberOrder(levels: """
                {"level": 1, "count": 5, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60},
                  {"level": ↓3, "count": 6, "fontSize": ↓[32, 28], "colors": 2, "pointsPerRound": 10, "timeLimitSeconds": 60}
                """), files: Examples.slides(for: "number-order")),
            Example(#"""
                {"kind": "games", "game": "find-pair", "rounds": 5, "penalty": 0.3, "levels": [
                  {"level": 1, "grid": [1, 3], "pairs": ↓2, "showSeconds": 10, "pointsPerPair": 10, "timeLimitSeconds": 120}]}
                """#, files: Examples.slides(for: "find-pair").merging(["memory.json": Examples.memory()]) { a, _ in a }),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root else { return [] }
        // why: with a pool, the game levels carry the parameters (the difficulty levels are
        // checked by game-pools)
        let pooled = root["gameLevels"] != nil
        let levels = (pooled ? root["gameLevels"] : root["levels"])?.array ?? []
        let noun = pooled ? "game level" : "level"
        var found = LevelWork.misnumbered(levels, noun: noun).map { Self.diagnostic($0.message, in: file, at: $0.node.range) }
        for level in levels { found += bounds(level, in: file) }
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
