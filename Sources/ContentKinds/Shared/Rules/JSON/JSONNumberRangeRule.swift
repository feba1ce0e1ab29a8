import ContentCore

/// Numbers no 64-bit float can hold.
struct JSONNumberRangeRule: StageRule {
    static let description = RuleDescription(
        id: JSONRuleID.numberRange,
        summary: "Numbers must fit a 64-bit floating-point value, and whole numbers a 64-bit integer",
        rationale: """
            `1e999` becomes infinity and `1e-999` becomes 0 in every JSON loader a game uses, so the \
            value the designer wrote never reaches the player. A whole number past 64 bits \
            (18446744073709551616, a generated square of squares) cannot be read by an app at all: the \
            bundle would build and then fail to open. Write a number in range.
            """,
        severity: .error, buildRelies: true,
        valid: [Example(#"{"kind": "sequences", "items": [{"id": "code", "symbols": ["1", "2"], "order": ["2", "1"], "maxLength": 1e1}]}"#)],
        invalid: [Example(#"""
            {"kind": "equations", "items": [{"id": "cats", "difficulty": 2, "symbols": {"cat": "img/cat.png"},
              "equations": ["cat + cat = 4"], "question": "cat", "answer": ↓1e999, "choices": [2, 3]}]}
            """#),
            Example(#"""
            {"kind": "number-series", "items": [{"id": "squares", "difficulty": 3, "terms": [4, 16, 256, 65536, 4294967296],
              "answer": ↓18446744073709551616, "rule": "a(n) = a(n-1)^2", "choices": [↓18446744073709551616, 8589869056]}]}
            """#),
        ])
}
