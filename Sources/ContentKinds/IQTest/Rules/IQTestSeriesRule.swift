import ContentBundle
import ContentCore

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
            that those norms cover every raw score from 0 to the test's number of items). `norms`, \
            when the test names them, must be such a file: an iq-norms whose `id` (or, without one, \
            file name) it is. A `report` must name an iq-report of the pack.
            """,
        kind: .iqTest,
        severity: .error,
        valid: [
            Example(test(#"["series-a"]"#), path: "tests/matrices.json", files: ["norms.json": Examples.normsOfSeriesA]),
            Example(test(#"["series-a"], "norms": "norms""#), path: "tests/matrices.json", files: ["norms.json": Examples.normsOfSeriesA]),
            Example(test(#"["series-a"], "norms": "adult-norms""#), path: "tests/matrices.json",
                    files: ["norms.json": Examples.normsOfSeriesA.replacingOccurrences(of: #""kind": "iq-norms","#, with: #""kind": "iq-norms", "id": "adult-norms","#)]),
        ],
        invalid: [
            Example(test(#"["series-a", ↓"series-z"]"#), path: "tests/matrices.json", files: ["norms.json": Examples.normsOfSeriesA]),
            Example(test(#"["series-a", ↓"series-a"]"#), path: "tests/matrices.json", files: ["norms.json": Examples.normsOfSeriesA]),
            Example(test(#"↓["series-q"]"#), path: "tests/matrices.json", files: ["matrix/series-q.json": IQTestKeysRule.series("series-q", keys: [2, 0, 1])]),
            Example(test(#"["series-a"], "report": ↓"no-such-report""#), path: "tests/matrices.json", files: ["norms.json": Examples.normsOfSeriesA]),
            Example(test(#"["series-a"], "norms": ↓"child-norms""#), path: "tests/matrices.json", files: ["norms.json": Examples.normsOfSeriesA]),
            Example(test(#"["series-a"], "norms": ↓"r-norms""#), path: "tests/matrices.json", files: [
                "norms.json": Examples.normsOfSeriesA,
                "matrix/series-r.json": IQTestKeysRule.series("series-r", keys: [2, 0, 1]),
                "r-norms.json": #"{"kind": "iq-norms", "test": ["series-r"], "cap": 145, "bands": [{"ages": [5, 120], "table": [[0, 80], [1, 95], [2, 105], [3, 120]]}]}"#,
            ]),
        ])

    /// An iq-test file of the example pack with these series (the text of the list).
    static func test(_ series: String) -> String {
        #"{"kind": "iq-test", "id": "matrices", "title": {"en": "Matrices", "ru": "Матрицы", "uk": "Матриці"}, "timeLimitSeconds": 1200, "series": \#(series)}"#
    }

    /// Norms for the example pack's two-item series A.
    static let inputs: PackRuleInputs = .files([NormTable.kind, IQReport.kind, .iqTest, MatrixSeries.kind])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        let series = Set(MatrixFacts.seriesByID(files).keys)
        let norms = files.filter { $0.kind == NormTable.kind }
        let normed = norms.compactMap { $0.root?["test"]?.array?.compactMap(\.string) }
        // each norms file by its id, or its file name without one (FORMAT's norms name no id)
        let normsByName = Dictionary(norms.compactMap { file -> (String, [String]?)? in
            let name = file.root?["id"]?.string ?? String((file.path.split(separator: "/").last ?? "").dropLast(".json".count))
            return (name, file.root?["test"]?.array?.compactMap(\.string))
        }, uniquingKeysWith: { first, _ in first })
        let reports = Set(files.filter { $0.kind == IQReport.kind }.compactMap { $0.root?["id"]?.string })
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
            if let named = file.root?["norms"], let name = named.string {
                switch normsByName[name] {
                case nil:
                    let known = normsByName.keys.sorted().joined(separator: ", ")
                    found.append(Self.diagnostic("no iq-norms \"\(name)\" in the pack\(known.isEmpty ? "" : " (norms: \(known))")", in: file, at: named.range))
                case let test? where test != ids:
                    found.append(Self.diagnostic(
                        "iq-norms \"\(name)\" score the series \((test ?? []).map { "\"\($0)\"" }.joined(separator: ", ")), not this test's; its raw score would get the wrong IQ",
                        in: file, at: named.range))
                default:
                    break
                }
            } else if seen.count == ids.count, !normed.contains(ids) {
                found.append(Self.diagnostic(
                    "no iq-norms file has \"test\": [\(ids.map { "\"\($0)\"" }.joined(separator: ", "))], so the test's raw score has no IQ",
                    in: file, at: list.range))
            }
        }
        return found
    }
}
