import ContentCore

/// S1: the declared rule gives every shown term it can compute.
struct SeriesRuleReproducesTermsRule: FileRule {
    static let description = RuleDescription(
        id: "series-rule-reproduces-terms",
        summary: "The declared rule must give every shown term",
        rationale: """
            A rule that does not reproduce the terms the player sees is a typo in the rule or in a \
            term; either way the answer key cannot be trusted. The first K terms (K the largest k in \
            a(n-k)) are the rule's initial values; every later term is computed from the shown terms \
            before it, exactly (overflow and uneven division are findings too). When the rule, continued \
            from its initial values, differs from the shown terms at one term only, that term is \
            blamed alone.
            """,
        kind: .numberSeries,
        severity: .error,
        valid: [Example(Examples.series(#""terms": [2, 3, 5, 8, 12], "answer": 17, "rule": "a(n) = a(n-1) + n - 1", "choices": [17, 16]"#))],
        invalid: [
            Example(Examples.series(#""terms": [2, 3, 5, ↓9, 12], "answer": 17, "rule": "a(n) = a(n-1) + n - 1", "choices": [17, 16]"#)),
            Example(Examples.series(#""terms": [2, 3, ↓5, 8], "answer": 12, "rule": "a(n) = a(n-1) * 3 / 2", "choices": [12, 13]"#)),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.seriesItems.compactMap { item in
            guard let rule = item.rule else { return nil }
            if case .oneTermAltered(let n, let expected, _)? = item.ruleFit {
                let term = item.terms[n - 1]
                return Self.diagnostic("term \(n) is \(term.value), but the rule gives \(expected) (every other term fits the rule)", in: file, at: term.node.range)
            }
            for n in stride(from: rule.lookBack + 1, through: item.terms.count, by: 1) {
                let term = item.terms[n - 1]
                switch item.predicted(n) {
                case .success(let value) where value != term.value:
                    return Self.diagnostic("term \(n) is \(term.value), but the rule gives \(value)", in: file, at: term.node.range)
                case .failure(let error):
                    return Self.diagnostic("the rule cannot give term \(n): \(error.message)", in: file, at: term.node.range)
                default:
                    continue
                }
            }
            return nil
        }
    }
}
