import ContentCore
import ContentKinds
import ContentCheck

/// One ranked difference found in a subject (an item, a table entry, a file), before the report
/// names the subject: what changed and why it has its rank.
struct Finding: Sendable, Equatable {
    let bump: BundleDiff.Bump
    let detail: String
    let reason: String
    /// About the item's answer (its key, choices or accepted answers) rather than the rest of it.
    var aboutAnswer = false
    /// About what the item asks (its question or its text).
    var aboutQuestion = false
}

/// The locales of the two bundles: text in a locale the pack gains (or drops) is reported once,
/// for the pack, not for every text that has it.
struct LocaleChange: Sendable {
    let all: Set<String>
    let added: Set<String>
    let removed: Set<String>

    init(old: [String], new: [String]) {
        all = Set(old).union(new)
        added = Set(new).subtracting(old)
        removed = Set(old).subtracting(new)
    }

    /// Whether a locale's text appearing or disappearing is the pack's locale change itself.
    func isPackChange(_ locale: String) -> Bool { added.contains(locale) || removed.contains(locale) }

    /// Localised text: an object of strings keyed by the bundles' locales.
    func isLocalized(_ node: JSONNode) -> Bool {
        guard let members = node.object?.members, !members.isEmpty else { return false }
        return members.allSatisfy { all.contains($0.key) && $0.value.string != nil }
    }
}
