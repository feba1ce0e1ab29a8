import ContentCore

/// Today's findings, recorded so that a studio adopting the linter on an existing pack fails
/// only on new ones (`content-lint --write-baseline FILE`, then `--baseline FILE`).
///
/// A finding is known by its rule, file and message, not its line: editing above it does not
/// make it new. Each recorded finding takes out one finding alike, so a second copy of a known
/// defect is new.
public struct Baseline: Sendable, Equatable {
    struct Key: Hashable, Comparable {
        let rule: String
        let file: String
        let message: String

        static func < (a: Key, b: Key) -> Bool { (a.file, a.rule, a.message) < (b.file, b.rule, b.message) }
    }

    private(set) var counts: [Key: Int]

    public static let version = 1
    // why: a baseline is a list of findings; a file past this is not one
    public static let maximumBytes = 64 << 20

    /// A baseline of `diagnostics`.
    public init(_ diagnostics: [Diagnostic]) {
        var counts: [Key: Int] = [:]
        for diagnostic in diagnostics { counts[Key(rule: diagnostic.ruleID, file: diagnostic.file, message: diagnostic.message), default: 0] += 1 }
        self.counts = counts
    }

    /// How many findings it records.
    public var count: Int { counts.values.reduce(0, +) }

    /// A baseline file's findings, or the problems that make it not one (a usage error).
    public static func read(_ bytes: [UInt8], file: String) -> (Baseline?, [Diagnostic]) {
        let outcome = JSONParser.parse(bytes, file: file)
        var problems = outcome.diagnostics
        func problem(_ message: String, _ range: Range<Int>) {
            problems.append(Diagnostic(ruleID: "baseline", severity: .error, message: message, file: file, range: range))
        }
        var baseline = Baseline([])
        if let root = outcome.root {
            if root["version"]?.integer != version {
                problem("a baseline has \"version\": \(version) (content-lint --write-baseline writes one)", (root["version"] ?? root).range)
            } else if let findings = root["findings"]?.array {
                for entry in findings {
                    guard let rule = entry["rule"]?.string, let path = entry["file"]?.string, let message = entry["message"]?.string else {
                        problem("a baseline finding has \"rule\", \"file\" and \"message\"", entry.range)
                        continue
                    }
                    let count = entry["count"]?.integer ?? 1
                    guard count >= 1, count <= 1_000_000 else {
                        problem("\"count\" is how many findings alike are known, 1 or more", (entry["count"] ?? entry).range)
                        continue
                    }
                    baseline.counts[Key(rule: rule, file: path, message: message), default: 0] += count
                }
            } else {
                problem("a baseline has \"findings\": a list of {\"rule\", \"file\", \"message\"}", root.range)
            }
        }
        return problems.isEmpty ? (baseline, []) : (nil, problems)
    }

    /// The file's bytes: deterministic (sorted by file, rule, message).
    public var bytes: [UInt8] {
        let entries: [JSONWriter.Value] = counts.keys.sorted().map { key in
            var members: [(String, JSONWriter.Value)] = [("file", .string(key.file)), ("rule", .string(key.rule)), ("message", .string(key.message))]
            if let count = counts[key], count > 1 { members.append(("count", .int(count))) }
            return .object(members)
        }
        return JSONWriter.encode(.object([("version", .int(Self.version)), ("findings", .array(entries))]))
    }

    /// The findings it does not know, and those it does (each known finding takes out one).
    public func apply(to diagnostics: [Diagnostic]) -> (kept: [Diagnostic], suppressed: [SuppressedFinding]) {
        var left = counts
        var kept: [Diagnostic] = []
        var suppressed: [SuppressedFinding] = []
        for diagnostic in diagnostics {
            let key = Key(rule: diagnostic.ruleID, file: diagnostic.file, message: diagnostic.message)
            if let count = left[key], count > 0 {
                left[key] = count - 1
                suppressed.append(SuppressedFinding(diagnostic: diagnostic, reason: .baseline))
            } else {
                kept.append(diagnostic)
            }
        }
        return (kept, suppressed)
    }
}
