import ContentBundle
import ContentCore

/// Every symbol is used, and everything used has a picture.
struct EquationSymbolsRule: FileRule {
    static let description = RuleDescription(
        id: "equation-symbols",
        summary: "Every symbol of a picture equation must be used in its equations or question",
        rationale: """
            A symbol that no line uses is a picture the player never needs, usually a leftover from an \
            edit or a misspelt name in a line (which the equation-syntax rule then reports).
            """,
        kind: .equations,
        severity: .error,
        valid: [Example(Examples.equation(#""equations": ["cat + cat = 4", "cat + dog = 5"], "question": "dog", "answer": 3, "choices": [3, 2]"#))],
        invalid: [Example(#"""
            {"kind": "equations", "items": [{"id": "cats", "difficulty": 2,
              "symbols": {"cat": "img/cat.png", ↓"dog": "img/cat.svg"},
              "equations": ["cat + cat = 4"], "question": "cat", "answer": 2, "choices": [2, 3]}]}
            """#)])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.equationItems.flatMap { item in
            (item.node["symbols"]?.object?.members ?? []).filter { !item.used.contains($0.key) }.map { member in
                Self.diagnostic("symbol \"\(member.key)\" is used in no equation and not in the question", in: file, at: member.keyRange)
            }
        }
    }
}
