import ContentCore

/// Series without a rule: the key is explained by the library.
struct SeriesUnexplainedRule: FileRule {
    static let description = RuleDescription(
        id: "series-unexplained",
        summary: "A number series without a rule should have a key some library rule explains",
        rationale: """
            Without a declared rule the linter cannot check the key directly. It tries the rule \
            library instead; when no family explains the terms with the keyed answer, it says so, so \
            that someone checks the item or adds its rule (an info). When a family explains another \
            of the item's choices, the key is likely wrong, or the item has a second answer: a \
            warning naming the family and the choice.
            """,
        kind: .numberSeries,
        severity: .info,
        measured: """
            Tests/RealContent: bsdgames 2.17's 29 quiz sequences (seq-easy, seq-hard): 14 infos, all \
            true (primes, Catalan numbers, totients, digits of pi: families the library does not \
            have); no other series finding on them. A second source, DeepMind's mathematics_dataset \
            1.0.1 (PyPI) generator: 200 polynomial sequences (Scripts/measure/deepmind-series), each \
            with its next term and two near misses as choices: 0 findings. Injected: 20 of them \
            keyed to a near miss, the true next term still a choice: 20 of 20 warnings (before, \
            infos only).
            """,
        valid: [Example(Examples.series(#""terms": [3, 6, 9, 12], "answer": 15, "choices": [15, 14]"#))],
        invalid: [Example(Examples.series(#""terms": [3, 6, 9, 12], "answer": ↓16, "choices": [16, 17]"#)),
                  Example(Examples.series(#""terms": [3, 6, 9, 12], "answer": ↓16, "choices": [16, 15]"#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.seriesItems.compactMap { item in
            guard item.rule == nil, item.ruleNode == nil, let answer = item.answer else { return nil }
            let explanations = SeriesLibrary.explanations(item.terms.map(\.value))
            guard !explanations.contains(where: { $0.next == answer.value }) else { return nil }
            // why: an unexplained key beside a choice the library explains is a wrong key or a
            // second answer (the simple rule's number offered as a distractor): a warning
            if let listed = explanations.filter({ item.choices.contains($0.next) }).min(by: { ($0.complexity, $0.next) < ($1.complexity, $1.next) }) {
                return Self.diagnostic(
                    "no rule of the library explains the answer \(answer.value), but \"\(listed.family)\" gives \(listed.next), one of the choices: check the key (or, if the key is meant, the item has a second answer)",
                    in: file, at: answer.node.range, severity: .warning)
            }
            let others = Set(explanations.map(\.next)).sorted().map(String.init)
            return Self.diagnostic(
                "no rule of the library explains the answer \(answer.value)\(others.isEmpty ? "" : " (the library predicts \(others.joined(separator: " or ")))"); check the key or add the item's rule",
                in: file, at: answer.node.range)
        }
    }
}
