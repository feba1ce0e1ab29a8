import ContentArt
import ContentBundle

/// A member of `tables.json`; `rank` orders the members (games 0, pools 1, norms 2).
package struct TablesMember: Sendable {
    package let name: String
    package let rank: Int
    package let value: JSONWriter.Value

    package init(name: String, rank: Int, value: JSONWriter.Value) {
        self.name = name
        self.rank = rank
        self.value = value
    }
}
