import ContentCore
import ContentKinds

/// Per-rule severity overrides and ignored paths, from `--config FILE` or the pack's
/// `.content-lint.json`:
/// `{"rules": {"text-double-space": "warning", "locale-unlisted": "off"}, "ignore": ["drafts/**"]}`.
public struct LintConfiguration: Sendable {
    /// Severity per rule id; nil turns the rule off.
    public var severities: [String: Severity?]
    /// Glob patterns of pack-relative paths to skip (`*`, `**`, `?`).
    public var ignore: [String]

    public init(severities: [String: Severity?] = [:], ignore: [String] = []) {
        self.severities = severities
        self.ignore = ignore
    }

    /// Reads a configuration file; problems (bad JSON, unknown rule, unknown severity) come back
    /// as diagnostics and make the run a usage failure.
    public static func parse(_ bytes: [UInt8], file: String) -> (LintConfiguration, [Diagnostic]) {
        let outcome = JSONParser.parse(bytes, file: file)
        var problems = outcome.diagnostics
        var configuration = LintConfiguration()
        guard let root = outcome.root else { return (configuration, problems) }
        func problem(_ message: String, _ range: Range<Int>) {
            problems.append(Diagnostic(ruleID: "config", severity: .error, message: message, file: file, range: range))
        }
        guard let object = root.object else {
            problem("a configuration is an object with \"rules\" and \"ignore\"", root.range)
            return (configuration, problems)
        }
        let known = Set(RuleRegistry.ids)
        let relied = Set(RuleRegistry.descriptions.filter(\.buildRelies).map(\.id))
        for member in object.members {
            switch member.key {
            case "rules":
                for rule in member.value.object?.members ?? [] {
                    guard known.contains(rule.key) else {
                        let hint = SchemaMessages.closest(to: rule.key, among: RuleRegistry.ids).map { "; did you mean \"\($0)\"?" } ?? ""
                        problem("unknown rule \"\(rule.key)\"\(hint) (content-lint --list-rules lists them)", rule.keyRange)
                        continue
                    }
                    if relied.contains(rule.key), let value = rule.value.string, value == "off" || (Severity(rawValue: value).map { $0 != .error } ?? false) {
                        problem("\"\(rule.key)\" stays an error: content-build compiles only content that passes it (a configuration may not turn it off or lower it)", rule.value.range)
                        continue
                    }
                    switch rule.value.string {
                    case "off": configuration.severities[rule.key] = .some(nil)
                    case let name?: if let severity = Severity(rawValue: name) {
                        configuration.severities[rule.key] = severity
                    } else {
                        problem("severity must be \"off\", \"info\", \"warning\" or \"error\", found \"\(name)\"", rule.value.range)
                    }
                    case nil: problem("severity must be a string: \"off\", \"info\", \"warning\" or \"error\"", rule.value.range)
                    }
                }
                if member.value.object == nil { problem("\"rules\" must be an object of rule id to severity", member.value.range) }
            case "ignore":
                guard let patterns = member.value.array, patterns.allSatisfy({ $0.string != nil }) else {
                    problem("\"ignore\" must be a list of path patterns", member.value.range)
                    continue
                }
                if let long = patterns.first(where: { ($0.string?.utf8.count ?? 0) > Glob.maximumLength }) {
                    problem("an \"ignore\" pattern is longer than \(Glob.maximumLength) characters", long.range)
                    continue
                }
                configuration.ignore = patterns.compactMap(\.string)
            case "$schema", "$comment":
                continue
            default:
                problem("unknown setting \"\(member.key)\"; a configuration has \"rules\" and \"ignore\"", member.keyRange)
            }
        }
        return (configuration, problems)
    }

    public func isEnabled(_ ruleID: String) -> Bool {
        if let override = severities[ruleID] { return override != nil }
        return true
    }

    public func isIgnored(_ path: String) -> Bool {
        ignore.contains { Glob.matches($0, path) }
    }

    /// Drops findings of rules turned off or in ignored files, and applies severity overrides.
    func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            var diagnostic = diagnostic
            if isIgnored(diagnostic.file) { return nil }
            if let override = severities[diagnostic.ruleID] {
                guard let severity = override else { return nil }
                diagnostic.severity = severity
            }
            return diagnostic
        }
    }
}
