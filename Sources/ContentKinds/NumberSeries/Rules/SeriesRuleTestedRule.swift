import ContentCore

/// S3: at least two shown terms are computed by the rule, not given as initial values.
struct SeriesRuleTestedRule: FileRule {
    static let description = RuleDescription(
        id: "series-rule-tested",
        summary: "At least two shown terms must be computed by the rule (not only initial values)",
        rationale: """
            The first K terms of a rule using a(n-K) are given, not computed; when fewer than two shown \
            terms are left to check, almost any rule fits and the player cannot find the intended one. \
            Show more terms or use a rule that looks back less far.
            """,
        kind: .numberSeries,
        severity: .error,
        valid: [Example(Examples.series(#""terms": [1, 1, 2, 3], "answer": 5, "rule": "a(n) = a(n-1) + a(n-2)", "choices": [5, 6]"#))],
        invalid: [Example(Examples.series(#""terms": [1, 1, 2], "answer": 3, "rule": ↓"a(n) = a(n-1) + a(n-2)", "choices": [3, 4]"#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.seriesItems.compactMap { item in
            guard let rule = item.rule, let node = item.ruleNode else { return nil }
            let tested = item.terms.count - rule.lookBack
            guard tested < 2 else { return nil }
            return Self.diagnostic(
                "the rule takes the first \(rule.lookBack) terms as given, so only \(max(0, tested)) shown term\(tested == 1 ? "" : "s") test\(tested == 1 ? "s" : "") it; show at least 2",
                in: file, at: node.range)
        }
    }
}
