import Foundation
import ContentCore
import ContentKinds
import ContentCheck

/// GitHub Actions workflow commands: `::error file=F,line=L,col=C,title=T::message`.
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            let place = report.place(diagnostic.file, diagnostic.range)
            let command = switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .info: "notice"
            }
            let properties = [
                "file=" + escapeProperty(place.path), "line=\(place.line)", "col=\(place.column)",
                "endLine=\(place.endLine)", "endColumn=\(place.endColumn)",
                "title=" + escapeProperty("content-lint \(diagnostic.ruleID)"),
            ]
            var message = diagnostic.message
            for note in diagnostic.notes { message += "\n" + note.message }
            out += "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
        }
        return out
    }

    private func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
