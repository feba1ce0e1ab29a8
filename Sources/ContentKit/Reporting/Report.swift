/// What reporters print: the findings, the files' text (for line and column), and how to name
/// each file.
public struct Report: Sendable {
    public let diagnostics: [Diagnostic]
    public let filesChecked: Int
    let sources: [String: SourceText]
    let displayPath: @Sendable (String) -> String

    public init(
        diagnostics: [Diagnostic], filesChecked: Int, sources: [String: SourceText],
        displayPath: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.diagnostics = diagnostics
        self.filesChecked = filesChecked
        self.sources = sources
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
        let source = sources[file] ?? SourceText([])
        let start = source.location(of: range.lowerBound)
        let end = source.location(of: range.upperBound)
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
