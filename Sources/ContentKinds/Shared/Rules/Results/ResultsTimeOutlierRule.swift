import ContentCore

/// An item whose median response time is far from its peers'.
struct ResultsTimeOutlierRule: StageRule {
    static let description = RuleDescription(
        id: "results-time-outlier",
        summary: "An item's median response time should be like that of items of its difficulty",
        rationale: """
            Reported by `content-lint --results` from players' answers. Each item's median \
            response time (to a quarter octave) is compared with a line fitted through the log \
            median times of the items with at least 100 answers against their declared \
            difficulty (Theil–Sen, which outliers do not move; the players' difficulty when not \
            every item declares one); an item more than 3.5 robust standard deviations (1.4826 × \
            the median absolute residual, at least 0.1) off the line is reported, with at least 8 \
            items. A slow item is often hard to read (small pictures, long text); a fast one is \
            answered without being solved.
            """,
        severity: .warning,
        measured: ResultsMeasurement.text,
        valid: ResultsExamples.valid(),
        invalid: ResultsExamples.invalid(5) { $0[4].seconds *= 10 })
}
