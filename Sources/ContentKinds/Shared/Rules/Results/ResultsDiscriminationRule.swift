import ContentCore

/// An item whose right answers do not go with strong players: a likely wrong key or two answers.
struct ResultsDiscriminationRule: StageRule {
    static let description = RuleDescription(
        id: "results-discrimination",
        summary: "Players who answer an item right should be the ones who do well on the rest of the test",
        rationale: """
            Reported by `content-lint --results` from players' answers. The item–rest correlation \
            (the point-biserial correlation of answering the item right with the proportion right \
            of the player's other answers in the same sitting) of a working item is clearly \
            positive. One whose correlation is near zero or negative measures something else: \
            most often a wrong key (strong players pick the right option, which the key counts \
            wrong) or two defensible answers. Reported when even the top of the correlation's 95 % \
            interval (Fisher's z) is below 0.10, over at least 100 answers in sittings with more \
            than 5 other answers; for an item nobody solves beyond guessing (the lower end of \
            its proportion right within 5 points of chance), whose right answers are luck, only \
            when the whole interval is below 0. Check the key first; the finding lists how often each option \
            was picked.
            """,
        severity: .warning,
        measured: "Simulated (5 seeds × 2,000 players × the sample IQ test's 60 items): no finding on the clean runs (one, on an item nobody solved beyond guessing, before such items were held to a negative correlation); 5 of 5 injected wrong keys found. Real answers (ICAR, 1,525 people × 16 items): no finding on the data as it is; a key moved to each item's most picked distractor found on 14 of 16 items (the other two by `results-distractor-strong`). See Docs/ItemAnalysis.md.",
        valid: ResultsExamples.valid(),
        invalid: ResultsExamples.invalid(4) { $0[3].trueAnswer = ($0[3].key + 1) % 4 })
}
