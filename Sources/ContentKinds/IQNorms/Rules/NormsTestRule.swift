import ContentBundle
import ContentCore

/// A norm table belongs to series that exist, and covers their scores.
struct NormsTestRule: PackRule {
    static let description = RuleDescription(
        id: "norms-test",
        summary: "IQ norms must name matrix series of the pack, and cover every raw score up to their number of items",
        rationale: """
            A norm table converts the raw score on its test (the matrix series it names) into an \
            IQ. A series id that is not in the pack leaves the table without a test; a table whose \
            highest raw score is not the test's number of items cannot score a perfect (or any \
            higher) result, or scores results the test cannot give.
            """,
        kind: .iqNorms,
        severity: .error,
        valid: [Example(Examples.norms(bands: #"{"ages": [5, 120], "table": [[0, 80], [1, 100], [2, 120]]}"#))],
        invalid: [
            Example(#"""
                {"kind": "iq-norms", "test": [↓"series-w"], "cap": 145, "bands": [{"ages": [5, 120], "table": [[0, 80], [1, 100], [2, 120]]}]}
                """#),
            Example(Examples.norms(bands: #"{"ages": [5, 120], "table": ↓[[0, 80], [1, 120]]}"#)),
        ])

    static let inputs: PackRuleInputs = .files([.iqNorms, MatrixSeries.kind])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        let items = MatrixFacts.seriesByID(files).mapValues(\.count)
        var found: [Diagnostic] = []
        for file in files where file.kind == .iqNorms {
            guard let root = file.root, let test = root["test"]?.array else { continue }
            var total = 0
            var complete = true
            for node in test {
                guard let id = node.string else { continue }
                if let count = items[id] {
                    total += count
                } else {
                    complete = false
                    let known = items.keys.sorted()
                    found.append(Self.diagnostic(
                        "no matrix series \"\(id)\" in the pack\(known.isEmpty ? "" : " (series: \(known.joined(separator: ", ")))")", in: file, at: node.range))
                }
            }
            guard complete else { continue }
            for band in root["bands"]?.array ?? [] {
                guard let table = band["table"], let scores = table.array?.compactMap({ $0.array?.first?.integer }), let highest = scores.max(),
                      highest != total else { continue }
                let ages = band["ages"]?.array?.compactMap(\.integer).map(String.init).joined(separator: "-") ?? "?"
                found.append(Self.diagnostic(
                    "the table for ages \(ages) goes up to a raw score of \(highest), but \(test.compactMap(\.string).joined(separator: " + ")) has \(counted(total, "item"))",
                    in: file, at: table.range))
            }
        }
        return found
    }
}
