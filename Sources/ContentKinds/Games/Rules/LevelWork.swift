import ContentCore

/// What a level asks of a player, as the difficulty check compares it from one level to the next.
///
/// Difficulty is measured per unit of work: a bigger board with more total time is not easier,
/// so time limits and shown times are divided by the pairs to find or the numbers to tap.
struct LevelWork {
    /// A parameter that must grow or stay (more to do), or a time that must shrink or stay.
    struct Measure {
        /// The parameter's name in the level.
        let name: String
        /// Compared as a fraction, so that 90 s for 6 pairs and 120 s for 8 are exactly equal.
        let numerator: Int
        let denominator: Int
        let grows: Bool
        /// The value the message shows, with its unit of work.
        let text: String
        let node: JSONNode
    }

    /// Which parameters of a game type's levels are work that grows, which are times that
    /// shrink per unit of work, and which parameter counts the units.
    struct Spec: Sendable {
        var grows: [String]
        var times: [String]
        var unit: String?

        /// The built-in types' parameters (all of them: a level has those of its type); a
        /// math-check level's operands and operations are weighed together (`MathLevelDifficulty`).
        static let builtIn = Spec(
            grows: ["grid", "pairs", "wordLength", "substitutions", "count"],
            times: ["showSeconds", "timeLimitSeconds"], unit: nil)
    }

    let measures: [Measure]
    /// The level's time limit, absent where the game has none.
    let timeLimit: JSONNode?

    init(_ level: JSONNode, spec: Spec = .builtIn) {
        var measures: [Measure] = []
        for name in spec.grows {
            guard let node = level[name], let value = Self.size(node, name) else { continue }
            measures.append(Measure(name: name, numerator: value, denominator: 1, grows: true, text: Self.describe(node), node: node))
        }
        // why: a unit that is not a positive count (a schema finding) leaves times uncompared
        let counted = spec.unit.map { name in level[name]?.integer.flatMap { $0 > 0 ? (name, $0) : nil } } ?? Self.unitOfWork(level)
        for name in spec.times {
            guard let (unit, units) = counted else { break }
            guard let node = level[name], let seconds = node.integer, seconds >= 0 else { continue }
            let text = units == 1 ? "\(seconds) s" : "\(seconds) s for \(units) \(unit)s"
            measures.append(Measure(name: name, numerator: seconds, denominator: units, grows: false, text: text, node: node))
        }
        self.measures = measures
        timeLimit = level["timeLimitSeconds"]
    }

    /// Pairs to find or numbers to tap: the work a time limit or shown time covers.
    static func unitOfWork(_ level: JSONNode) -> (String, Int) {
        // why: 0 or a negative count is the schema's finding; a unit of 1 keeps the division defined
        if let pairs = level["pairs"]?.integer, pairs > 0 { return ("pair", pairs) }
        if let count = level["count"]?.integer, count > 0 { return ("number", count) }
        return ("round", 1)
    }

    /// One integer that orders a parameter: the cells of a grid, the span of a range, the count of
    /// operations, the low end then the high end of a word-length range.
    private static func size(_ node: JSONNode, _ name: String) -> Int? {
        if let value = node.integer { return value }
        guard let list = node.array else { return nil }
        let numbers = list.compactMap(\.integer)
        switch name {
        case "operations": return list.count
        case "grid": return numbers.count == 2 ? Int.checkedProduct(numbers[0], numbers[1]) : nil
        case "operands":
            // why: the number range of all operands together: [[1, 9], [10, 99]] spans 8 + 89
            var total = 0
            for operand in list {
                guard let pair = operand.array?.compactMap(\.integer), pair.count == 2,
                      let span = Int.checkedDifference(pair[1], pair[0]), let sum = Int.checkedSum(total, span) else { return nil }
                total = sum
            }
            return total
        default:
            // why: word lengths are at most a few dozen, so low * 1000 + high orders them lexicographically
            guard numbers.count == 2, (0..<1000).contains(numbers[0]), (0..<1000).contains(numbers[1]) else { return nil }
            return numbers[0] * 1000 + numbers[1]
        }
    }

    private static func describe(_ node: JSONNode) -> String {
        if let list = node.array { return "[" + list.map { $0.array != nil ? describe($0) : $0.number?.lexeme ?? $0.string ?? "?" }.joined(separator: ", ") + "]" }
        return node.number?.lexeme ?? "?"
    }

    /// Where level `number` asks less than `before`, measure by measure: each finding's message
    /// and the value it points at. `noun` names the levels ("level", "game level").
    static func easier(_ before: LevelWork, _ now: LevelWork, number: Int, noun: String) -> [(message: String, node: JSONNode)] {
        now.measures.compactMap { measure in
            guard let earlier = before.measures.first(where: { $0.name == measure.name }), isEasier(measure, than: earlier) else { return nil }
            let wanted = measure.grows ? "grow or stay" : "shrink or stay per unit of work"
            return ("\(noun) \(number) is easier than \(noun) \(number - 1) in \"\(measure.name)\" (\(measure.text) after \(earlier.text)); it must \(wanted) from \(noun) to \(noun)",
                    measure.node)
        }
    }

    /// Levels whose `"level"` is not their place in the list (1, 2, 3 …): each message and number.
    static func misnumbered(_ levels: [JSONNode], noun: String) -> [(message: String, node: JSONNode)] {
        levels.enumerated().compactMap { index, level in
            guard let number = level["level"], number.integer != index + 1 else { return nil }
            return ("\(noun) \(number.integer.map(String.init) ?? "?") is number \(index + 1) in the list; number the \(noun)s 1, 2, 3 … in order", number)
        }
    }

    /// Whether `later` asks less than `earlier`: more time per unit, or less to do.
    static func isEasier(_ later: Measure, than earlier: Measure) -> Bool {
        // why: a/b < c/d as a*d < c*b; products past 64 bits cannot come from schema-valid levels
        guard let left = Int.checkedProduct(later.numerator, earlier.denominator),
              let right = Int.checkedProduct(earlier.numerator, later.denominator) else { return false }
        return later.grows ? left < right : left > right
    }
}
