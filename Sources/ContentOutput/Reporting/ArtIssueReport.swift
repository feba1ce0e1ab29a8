import ContentArt
import ContentCore
import ContentKinds
import ContentCheck

/// How `content-build render` prints what the SVG reader found: `file:line: severity: message`,
/// the line left out when the issue has none.
public enum ArtIssueReport {
    public static func line(_ file: String, _ issue: ArtIssue) -> String {
        "\(file):\(issue.line.map { "\($0):" } ?? "") \(issue.severity.rawValue): \(issue.message)"
    }

    /// An error about the whole file.
    public static func error(_ file: String, _ message: String) -> String {
        line(file, ArtIssue(.error, message))
    }
}
