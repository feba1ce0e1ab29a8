import ContentCore
import ContentKinds
import ContentCheck

/// The choices of an item and the key that picks one: whether players still choose among the
/// same options, and whether the same option is still the right one. The key is the right value
/// (number series, equations) or the index of the right option (matrix items); it comes from the
/// item or, in a bundle that keeps keys apart, from answers.json.
struct ChoiceComparison {
    let name: String
    let keying: ChoiceKey

    func compare(old: (choices: JSONNode?, key: JSONNode?), new: (choices: JSONNode?, key: JSONNode?)) -> [Finding] {
        let before = (old.choices?.array ?? []).map(DiffText.compact)
        let after = (new.choices?.array ?? []).map(DiffText.compact)
        let rightBefore = right(old.key, among: before)
        let rightAfter = right(new.key, among: after)
        var findings: [Finding] = []
        if before.sorted() != after.sorted() {
            findings.append(answer(.major, "\(name) changed: \(describe(before, after))", DiffReason.choicesChanged))
            if rightBefore != rightAfter { findings.append(keyChange(old.key, rightBefore, new.key, rightAfter)) }
        } else if rightBefore != rightAfter {
            findings.append(keyChange(old.key, rightBefore, new.key, rightAfter))
        } else if before != after {
            if rightBefore == nil {
                findings.append(answer(.major, "\(name) reordered", DiffReason.keyUnknown))
            } else {
                findings.append(answer(.patch, "\(name) reordered: \(describe(before, after))\(moved(old.key, new.key))", DiffReason.keyFollows))
            }
        }
        return findings
    }

    /// The right option's value, or nil when the key is missing or points nowhere.
    private func right(_ key: JSONNode?, among choices: [String]) -> String? {
        guard let key else { return nil }
        switch keying {
        case .value: return DiffText.compact(key)
        case .index: return key.integer.flatMap { choices.indices.contains($0) ? choices[$0] : nil }
        }
    }

    /// `key: 5 → 6`; an option key names the options it points at, which may sit at one index.
    private func keyChange(_ old: JSONNode?, _ rightBefore: String?, _ new: JSONNode?, _ rightAfter: String?) -> Finding {
        let detail: String
        switch keying {
        case .value:
            detail = "key: \(old.map { DiffText.shown($0) } ?? "none") → \(new.map { DiffText.shown($0) } ?? "none")"
        case .index:
            let option = { (key: JSONNode?, right: String?) in
                "option \(key.map { DiffText.shown($0) } ?? "none")" + (right.map { " (\(Self.cut($0)))" } ?? "")
            }
            detail = "key: \(option(old, rightBefore)) → \(option(new, rightAfter)), a different option"
        }
        return answer(.major, detail, DiffReason.keyChanged)
    }

    private static func cut(_ text: String) -> String { text.count <= 40 ? text : String(text.prefix(39)) + "…" }

    /// Where an option key now points, when it moved with its option.
    private func moved(_ old: JSONNode?, _ new: JSONNode?) -> String {
        guard keying == .index, let old = old?.integer, let new = new?.integer, old != new else { return "" }
        return ", the key with its option (option \(old) → option \(new))"
    }

    /// Values are short enough to show; options (panels, pictures) are counted by place.
    private func describe(_ before: [String], _ after: [String]) -> String {
        if keying == .value { return "[\(before.joined(separator: ", "))] → [\(after.joined(separator: ", "))]" }
        let differing = zip(before, after).filter { $0 != $1 }.count + abs(before.count - after.count)
        return "\(differing) of \(max(before.count, after.count)) places differ"
    }

    private func answer(_ bump: BundleDiff.Bump, _ detail: String, _ reason: String) -> Finding {
        Finding(bump: bump, detail: detail, reason: reason, aboutAnswer: true)
    }
}
