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
        measured: "Simulated (5 seeds × 2,000 players × the sample IQ test's 60 items, true difficulties jittered around the declared ones): no finding on the clean runs; suggested difficulties' Spearman correlation with the true ones 0.987 to 0.992; an injected wrong key (an item that looks far harder) found each time. Not measured on real answers: the public data found (ICAR) declares no difficulties. See Docs/ItemAnalysis.md.",
        valid: ResultsExamples.valid(),
        invalid: ResultsExamples.invalid(2) { $0[1].difficulty = 2.5 })
}
