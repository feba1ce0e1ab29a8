import ContentCore

/// S4: no explanation at most as complex as the declared rule predicts another answer.
struct SeriesAmbiguousRule: FileRule {
    static let description = RuleDescription(
        id: "series-ambiguous",
        summary: "No rule as simple as the declared one may explain the shown terms and give another answer",
        rationale: """
            Players find the simplest rule that fits. When the shown terms also fit a rule of the \
            library (polynomials by finite differences, geometric, p·a(n-1)+q, steps that depend on \
            n such as a(n-1) + n - 1, sums and products of the previous terms with or without a \
            constant, two operations in turn, powers of n, linear recurrences, digit append or \
            prepend, two interleaved series, and the same on differences and ratios) that needs no \
            more numbers than the declared one, and it predicts a different next term, the item has \
            two answers: an error when that term is among the choices, a warning otherwise. An item \
            without a rule is compared with the simplest library rule that gives its key. A choice \
            given by a rule needing one number more is a second answer too: 1, 2, 4 → 8 with 7 \
            offered (a(n-1) + n - 1), 2, 4, 8 → 16 with 14 (steps 2, 4, 6), 2, 4, 6 → 8 with 10 \
            (a(n-1) + a(n-2)). Complexity counts the numbers a person must find (start values and \
            constants other than 0 and 1), so floor halving, a(n-1) // 2, is one number, and a \
            high-degree polynomial through a few terms is never "simpler": a polynomial of degree 3 \
            or more must be confirmed by two terms beyond the ones that fix it (5, 1, 0, 0, 0, 0 \
            ends in 0, not in a quartic's 1). Show more terms, or \
            choose a rule that the terms pin down.
            """,
        kind: .numberSeries,
        severity: .error,
        valid: [
            Example(Examples.series(#""terms": [2, 4, 8, 16], "answer": 32, "rule": "a(n) = 2 * a(n-1)", "choices": [32, 24, 30]"#)),
            Example(Examples.series(#""terms": [100, 50, 25, 12, 6], "answer": 3, "rule": "a(n) = a(n-1) // 2", "choices": [2, 3, 4, 6]"#)),
        ],
        invalid: [
            // 2, 4, 6, 8 under a rule that jumps to 34 at n = 5: "add 2" is simpler and gives 10
            Example(Examples.series(#""terms": [2, 4, 6, 8], "answer": 34, "rule": "a(n) = 2 * n + (n - 1) * (n - 2) * (n - 3) * (n - 4)", "choices": [34, ↓10, 12]"#)),
            Example(Examples.series(#""terms": [1, 2, 4], "answer": 8, "rule": "a(n) = 2 * a(n-1)", "choices": [↓7, 8, 6, 9]"#)),
            Example(Examples.series(#""terms": [1, 2, 4], "answer": 7, "rule": "a(n) = a(n-1) + n - 1", "choices": [6, 7, ↓8, 9]"#)),
            Example(Examples.series(#""terms": [2, 4, 8], "answer": ↓16, "rule": "a(n) = 2 * a(n-1)", "choices": [16, ↓14, 12, 18]"#)),
            Example(Examples.series(#""terms": [2, 4, 6], "answer": 8, "rule": "a(n) = a(n-1) + 2", "choices": [↓10, 8, 7, 9]"#)),
            Example(Examples.series(#""terms": [1, 2, 4], "answer": 8, "choices": [↓7, 8, 6, 9]"#)),
        ])

    /// The numbers a declared rule needs: its start values and its constants other than 0 and 1.
    static func complexity(_ rule: SeriesRule) -> Int {
        func constants(_ expression: SeriesExpression) -> Int {
            switch expression {
            case .number(let value): return value == 0 || value == 1 ? 0 : 1
            case .n, .previous, .name: return 0
            case .negate(let inner): return constants(inner)
            case .binary(_, let left, let right): return constants(left) + constants(right)
            case .call(_, let arguments): return arguments.map(constants).reduce(0, +)
            }
        }
        return rule.lookBack + constants(rule.expression)
    }

    /// How complex an explanation may be and still compete with the key's — the declared rule's
    /// complexity, or without a rule the simplest library explanation that gives the key — and
    /// the library's explanations at most one number more complex; nil when there is nothing to
    /// compare with.
    static func rivals(_ item: SeriesItem, answer: Int) -> (limit: Int, explanations: [SeriesExplanation])? {
        let terms = item.terms.map(\.value)
        guard let rule = item.rule else {
            guard item.ruleNode == nil else { return nil }
            // why: without a rule, the simplest explanation of the key stands for it; the library
            // runs once, unlimited, and the same answer serves both questions
            let all = SeriesLibrary.explanations(terms)
            guard let limit = all.filter({ $0.next == answer && !$0.isInterpolation }).map(\.complexity).min() else { return nil }
            return (limit, all.filter { $0.complexity <= limit + 1 })
        }
        // why: only a rule that gives the key and is tested by two terms (series-rule-tested) is
        // compared with others; the other rules report the rest
        guard case .reproduces? = item.ruleFit, item.terms.count - rule.lookBack >= 2,
              case .success(answer)? = item.predicted(item.terms.count + 1) else { return nil }
        let limit = complexity(rule)
        return (limit, SeriesLibrary.explanations(terms, upTo: limit + 1))
    }

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for item in file.seriesItems {
            guard let answer = item.answer, let (limit, rivals) = Self.rivals(item, answer: answer.value) else { continue }
            var reported = Set<Int>()
            // why: a choice is a second answer when a rule about as simple as the declared one (one
            // number more) gives it: 1, 2, 4 → 8 (doubling) with 7 (a(n-1) + n - 1) offered, both ways
            // why: a polynomial of degree 3 or more that one term confirms is an interpolation, not
            // a rule a player sees (5, 1, 0, 0, 0, 0 → 0, not a quartic's 1)
            for explanation in rivals.sorted(by: { ($0.complexity, $0.family) < ($1.complexity, $1.family) })
            where explanation.next != answer.value && !explanation.isInterpolation && reported.insert(explanation.next).inserted {
                let node = item.choiceNodes.first { $0.integer == explanation.next }
                let listed = node != nil
                // why: without a rule only a second answer among the choices is certain enough to
                // report; a different next term says little when the key's own rule is a guess
                if !listed && (explanation.complexity > limit || item.rule == nil) {
                    reported.remove(explanation.next)
                    continue
                }
                let reference = item.rule == nil ? "the simplest rule that gives the key" : "the rule"
                let simple = explanation.complexity <= limit ? "no more complex than \(reference)" : "about as simple as \(reference)"
                found.append(Diagnostic(
                    ruleID: Self.description.id, severity: listed ? .error : .warning,
                    message: "the terms also fit \"\(explanation.family)\" (\(simple)), which gives \(explanation.next)\(listed ? ", one of the choices: a second answer" : ", not \(answer.value)")",
                    file: file.path, range: (node ?? answer.node).range))
            }
        }
        return found
    }
}
