import ContentCore

/// An item whose median response time is far from its peers'.
struct ResultsTimeOutlierRule: StageRule {
    static let description = RuleDescription(
        id: "results-time-outlier",
        summary: "An item's median response time should be like that of items of its difficulty",
        rationale: """
            Reported by `content-lint --results` from players' answers. Each item's median \
            response time (to an eighth of an octave) is compared with the median of the log median \
            times of the 8 items nearest it in declared difficulty (in the players' difficulty \
            when not every item declares one), among the items with at least 100 answers; an item \
            more than 3.5 robust standard deviations (1.4826 × the median absolute distance, at \
            least 0.1) from it, and at least twice or at most half its peers' time, is reported, \
            with at least 8 items. A slow item is often hard to read (small pictures, long text); a fast one is \
            answered without being solved.
            """,
        severity: .warning,
        measured: "Simulated (5 seeds × 2,000 players × the sample IQ test's 60 items, log-normal times): no finding on the clean runs (two on the easiest items when the peers were a straight line of difficulty, before the 8 nearest items); an item slowed 8 times found, alone. Not measured on real answers: the public data found (ICAR) has no times. See Docs/ItemAnalysis.md.",
        valid: ResultsExamples.valid(),
        invalid: ResultsExamples.invalid(5) { $0[4].seconds *= 10 })
}
