import ContentBundle
import ContentCore

/// The keys of a whole IQ test are spread over the option positions.
struct IQTestKeysRule: PackRule {
    static let description = RuleDescription(
        id: "iq-test-keys",
        summary: "The keys of a whole IQ test must be spread over the option positions with no visible pattern",
        rationale: """
            answer-positions looks at each series; a player meets the whole test, series after \
            series, so the same check runs over all its items in order: no walk through the \
            positions, no long run on one position, no position crowded or avoided, each reported \
            only when shuffled keys would show it less than once in a hundred tests. A pattern can \
            hide at the seams: every series balanced, yet the test's keys walk from the end of one \
            series into the next.
            """,
        kind: .iqTest,
        severity: .warning,
        valid: [Example(IQTestSeriesRule.test(#"["series-a"]"#), path: "tests/matrices.json", files: ["norms.json": Examples.normsOfSeriesA])],
        invalid: [Example(IQTestSeriesRule.test(#"↓["series-k", "series-m"]"#), path: "tests/matrices.json", files: [
            "norms.json": #"{"kind": "iq-norms", "test": ["series-k", "series-m"], "cap": 145, "bands": [{"ages": [5, 120], "table": [[0, 70], [1, 85], [2, 100], [3, 110], [4, 120], [5, 130]]}]}"#,
            "matrix/series-k.json": series("series-k", keys: [3, 4, 5]),
            "matrix/series-m.json": series("series-m", keys: [6, 7]),
        ])])

    /// A small series of the example items with their keys at these options (0-based). Series K
    /// (options 4, 5, 6) and M (7, 8) pass on their own, but the test walks four steps in a row.
    static func series(_ id: String, keys: [Int]) -> String {
        let cube = Examples.cube
        let items = keys.map { answer -> String in
            var options = [cube[7], cube[6], cube[4], cube[3], cube[2], cube[1], cube[0]]
            let turn = answer % 7
            options = Array(options[turn...]) + Array(options[..<turn])
            options.insert(cube[5], at: answer)  // why: cube[5] is the key of Examples.matrixItem
            return Examples.matrixItem(id: "\(id.suffix(1))k-\(answer)", options: options, answer: String(answer))
        }
        return Examples.matrixSeries(items, id: id)
    }

    static let inputs: PackRuleInputs = .files([.iqTest, MatrixSeries.kind])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        let itemsOf = MatrixFacts.seriesByID(files)
        return files.filter { $0.kind == .iqTest }.flatMap { file -> [Diagnostic] in
            guard let list = file.root?["series"], let ids = list.array?.compactMap(\.string) else { return [] }
            let keyed = ids.flatMap { itemsOf[$0] ?? [] }.compactMap(KeySpread.key(of:))
            return AnswerPositionsRule.findings(keyed).map { Self.diagnostic("over the whole test, " + $0.message, in: file, at: list.range) }
        }
    }
}
