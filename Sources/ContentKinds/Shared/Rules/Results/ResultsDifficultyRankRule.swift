import ContentCore

/// An item whose players' difficulty is far from its declared difficulty.
struct ResultsDifficultyRankRule: StageRule {
    static let description = RuleDescription(
        id: "results-difficulty-rank",
        summary: "An item's declared difficulty should match its place among the items by players' answers",
        rationale: """
            Reported by `content-lint --results` from players' answers. The items with at least \
            100 answers are ranked by the players' difficulty (the logit of the proportion right \
            beyond guessing), and each is given the declared difficulty found at the same place \
            among their declared difficulties (the pack's own scale, used as the pack uses it). \
            An item is reported when even the ends of the 95 % interval of its proportion right \
            (Wilson) put it at least 3 steps from its declared difficulty, with at least 5 items \
            to rank. Pools and tracks serve items by difficulty, so a misdeclared item comes too \
            early or too late; `content-lint --results LOG --difficulty-table` lists the \
            suggested difficulty of every item.
            """,
        severity: .warning,
        measured: ResultsMeasurement.text,
        valid: ResultsExamples.valid(),
        invalid: ResultsExamples.invalid(2) { $0[1].difficulty = 2.5 })
}
