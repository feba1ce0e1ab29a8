/// Numbers no 64-bit float can hold.
struct JSONNumberRangeRule: StageRule {
    static let description = RuleDescription(
        id: JSONRuleID.numberRange,
        summary: "Numbers must fit a 64-bit floating-point value",
        rationale: """
            `1e999` becomes infinity and `1e-999` becomes 0 in every JSON loader a game uses, so the \
            value the designer wrote never reaches the player. Write a number in range.
            """,
        severity: .error,
        valid: [Example(#"{"kind": "sequences", "items": [{"id": "code", "symbols": ["1", "2"], "order": ["2", "1"], "maxLength": 1e1}]}"#)],
        invalid: [Example(#"""
            {"kind": "equations", "items": [{"id": "cats", "difficulty": 2, "symbols": {"cat": "img/cat.png"},
              "equations": ["cat + cat = 4"], "question": "cat", "answer": ↓1e999, "choices": [2, 3]}]}
            """#)])
}
