/// A content file after the JSON stage: its text, its tree (nil when it is not JSON) and its kind.
public struct ContentFile: Sendable {
    /// Path relative to the pack root.
    public let path: String
    public let source: SourceText
    public let root: JSONNode?
    public let kind: ContentKind?

    public init(path: String, source: SourceText, root: JSONNode?, kind: ContentKind?) {
        self.path = path
        self.source = source
        self.root = root
        self.kind = kind
    }

    /// The folder holding the file, relative to the pack root ("" at the root).
    public var folder: String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}

/// The pack's own settings (from pack.json), as the rules need them.
public struct PackSettings: Sendable {
    public var id: String?
    public var version: String?
    public var locales: [String]
    public var answers: String?

    public init(id: String? = nil, version: String? = nil, locales: [String] = [], answers: String? = nil) {
        self.id = id
        self.version = version
        self.locales = locales
        self.answers = answers
    }

    /// Reads what it can from pack.json's tree; schema errors are reported elsewhere.
    public init(packJSON root: JSONNode?) {
        self.init(
            id: root?["id"]?.string,
            version: root?["version"]?.string,
            locales: root?["locales"]?.array?.compactMap(\.string) ?? [],
            answers: root?["answers"]?.string)
    }
}
