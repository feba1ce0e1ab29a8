import ContentCore

/// The keys of a series' choice items are spread over the option positions like shuffled keys.
struct AnswerPositionsRule: FileRule {
    static let description = RuleDescription(
        id: "answer-positions",
        summary: "The keys of a series must be spread over the option positions with no visible pattern",
        rationale: """
            Players learn where keys sit faster than they solve items: keys that walk through the \
            positions (1, 2, 3, 4 …), stay on one position for many items, or crowd onto one position \
            (or avoid one) let a player score without solving, and make the test measure the wrong \
            thing. The check looks at the items of a file in order (a matrix series, a number-series \
            or equations file — anything whose items have options or choices) and reports a pattern \
            only when shuffled keys would show it less than once in a hundred series: the longest run \
            on one position, the longest walk (up or down, wrapping round), and the busiest and \
            emptiest positions (binomial tails, bounded over the positions). Shuffle the options, \
            moving the key with them.
            """,
        severity: .warning,
        measured: """
            Tests/RealContent: bsdgames 2.17's 29 sequences with their choices shuffled (seeded): \
            0 findings. Injected: the same 29 with every key first, and with the keys walking \
            through the places: both found. Not yet measured on a published test's key order.
            """,
        valid: [Example(positions([2, 0, 3, 1, 1, 3, 0, 2]))],
        invalid: [
            Example(positions([0, 1, 2, 3, 0, 1, 2, 3], marked: [0])),
            Example(positions([0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0, 0], marked: [], markItems: true)),
        ])

    /// The smallest chance, under shuffled keys, that still counts as "could be chance".
    // why: a studio with a hundred series sees at most about one warning on well shuffled keys
    static let level = 0.01

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let items = file.root?["items"], let list = items.array else { return [] }
        let keyed = list.compactMap(KeySpread.key(of:))
        return Self.findings(keyed).map { finding in
            Self.diagnostic(finding.message, in: file, at: finding.item.map { keyed[$0].answer.range } ?? items.range)
        }
    }

    /// One item's key: the item's id, where its key sits, and the node of its answer.
    typealias KeyedItem = KeySpread.KeyedItem

    /// What is wrong with how the keys of these items (in the order players meet them) are
    /// spread: each message with the item a pattern starts at (nil for the whole run).
    static func findings(_ keyed: [KeyedItem]) -> [(message: String, item: Int?)] {
        guard keyed.count > 2 else { return [] }
        let spread = KeySpread(keys: keyed.map(\.key))
        var found: [(message: String, item: Int?)] = spread.patterns(level: level).map { pattern in
            let first = keyed[pattern.start]
            let last = keyed[pattern.start + pattern.length - 1]
            // why: twelve positions show the pattern; a 300-item walk need not be spelt out
            let walked = keyed[pattern.start..<pattern.start + min(pattern.length, 12)].map { String($0.key.position + 1) }
                + (pattern.length > 12 ? ["…"] : [])
            let shape = pattern.step == 0
                ? "stay on option \(first.key.position + 1) for \(pattern.length) items in a row"
                : "walk through options \(walked.joined(separator: ", "))"
            return ("the keys of items \(first.id) … \(last.id) \(shape); shuffled keys would do that less than once in \(odds(pattern.chance)) series — shuffle the options, moving the key with them", pattern.start)
        }
        if let (options, counts) = spread.counts() {
            found += balance(counts, options: options).map { ($0, nil) }
        }
        return found
    }

    private static func balance(_ counts: [Int], options: Int) -> [String] {
        let total = counts.reduce(0, +)
        let expected = Double(total) / Double(options)
        var found: [String] = []
        if let most = counts.max(), let busiest = counts.firstIndex(of: most),
           KeySpread.chanceOfCrowding(total: total, options: options, most: most) < level {
            found.append("\(most) of \(total) keys are on option \(busiest + 1) (about \(format(expected)) each if shuffled); spread the keys over the positions")
        }
        if let fewest = counts.min(), let emptiest = counts.firstIndex(of: fewest),
           KeySpread.chanceOfNeglect(total: total, options: options, fewest: fewest) < level {
            found.append("only \(fewest) of \(total) keys are on option \(emptiest + 1) (about \(format(expected)) each if shuffled); spread the keys over the positions")
        }
        return found
    }


    private static func odds(_ chance: Double) -> String {
        chance * 1_000_000 <= 1 ? "a million" : String(Int((1 / chance).rounded(.down)))
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// A number-series file whose items' keys sit at `positions` (0-based); `marked` items get a
    /// `↓` before their answer, `markItems` puts one before the items list.
    static func positions(_ positions: [Int], marked: Set<Int> = [], markItems: Bool = false) -> String {
        let items = positions.enumerated().map { index, position in
            // why: 3, 6, 9 would also be a(n-1) + a(n-2); four terms from 4 up fit only "add 3"
            let start = index + 4
            let answer = start + 12
            var choices = [answer + 1, answer + 2, answer + 4]
            choices.insert(answer, at: position)
            let mark = marked.contains(index) ? "↓" : ""
            return #"{"id": "walk-\#(index + 1)", "difficulty": 2, "terms": [\#(start), \#(start + 3), \#(start + 6), \#(start + 9)], "rule": "a(n) = a(n-1) + 3", "answer": \#(mark)\#(answer), "choices": [\#(choices.map(String.init).joined(separator: ", "))]}"#
        }
        return #"{"kind": "number-series", "items": \#(markItems ? "↓" : "")["# + "\n  " + items.joined(separator: ",\n  ") + "]}"
    }
}
