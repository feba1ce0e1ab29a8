import ContentCore
import ContentKinds
import ContentCheck

/// SARIF 2.1.0, as GitHub code scanning accepts it: every rule in `tool.driver.rules`, each
/// result with a relative `artifactLocation.uri` and a 1-based region.
public struct SARIFReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        let rules = RuleRegistry.descriptions
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driverRules: [JSONWriter.Value] = rules.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.rationale))])),
                ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
                ("help", .object([("text", .string(rule.summary + ". See Docs/Diagnostics/\(rule.id).md."))])),
            ])
        }
        let findings = report.diagnostics.map { ($0, SuppressedFinding.Reason?.none) } + report.suppressed.map { ($0.diagnostic, Optional($0.reason)) }
        let results: [JSONWriter.Value] = findings.map { diagnostic, suppression in
            var members: [(String, JSONWriter.Value)] = [("ruleId", .string(diagnostic.ruleID))]
            if let index = ruleIndex[diagnostic.ruleID] { members.append(("ruleIndex", .int(index))) }
            members += [
                ("level", .string(level(diagnostic.severity))),
                ("message", .object([("text", .string(diagnostic.message))])),
                ("locations", .array([location(report, diagnostic.file, diagnostic.range, nil)])),
            ]
            let related = diagnostic.notes.compactMap { note -> JSONWriter.Value? in
                guard let range = note.range else { return nil }
                return location(report, note.file ?? diagnostic.file, range, note.message)
            }
            if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
            // SARIF 2.1.0 §3.35: accepted in the pack's configuration is an external suppression
            // with its justification; a baseline's is external too (GitHub hides both)
            switch suppression {
            case .accepted(let reason)?:
                members.append(("suppressions", .array([.object([("kind", .string("external")), ("justification", .string(reason))])])))
            case .baseline?:
                members.append(("suppressions", .array([.object([("kind", .string("external")), ("justification", .string("in the baseline"))])])))
                members.append(("baselineState", .string("unchanged")))
            case nil:
                break
            }
            return .object(members)
        }
        let root: JSONWriter.Value = .object([
            ("$schema", .string("https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("content-lint")),
                    ("version", .string(ToolchainVersion.current)),
                    ("rules", .array(driverRules)),
                ]))])),
                ("columnKind", .string("unicodeCodePoints")),
                ("results", .array(results)),
            ])])),
        ])
        return JSONWriter.write(root) + "\n"
    }

    private func location(_ report: Report, _ file: String, _ range: Range<Int>, _ message: String?) -> JSONWriter.Value {
        let place = report.place(file, range)
        var members: [(String, JSONWriter.Value)] = [
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uri(place.path)))])),
                ("region", .object([
                    ("startLine", .int(place.line)), ("startColumn", .int(place.column)),
                    ("endLine", .int(place.endLine)), ("endColumn", .int(max(place.endColumn, place.endLine == place.line ? place.column : 1))),
                ])),
            ])),
        ]
        if let message { members.append(("message", .object([("text", .string(message))]))) }
        return .object(members)
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// A relative URI reference: path segments percent-encoded, `/` kept.
    private func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let isUnreserved = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "-._~/".utf8.contains(byte)
            out += isUnreserved ? String(UnicodeScalar(byte)) : "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
        }
        return out
    }
}
