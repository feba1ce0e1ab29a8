import ContentBundle
import ContentCore

/// The question evaluates to the answer, which is among the choices.
struct EquationAnswerRule: FileRule {
    static let description = RuleDescription(
        id: "equation-answer",
        summary: "The question must evaluate to the answer, and the answer must be one of the choices",
        rationale: """
            With the equations solved exactly, the question has one value; a different answer key \
            marks every correct player wrong. An answer that is not among the choices cannot be picked.
            """,
        kind: .equations,
        severity: .error,
        valid: [Example(Examples.equation(#""equations": ["cat + cat = 5", "dog = cat + 1"], "question": "dog", "answer": 3.5, "choices": [3.5, 4]"#))],
        invalid: [
            Example(Examples.equation(#""equations": ["cat + cat = 4", "cat + dog = 5"], "question": "dog * 2", "answer": ↓5, "choices": [5, 6]"#)),
            Example(Examples.equation(#""equations": ["cat + cat = 4", "cat + dog = 5"], "question": "dog * 2", "answer": ↓6, "choices": [5, 4]"#)),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.equationItems.compactMap { item in
            // why: a number no fraction holds (1e999) is json-number-range's finding.
            guard let answer = item.node["answer"], let lexeme = answer.number?.lexeme, let given = Rational(decimal: lexeme) else { return nil }
            if case .solved(let values)? = item.outcome, let question = item.question?.polynomial,
               let value = question.substituting(values), value.isConstant {
                let expected = value.constantTerm
                if given != expected {
                    return Self.diagnostic("the question \"\(item.question?.node.string ?? "")\" comes to \(expected), not \(lexeme)", in: file, at: answer.range)
                }
            }
            let choices = item.node["choices"]?.array?.compactMap { $0.number?.lexeme }.compactMap { Rational(decimal: $0) } ?? []
            if !choices.contains(given) {
                return Self.diagnostic("the answer \(lexeme) is not among the choices", in: file, at: answer.range)
            }
            return nil
        }
    }
}
