import ContentCore
import ContentKinds

/// A finding a pack accepts, written in its configuration with the reason: a rule's finding in
/// one file, on one item (by its `"id"`), or inside the value at a JSON Pointer (a game's level:
/// `/levels/2`), or anywhere in the file when neither is given.
///
/// ```json
/// {"accept": [{"rule": "game-difficulty", "file": "games/math.json", "pointer": "/gameLevels/4",
///              "reason": "a review level after the times tables"}]}
/// ```
public struct Acceptance: Sendable, Equatable {
    /// More entries than this belong in a baseline (`--write-baseline`), not a configuration.
    public static let maximumEntries = 1_000

    public let rule: String
    /// The pack-relative path of the file.
    public let file: String
    public let item: String?
    public let pointer: String?
    public let reason: String
    /// Where the entry is written (the configuration file and its range), for the finding that
    /// says it no longer applies.
    public let place: (file: String, range: Range<Int>)

    public static func == (a: Self, b: Self) -> Bool {
        a.rule == b.rule && a.file == b.file && a.item == b.item && a.pointer == b.pointer && a.reason == b.reason
    }
}

/// A finding taken out of the count: accepted by the pack (with its reason) or known from the
/// baseline; reporters show it as suppressed (SARIF `suppressions`).
public struct SuppressedFinding: Sendable, Hashable {
    public enum Reason: Sendable, Hashable {
        /// Accepted in the pack's configuration, with the reason written there.
        case accepted(String)
        /// In the baseline file the run was given.
        case baseline
    }

    public var diagnostic: Diagnostic
    public let reason: Reason

    public init(diagnostic: Diagnostic, reason: Reason) {
        self.diagnostic = diagnostic
        self.reason = reason
    }
}

extension Acceptance {
    /// The findings `entries` accept taken out of `diagnostics`, and a warning at each entry
    /// that accepts nothing any more. `source(file)` gives a file's bytes (for items and
    /// pointers, read only for files an entry names).
    static func apply(
        _ entries: [Acceptance], to diagnostics: [Diagnostic], source: (String) -> SourceText?
    ) -> (kept: [Diagnostic], suppressed: [SuppressedFinding], stale: [Diagnostic]) {
        guard !entries.isEmpty else { return (diagnostics, [], []) }
        var regions: [Int: Range<Int>?] = [:]
        var trees: [String: JSONNode?] = [:]
        func tree(_ file: String) -> JSONNode? {
            if let known = trees[file] { return known }
            let root = source(file).flatMap { JSONParser.parse($0.bytes, file: file).root }
            trees[file] = root
            return root
        }
        // the byte range each entry covers: its item's object, its pointer's value, or the file
        func region(_ index: Int) -> Range<Int>? {
            if let known = regions[index] { return known }
            let entry = entries[index]
            var found: Range<Int>? = 0..<Int.max
            if let item = entry.item {
                found = tree(entry.file).flatMap { Self.object(withID: item, in: $0) }?.range
            } else if let pointer = entry.pointer {
                found = tree(entry.file).flatMap { Self.node(at: pointer, in: $0) }?.range
            }
            regions[index] = found
            return found
        }
        // why: a finding is compared only with the entries of its rule and file (at most
        // `maximumEntries` of them), so the work is bounded by findings x entries of one file
        var byPlace: [String: [Int]] = [:]
        for index in entries.indices { byPlace[entries[index].rule + "\u{0}" + entries[index].file, default: []].append(index) }
        var used = Set<Int>()
        var kept: [Diagnostic] = []
        var suppressed: [SuppressedFinding] = []
        for diagnostic in diagnostics {
            let match = byPlace[diagnostic.ruleID + "\u{0}" + diagnostic.file]?.first { index in
                guard let covered = region(index) else { return false }
                return covered.contains(diagnostic.range.lowerBound) || covered == diagnostic.range
            }
            if let match {
                used.insert(match)
                suppressed.append(SuppressedFinding(diagnostic: diagnostic, reason: .accepted(entries[match].reason)))
            } else {
                kept.append(diagnostic)
            }
        }
        let stale = entries.indices.filter { !used.contains($0) }.map { index in
            let entry = entries[index]
            let target = entry.item.map { "item \"\($0)\" of " } ?? entry.pointer.map { "\($0) in " } ?? ""
            return Diagnostic(ruleID: "config", severity: .warning,
                              message: "this entry accepts \"\(entry.rule)\" in \(target)\(entry.file), which finds nothing there any more; remove the entry",
                              file: entry.place.file, range: entry.place.range)
        }
        return (kept, suppressed, stale)
    }

    /// The first object (depth first) whose "id" member is `id`.
    static func object(withID id: String, in node: JSONNode) -> JSONNode? {
        var stack = [node]
        var visited = 0
        while let next = stack.popLast(), visited < 1_000_000 {
            visited += 1
            if let object = next.object {
                if object["id"]?.string == id { return next }
                stack += object.members.reversed().map(\.value)
            } else if let array = next.array {
                stack += array.reversed()
            }
        }
        return nil
    }

    /// The value at a JSON Pointer (`/levels/2/operands`), or nil.
    static func node(at pointer: String, in root: JSONNode) -> JSONNode? {
        guard pointer.isEmpty || pointer.hasPrefix("/") else { return nil }
        var node = root
        for raw in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let token = raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if let object = node.object {
                guard let value = object[token] else { return nil }
                node = value
            } else if let array = node.array, let index = Int(token), array.indices.contains(index) {
                node = array[index]
            } else {
                return nil
            }
        }
        return node
    }
}
