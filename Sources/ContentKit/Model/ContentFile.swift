/// A content file after the JSON stage: its text, its tree (nil when it is not JSON) and its kind.
public struct ContentFile: Sendable {
    /// Path relative to the pack root.
    public let path: String
    public let source: SourceText
    public let root: JSONNode?
    public let kind: ContentKind?
    /// The localised-text objects of the file (`{"en": ..., "ru": ...}`), by the kind's layout.
    public let localizedTextObjects: [JSONNode]
    /// Every text of the file: each locale's text (or each accepted answer), and plain texts.
    public let texts: [ContentText]
    /// Every asset path the file names, with its node.
    public let assetReferences: [(path: String, node: JSONNode)]
    /// Every item id the file declares, with its node.
    public let itemIDs: [(id: String, node: JSONNode)]

    /// What pack-wide rules read (ids and asset paths), at a fraction of the memory: no tree,
    /// no texts, and the file's bytes only when `keepSource` (a file with findings to report).
    public func summary(keepSource: Bool) -> ContentFile {
        ContentFile(path: path, source: keepSource ? source : SourceText([]), kind: kind, localizedTextObjects: [], texts: [],
                    assetReferences: assetReferences, itemIDs: itemIDs)
    }

    private init(
        path: String, source: SourceText, kind: ContentKind?, localizedTextObjects: [JSONNode], texts: [ContentText],
        assetReferences: [(path: String, node: JSONNode)], itemIDs: [(id: String, node: JSONNode)]
    ) {
        self.path = path
        self.source = source
        root = nil
        self.kind = kind
        self.localizedTextObjects = localizedTextObjects
        self.texts = texts
        self.assetReferences = assetReferences
        self.itemIDs = itemIDs
    }

    public init(path: String, source: SourceText, root: JSONNode?, kind: ContentKind?) {
        self.path = path
        self.source = source
        self.root = root
        self.kind = kind
        // why: several rules read these; find them once per file.
        let layout = kind.map(ContentLayout.of)
        let objects = Self.strings(layout?.localizedTexts, in: root, keep: { $0.object != nil })
        localizedTextObjects = objects
        texts = Self.texts(objects: objects, plain: Self.strings(layout?.plainTexts, in: root, keep: { $0.string != nil }))
        assetReferences = Self.strings(layout?.assets, in: root, keep: { $0.string != nil }).map { ($0.string!, $0) }
        itemIDs = Self.strings(layout?.ids, in: root, keep: { $0.string != nil }).map { ($0.string!, $0) }
    }

    private static func strings(_ patterns: [String]?, in root: JSONNode?, keep: (JSONNode) -> Bool) -> [JSONNode] {
        guard let root, let patterns else { return [] }
        return patterns.flatMap { root.nodes(matching: $0) }.filter(keep)
    }

    private static func texts(objects: [JSONNode], plain: [JSONNode]) -> [ContentText] {
        var texts: [ContentText] = []
        for object in objects {
            for member in object.object?.members ?? [] {
                if let text = member.value.string {
                    texts.append(ContentText(text: text, node: member.value, locale: member.key))
                } else {
                    for element in member.value.array ?? [] {
                        if let text = element.string { texts.append(ContentText(text: text, node: element, locale: member.key)) }
                    }
                }
            }
        }
        for node in plain { texts.append(ContentText(text: node.string!, node: node, locale: nil)) }
        return texts
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
