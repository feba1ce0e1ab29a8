import ContentCore

/// The parser's first fatal error: what was expected where.
struct JSONSyntaxRule: StageRule {
    static let description = RuleDescription(
        id: JSONRuleID.syntax,
        summary: "Files must be strict JSON (RFC 8259)",
        rationale: """
            A file that is not JSON cannot be checked or built. The parser stops at the first error and \
            says what it expected there. Common causes: a trailing comma, a missing comma between two \
            members, single quotes, comments, or an unescaped line break inside a string.
            """,
        severity: .error, buildRelies: true,
        valid: [Example(Examples.riddle())],
        invalid: [
            Example(#"{"kind": "riddles", "items": [] ↓"extra": 1}"#),
            Example("{\"kind\": \"riddles\"↓,\n}"),
            Example(#"{"kind": "riddles", "items": [↓'x']}"#),
            Example("{\"kind\": \"riddles\", \"items\": [↓"),
        ])
}
