import ContentCore

/// The same key twice in one object.
struct JSONDuplicateKeyRule: StageRule {
    static let description = RuleDescription(
        id: JSONRuleID.duplicateKey,
        summary: "An object must not have the same key twice",
        rationale: """
            JSON allows duplicate keys on paper, but loaders disagree on which one wins: this check (and \
            the build) reads the first value, while most JSON loaders silently keep the last. The \
            two values cannot both be meant (often one comes from a merge); keep one of them.
            """,
        severity: .error,
        valid: [Example(Examples.riddle())],
        invalid: [Example(Examples.riddle(extra: #", ↓"difficulty": 2"#))])
}
