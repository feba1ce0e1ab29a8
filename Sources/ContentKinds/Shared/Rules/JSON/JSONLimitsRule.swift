import ContentCore

/// Nesting depth and file size limits.
struct JSONLimitsRule: StageRule {
    static let description = RuleDescription(
        id: JSONRuleID.limits,
        summary: "Files must stay within 16 MiB and 256 levels of nesting",
        rationale: """
            No content file needs more; a larger or deeper file is a generated mistake or hostile \
            input, and reading it would cost memory and time. Split large files; flatten deep ones.
            """,
        severity: .error, buildRelies: true,
        valid: [Example(Examples.riddle())],
        invalid: [Example(String(repeating: "[", count: 256) + "↓[" + String(repeating: "]", count: 257))])
}
