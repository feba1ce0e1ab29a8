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
    /// The exact repair, when there is one (`content-lint --fix` applies it).
    public var fix: Fix?

    /// An exact repair: byte ranges of the finding's file and the text each becomes. Fixes
    /// replace text inside JSON strings with text that needs no escaping, so nothing else in
    /// the file changes.
    public struct Fix: Sendable, Hashable {
        public var edits: [Edit]

        public struct Edit: Sendable, Hashable {
            public var range: Range<Int>
            public var replacement: String

            public init(_ range: Range<Int>, _ replacement: String) {
                self.range = range
                self.replacement = replacement
            }
        }

        /// A fix has at least one edit.
        public init(_ edits: [Edit]) {
            precondition(!edits.isEmpty, "a fix without edits")
            self.edits = edits
        }

        /// One range of the file replaced.
        public static func replace(_ range: Range<Int>, with replacement: String) -> Fix { Fix([Edit(range, replacement)]) }
    }

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
        range: Range<Int>, notes: [Note] = [], fix: Fix? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.range = range
        self.notes = notes
        self.fix = fix
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
