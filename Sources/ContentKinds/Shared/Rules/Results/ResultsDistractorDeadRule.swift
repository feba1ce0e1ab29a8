import ContentCore

/// A distractor almost nobody picks.
struct ResultsDistractorDeadRule: StageRule {
    static let description = RuleDescription(
        id: "results-distractor-dead",
        summary: "Every distractor should draw some of the players who do not solve the item",
        rationale: """
            Reported by `content-lint --results` from players' answers. A distractor picked by \
            under a tenth as many players as the median of the item's other distractors (when \
            that median is at least 20 answers) is ruled out at sight: the item has one option \
            fewer than it shows, and guessing it is easier than its option count says. Make the \
            distractor plausible (one rule of the pattern broken, not all of them), or replace it.
            """,
        severity: .warning,
        measured: "Simulated (5 seeds × 2,000 players × the sample IQ test's 60 items): no finding on the clean runs (distractors drawing 0.5 to 1.5 times the key's pull); 5 of 5 injected dead distractors found. Real answers (ICAR, 1,525 people × 16 items): 1 finding on the data as it is, judged true (reason.16's sixth option, 6 picks against a median of 112.5); the least picked distractor of each item emptied: found on 16 of 16. See Docs/ItemAnalysis.md.",
        valid: ResultsExamples.valid(),
        invalid: ResultsExamples.invalid(7) { $0[6].attractiveness[($0[6].key + 2) % 4] = 0 })
}
