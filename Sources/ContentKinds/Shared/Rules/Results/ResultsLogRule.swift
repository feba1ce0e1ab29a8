import ContentCore

/// Lines of a results log that are not counted: not records, another pack's, unknown items.
struct ResultsLogRule: StageRule {
    static let description = RuleDescription(
        id: "results-log",
        summary: "Every line of a results log should be a record of this pack's items",
        rationale: """
            Reported by `content-lint --results` at the line of the log: a line that is not a \
            record of the results format (`schemas/results.json`: not JSON, a member missing or \
            out of range, longer than 16 KiB; the first 20 of each log are shown, then a count), \
            and, once per log at its first line with counts and names, records of another pack, \
            answers to items the pack does not have, and (with `--bundle`) answers to a revision \
            newer than the bundle's. None of them is counted in any statistic.
            """,
        severity: .warning,
        measured: "A fact about each line, not a judgement: tested on hostile lines (not JSON, 100,000 brackets, 1e999, NaN, negative options, a NUL in an id, another pack, 20 KiB of text) and 200,000 unknown ids (ItemAnalysisTests). See Docs/ItemAnalysis.md.",
        valid: ResultsExamples.valid(),
        invalid: [Example(#"""
            {"answer":{"option":1},"correct":true,"format":1,"item":"s-1","ms":5000,"pack":"example","record":"answer","revision":1,"session":"x","version":"1.0.0"}
            ↓{"answer":{"option":1},"correct":true,"format":1,"item":"s-1","ms":-5,"pack":"example","record":"answer","revision":1,"session":"x","version":"1.0.0"}
            ↓{"answer":{"option":1},"correct":true,"format":1,"item":"s-1","ms":5000,"pack":"another","record":"answer","revision":1,"session":"x","version":"1.0.0"}
            ↓{"answer":null,"correct":false,"format":1,"item":"gone","ms":5000,"pack":"example","record":"answer","revision":1,"session":"x","version":"1.0.0"}

            """#, path: "results.jsonl", files: ["example.json": ResultsExamples.series()])])
}
