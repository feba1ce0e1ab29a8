import ContentBundle
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
    /// Every asset path the file names, with its node and field.
    public let assetReferences: [AssetUse]
    /// Every item id the file declares, with its node.
    public let itemIDs: [(id: String, node: JSONNode)]
    /// What the kind's rules read of its items, found while the file is read (each kind's own
    /// accessors read it: `riddles`, `seriesItems`, `equationItems`, `trackItems`).
    package let itemFacts: ItemFacts
    /// Whether the file holds a list of items (pack rules then keep its facts, not its tree).
    package let holdsItemList: Bool
    /// Whether the file matches its kind's schema. A file that does not gets only the rules
    /// for every file (text, locales, assets, ids): its kind's rules, its item facts and its
    /// tree for pack rules need the shape the schema promises, so they are not run on it.
    public let isSchemaValid: Bool

    /// What pack-wide rules read, at a fraction of the memory: ids, asset paths and the kept facts;
    /// the tree only for the small kinds (tables, sets, lists) or when `keepTree` (the builder
    /// compiles from it); the file's bytes only when `keepSource` (a file with findings to report).
    public func summary(keepSource: Bool, keepTree: Bool = false) -> ContentFile {
        ContentFile(path: path, source: keepSource ? source : SourceText([]), root: keepTree || (!holdsItemList && isSchemaValid) ? root : nil, kind: kind,
                    localizedTextObjects: [], texts: [], assetReferences: assetReferences, itemIDs: itemIDs,
                    itemFacts: itemFacts.kept, holdsItemList: holdsItemList, isSchemaValid: isSchemaValid)
    }

    /// A summary restored from the lint cache: the facts pack rules read, and the tree when a
    /// pack rule that reads it runs again (read anew from the file's unchanged bytes).
    package static func restored(
        path: String, kind: ContentKind?, root: JSONNode?, assetReferences: [AssetUse], itemIDs: [(id: String, node: JSONNode)],
        itemFacts: ItemFacts, holdsItemList: Bool, isSchemaValid: Bool
    ) -> ContentFile {
        ContentFile(path: path, source: SourceText([]), root: isSchemaValid ? root : nil, kind: kind, localizedTextObjects: [], texts: [],
                    assetReferences: assetReferences, itemIDs: itemIDs, itemFacts: itemFacts, holdsItemList: holdsItemList,
                    isSchemaValid: isSchemaValid)
    }

    private init(
        path: String, source: SourceText, root: JSONNode?, kind: ContentKind?, localizedTextObjects: [JSONNode], texts: [ContentText],
        assetReferences: [AssetUse], itemIDs: [(id: String, node: JSONNode)], itemFacts: ItemFacts, holdsItemList: Bool,
        isSchemaValid: Bool
    ) {
        self.isSchemaValid = isSchemaValid
        self.path = path
        self.source = source
        self.root = root
        self.kind = kind
        self.itemFacts = itemFacts
        self.holdsItemList = holdsItemList
        self.localizedTextObjects = localizedTextObjects
        self.texts = texts
        self.assetReferences = assetReferences
        self.itemIDs = itemIDs
    }

    /// A parsed file of a kind with this layout; `itemFacts`: what its kind's rules read of its
    /// items (found by the kind, only those the enabled rules read).
    public init(path: String, source: SourceText, root: JSONNode?, kind: ContentKind?, layout: ContentLayout? = nil,
                itemFacts: ItemFacts = ItemFacts(), holdsItemList: Bool = false, isSchemaValid: Bool = true) {
        self.isSchemaValid = isSchemaValid
        self.path = path
        self.source = source
        self.root = root
        self.kind = kind
        self.itemFacts = itemFacts
        self.holdsItemList = holdsItemList
        // why: several rules read these; find them once per file.
        let objects = Self.strings(layout?.localizedTextTokens, in: root, keep: { $0.object != nil })
        localizedTextObjects = objects
        texts = Self.texts(objects: objects, plain: Self.strings(layout?.plainTextTokens, in: root, keep: { $0.string != nil }))
        assetReferences = (layout?.assets ?? []).flatMap { field in
            (root?.nodes(matching: field.tokens) ?? []).compactMap { node in node.string.map { AssetUse(path: $0, node: node, field: field) } }
        }
        itemIDs = Self.strings(layout?.idTokens, in: root, keep: { $0.string != nil }).map { ($0.string!, $0) }
    }

    private static func strings(_ patterns: [[String]]?, in root: JSONNode?, keep: (JSONNode) -> Bool) -> [JSONNode] {
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

/// Which item facts a run finds (each costs time on a big pack, so a lint run finds only those
/// its enabled rules declare, `LintRule.facts`): a set of fact names, or every fact.
public struct ContentFacts: Sendable, Hashable {
    private var names: Set<String>
    private var everything: Bool

    /// No fact.
    public init() {
        names = []
        everything = false
    }

    /// One fact.
    package init<Fact: ItemFact>(_ fact: Fact.Type) {
        names = [Fact.name]
        everything = false
    }

    /// Every fact of every kind (the fuzzers, and tests that read every fact).
    public static let all: ContentFacts = {
        var facts = ContentFacts()
        facts.everything = true
        return facts
    }()

    /// Whether the fact is among these.
    package func contains<Fact: ItemFact>(_ fact: Fact.Type) -> Bool { everything || names.contains(Fact.name) }

    /// Whether the fact of this name is among these.
    package func contains(name: String) -> Bool { everything || names.contains(name) }

    package mutating func formUnion(_ other: ContentFacts) {
        names.formUnion(other.names)
        everything = everything || other.everything
    }

    package func union(_ other: ContentFacts) -> ContentFacts {
        var union = self
        union.formUnion(other)
        return union
    }
}

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

/// What a kind's rules read of its items, found while the file is read: each kind's own facts
/// (`ItemFact`), by fact type, and whether each is kept in the file's summary (`KeptFact`).
public struct ItemFacts: Sendable {
    private var values: [String: (value: any Sendable, kept: Bool)] = [:]

    public init() {}

    /// The value of one fact, if the file has it.
    package subscript<Fact: ItemFact>(_ fact: Fact.Type) -> Fact.Value? {
        get { values[Fact.name]?.value as? Fact.Value }
        set { values[Fact.name] = newValue.map { ($0, Fact.self is any KeptFact.Type) } }
    }

    /// The facts kept after a file's tree is dropped (`KeptFact`s).
    package var kept: ItemFacts {
        var facts = ItemFacts()
        facts.values = values.filter(\.value.kept)
        return facts
    }
}

/// The pack's own settings (from pack.json), as the rules need them.
public struct PackSettings: Sendable {
    /// The id a build gives a pack whose pack.json has none (lint reports it first).
    package static let unnamedID = "unnamed-pack"
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
