/// A kind's entries in `tables.json`.
package struct TableEntries: Sendable {
    /// The member of `tables.json` (`games`, `norms`).
    package var member: String
    /// The member naming each entry of an array (`test`); nil when the entries are an object's
    /// members, named by their keys.
    package var keyedBy: String?

    package init(member: String, keyedBy: String? = nil) {
        self.member = member
        self.keyedBy = keyedBy
    }
}
