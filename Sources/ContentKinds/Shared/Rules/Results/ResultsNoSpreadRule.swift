import ContentCore

/// An item (almost) every player answers right, or (almost) none.
struct ResultsNoSpreadRule: StageRule {
    static let description = RuleDescription(
        id: "results-no-spread",
        summary: "An item should be answered right by some players and wrong by others",
        rationale: """
            Reported by `content-lint --results` from players' answers. An item at least 95 % of \
            players answer right (the lower end of the Wilson 95 % interval), or at most 5 points \
            above what guessing gives (1/options; its upper end), tells players apart no more than a free point or a lost one; the second \
            also means a wrong key or an item that cannot be solved. A warm-up item may be meant \
            to be easy: accept the finding in `.content-lint.json` with the reason.
            """,
        severity: .warning,
        measured: "Simulated (5 seeds × 2,000 players × the sample IQ test's 60 items): 6 findings a run, every one true of the simulated population (the easiest items of series A and C, at least 96 % right, and the hardest of series E, at guessing level). Real answers (ICAR, 1,525 people × 16 items): no finding on the data as it is. See Docs/ItemAnalysis.md.",
        valid: ResultsExamples.valid(),
        invalid: ResultsExamples.invalid(1) { $0[0].difficulty = -4 })
}
