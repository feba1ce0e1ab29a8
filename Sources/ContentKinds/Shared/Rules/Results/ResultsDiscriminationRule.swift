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
            than 5 other answers. Check the key first; the finding lists how often each option \
            was picked.
            """,
        severity: .warning,
        measured: ResultsMeasurement.text,
        valid: ResultsExamples.valid(),
        invalid: ResultsExamples.invalid(4) { $0[3].trueAnswer = ($0[3].key + 1) % 4 })
}
