import ContentBundle

/// What every rule says about itself: the source of `--list-rules`, the docs and the example tests.
public struct RuleDescription: Sendable {
    /// Kebab-case id printed in brackets after each finding.
    public let id: String
    /// One line: what the rule wants.
    public let summary: String
    /// Why it matters and how to fix it, for the rule's doc page.
    public let rationale: String
    /// The kind of file it looks at; nil for every kind.
    public let kind: ContentKind?
    public let severity: Severity
    /// Whether `content-build` relies on the rule: a configuration may neither turn it off nor
    /// lower it below an error (the builder compiles only what it passed: JSON, kinds, schemas,
    /// assets, unique ids, the version in the bundle's name).
    public let buildRelies: Bool
    /// What the rule was measured on (public content it was not written against) and how it did:
    /// findings on clean content true and false, recall on injected defects. Nil: not yet measured
    /// in the real-content suite (`Tests/RealContent`).
    public let measured: String?
    /// Content the rule accepts.
    public var valid: [Example] { examples().valid }
    /// Content the rule rejects; `↓` marks where each finding must point.
    public var invalid: [Example] { examples().invalid }
    // why: examples are built (some render panels) only when docs or tests ask, not each time a
    // lint run starts and reads the rules' ids
    private let examples: @Sendable () -> (valid: [Example], invalid: [Example])

    public init(
        id: String, summary: String, rationale: String, kind: ContentKind? = nil, severity: Severity, buildRelies: Bool = false,
        measured: String? = nil,
        valid: @autoclosure @escaping @Sendable () -> [Example], invalid: @autoclosure @escaping @Sendable () -> [Example]
    ) {
        self.measured = measured
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.kind = kind
        self.severity = severity
        self.buildRelies = buildRelies
        examples = { (valid(), invalid()) }
    }
}
