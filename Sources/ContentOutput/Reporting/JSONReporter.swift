import ContentCore
import ContentKinds
import ContentCheck

/// Machine-readable findings: `{"files": N, "summary": {...}, "diagnostics": [...]}`.
public struct JSONReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        let diagnostics: [JSONWriter.Value] = report.diagnostics.map { diagnostic in
            let place = report.place(diagnostic.file, diagnostic.range)
            let notes: [JSONWriter.Value] = diagnostic.notes.map { note in
                var members: [(String, JSONWriter.Value)] = [("message", .string(note.message))]
                if let range = note.range {
                    let notePlace = report.place(note.file ?? diagnostic.file, range)
                    members += [("file", .string(notePlace.path)), ("line", .int(notePlace.line)), ("column", .int(notePlace.column))]
                }
                return .object(members)
            }
            return .object([
                ("file", .string(place.path)), ("line", .int(place.line)), ("column", .int(place.column)),
                ("endLine", .int(place.endLine)), ("endColumn", .int(place.endColumn)),
                ("severity", .string(diagnostic.severity.rawValue)), ("rule", .string(diagnostic.ruleID)),
                ("message", .string(diagnostic.message)), ("notes", .array(notes)),
            ])
        }
        let root: JSONWriter.Value = .object([
            ("files", .int(report.filesChecked)),
            ("summary", .object([
                ("errors", .int(report.count(.error))), ("warnings", .int(report.count(.warning))),
                ("infos", .int(report.count(.info))),
            ])),
            ("diagnostics", .array(diagnostics)),
        ])
        return JSONWriter.write(root) + "\n"
    }
}
