import ContentCore

/// A distractor the strongest players pick more than the key.
struct ResultsDistractorStrongRule: StageRule {
    static let description = RuleDescription(
        id: "results-distractor-strong",
        summary: "The strongest players should pick the key more than any distractor",
        rationale: """
            Reported by `content-lint --results` from players' answers. The top group is the 27 % \
            of the item's answers given by players with the highest proportion right on the rest \
            of the test; when they pick one distractor more often than the key, and the margin is \
            beyond chance (a sign test at about 2.5 %: the difference exceeds 1.96 × √(sum), with \
            at least 10 picks), that distractor is probably the right answer and the key wrong, \
            or the item has two answers. Check the key against the option the finding names.
            """,
        severity: .warning,
        measured: "Simulated (5 seeds × 2,000 players × the sample IQ test's 60 items): no finding on the clean runs; 5 of 5 injected wrong keys found, naming the true option, and no finding elsewhere. Real answers (ICAR, 1,525 people × 16 items): no finding on the data as it is; a key moved to each item's most picked distractor found on 16 of 16 items. See Docs/ItemAnalysis.md.",
        valid: ResultsExamples.valid(),
        invalid: ResultsExamples.invalid(4) { $0[3].trueAnswer = ($0[3].key + 1) % 4 })
}
