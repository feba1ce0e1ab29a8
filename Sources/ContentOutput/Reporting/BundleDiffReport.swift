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

extension BundleDiffReport {
    /// The report as one JSON document (`content-build diff --format json`, schemas/diff.json):
    /// every change with its rank, reason and the revisions of its subject before and after,
    /// every subject's revisions, and the revisions the new bundle gives wrongly.
    public static func json(_ diff: BundleDiff, revisions: RevisionComparison) -> String {
        func revision(_ name: String?) -> JSONWriter.Value {
            guard let name, let entry = revisions.entries[name] else { return .null }
            return .object([("before", entry.before.map(JSONWriter.Value.int) ?? .null), ("after", entry.after.map(JSONWriter.Value.int) ?? .null)])
        }
        let changes: [JSONWriter.Value] = diff.changes.map { change in
            .object([
                ("subject", .string(change.subject)), ("name", change.name.map(JSONWriter.Value.string) ?? .null),
                ("rank", .string(change.bump.description)), ("detail", .string(change.detail)), ("reason", .string(change.reason)),
                ("revision", revision(change.name)),
            ])
        }
        let document: JSONWriter.Value = .object([
            ("formatVersion", .int(1)),
            ("pack", .string(diff.packID)), ("from", .string(diff.oldVersion)), ("to", .string(diff.newVersion)),
            ("bump", .string(diff.bump.description)), ("suggestedVersion", .string(diff.suggestedVersion)),
            ("versionIsEnough", .bool(diff.newVersionIsEnough)),
            ("changes", .array(changes)),
            ("reusedIDs", .array(diff.reusedIDs.map { .object([("id", .string($0.id)), ("reason", .string($0.reason))]) })),
            ("revisions", .object(revisions.entries.keys.sorted().map { ($0, revision($0)) })),
            ("revisionMismatches", .array(revisions.mismatches.map { mismatch in
                .object([("name", .string(mismatch.name)), ("bundle", mismatch.bundle.map(JSONWriter.Value.int) ?? .null), ("expected", .int(mismatch.expected))])
            })),
        ])
        return String(decoding: JSONWriter.encode(document), as: UTF8.self) + "\n"
    }

    /// The text report's lines about revisions: how many subjects' revisions went up, and each
    /// revision the new bundle gives that its changes do not explain.
    public static func revisionLines(_ revisions: RevisionComparison) -> String {
        let raised = revisions.entries.values.filter { ($0.before ?? 0) > 0 && ($0.after ?? 0) > ($0.before ?? 0) }.count
        var out = "revisions: \(raised) raised\n"
        for mismatch in revisions.mismatches {
            let bundle = mismatch.bundle.map(String.init) ?? "none"
            out += "revision mismatch: \(mismatch.name): the new bundle says \(bundle), its changes from the old one make it \(mismatch.expected)"
            out += " (build it with --previous pointing at the old bundle)\n"
        }
        return out
    }
}
