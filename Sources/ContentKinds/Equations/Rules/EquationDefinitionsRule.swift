import ContentCore

/// Definitions tie symbols to each other (`"half-blue": "blue / 2"`): each defines a symbol of
/// the item, none defines a symbol through itself, and none contradicts the equations.
struct EquationDefinitionsRule: FileRule {
    static let description = RuleDescription(
        id: "equation-definitions",
        summary: "A definition must define one of the item's symbols, without a cycle, and agree with the equations",
        rationale: """
            Some pictures stand for a value derived from another: half a glass is half of a full \
            one. `"definitions": {"half-glass": "glass / 2"}` says so, and the solver substitutes \
            it into the equations before solving, as a player reads the picture. A definition of a \
            name that is not among the item's symbols has no picture to show; a symbol defined \
            through itself (`a` from `b`, `b` from `a`) defines nothing; and a definition the \
            equations contradict (the equations fix `glass` at 8 and `half-glass` at 3) makes the \
            puzzle unsolvable: the finding points at the first definition that brings the \
            contradiction. Exact: the system is solved in fractions. Measured on 120 linear systems \
            of DeepMind's mathematics_dataset 1.0.1 (PyPI, Apache-2.0; 60 in one unknown, 60 in two; \
            `ArithmeticRealContentTests`): no finding of any equation rule on them as they are, \
            and a definition the equations contradict, a cycle of two definitions and a definition \
            of a name that is no symbol are each caught in all 120 (so are a key off by one, by \
            equation-answer, and a repeated line with another constant, by equation-solution).
            """,
        kind: .equations,
        severity: .error,
        valid: [Example(Self.item(#"{"half": "cat / 2"}"#, equations: #"["cat + half = 9"]"#))],
        invalid: [
            Example(Self.item(#"{↓"third": "cat / 3"}"#, equations: #"["cat + half = 9"]"#)),
            Example(Self.item(#"{↓"half": "cat - double", "double": "half * 2"}"#, equations: #"["cat + half = 9"]"#, double: true)),
            Example(Self.item(#"{↓"half": "cat / 2"}"#, equations: #"["cat = 8", "half = 3"]"#)),
        ])

    /// A glass and a half glass (and a double one when `double`), with `definitions` and `equations`.
    static func item(_ definitions: String, equations: String, double: Bool = false) -> String {
        let symbols = #""cat": "img/cat.png", "half": "img/cat.svg""# + (double ? #", "double": "img/cat.svg""# : "")
        return Examples.equation(#""definitions": \#(definitions), "equations": \#(equations), "question": "half\#(double ? " + double" : "")", "answer": 3, "choices": [3, 4]"#,
                                 symbols: symbols)
    }

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.equationItems.flatMap { item -> [Diagnostic] in
            var found: [Diagnostic] = []
            for definition in item.definitions where !item.symbols.contains(definition.name) {
                found.append(Self.diagnostic("\"\(definition.name)\" is not one of this item's symbols, so it has no picture; add it to \"symbols\" or define a symbol", in: file, at: definition.key))
            }
            switch item.outcome {
            case .cyclic(let names)?:
                let first = item.definitions.first { $0.name == names.first }
                let loop = (names + names.prefix(1)).map { "\"\($0)\"" }.joined(separator: " → ")
                found.append(Self.diagnostic("the definitions go round in a cycle (\(loop)): no symbol of it gets a value", in: file, at: first?.key ?? item.node.range))
            case .contradiction(let index)? where index >= item.equations.count && index - item.equations.count < item.definitions.count:
                let definition = item.definitions[index - item.equations.count]
                found.append(Self.diagnostic("the equations contradict this definition: with it the system has no solution", in: file, at: definition.key))
            default:
                break
            }
            return found
        }
    }
}
