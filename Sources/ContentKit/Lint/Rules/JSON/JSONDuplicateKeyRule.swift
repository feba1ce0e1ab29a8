/// The same key twice in one object.
struct JSONDuplicateKeyRule: StageRule {
    static let description = RuleDescription(
        id: JSONRuleID.duplicateKey,
        summary: "An object must not have the same key twice",
        rationale: """
            JSON allows duplicate keys on paper, but most loaders silently keep only the last one, so \
            one of the two values is lost without a word (often after a merge). Keep one of them.
            """,
        severity: .error,
        valid: [Example(Examples.riddle())],
        invalid: [Example(Examples.riddle(extra: #", ↓"difficulty": 2"#))])
}
