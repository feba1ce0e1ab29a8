import ContentCore
import ContentKinds
import ContentCheck

/// `path:line:col: severity: message [rule-id]`, one finding a line, notes under it.
public struct TextReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            let place = report.place(diagnostic.file, diagnostic.range)
            out += "\(place.path):\(place.line):\(place.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
            for note in diagnostic.notes {
                if let range = note.range {
                    let notePlace = report.place(note.file ?? diagnostic.file, range)
                    out += "\(notePlace.path):\(notePlace.line):\(notePlace.column): note: \(note.message)\n"
                } else {
                    out += "    note: \(note.message)\n"
                }
            }
        }
        return out
    }

    /// The closing line for a terminal: counts, coloured when `color` is set.
    public func summary(_ report: Report, color: Bool) -> String {
        let errors = report.count(.error)
        let warnings = report.count(.warning)
        let infos = report.count(.info)
        let files = counted(report.filesChecked, "file")
        let accepted = report.suppressed.filter { if case .accepted = $0.reason { true } else { false } }.count
        let known = report.suppressed.count - accepted
        var out = ""
        if accepted > 0 { out += "\(counted(accepted, "finding")) accepted by the pack's configuration, " }
        if known > 0 { out += "\(counted(known, "finding")) in the baseline, " }
        let suppressedNote = out.isEmpty ? "" : " (" + out.dropLast(2) + ")"
        guard errors + warnings + infos > 0 else {
            return paint("✔ \(files) checked, no problems\(suppressedNote)", "32", color)
        }
        var parts: [String] = []
        if errors > 0 { parts.append(counted(errors, "error")) }
        if warnings > 0 { parts.append(counted(warnings, "warning")) }
        if infos > 0 { parts.append("\(infos) info") }
        let line = "\(errors > 0 ? "✖" : "⚠") \(parts.joined(separator: ", ")) in \(files) checked\(suppressedNote)"
        return paint(line, errors > 0 ? "1;31" : "33", color)
    }

    /// Whether the closing line is coloured: only on a terminal, not when `NO_COLOR` is set to
    /// anything but the empty string (https://no-color.org: an empty value does not count), and
    /// not on a terminal that says it cannot (`TERM=dumb`).
    public static func usesColor(environment: [String: String], isTerminal: Bool) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    private func paint(_ text: String, _ code: String, _ color: Bool) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
