import ContentCore
import ContentKinds
import ContentCheck

/// Compares two versions of one item's members and ranks each difference by the role of the
/// place it is in: the role the kind names for that place or the nearest one around it. It goes
/// on into objects and same-length lists of objects, so a line names the value that changed
/// (`lives.count`, not `lives`); a value it stops at with no role named is ranked as what it
/// holds: localised text as wording, a bundle picture path as a picture, anything else as the
/// kind's `otherwise`.
struct MemberWalk {
    let roles: ItemRoles
    let locales: LocaleChange

    func compare(_ old: JSONNode?, _ new: JSONNode?, at path: DiffPath, within outer: ResultRole? = nil) -> [Finding] {
        if let old, let new, DiffText.compact(old) == DiffText.compact(new) { return [] }
        let named = roles.members.first(where: { path.matches($0.key) })?.value
        let role = named ?? outer
        if let role, !Self.isDivisible(role) { return findings(old, new, at: path, role: role) }
        if let old, let new, !locales.isLocalized(old) || !locales.isLocalized(new) {
            if let before = old.object, let after = new.object {
                return members(before, after).flatMap { name in
                    compare(before[name], after[name], at: path.appending(.member(name)), within: role)
                }
            }
            if let before = old.array, let after = new.array, before.count == after.count, before.contains(where: Self.isContainer) {
                return before.indices.flatMap { compare(before[$0], after[$0], at: path.appending(.index($0)), within: role) }
            }
        }
        return findings(old, new, at: path, role: named ?? inferredRole(old ?? new) ?? outer ?? roles.otherwise)
    }

    /// Roles whose values can be compared part by part, each part keeping the role.
    private static func isDivisible(_ role: ResultRole) -> Bool {
        switch role {
        case .question, .scoring, .serving, .wording, .picture, .explanation: true
        default: false
        }
    }

    /// The member names of both, the new order first.
    private func members(_ old: JSONObject, _ new: JSONObject) -> [String] {
        new.keys + old.keys.filter { new[$0] == nil }
    }

    private static func isContainer(_ node: JSONNode) -> Bool { node.object != nil || node.array != nil }

    /// Wording or a picture, when the value is one.
    private func inferredRole(_ node: JSONNode?) -> ResultRole? {
        guard let node else { return nil }
        if locales.isLocalized(node) { return .wording }
        if Self.isPicturePath(node) || (node.array.map { !$0.isEmpty && $0.allSatisfy(Self.isPicturePath) } ?? false) { return .picture }
        return nil
    }

    private static func isPicturePath(_ node: JSONNode) -> Bool { node.string?.hasPrefix("assets/") == true }

    private func findings(_ old: JSONNode?, _ new: JSONNode?, at path: DiffPath, role: ResultRole) -> [Finding] {
        switch role {
        case .identity, .generated:
            return []
        case .wording:
            return wording(old, new, at: path)
        case .servedItems:
            return ListComparison.served(old, new, at: path)
        case .contentList:
            return ListComparison.content(old, new, at: path)
        case .question, .key, .choices, .acceptedAnswers, .hashedAnswers:
            return [Finding(bump: .major, detail: Self.change(old, new, at: path), reason: DiffReason.question, aboutQuestion: true)]
        case .scoring:
            return [Finding(bump: .major, detail: Self.change(old, new, at: path), reason: DiffReason.scoring)]
        case .serving:
            return [Finding(bump: .minor, detail: Self.change(old, new, at: path), reason: DiffReason.serving)]
        case .picture:
            return [Finding(bump: .patch, detail: Self.change(old, new, at: path), reason: DiffReason.picture)]
        case .explanation:
            return [Finding(bump: .patch, detail: Self.change(old, new, at: path), reason: DiffReason.explanation)]
        }
    }

    /// Localised text, locale by locale; a locale the pack gains or drops is the pack's line.
    private func wording(_ old: JSONNode?, _ new: JSONNode?, at path: DiffPath) -> [Finding] {
        guard let old, let new, locales.isLocalized(old), locales.isLocalized(new), let before = old.object, let after = new.object else {
            return [Finding(bump: .patch, detail: Self.change(old, new, at: path), reason: DiffReason.wording, aboutQuestion: true)]
        }
        return members(before, after).compactMap { locale in
            guard !locales.isPackChange(locale) else { return nil }
            let detail: String
            switch (before[locale]?.string, after[locale]?.string) {
            case (let was?, let now?) where was != now: detail = "\(path) (\(locale)) reworded: \(DiffText.quoted(now))"
            case (nil, let now?): detail = "\(path) (\(locale)) added: \(DiffText.quoted(now))"
            case (.some, nil): detail = "\(path) (\(locale)) removed"
            default: return nil
            }
            return Finding(bump: .patch, detail: detail, reason: DiffReason.wording, aboutQuestion: true)
        }
    }

    /// `path: old → new`, `path added: new`, `path removed (was old)`; lists of plain values of
    /// one length say where they differ.
    static func change(_ old: JSONNode?, _ new: JSONNode?, at path: DiffPath) -> String {
        switch (old, new) {
        case (let old?, let new?):
            if let before = old.array, let after = new.array, before.count == after.count, !before.contains(where: isContainer) {
                let places = before.indices.filter { DiffText.compact(before[$0]) != DiffText.compact(after[$0]) }
                let listed = places.prefix(3).map { "[\($0)] \(DiffText.shown(before[$0], limit: 24)) → \(DiffText.shown(after[$0], limit: 24))" }
                let more = places.count > 3 ? ", …" : ""
                return "\(path) changed at \(places.count) place\(places.count == 1 ? "" : "s"): " + listed.joined(separator: ", ") + more
            }
            return "\(path): \(DiffText.shown(old)) → \(DiffText.shown(new))"
        case (nil, let new?): return "\(path) added: \(DiffText.shown(new))"
        case (let old?, nil): return "\(path) removed (was \(DiffText.shown(old)))"
        case (nil, nil): return "\(path)"
        }
    }
}
