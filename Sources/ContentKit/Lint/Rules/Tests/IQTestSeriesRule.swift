/// An IQ test's series exist, appear once, and have norms that score them.
struct IQTestSeriesRule: PackRule {
    static let description = RuleDescription(
        id: "iq-test-series",
        summary: "An IQ test names matrix series of the pack, each once, iq-norms whose test is exactly those series, and a report of the pack",
        rationale: """
            The app gives the series in the order the test lists them and scores the number of items \
            answered right with the norms of that test. A series that is not in the pack cannot be \
            given; a series listed twice counts its items twice; and without an iq-norms file whose \
            `test` is the same series in the same order the raw score has no IQ (norms-test checks \
            that those norms cover every raw score from 0 to the test's number of items). A `report` \
            must name an iq-report of the pack.
            """,
        kind: .iqTest,
        severity: .error,
        valid: [Example(test(#"["series-a"]"#), path: "tests/matrices.json", files: ["norms.json": normsOfSeriesA])],
        invalid: [
            Example(test(#"["series-a", ↓"series-z"]"#), path: "tests/matrices.json", files: ["norms.json": normsOfSeriesA]),
            Example(test(#"["series-a", ↓"series-a"]"#), path: "tests/matrices.json", files: ["norms.json": normsOfSeriesA]),
            Example(test(#"↓["series-q"]"#), path: "tests/matrices.json", files: ["matrix/series-q.json": IQTestKeysRule.series("series-q", keys: [2, 0, 1])]),
            Example(test(#"["series-a"], "report": ↓"no-such-report""#), path: "tests/matrices.json", files: ["norms.json": normsOfSeriesA]),
        ])

    /// An iq-test file of the example pack with these series (the text of the list).
    static func test(_ series: String) -> String {
        #"{"kind": "iq-test", "id": "matrices", "title": {"en": "Matrices", "ru": "Матрицы", "uk": "Матриці"}, "timeLimitSeconds": 1200, "series": \#(series)}"#
    }

    /// Norms for the example pack's two-item series A.
    static let normsOfSeriesA = Examples.norms(bands: #"{"ages": [5, 120], "table": [[0, 80], [1, 100], [2, 120]]}"#)

    static let inputs: PackRuleInputs = .files([.iqNorms, .iqReport, .iqTest, .matrixSeries])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        let series = Set(MatrixFacts.seriesByID(files).keys)
        let normed = files.filter { $0.kind == .iqNorms }.compactMap { $0.root?["test"]?.array?.compactMap(\.string) }
        let reports = Set(files.filter { $0.kind == .iqReport }.compactMap { $0.root?["id"]?.string })
        var found: [Diagnostic] = []
        for file in files where file.kind == .iqTest {
            if let report = file.root?["report"], let id = report.string, !reports.contains(id) {
                found.append(Self.diagnostic("no iq-report \"\(id)\" in the pack\(reports.isEmpty ? "" : " (reports: \(reports.sorted().joined(separator: ", ")))")", in: file, at: report.range))
            }
            guard let list = file.root?["series"], let nodes = list.array else { continue }
            var seen = Set<String>()
            for node in nodes {
                guard let id = node.string else { continue }
                if !series.contains(id) {
                    let known = series.sorted().joined(separator: ", ")
                    found.append(Self.diagnostic("no matrix series \"\(id)\" in the pack\(known.isEmpty ? "" : " (series: \(known))")", in: file, at: node.range))
                } else if !seen.insert(id).inserted {
                    found.append(Self.diagnostic("series \"\(id)\" is listed twice; its items would count twice", in: file, at: node.range))
                }
            }
            let ids = nodes.compactMap(\.string)
            if seen.count == ids.count, !normed.contains(ids) {
                found.append(Self.diagnostic(
                    "no iq-norms file has \"test\": [\(ids.map { "\"\($0)\"" }.joined(separator: ", "))], so the test's raw score has no IQ",
                    in: file, at: list.range))
            }
        }
        return found
    }
}
