import ContentCore

/// The equations have exactly one solution.
struct EquationSolutionRule: FileRule {
    static let description = RuleDescription(
        id: "equation-solution",
        summary: "Picture equations must have exactly one solution",
        rationale: """
            The player solves the lines one by one. With too few independent lines a symbol can take \
            many values (two answers are right); lines that contradict each other have no solution; \
            a product of two unknown pictures (or a square) can have several. Each case is found \
            exactly, with fractions where they arise.
            """,
        kind: .equations,
        severity: .error,
        valid: [Example(Examples.equation(#""equations": ["cat + dog = 5", "cat - dog = 1"], "question": "cat * dog", "answer": 6, "choices": [6, 5]"#))],
        invalid: [
            Example(Examples.equation(#""equations": ↓["cat + dog = 5"], "question": "cat", "answer": 3, "choices": [3, 2]"#)),
            Example(Examples.equation(#""equations": ["cat + cat = 4", ↓"cat * 2 = 5"], "question": "cat", "answer": 2, "choices": [2, 3]"#,
                                      symbols: #""cat": "img/cat.png""#)),
            Example(Examples.equation(#""equations": [↓"cat * dog = 6", "dog * cat = 6"], "question": "cat", "answer": 2, "choices": [2, 3]"#)),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.equationItems.compactMap { item in
            guard let outcome = item.outcome, let list = item.node["equations"] else { return nil }
            switch outcome {
            case .solved, .cyclic:
                // why: a cycle, and a contradiction a definition brings, are equation-definitions' findings
                return nil
            case .contradiction(let index):
                guard index < item.equations.count else { return nil }
                let node = item.equations[index].node
                return Self.diagnostic("this equation contradicts the others: the system has no solution", in: file, at: node.range)
            case .underdetermined(let open):
                return Self.diagnostic(
                    "the equations do not fix \(open.map { "\"\($0)\"" }.joined(separator: ", ")): more than one solution; add an independent equation",
                    in: file, at: list.range.lowerBound..<list.range.lowerBound + 1)
            case .nonlinear(let index):
                return Self.diagnostic("this equation multiplies unknown pictures together and no other line fixes them first: it may have several solutions",
                                       in: file, at: item.equations[index].node.range)
            case .tooLarge:
                return Self.diagnostic("the numbers grow too large to solve exactly", in: file, at: list.range.lowerBound..<list.range.lowerBound + 1)
            }
        }
    }
}
