import ContentCore
import ContentKinds

/// A unified diff of two versions of a file that have the same number of lines, as `--fix`
/// makes them (edits inside JSON strings never add or remove a line break): the changed lines
/// with up to `context` unchanged lines around them, nearby hunks joined.
enum UnifiedDiff {
    static func render(_ old: [UInt8], _ new: [UInt8], path: String, context: Int = 2) -> String {
        let before = lines(old)
        let after = lines(new)
        // why: a fix that changed the line count would need a real diff; say so rather than lie
        guard before.count == after.count else { return "--- a/\(path)\n+++ b/\(path)\n(line count changed; diff not shown)\n" }
        let changed = before.indices.filter { before[$0] != after[$0] }
        guard !changed.isEmpty else { return "" }
        var hunks: [ClosedRange<Int>] = []
        for line in changed {
            let low = max(0, line - context)
            let high = min(before.count - 1, line + context)
            if let last = hunks.last, low <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, high)
            } else {
                hunks.append(low...high)
            }
        }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks {
            out += "@@ -\(hunk.lowerBound + 1),\(hunk.count) +\(hunk.lowerBound + 1),\(hunk.count) @@\n"
            var removed = ""
            var added = ""
            func flush() {
                out += removed + added
                removed = ""
                added = ""
            }
            for line in hunk {
                if before[line] == after[line] {
                    flush()
                    out += " " + before[line] + "\n"
                } else {
                    removed += "-" + before[line] + "\n"
                    added += "+" + after[line] + "\n"
                }
            }
            flush()
        }
        return out
    }

    /// The file's lines without their line feeds (a last line without one is a line too).
    private static func lines(_ bytes: [UInt8]) -> [String] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if bytes.last == 0x0A { lines.removeLast() }
        return lines
    }
}
