import ContentBundle
import ContentCore
import ContentKinds
import ContentCheck

/// `tables.json`: each kind's entries (game tables by game, norm tables by test) compared like
/// items, by the kind's roles; the difficulty pools only for their order, since an item joining,
/// leaving or changing pool is its own line.
struct TableComparison {
    let locales: LocaleChange

    /// `(subject, finding, revision name)`, subjects in order; a pool or an unknown table has no revision name.
    func compare(old: [String: [UInt8]], new: [String: [UInt8]]) -> [(subject: String, finding: Finding, name: String?)] {
        let before = old[BundleFormat.tablesFile].flatMap { JSONParser.parse($0, file: BundleFormat.tablesFile).root }
        let after = new[BundleFormat.tablesFile].flatMap { JSONParser.parse($0, file: BundleFormat.tablesFile).root }
        var known: Set<String> = [Self.pools]
        var results: [(subject: String, finding: Finding, name: String?)] = []
        for profile in KindRegistry.all.map(\.diffProfile) {
            guard let table = profile.table else { continue }
            known.insert(table.member)
            let walk = MemberWalk(roles: profile.item, locales: locales)
            let entries = (Self.entries(before?[table.member], table), Self.entries(after?[table.member], table))
            for name in Set(entries.0.keys).union(entries.1.keys).sorted() {
                let subject = "\(profile.item.noun) \(name)"
                let revision = Self.revisionName(table.member, name)
                switch (entries.0[name], entries.1[name]) {
                case (nil, .some): results.append((subject, Finding(bump: .minor, detail: "added", reason: DiffReason.itemAdded), revision))
                case (.some, nil): results.append((subject, Finding(bump: .major, detail: "removed", reason: DiffReason.itemRemoved), revision))
                case (let was?, let now?): results += walk.compare(was, now, at: DiffPath()).map { (subject, $0, revision) }
                case (nil, nil): break
                }
            }
        }
        results += pools(before?[Self.pools], after?[Self.pools]).map { ($0.0, $0.1, nil) }
        for member in Set(before?.object?.keys ?? []).union(after?.object?.keys ?? []).subtracting(known).sorted() {
            guard before?[member].map(DiffText.compact) != after?[member].map(DiffText.compact) else { continue }
            results.append(("table \(member)", Finding(bump: .major, detail: "changed", reason: DiffReason.unknownTable), nil))
        }
        return results
    }

    private static let pools = "pools"

    /// The name `revisions.json` keeps a table entry's revision under: `games/find-pair`.
    static func revisionName(_ member: String, _ entry: String) -> String { "\(member)/\(entry)" }

    /// The revision names of every entry of the kinds' tables in a bundle's `tables.json`.
    static func revisionNames(in files: [String: [UInt8]]) -> [String] {
        guard let root = files[BundleFormat.tablesFile].flatMap({ JSONParser.parse($0, file: BundleFormat.tablesFile).root }) else { return [] }
        return KindRegistry.all.compactMap(\.diffProfile.table).flatMap { table in
            entries(root[table.member], table).keys.map { revisionName(table.member, $0) }
        }
    }

    /// The name a table entry gets from a list of ids or an id (`a+b`), as `entries` names it.
    static func entryName(_ node: JSONNode) -> String {
        node.array?.compactMap(\.string).joined(separator: "+") ?? node.string ?? DiffText.compact(node)
    }

    /// A table's entries by name, each without the member that names it.
    private static func entries(_ node: JSONNode?, _ table: TableEntries) -> [String: JSONNode] {
        guard let keyedBy = table.keyedBy else {
            return Dictionary((node?.object?.members ?? []).map { ($0.key, $0.value) }) { first, _ in first }
        }
        var found: [String: JSONNode] = [:]
        for entry in node?.array ?? [] {
            guard let object = entry.object, let key = object[keyedBy] else { continue }
            let name = entryName(key)
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
