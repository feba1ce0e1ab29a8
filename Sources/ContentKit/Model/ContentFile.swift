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
    /// What the kind's rules read of its items, found while the file is read.
    let itemFacts: ItemFacts
    /// Riddle texts by item, kept for pack-wide comparison after the tree is gone.
    public var riddles: [RiddleFacts] { itemFacts.riddleTexts }
    /// Number-series items with their rules parsed (number-series files only).
    var seriesItems: [SeriesItem] { itemFacts.seriesItems }
    /// Picture-equation items parsed and solved (equations files only).
    var equationItems: [EquationItem] { itemFacts.equationItems }
    /// Whether the file holds a list of items (pack rules then keep its facts, not its tree).
    let holdsItemList: Bool
    /// Whether the file matches its kind's schema. A file that does not gets only the rules
    /// for every file (text, locales, assets, ids): its kind's rules, its item facts and its
    /// tree for pack rules need the shape the schema promises, so they are not run on it.
    public let isSchemaValid: Bool

    /// What pack-wide rules read, at a fraction of the memory: ids, asset paths and riddle texts;
    /// the tree only for the small kinds (tables, sets, lists) or when `keepTree` (the builder
    /// compiles from it); the file's bytes only when `keepSource` (a file with findings to report).
    public func summary(keepSource: Bool, keepTree: Bool = false) -> ContentFile {
        ContentFile(path: path, source: keepSource ? source : SourceText([]), root: keepTree || (!holdsItemList && isSchemaValid) ? root : nil, kind: kind,
                    localizedTextObjects: [], texts: [], assetReferences: assetReferences, itemIDs: itemIDs,
                    itemFacts: ItemFacts(riddleTexts: riddles, trackItems: itemFacts.trackItems), holdsItemList: holdsItemList,
                    isSchemaValid: isSchemaValid)
    }

    /// A summary restored from the lint cache: the facts pack rules read, and the tree when a
    /// pack rule that reads it runs again (read anew from the file's unchanged bytes).
    static func restored(
        path: String, kind: ContentKind?, root: JSONNode?, assetReferences: [AssetUse], itemIDs: [(id: String, node: JSONNode)],
        riddles: [RiddleFacts], trackItems: [TrackItem], holdsItemList: Bool, isSchemaValid: Bool
    ) -> ContentFile {
        ContentFile(path: path, source: SourceText([]), root: isSchemaValid ? root : nil, kind: kind, localizedTextObjects: [], texts: [],
                    assetReferences: assetReferences, itemIDs: itemIDs,
                    itemFacts: ItemFacts(riddleTexts: riddles, trackItems: trackItems), holdsItemList: holdsItemList,
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

/// Item facts a file's rules read, found once while the file is read: riddle trigram sets,
/// number series with their rules parsed, picture equations solved. Each costs time on a big
/// pack, so a lint run finds only those its enabled rules declare (`LintRule.facts`).
public struct ContentFacts: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let riddleWords = ContentFacts(rawValue: 1)
    public static let seriesItems = ContentFacts(rawValue: 2)
    public static let equationItems = ContentFacts(rawValue: 4)
    public static let trackItems = ContentFacts(rawValue: 8)
    public static let all: ContentFacts = [.riddleWords, .seriesItems, .equationItems, .trackItems]
}

/// An asset path as a file names it: the text, its node and the field it stands in.
public struct AssetUse: Sendable {
    public let path: String
    public let node: JSONNode
    public let field: AssetField
}

/// What a kind's rules read of its items, found while the file is read (each kind fills its
/// own: riddle texts, number series, picture equations).
public struct ItemFacts: Sendable {
    var riddleTexts: [RiddleFacts] = []
    var seriesItems: [SeriesItem] = []
    var equationItems: [EquationItem] = []
    var trackItems: [TrackItem] = []

    public init() {}

    init(riddleTexts: [RiddleFacts] = [], seriesItems: [SeriesItem] = [], equationItems: [EquationItem] = [], trackItems: [TrackItem] = []) {
        self.riddleTexts = riddleTexts
        self.seriesItems = seriesItems
        self.equationItems = equationItems
        self.trackItems = trackItems
    }

    /// The facts with the items a puzzle track may serve added, when they are wanted.
    func adding(trackItemsOf root: JSONNode, wanted: ContentFacts) -> ItemFacts {
        var facts = self
        if wanted.contains(.trackItems) { facts.trackItems = TrackItem.all(in: root) }
        return facts
    }
}

/// The pack's own settings (from pack.json), as the rules need them.
public struct PackSettings: Sendable {
    /// The id a build gives a pack whose pack.json has none (lint reports it first).
    static let unnamedID = "unnamed-pack"
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

/// One riddle's id and the word stems of its texts and answers, with where they are: what the
/// pack-wide near-duplicate check compares, made while the file is read (in parallel with the
/// other files) instead of after every file is in.
public struct RiddleFacts: Sendable {
    /// One locale's question and answers as word stems (`WordStems.of`), and the question's bytes.
    public struct Text: Sendable {
        public let locale: String
        public let question: [UInt64]
        public let answers: [UInt64]
        public let range: Range<Int>
    }

    public let id: String
    /// The `"text"` object's bytes.
    public let textObject: Range<Int>
    /// Each locale's text, in the order the file lists them.
    public let texts: [Text]

    static func all(in root: JSONNode?) -> [RiddleFacts] {
        (root?["items"]?.array ?? []).compactMap { item in
            guard let id = item["id"]?.string, let text = item["text"], let object = text.object else { return nil }
            let answers = item["answers"]
            let texts = object.members.compactMap { member -> Text? in
                guard let question = member.value.string else { return nil }
                // why: a hostile file may list millions of answers; a riddle has a handful
                let accepted = (answers?[member.key]?.array ?? []).prefix(16).compactMap(\.string)
                return Text(locale: member.key, question: WordStems.of(question),
                            answers: accepted.flatMap(WordStems.of), range: member.value.range)
            }
            return RiddleFacts(id: id, textObject: text.range, texts: texts)
        }
    }
}
