import ContentCore

/// A distractor the strongest players pick more than the key.
struct ResultsDistractorStrongRule: StageRule {
    static let description = RuleDescription(
        id: "results-distractor-strong",
        summary: "The strongest players should pick the key more than any distractor",
        rationale: """
            Reported by `content-lint --results` from players' answers. The top group is the 27 % \
            of the item's answers given by players with the highest proportion right on the rest \
            of the test, the bottom group the 27 % with the lowest. When the top group picks one \
            distractor more often than the key, beyond chance (a sign test: the difference \
            exceeds 3.29 × √(sum), with at least 10 picks), and picks it more often than the \
            bottom group does (a two-proportion z test, also at 3.29: a distractor that only draws \
            guessers draws both groups alike), that distractor is probably the right answer and \
            the key wrong, or the item has two answers. Both tests are one-sided at 0.05 %, so \
            that among a pack's hundreds of distractors a chance finding stays rare. Check the key against the option the finding names.
            """,
        severity: .warning,
        measured: "Simulated (5 seeds × 2,000 players × the sample IQ test's 60 items): no finding on the clean runs; 5 of 5 injected wrong keys found, naming the true option, and no finding elsewhere. Real answers (ICAR, 1,525 people × 16 items): no finding on the data as it is; a key moved to each item's most picked distractor found on 16 of 16 items. See Docs/ItemAnalysis.md.",
        valid: ResultsExamples.valid(),
        invalid: ResultsExamples.invalid(4) { $0[3].trueAnswer = ($0[3].key + 1) % 4 })
}
