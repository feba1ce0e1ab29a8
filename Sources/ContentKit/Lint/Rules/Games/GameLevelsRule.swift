/// Levels numbered in order, parameters within bounds, difficulty never decreasing.
struct GameLevelsRule: FileRule {
    static let description = RuleDescription(
        id: "game-levels",
        summary: "Game levels are numbered 1, 2, 3 … with parameters in bounds, and never get easier",
        rationale: """
            Players meet levels in order, so each level must be at least as hard as the one before: \
            grid, pairs, word length, substitutions, count and number range grow or stay; the time \
            cards are shown and the time limit shrink or stay. Within a level the parameters must fit \
            together: pairs × 2 at most the grid's cells, numbers to tap at most the cells, ranges \
            written [low, high].
            """,
        kind: .games,
        severity: .error,
        valid: [Example(Examples.numberOrder(), files: Examples.slides(for: "number-order"))],
        invalid: [
            Example(Examples.numberOrder(levels: """
                {"level": 1, "count": 6, "grid": [2, 3], "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60},
                  {"level": 2, "count": ↓4, "grid": ↓[2, 2], "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": ↓70}
                """), files: Examples.slides(for: "number-order")),
            Example(Examples.numberOrder(levels: """
                {"level": 1, "count": ↓5, "grid": [2, 2], "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60},
                  {"level": ↓3, "count": 6, "grid": [2, 3], "fontSize": ↓[32, 28], "colors": 2, "pointsPerRound": 10, "timeLimitSeconds": 60}
                """), files: Examples.slides(for: "number-order")),
        ])

    /// How a parameter must move from one level to the next.
    private enum Direction { case grows, shrinks }

    private static let monotone: [(String, Direction)] = [
        ("grid", .grows), ("pairs", .grows), ("wordLength", .grows), ("substitutions", .grows), ("count", .grows),
        ("operandRange", .grows), ("operations", .grows), ("showSeconds", .shrinks), ("timeLimitSeconds", .shrinks),
    ]

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        let levels = file.root?["levels"]?.array ?? []
        var found: [Diagnostic] = []
        for (index, level) in levels.enumerated() {
            if let number = level["level"], number.integer != index + 1 {
                found.append(Self.diagnostic("level \(number.integer.map(String.init) ?? "?") is number \(index + 1) in the list; number the levels 1, 2, 3 … in order", in: file, at: number.range))
            }
            found += bounds(level, in: file)
            guard index > 0 else { continue }
            let previous = levels[index - 1]
            for (name, direction) in Self.monotone {
                guard let before = Self.measure(previous[name], name), let now = level[name], let after = Self.measure(now, name) else { continue }
                if (direction == .grows && after < before) || (direction == .shrinks && after > before) {
                    let wanted = direction == .grows ? "grow or stay" : "shrink or stay"
                    found.append(Self.diagnostic(
                        "level \(index + 1) is easier than level \(index) in \"\(name)\" (\(Self.describe(now)) after \(Self.describe(previous[name]!))); it must \(wanted) from level to level",
                        in: file, at: now.range))
                }
            }
        }
        return found
    }

    private func bounds(_ level: JSONNode, in file: ContentFile) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // why: a grid too large to count (past 64 bits) holds any number of cards
        let cells = level["grid"]?.array.flatMap { $0.count == 2 ? Int.checkedProduct($0[0].integer ?? 0, $0[1].integer ?? 0) : nil }
        if let pairs = level["pairs"], let count = pairs.integer, let cells, count > cells / 2 {
            found.append(Self.diagnostic("\(count) pairs need \(Int.checkedProduct(count, 2).map(String.init) ?? "twice as many") cards, but the grid has \(cells) cells", in: file, at: pairs.range))
        }
        if let numbers = level["count"], let count = numbers.integer, let cells, count > cells {
            found.append(Self.diagnostic("\(count) numbers do not fit a grid of \(cells) cells", in: file, at: numbers.range))
        }
        for name in ["wordLength", "fontSize", "operandRange"] {
            if let range = level[name], let pair = range.array, pair.count == 2, let low = pair[0].integer, let high = pair[1].integer, low > high {
                found.append(Self.diagnostic("\"\(name)\" is written [low, high], found [\(low), \(high)]", in: file, at: range.range))
            }
        }
        return found
    }

    /// A number that orders levels: the cells of a grid, the span of a range, the count of operations.
    private static func measure(_ node: JSONNode?, _ name: String) -> Double? {
        guard let node else { return nil }
        if let value = node.number?.double { return value }
        guard let list = node.array else { return nil }
        switch name {
        case "grid": return list.count == 2 ? (list[0].number?.double ?? 0) * (list[1].number?.double ?? 0) : nil
        case "operations": return Double(list.count)
        case "operandRange": return list.count == 2 ? (list[1].number?.double ?? 0) - (list[0].number?.double ?? 0) : nil
        default: return list.count == 2 ? (list[0].number?.double ?? 0) * 1000 + (list[1].number?.double ?? 0) : nil
        }
    }

    private static func describe(_ node: JSONNode) -> String {
        if let list = node.array { return "[" + list.map { $0.number?.lexeme ?? $0.string ?? "?" }.joined(separator: ", ") + "]" }
        return node.number?.lexeme ?? "?"
    }
}
