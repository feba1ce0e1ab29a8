import ContentBundle
import ContentCore
import ContentKinds
import ContentCheck

/// The subjects of a release that have revisions (items by their diff names, table entries by
/// `<member>/<name>`) and what each one's results rest on: the items it holds and the items and
/// table entry its kind's `RevisionLinks` name.
struct RevisionGraph {
    /// Every subject with a revision.
    let names: Set<String>
    /// Subject → the subjects whose new revision raises its own.
    private let restsOn: [String: [String]]

    init(_ files: [String: [UInt8]]) {
        let items = DiffItems(files).items
        var restsOn: [String: [String]] = [:]
        for (name, item) in items {
            var links = item.nested
            if let profile = KindRegistry.kind(named: item.kind).flatMap(KindRegistry.spec)?.diffProfile, let revision = profile.revisionLinks {
                for member in revision.items {
                    guard let value = item[member] else { continue }
                    links += value.array?.compactMap(\.string) ?? value.string.map { [$0] } ?? []
                }
                if let table = revision.table, let value = item[table.namedBy] {
                    links.append(TableComparison.revisionName(table.member, TableComparison.entryName(value)))
                }
            }
            restsOn[name] = links
        }
        names = Set(items.keys).union(TableComparison.revisionNames(in: files))
        self.restsOn = restsOn
    }

    /// The subjects whose revision goes up: those with a major change of their own (`direct`)
    /// and those resting, through any chain of links, on one of them. Links are followed
    /// breadth-first from the changed subjects backwards, so a cycle of links ends.
    func raised(_ direct: Set<String>) -> Set<String> {
        var dependents: [String: [String]] = [:]
        for (name, links) in restsOn { for link in links { dependents[link, default: []].append(name) } }
        var raised = direct.intersection(names)
        var queue = Array(raised)
        while let next = queue.popLast() {
            for dependent in dependents[next] ?? [] where raised.insert(dependent).inserted { queue.append(dependent) }
        }
        return raised
    }
}
