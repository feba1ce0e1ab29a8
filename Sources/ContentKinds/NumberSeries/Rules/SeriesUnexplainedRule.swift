import ContentCore

/// Series without a rule: the key is explained by the library.
struct SeriesUnexplainedRule: FileRule {
    static let description = RuleDescription(
        id: "series-unexplained",
        summary: "A number series without a rule should have a key some library rule explains",
        rationale: """
            Without a declared rule the linter cannot check the key directly. It tries the rule \
            library instead; when no family explains the terms with the keyed answer, it says so, so \
            that someone checks the item or adds its rule.
            """,
        kind: .numberSeries,
        severity: .info,
        measured: """
            Tests/RealContent: bsdgames 2.17's 29 quiz sequences (seq-easy, seq-hard): 14 infos, all \
            true (primes, Catalan numbers, totients, digits of pi: families the library does not \
            have); no other series finding on them.
            """,
        valid: [Example(Examples.series(#""terms": [3, 6, 9, 12], "answer": 15, "choices": [15, 14]"#))],
        invalid: [Example(Examples.series(#""terms": [3, 6, 9, 12], "answer": ↓16, "choices": [16, 15]"#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.seriesItems.compactMap { item in
            guard item.rule == nil, item.ruleNode == nil, let answer = item.answer else { return nil }
            let explanations = SeriesLibrary.explanations(item.terms.map(\.value))
            guard !explanations.contains(where: { $0.next == answer.value }) else { return nil }
            let others = Set(explanations.map(\.next)).sorted().map(String.init)
            return Self.diagnostic(
                "no rule of the library explains the answer \(answer.value)\(others.isEmpty ? "" : " (the library predicts \(others.joined(separator: " or ")))"); check the key or add the item's rule",
                in: file, at: answer.node.range)
        }
    }
}
