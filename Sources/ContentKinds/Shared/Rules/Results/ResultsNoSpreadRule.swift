import ContentCore

/// An item (almost) every player answers right, or (almost) none.
struct ResultsNoSpreadRule: StageRule {
    static let description = RuleDescription(
        id: "results-no-spread",
        summary: "An item should be answered right by some players and wrong by others",
        rationale: """
            Reported by `content-lint --results` from players' answers. An item at least 95 % of \
            players answer right (the lower end of the Wilson 95 % interval), or at most 5 % (its \
            upper end), tells players apart no more than a free point or a lost one; the second \
            also means a wrong key or an item that cannot be solved. A warm-up item may be meant \
            to be easy: accept the finding in `.content-lint.json` with the reason.
            """,
        severity: .warning,
        measured: ResultsMeasurement.text,
        valid: ResultsExamples.valid(),
        invalid: ResultsExamples.invalid(1) { $0[0].difficulty = -4 })
}
