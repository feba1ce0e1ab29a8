import ContentCore

/// S5: the series does not end in a run of equal values.
struct SeriesConstantTailRule: FileRule {
    static let description = RuleDescription(
        id: "series-constant-tail",
        summary: "A series should not end in equal values (its last two terms and the answer)",
        rationale: """
            When the last shown terms and the answer are all the same number, "the series stops \
            changing" is as good an explanation as the intended rule; players who answer the repeated \
            value are right too.
            """,
        kind: .numberSeries,
        severity: .warning,
        measured: """
            Tests/RealContent: bsdgames 2.17's 29 easy and hard sequences: 0 findings (none ends in \
            one value); 5 of 5 injected tails (the last two terms and the key made one value) \
            caught.
            """,
        valid: [Example(Examples.series(#""terms": [1, 2, 3, 4], "answer": 5, "choices": [5, 6]"#))],
        invalid: [Example(Examples.series(#""terms": [5, 5, 5], "answer": ↓5, "choices": [5, 6]"#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.seriesItems.compactMap { item in
            guard let answer = item.answer, item.terms.count >= 2,
                  item.terms.suffix(2).allSatisfy({ $0.value == answer.value }) else { return nil }
            return Self.diagnostic("the series ends in \(answer.value), \(answer.value), \(answer.value): a constant tail explains the answer on its own", in: file, at: answer.node.range)
        }
    }
}
