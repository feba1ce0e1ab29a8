import ContentBundle
import ContentCore
import ContentKinds
import ContentCheck

/// `tables.json`: each kind's entries (game tables by game, norm tables by test) compared like
/// items, by the kind's roles; the difficulty pools only for their order, since an item joining,
/// leaving or changing pool is its own line.
struct TableComparison {
    let locales: LocaleChange

    /// `(subject, finding)` pairs, subjects in order.
    func compare(old: [String: [UInt8]], new: [String: [UInt8]]) -> [(String, Finding)] {
        let before = old[BundleFormat.tablesFile].flatMap { JSONParser.parse($0, file: BundleFormat.tablesFile).root }
        let after = new[BundleFormat.tablesFile].flatMap { JSONParser.parse($0, file: BundleFormat.tablesFile).root }
        var known: Set<String> = [Self.pools]
        var results: [(String, Finding)] = []
        for profile in KindRegistry.all.map(\.diffProfile) {
            guard let table = profile.table else { continue }
            known.insert(table.member)
            let walk = MemberWalk(roles: profile.item, locales: locales)
            let entries = (Self.entries(before?[table.member], table), Self.entries(after?[table.member], table))
            for name in Set(entries.0.keys).union(entries.1.keys).sorted() {
                let subject = "\(profile.item.noun) \(name)"
                switch (entries.0[name], entries.1[name]) {
                case (nil, .some): results.append((subject, Finding(bump: .minor, detail: "added", reason: DiffReason.itemAdded)))
                case (.some, nil): results.append((subject, Finding(bump: .major, detail: "removed", reason: DiffReason.itemRemoved)))
                case (let was?, let now?): results += walk.compare(was, now, at: DiffPath()).map { (subject, $0) }
                case (nil, nil): break
                }
            }
        }
        results += pools(before?[Self.pools], after?[Self.pools])
        for member in Set(before?.object?.keys ?? []).union(after?.object?.keys ?? []).subtracting(known).sorted() {
            guard before?[member].map(DiffText.compact) != after?[member].map(DiffText.compact) else { continue }
            results.append(("table \(member)", Finding(bump: .major, detail: "changed", reason: DiffReason.unknownTable)))
        }
        return results
    }

    private static let pools = "pools"

    /// A table's entries by name, each without the member that names it.
    private static func entries(_ node: JSONNode?, _ table: TableEntries) -> [String: JSONNode] {
        guard let keyedBy = table.keyedBy else {
            return Dictionary((node?.object?.members ?? []).map { ($0.key, $0.value) }) { first, _ in first }
        }
        var found: [String: JSONNode] = [:]
        for entry in node?.array ?? [] {
            guard let object = entry.object, let key = object[keyedBy] else { continue }
            let name = key.array?.compactMap(\.string).joined(separator: "+") ?? key.string ?? DiffText.compact(key)
            found[name] = JSONNode(.object(JSONObject(object.members.filter { $0.key != keyedBy })), range: entry.range)
        }
        return found
    }

    /// A pool holding the same items in another order: players meet them in another order.
    private func pools(_ old: JSONNode?, _ new: JSONNode?) -> [(String, Finding)] {
        var results: [(String, Finding)] = []
        for kind in new?.object?.members ?? [] {
            for level in kind.value.object?.members ?? [] {
                let after = (level.value.array ?? []).compactMap(\.string)
                let before = (old?[kind.key]?[level.key]?.array ?? []).compactMap(\.string)
                guard Set(before) == Set(after), before != after else { continue }
                let finding = Finding(bump: .minor, detail: "the same items in another order", reason: DiffReason.reordered)
                results.append(("pool \(kind.key) difficulty \(level.key)", finding))
            }
        }
        return results
    }
}
