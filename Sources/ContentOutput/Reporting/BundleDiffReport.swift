import ContentCore
import ContentKinds
import ContentCheck

/// The report `content-build diff` (and a build refused by `--previous`) prints: one line per
/// change (its rank, what changed and why it has that rank), the reused ids, then the count, the
/// bump the changes need and the version that follows from it.
public enum BundleDiffReport {
    /// The whole report, ending with a line break.
    public static func text(_ diff: BundleDiff) -> String {
        var out = ""
        for change in diff.changes { out += line(change) + "\n" }
        for (id, reason) in diff.reusedIDs { out += "reused: \(id): \(reason)\n" }
        let verdict = diff.newVersionIsEnough ? "ok" : "too low"
        let count = diff.changes.count
        out += "\(count) change\(count == 1 ? "" : "s"); minimum bump: \(diff.bump), suggested version \(diff.suggestedVersion)"
        out += " (\(diff.oldVersion) → \(diff.newVersion): \(verdict))\n"
        return out
    }

    /// `major: riddle wet-towel: accepted answer "towel" (en) removed — earlier results counted it right`.
    public static func line(_ change: BundleDiff.Change) -> String {
        "\(change.bump): \(change.subject): \(change.detail) — \(change.reason)"
    }
}
