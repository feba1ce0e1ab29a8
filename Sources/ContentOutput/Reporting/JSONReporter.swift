import ContentCore
import ContentKinds
import ContentCheck

/// Machine-readable findings: `{"files": N, "summary": {...}, "diagnostics": [...]}`, and the
/// findings out of the count in `"suppressed"` (each with `"accepted"`: its reason, or
/// `"baseline": true`) when there are any.
public struct JSONReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        func entry(_ diagnostic: Diagnostic) -> [(String, JSONWriter.Value)] {
            let place = report.place(diagnostic.file, diagnostic.range)
            let notes: [JSONWriter.Value] = diagnostic.notes.map { note in
                var members: [(String, JSONWriter.Value)] = [("message", .string(note.message))]
                if let range = note.range {
                    let notePlace = report.place(note.file ?? diagnostic.file, range)
                    members += [("file", .string(notePlace.path)), ("line", .int(notePlace.line)), ("column", .int(notePlace.column))]
                }
                return .object(members)
            }
            return [
                ("file", .string(place.path)), ("line", .int(place.line)), ("column", .int(place.column)),
                ("endLine", .int(place.endLine)), ("endColumn", .int(place.endColumn)),
                ("severity", .string(diagnostic.severity.rawValue)), ("rule", .string(diagnostic.ruleID)),
                ("message", .string(diagnostic.message)), ("notes", .array(notes)),
            ]
        }
        let diagnostics: [JSONWriter.Value] = report.diagnostics.map { .object(entry($0)) }
        let suppressed: [JSONWriter.Value] = report.suppressed.map { finding in
            switch finding.reason {
            case .accepted(let reason): .object(entry(finding.diagnostic) + [("accepted", .string(reason))])
            case .baseline: .object(entry(finding.diagnostic) + [("baseline", .bool(true))])
            }
        }
        var members: [(String, JSONWriter.Value)] = [
            ("files", .int(report.filesChecked)),
            ("summary", .object([
                ("errors", .int(report.count(.error))), ("warnings", .int(report.count(.warning))),
                ("infos", .int(report.count(.info))),
            ])),
            ("diagnostics", .array(diagnostics)),
        ]
        if !suppressed.isEmpty { members.append(("suppressed", .array(suppressed))) }
        return JSONWriter.write(.object(members)) + "\n"
    }
}
