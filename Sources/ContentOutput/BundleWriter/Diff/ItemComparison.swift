import ContentCore
import ContentKinds
import ContentCheck

/// Two versions of one item: its answer (choices and key, or accepted answers) compared as a
/// whole, every other member by its role (`MemberWalk`); for an item holding items, their order
/// and, for a held item, which item holds it.
struct ItemComparison {
    let locales: LocaleChange

    func compare(_ old: DiffItem, _ new: DiffItem) -> [Finding] {
        var findings = answer(old, new)
        let walk = MemberWalk(roles: new.roles, locales: locales)
        let names = new.members.map(\.name) + old.members.map(\.name).filter { new[$0] == nil }
        for name in names where !Self.isAnswer(new.roles.members[name]) {
            findings += walk.compare(old[name], new[name], at: DiffPath(steps: [.member(name)]))
        }
        if let was = old.holder, let now = new.holder, was != now {
            findings.append(Finding(bump: .major, detail: "moved from \(was) to \(now)", reason: DiffReason.movedSeries))
        }
        let kept = Set(old.nested).intersection(new.nested)
        if old.nested.filter(kept.contains) != new.nested.filter(kept.contains) {
            findings.append(Finding(bump: .minor, detail: "items: the same items in another order", reason: DiffReason.reordered))
        }
        return findings
    }

    /// Whether both what the item asks and its answer changed (an answer removed, another key or
    /// other choices): the id then most likely names a new item.
    static func isReuse(_ findings: [Finding]) -> Bool {
        findings.contains { $0.aboutAnswer && $0.bump == .major } && findings.contains(where: \.aboutQuestion)
    }

    private func answer(_ old: DiffItem, _ new: DiffItem) -> [Finding] {
        var findings: [Finding] = []
        let roles = new.roles.members
        if let (name, role) = roles.first(where: { if case .choices = $0.value { true } else { false } }), case .choices(let keying) = role {
            let key = roles.first { $0.value == .key }?.key ?? ""
            findings += ChoiceComparison(name: name, keying: keying).compare(old: (old[name], old[key]), new: (new[name], new[key]))
        } else if let key = roles.first(where: { $0.value == .key })?.key {
            findings += ChoiceComparison(name: key, keying: .value).compare(old: (nil, old[key]), new: (nil, new[key]))
        }
        let plain = roles.first { $0.value == .acceptedAnswers }?.key ?? ""
        let hashed = roles.first { $0.value == .hashedAnswers }?.key ?? ""
        findings += AcceptedAnswers.compare(AcceptedAnswers(plain: old[plain], hashed: old[hashed]),
                                            AcceptedAnswers(plain: new[plain], hashed: new[hashed]), locales: locales)
        return findings
    }

    private static func isAnswer(_ role: ResultRole?) -> Bool {
        switch role {
        case .key, .choices, .acceptedAnswers, .hashedAnswers: true
        default: false
        }
    }
}
