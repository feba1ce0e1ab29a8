/// Bounds on hostile or accidental input; each refusal is a diagnostic naming the limit.
public struct JSONLimits: Sendable {
    /// Deepest nesting of arrays and objects.
    public var maxDepth: Int
    /// Largest file read at all, in bytes.
    public var maxBytes: Int

    public init(maxDepth: Int = 256, maxBytes: Int = 16 * 1024 * 1024) {
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
    }

    public static let `default` = JSONLimits()
}

/// Rule ids of the JSON front end.
public enum JSONRuleID {
    /// Not JSON by RFC 8259: the parser stops at the first such error.
    public static let syntax = "json-syntax"
    /// Not UTF-8, a byte order mark, or a lone surrogate escape.
    public static let encoding = "json-encoding"
    /// The same key twice in one object.
    public static let duplicateKey = "json-duplicate-key"
    /// A number that no 64-bit float holds (`1e999`, `1e-999`).
    public static let numberRange = "json-number-range"
    /// Nesting depth or file size over the limit.
    public static let limits = "json-limits"
}
