import ContentCore
import ContentKinds
import ContentCheck

/// What reporters print: the findings, the files' text (for line and column), and how to name
/// each file.
public struct Report: Sendable {
    public let diagnostics: [Diagnostic]
    /// Findings out of the count: accepted by the pack or known from the baseline.
    public let suppressed: [SuppressedFinding]
    public let filesChecked: Int
    /// The bytes of every file with findings, as they were checked (`--fix` edits these).
    public let sources: [String: SourceText]
    let lineIndexes: [String: LineIndex]
    let displayPath: @Sendable (String) -> String

    public init(
        diagnostics: [Diagnostic], suppressed: [SuppressedFinding] = [], filesChecked: Int, sources: [String: SourceText],
        displayPath: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.diagnostics = diagnostics
        self.suppressed = suppressed
        self.filesChecked = filesChecked
        self.sources = sources
        // why: one index per file with findings, so each finding's place is a binary search.
        let files = Set((diagnostics + suppressed.map(\.diagnostic)).flatMap { diagnostic in [diagnostic.file] + diagnostic.notes.compactMap(\.file) })
        var indexes: [String: LineIndex] = [:]
        for file in files { indexes[file] = LineIndex(sources[file] ?? SourceText([])) }
        lineIndexes = indexes
        self.displayPath = displayPath
    }

    /// A finding's place as reporters print it: display path and 1-based line and column.
    public struct Place: Sendable {
        public let path: String
        public let line: Int
        public let column: Int
        public let endLine: Int
        public let endColumn: Int
    }

    public func place(_ file: String, _ range: Range<Int>) -> Place {
        let index = lineIndexes[file] ?? LineIndex(SourceText([]))
        let start = index.location(of: range.lowerBound)
        let end = index.location(of: range.upperBound)
        return Place(path: displayPath(file), line: start.line, column: start.column, endLine: end.line, endColumn: end.column)
    }

    public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }
}

/// Turns a report into text for one output format.
public protocol Reporter {
    func render(_ report: Report) -> String
}

/// The output formats of `--format`.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github

    public var reporter: any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .github: GitHubReporter()
        }
    }
}
