import ContentCore

/// A parsed number-series rule: `a(n) = <expression>`.
public struct SeriesRule: Sendable {
    public let expression: SeriesExpression
    /// K: the largest k in `a(n-k)`; the first K terms are the initial values.
    public let lookBack: Int

    /// Parses a rule; on failure, the error says what was expected and at which character.
    public static func parse(_ text: String) -> Result<SeriesRule, SeriesRuleError> {
        var parser = SeriesRuleParser(text)
        return parser.parseRule().map { SeriesRule(expression: $0, lookBack: $0.lookBack) }
    }

    /// The value for `n` (1-based), given the earlier terms (`terms[i]` is a(i+1)).
    public func value(at n: Int, terms: [Int]) throws(SeriesEvaluationError) -> Int {
        try expression.evaluate(n: n, terms: terms)
    }
}

