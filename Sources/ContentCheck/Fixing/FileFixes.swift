import ContentCore
import ContentKinds

/// The exact fixes of a file's findings, applied to its bytes: edits from the end of the file
/// to its start, each only where it overlaps none already taken (the next run of `--fix`, which
/// lints again, takes the rest). Bytes outside the edits are left as they are.
public struct FileFixes: Sendable {
    public let file: String
    public let original: [UInt8]
    public let fixed: [UInt8]
    /// How many findings the edits repair.
    public let repaired: Int

    /// The fixes of `diagnostics` that belong to `file`, applied to its `bytes`; nil when none
    /// applies (no fix, or every edit out of range).
    public init?(file: String, bytes: [UInt8], diagnostics: [Diagnostic]) {
        var taken: [Range<Int>] = []
        var edits: [Diagnostic.Fix.Edit] = []
        var repaired = 0
        // why: of two fixes of one stretch (two leading spaces: "use one" and "remove it"), the
        // one that covers more and leaves less goes first, so one round repairs both
        let candidates = diagnostics.filter { $0.file == file && $0.fix != nil }.sorted { a, b in
            let (x, y) = (a.fix!.edits[0], b.fix!.edits[0])
            if x.range.count != y.range.count { return x.range.count > y.range.count }
            if x.replacement.utf8.count != y.replacement.utf8.count { return x.replacement.utf8.count < y.replacement.utf8.count }
            return x.range.lowerBound < y.range.lowerBound
        }
        for diagnostic in candidates {
            guard let fix = diagnostic.fix,
                  fix.edits.allSatisfy({ $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count }),
                  fix.edits.allSatisfy({ edit in !taken.contains { $0.overlaps(edit.range) || ($0.isEmpty && edit.range.contains($0.lowerBound)) } })
            else { continue }
            taken += fix.edits.map(\.range)
            edits += fix.edits
            repaired += 1
        }
        guard repaired > 0 else { return nil }
        var fixed = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            fixed.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        self.file = file
        original = bytes
        self.fixed = fixed
        self.repaired = repaired
    }

    /// The change as a unified diff (`--- a/FILE`, `+++ b/FILE`, hunks with two lines of context).
    public var diff: String { UnifiedDiff.render(original, fixed, path: file) }
}
