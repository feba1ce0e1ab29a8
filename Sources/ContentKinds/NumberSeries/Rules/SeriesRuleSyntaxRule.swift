import ContentCore

/// The rule is written in the rule language.
struct SeriesRuleSyntaxRule: FileRule {
    static let description = RuleDescription(
        id: "series-rule-syntax",
        summary: "A number series' rule must be written in the rule language",
        rationale: """
            The rule is how the linter proves the answer key: "a(n) = <expression>" with integers, n \
            (1-based), a(n-k) for earlier terms, + - * / % ^ and parentheses (`/` must divide evenly; \
            `//` is floor division, so halving with the remainder dropped is a(n-1) // 2), and the functions concat, \
            digitsum, rev, ndigits, abs, if, even and odd. The finding points at the character where \
            the rule stops making sense.
            """,
        kind: .numberSeries,
        severity: .error,
        valid: [Example(Examples.series(#""terms": [2, 32, 332], "answer": 3332, "rule": "a(n) = concat(3, a(n-1))", "choices": [3332, 3322]"#))],
        invalid: [
            Example(Examples.series(#""terms": [1, 2, 3, 4], "answer": 5, "rule": "a(n) = a(n-1) +↓", "choices": [5, 6]"#)),
            Example(Examples.series(#""terms": [1, 2, 3, 4], "answer": 5, "rule": "a(n) = ↓sqrt(n)", "choices": [5, 6]"#)),
            Example(Examples.series(#""terms": [1, 2, 3, 4], "answer": 5, "rule": "a(n) = a(n↓+1)", "choices": [5, 6]"#)),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        (file.root?["items"]?.array ?? []).compactMap { item in
            guard let node = item["rule"], let text = node.string, case .failure(let error) = SeriesRule.parse(text) else { return nil }
            let offset = StringSourceMap.offset(ofScalar: error.offset, in: node, source: file.source)
            return Self.diagnostic("rule: \(error.message)", in: file, at: offset..<offset + 1)
        }
    }
}
