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
    /// Findings the pack accepts, each with its reason.
    public var accept: [Acceptance]
    /// The shared cache the tools read (`"remoteCache": {"url", "publicKey"}`); never the write
    /// token, which is the machine's (`CONTENT_CACHE_TOKEN`), not the pack's.
    public var remoteCache: RemoteCacheSetting?

    public init(severities: [String: Severity?] = [:], ignore: [String] = [], accept: [Acceptance] = []) {
        self.severities = severities
        self.ignore = ignore
        self.accept = accept
    }

    /// Reads a configuration file; problems (bad JSON, unknown rule, unknown severity) come back
    /// as diagnostics and make the run a usage failure.
    /// `packPath`: the file's path inside the pack, where the check reports an "accept" entry
    /// that no longer applies (nil: `file`).
    public static func parse(_ bytes: [UInt8], file: String, packPath: String? = nil) -> (LintConfiguration, [Diagnostic]) {
        let outcome = JSONParser.parse(bytes, file: file)
        var problems = outcome.diagnostics
        var configuration = LintConfiguration()
        guard let root = outcome.root else { return (configuration, problems) }
        func problem(_ message: String, _ range: Range<Int>) {
            problems.append(Diagnostic(ruleID: "config", severity: .error, message: message, file: file, range: range))
        }
        guard let object = root.object else {
            problem("a configuration is an object with \"rules\", \"ignore\" and \"accept\"", root.range)
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
            case "accept":
                guard let entries = member.value.array else {
                    problem("\"accept\" must be a list of {\"rule\", \"file\", \"reason\"} entries, with \"item\" or \"pointer\" where the finding is", member.value.range)
                    continue
                }
                guard entries.count <= Acceptance.maximumEntries else {
                    problem("\"accept\" lists \(entries.count) entries, more than \(Acceptance.maximumEntries): record many findings in a baseline (content-lint --write-baseline)", member.value.range)
                    continue
                }
                for entry in entries {
                    if let accepted = Self.acceptance(entry, file: packPath ?? file, known: known, relied: relied, problem: problem) { configuration.accept.append(accepted) }
                }
            case "remoteCache":
                configuration.remoteCache = RemoteCacheSetting.parse(member.value, problem: problem)
            case "$schema", "$comment":
                continue
            default:
                problem("unknown setting \"\(member.key)\"; a configuration has \"rules\", \"ignore\", \"accept\" and \"remoteCache\"", member.keyRange)
            }
        }
        return (configuration, problems)
    }

    /// One "accept" entry, or nil (with a problem) when it is not one.
    private static func acceptance(
        _ entry: JSONNode, file: String, known: Set<String>, relied: Set<String>, problem: (String, Range<Int>) -> Void
    ) -> Acceptance? {
        guard let object = entry.object else {
            problem("an \"accept\" entry is an object: {\"rule\", \"file\", \"reason\"} and \"item\" or \"pointer\"", entry.range)
            return nil
        }
        for member in object.members where !["rule", "file", "item", "pointer", "reason"].contains(member.key) {
            problem("unknown member \"\(member.key)\" of an \"accept\" entry (rule, file, item, pointer, reason)", member.keyRange)
            return nil
        }
        guard let rule = object["rule"]?.string, known.contains(rule) else {
            problem("an \"accept\" entry names a rule (\"rule\": one of content-lint --list-rules)", (object["rule"] ?? entry).range)
            return nil
        }
        // why: the builder compiles only what these rules passed; accepting one of their
        // findings would let a pack through that the bundle cannot hold
        if relied.contains(rule) {
            problem("\"\(rule)\" findings cannot be accepted: content-build compiles only content that passes it", object["rule"]!.range)
            return nil
        }
        guard let path = object["file"]?.string, !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else {
            problem("an \"accept\" entry names its file (\"file\": a path inside the pack)", (object["file"] ?? entry).range)
            return nil
        }
        guard let reason = object["reason"]?.string, reason.contains(where: { !$0.isWhitespace }) else {
            problem("an \"accept\" entry says why the finding is accepted (\"reason\")", (object["reason"] ?? entry).range)
            return nil
        }
        if object["item"] != nil, object["pointer"] != nil {
            problem("an \"accept\" entry gives \"item\" or \"pointer\", not both", entry.range)
            return nil
        }
        if let item = object["item"], item.string == nil {
            problem("\"item\" is the item's \"id\"", item.range)
            return nil
        }
        if let pointer = object["pointer"], !(pointer.string.map { $0.isEmpty || $0.hasPrefix("/") } ?? false) {
            problem("\"pointer\" is a JSON Pointer into the file (\"/levels/2\")", pointer.range)
            return nil
        }
        return Acceptance(rule: rule, file: path, item: object["item"]?.string, pointer: object["pointer"]?.string, reason: reason,
                          place: (file, entry.range))
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
