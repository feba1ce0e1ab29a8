import ContentBundle

/// An asset path as a file names it: the text, its node and the field it stands in.
public struct AssetUse: Sendable {
    public let path: String
    public let node: JSONNode
    public let field: AssetField

    package init(path: String, node: JSONNode, field: AssetField) {
        self.path = path
        self.node = node
        self.field = field
    }
}
