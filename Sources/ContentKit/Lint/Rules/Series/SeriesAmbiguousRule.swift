/// S4: no explanation at most as complex as the declared rule predicts another answer.
struct SeriesAmbiguousRule: FileRule {
    static let description = RuleDescription(
        id: "series-ambiguous",
        summary: "No rule as simple as the declared one may explain the shown terms and give another answer",
        rationale: """
            Players find the simplest rule that fits. When the shown terms also fit a rule of the \
            library (polynomials by finite differences, geometric, p·a(n-1)+q, linear recurrences, \
            digit append or prepend, two interleaved series, and the same on differences and \
            ratios) that needs no more numbers than the declared one, and it predicts a different \
            next term, the item has two answers: an error when that term is among the choices, a \
            warning otherwise. Show more terms, or choose a rule that the terms pin down.
            """,
        kind: .numberSeries,
        severity: .error,
        valid: [Example(Examples.series(#""terms": [2, 4, 8, 16], "answer": 32, "rule": "a(n) = 2 * a(n-1)", "choices": [32, 24, 30]"#))],
        invalid: [
            // 2, 4, 6, 8 under a rule that jumps to 34 at n = 5: "add 2" is simpler and gives 10
            Example(Examples.series(#""terms": [2, 4, 6, 8], "answer": 34, "rule": "a(n) = 2 * n + (n - 1) * (n - 2) * (n - 3) * (n - 4)", "choices": [34, ↓10, 12]"#)),
        ])

    /// The numbers a declared rule needs: its start values and its constants other than 0 and 1.
    static func complexity(_ rule: SeriesRule) -> Int {
        func constants(_ expression: SeriesExpression) -> Int {
            switch expression {
            case .number(let value): return value == 0 || value == 1 ? 0 : 1
            case .n, .previous: return 0
            case .negate(let inner): return constants(inner)
            case .binary(_, let left, let right): return constants(left) + constants(right)
            case .call(_, let arguments): return arguments.map(constants).reduce(0, +)
            }
        }
        return rule.lookBack + constants(rule.expression)
    }

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for item in file.seriesItems {
            guard let rule = item.rule, let answer = item.answer else { continue }
            let limit = Self.complexity(rule)
            let terms = item.terms.map(\.value)
            var reported = Set<Int>()
            for explanation in SeriesLibrary.explanations(terms, upTo: limit).sorted(by: { ($0.complexity, $0.family) < ($1.complexity, $1.family) })
            where explanation.complexity <= limit && explanation.next != answer.value && reported.insert(explanation.next).inserted {
                let node = item.choiceNodes.first { $0.integer == explanation.next }
                let listed = node != nil
                found.append(Diagnostic(
                    ruleID: Self.description.id, severity: listed ? .error : .warning,
                    message: "the terms also fit \"\(explanation.family)\" (no more complex than the rule), which gives \(explanation.next)\(listed ? ", one of the choices: a second answer" : ", not \(answer.value)")",
                    file: file.path, range: (node ?? answer.node).range))
            }
        }
        return found
    }
}

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
