/// What an item's results rest on besides the item itself: items named by its members, and a
/// `tables.json` entry named by one of them. When one of those gets a new revision, so does
/// the item (an IQ test whose series lost an item, or whose norms changed, scores sittings that
/// no longer compare with earlier ones). Items holding items (a matrix series) always follow
/// the items they hold.
package struct RevisionLinks: Sendable {
    /// Members whose value is an item's id or a list of ids (`series`).
    package var items: [String]
    /// A table entry: its `tables.json` member and the item's member whose value names the
    /// entry (a list joined with `+`, as `diff` names norm tables).
    package var table: (member: String, namedBy: String)?

    package init(items: [String] = [], table: (member: String, namedBy: String)? = nil) {
        self.items = items
        self.table = table
    }
}
