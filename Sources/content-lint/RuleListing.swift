import ContentKit
import Foundation

/// `--list-rules` in each format, and the doc pages writer.
enum RuleListing {
    static func render(_ format: OutputFormat) -> String {
        let rules = RuleRegistry.descriptions
        switch format {
        case .markdown:
            return RuleDocumentation.table()
        case .json, .sarif, .github:
            let items = rules.map { rule in
                "  {\"id\": \"\(rule.id)\", \"severity\": \"\(rule.severity.rawValue)\", \"kind\": \(rule.kind.map { "\"\($0.rawValue)\"" } ?? "null"), \"summary\": \(quote(rule.summary))}"
            }
            return "[\n" + items.joined(separator: ",\n") + "\n]\n"
        case .text:
            let width = rules.map(\.id.count).max() ?? 0
            let kindWidth = rules.map { ($0.kind?.rawValue ?? "all").count }.max() ?? 0
            return rules.map { rule in
                rule.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                    + rule.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
                    + (rule.kind?.rawValue ?? "all").padding(toLength: kindWidth + 2, withPad: " ", startingAt: 0)
                    + rule.summary
            }.joined(separator: "\n") + "\n"
        }
    }

    private static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

enum RuleDocsWriter {
    static func write(to folder: String) throws {
        let url = URL(fileURLWithPath: folder)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for rule in RuleRegistry.descriptions {
            try Data(RuleDocumentation.page(for: rule).utf8).write(to: url.appendingPathComponent("\(rule.id).md"), options: .atomic)
        }
    }
}
