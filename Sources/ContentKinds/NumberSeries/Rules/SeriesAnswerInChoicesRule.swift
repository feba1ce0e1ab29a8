import ContentCore

/// The answer is among the choices.
struct SeriesAnswerInChoicesRule: FileRule {
    static let description = RuleDescription(
        id: "series-answer-in-choices",
        summary: "A number series' answer must be one of its choices",
        rationale: """
            The player picks among the choices; an answer that is not offered can never be picked, \
            and every player fails the item.
            """,
        kind: .numberSeries,
        severity: .error,
        valid: [Example(Examples.series(#""terms": [1, 2, 3, 4], "answer": 5, "choices": [5, 6]"#))],
        invalid: [Example(Examples.series(#""terms": [1, 2, 3, 4], "answer": ↓5, "choices": [6, 7]"#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.seriesItems.compactMap { item in
            guard let answer = item.answer, !item.choices.contains(answer.value) else { return nil }
            return Self.diagnostic("the answer \(answer.value) is not among the choices \(item.choices.map(String.init).joined(separator: ", "))", in: file, at: answer.node.range)
        }
    }
}
