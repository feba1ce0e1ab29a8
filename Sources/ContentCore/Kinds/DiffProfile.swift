/// How `diff` tells a kind's items apart, what it calls them, and what each member of an item is
/// to players' results, so that a change can be ranked by what it does to them (`BundleDiff`).
package struct DiffProfile: Sendable {
    /// The member that names an item: `id`, or `locale` / `game` for kinds of one item per
    /// language or game.
    package var key = "id"
    /// The member that names an item that has no `key` (a screen's slides, which introduce no game).
    package var fallbackKey: String?
    /// The item's own members.
    package var item: ItemRoles
    /// Items held under `"items"` (a matrix series' items), each compared by itself.
    package var nestedItems: ItemRoles?
    /// Where the kind's files are in `tables.json`, for kinds compiled into it.
    package var table: TableEntries?
    /// What else an item's results rest on, so its revision goes up with theirs (an IQ test's
    /// sittings rest on its series' items and on its norms).
    package var revisionLinks: RevisionLinks?

    package init(key: String = "id", fallbackKey: String? = nil, item: ItemRoles, nestedItems: ItemRoles? = nil, table: TableEntries? = nil,
                 revisionLinks: RevisionLinks? = nil) {
        self.key = key
        self.fallbackKey = fallbackKey
        self.item = item
        self.nestedItems = nestedItems
        self.table = table
        self.revisionLinks = revisionLinks
    }
}
