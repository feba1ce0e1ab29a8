import ContentCore

/// S2: the declared rule gives the answer.
struct SeriesRuleGivesAnswerRule: FileRule {
    static let description = RuleDescription(
        id: "series-rule-gives-answer",
        summary: "The declared rule must give the answer as the next term",
        rationale: """
            The answer key is the rule's next term. When they differ, either the key is wrong (the \
            defect players meet as "the game marked my right answer wrong") or the rule is.
            """,
        kind: .numberSeries,
        severity: .error,
        valid: [Example(Examples.series(#""terms": [1, 4, 9, 16], "answer": 25, "rule": "a(n) = n^2", "choices": [25, 24]"#))],
        invalid: [Example(Examples.series(#""terms": [1, 4, 9, 16], "answer": ↓24, "rule": "a(n) = n^2", "choices": [25, 24]"#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.seriesItems.compactMap { item in
            guard let answer = item.answer, let fit = item.ruleFit else { return nil }
            switch fit {
            case .reproduces: break
            case .oneTermAltered(_, _, let next):
                // why: the altered term is series-rule-reproduces-terms' finding; the key is judged
                // by the rule's own sequence, so a right key is not blamed for a wrong term
                return next == answer.value ? nil : Self.diagnostic("the answer is \(answer.value), but the rule gives \(next) as the next term", in: file, at: answer.node.range)
            case .broken: return nil
            }
            switch item.predicted(item.terms.count + 1) {
            case .success(let value) where value != answer.value:
                return Self.diagnostic("the answer is \(answer.value), but the rule gives \(value) as the next term", in: file, at: answer.node.range)
            case .failure(let error):
                return Self.diagnostic("the rule cannot give the next term: \(error.message)", in: file, at: answer.node.range)
            default:
                return nil
            }
        }
    }
}
