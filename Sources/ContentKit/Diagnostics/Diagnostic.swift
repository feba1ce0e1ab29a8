/// How serious a finding is. Ordered: `info` < `warning` < `error`.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One finding: a value the library returns and never prints.
///
/// Positions are byte ranges into the file's bytes; only reporters turn them into
/// 1-based line:column (see `SourceText`).
public struct Diagnostic: Sendable, Hashable {
    /// The rule that found it, for example `json-syntax` or `schema`.
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The file's path as reporters print it (relative to the working directory or the pack).
    public var file: String
    /// Byte range in the file; an empty range marks a point.
    public var range: Range<Int>
    /// Further places or hints, each printed on its own line under the finding.
    public var notes: [Note]

    /// A secondary message, optionally with a place of its own.
    public struct Note: Sendable, Hashable {
        public var message: String
        public var file: String?
        public var range: Range<Int>?

        public init(_ message: String, file: String? = nil, range: Range<Int>? = nil) {
            self.message = message
            self.file = file
            self.range = range
        }
    }

    public init(
        ruleID: String, severity: Severity, message: String, file: String,
        range: Range<Int>, notes: [Note] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.range = range
        self.notes = notes
    }
}

extension Diagnostic {
    /// Sort order of every report: by file, then position, then rule id and message.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.range.lowerBound != b.range.lowerBound { return a.range.lowerBound < b.range.lowerBound }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
