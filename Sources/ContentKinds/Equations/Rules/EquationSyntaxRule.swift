import ContentCore

/// Equations and the question are written in the equation language.
struct EquationSyntaxRule: FileRule {
    static let description = RuleDescription(
        id: "equation-syntax",
        summary: "Picture equations and the question must use the item's symbols, numbers, + − × ÷ and parentheses",
        rationale: """
            Each line is "left = right" over the item's symbol names (as in "symbols"), numbers, \
            + - * / (× ÷ too) and parentheses; the question, and each definition's right side, is one such \
            expression without "=". A name \
            that is not a symbol has no picture to show; division is only by numbers. Numbers and \
            every step of the working must fit exact 64-bit fractions, or the equation cannot be checked.
            """,
        kind: .equations,
        severity: .error,
        valid: [Example(Examples.equation(#""equations": ["cat + cat = 4", "cat + dog = 5"], "question": "dog * 2", "answer": 6, "choices": [6, 4]"#))],
        invalid: [
            Example(Examples.equation(#""equations": ["cat + cat = 4", "cat + ↓cow = 5"], "question": "dog", "answer": 2, "choices": [2, 4]"#)),
            Example(Examples.equation(#""equations": ["cat + cat ↓4"], "question": "cat + dog", "answer": 2, "choices": [2, 4]"#)),
            Example(Examples.equation(#""equations": [↓"cat = -2147483648 * 4294967296", "dog = 1"], "question": "cat + dog", "answer": 2, "choices": [2, 4]"#)),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.equationItems.flatMap { item in
            (item.equations + (item.question.map { [$0] } ?? []) + item.definitions.map(\.line)).compactMap { line -> Diagnostic? in
                switch line.error {
                case .syntax(let message, let offset)?:
                    let at = StringSourceMap.offset(ofScalar: offset, in: line.node, source: file.source)
                    return Self.diagnostic(message, in: file, at: at..<at + 1)
                case .tooLarge?:
                    return Self.diagnostic("a number or a step of the working does not fit an exact 64-bit fraction; this cannot be checked (use smaller numbers)",
                                           in: file, at: line.node.range)
                case nil:
                    return nil
                }
            }
        }
    }
}
