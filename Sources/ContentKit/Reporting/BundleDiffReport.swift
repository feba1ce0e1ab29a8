/// The report `content-build diff` (and a build refused by `--previous`) prints: one line per
/// change, the reused ids, then the count and the bump the changes need.
public enum BundleDiffReport {
    public static func text(_ diff: BundleDiff, oldVersion: String, newVersion: String) -> String {
        var out = ""
        for change in diff.changes {
            out += change.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + change.subject
            out += change.detail.isEmpty ? "\n" : " (\(change.detail))\n"
        }
        for (id, reason) in diff.reusedIDs { out += "reused   \(id): \(reason)\n" }
        let verdict = BundleDiff.version(newVersion, satisfies: diff.bump, over: oldVersion) ? "ok" : "too low"
        let count = diff.changes.count
        out += "\(count) change\(count == 1 ? "" : "s"); minimum bump: \(diff.bump) (\(oldVersion) → \(newVersion): \(verdict))\n"
        return out
    }
}
