import ContentCore
import ContentKinds
import ContentCheck

/// Lists of names a player meets one by one: the ids of a puzzle track, the words of an anagram
/// level. One added is minor and one removed major, as for items; the same names in another
/// order are minor when they are served in that order, a patch when the order is only the file's.
enum ListComparison {
    static func served(_ old: JSONNode?, _ new: JSONNode?, at path: DiffPath) -> [Finding] {
        compare(old, new, at: path, reorder: Finding(bump: .minor, detail: "\(path): the same items in another order", reason: DiffReason.reordered))
    }

    static func content(_ old: JSONNode?, _ new: JSONNode?, at path: DiffPath) -> [Finding] {
        compare(old, new, at: path, reorder: Finding(bump: .patch, detail: "\(path): the same entries in another order", reason: DiffReason.contentReordered))
    }

    private static func compare(_ old: JSONNode?, _ new: JSONNode?, at path: DiffPath, reorder: Finding) -> [Finding] {
        let before = names(old)
        let after = names(new)
        let removed = before.filter { !after.contains($0) }
        let added = after.filter { !before.contains($0) }
        var findings: [Finding] = []
        if !removed.isEmpty {
            findings.append(Finding(bump: .major, detail: "\(path): \(removed.count) removed (\(DiffText.names(removed)))", reason: DiffReason.itemRemoved))
        }
        if !added.isEmpty {
            findings.append(Finding(bump: .minor, detail: "\(path): \(added.count) added (\(DiffText.names(added)))", reason: DiffReason.itemAdded))
        }
        let kept = Set(before).intersection(after)
        if before.filter(kept.contains) != after.filter(kept.contains) { findings.append(reorder) }
        return findings
    }

    /// The list's entries as text (names are strings; anything else as its JSON).
    private static func names(_ node: JSONNode?) -> [String] {
        (node?.array ?? []).map { $0.string ?? DiffText.compact($0) }
    }
}
