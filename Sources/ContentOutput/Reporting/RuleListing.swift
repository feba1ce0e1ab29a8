import Foundation
import ContentCore
import ContentKinds
import ContentCheck

/// `content-lint --list-rules` in each format, and the rule doc pages.
public enum RuleListing {
    public enum Format: Sendable {
        case text, json, markdown
    }

    public static func render(_ format: Format) -> String {
        let rules = RuleRegistry.descriptions
        switch format {
        case .markdown:
            return RuleDocumentation.table()
        case .json:
            let items: [JSONWriter.Value] = rules.map { rule in
                .object([("id", .string(rule.id)), ("severity", .string(rule.severity.rawValue)),
                         ("kind", rule.kind.map { .string($0.rawValue) } ?? .null), ("summary", .string(rule.summary))])
            }
            return String(decoding: JSONWriter.encode(.array(items)), as: UTF8.self)
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

    /// Writes one Markdown page per rule into `folder`.
    public static func writePages(to folder: String) throws {
        let pages = try FolderDescriptor.open(folder, create: true, mode: 0o777)
        for rule in RuleRegistry.descriptions {
            try pages.replace("\(rule.id).md", with: Array(RuleDocumentation.page(for: rule).utf8))
        }
    }
}
