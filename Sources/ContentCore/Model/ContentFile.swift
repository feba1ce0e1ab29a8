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
    /// Every text of the file: each locale's text (or each accepted answer, or each plural
    /// form), and plain texts.
    public let texts: [ContentText]
    /// The locales the file says its texts have (its layout's `fileLocales` member), in place of
    /// the pack's, with the list's node; nil when the file does not say.
    public let declaredLocales: (locales: [String], node: JSONNode)?
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
                    localizedTextObjects: [], texts: [], declaredLocales: nil, assetReferences: assetReferences, itemIDs: itemIDs,
                    itemFacts: itemFacts.kept, holdsItemList: holdsItemList, isSchemaValid: isSchemaValid)
    }

    /// A summary restored from the lint cache: the facts pack rules read, and the tree when a
    /// pack rule that reads it runs again (read anew from the file's unchanged bytes).
    package static func restored(
        path: String, kind: ContentKind?, root: JSONNode?, assetReferences: [AssetUse], itemIDs: [(id: String, node: JSONNode)],
        itemFacts: ItemFacts, holdsItemList: Bool, isSchemaValid: Bool
    ) -> ContentFile {
        ContentFile(path: path, source: SourceText([]), root: isSchemaValid ? root : nil, kind: kind, localizedTextObjects: [], texts: [], declaredLocales: nil,
                    assetReferences: assetReferences, itemIDs: itemIDs, itemFacts: itemFacts, holdsItemList: holdsItemList,
                    isSchemaValid: isSchemaValid)
    }

    private init(
        path: String, source: SourceText, root: JSONNode?, kind: ContentKind?, localizedTextObjects: [JSONNode], texts: [ContentText],
        declaredLocales: (locales: [String], node: JSONNode)?, assetReferences: [AssetUse], itemIDs: [(id: String, node: JSONNode)], itemFacts: ItemFacts, holdsItemList: Bool,
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
        self.declaredLocales = declaredLocales
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
        texts = Self.texts(objects: objects, plain: Self.strings(layout?.plainTextTokens, in: root, keep: { $0.string != nil }),
                           plainLocale: layout?.plainTextLocale.flatMap { root?[$0]?.string }, placeholders: layout?.placeholders ?? false)
        declaredLocales = layout?.fileLocales.flatMap { member in
            root?[member].flatMap { node in node.array.map { (locales: $0.compactMap(\.string), node: node) } }
        }
        assetReferences = (layout?.assets ?? []).flatMap { field in
            (root?.nodes(matching: field.tokens) ?? []).compactMap { node in node.string.map { AssetUse(path: $0, node: node, field: field) } }
        }
        itemIDs = Self.strings(layout?.idTokens, in: root, keep: { $0.string != nil }).map { ($0.string!, $0) }
    }

    private static func strings(_ patterns: [[String]]?, in root: JSONNode?, keep: (JSONNode) -> Bool) -> [JSONNode] {
        guard let root, let patterns else { return [] }
        return patterns.flatMap { root.nodes(matching: $0) }.filter(keep)
    }

    private static func texts(objects: [JSONNode], plain: [JSONNode], plainLocale: String?, placeholders: Bool) -> [ContentText] {
        var texts: [ContentText] = []
        func add(_ text: String, _ node: JSONNode, _ locale: String) {
            texts.append(ContentText(text: placeholders ? masked(text) : text, node: node, locale: locale))
        }
        for object in objects {
            for member in object.object?.members ?? [] {
                if let text = member.value.string {
                    add(text, member.value, member.key)
                } else if let forms = member.value.object {
                    // why: a counted text gives a string per plural form
                    for form in forms.members { if let text = form.value.string { add(text, form.value, member.key) } }
                } else {
                    for element in member.value.array ?? [] {
                        if let text = element.string { add(text, element, member.key) }
                    }
                }
            }
        }
        for node in plain { texts.append(ContentText(text: node.string!, node: node, locale: plainLocale)) }
        return texts
    }

    /// The text with each placeholder's scalars (braces included) read as the digit 0: as many
    /// scalars as before, so every finding's place in the text is its place in the file.
    private static func masked(_ text: String) -> String {
        let ranges = TextTemplate.placeholderRanges(in: text)
        guard !ranges.isEmpty else { return text }
        var scalars = Array(text.unicodeScalars)
        for range in ranges { for index in range { scalars[index] = "0" } }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The folder holding the file, relative to the pack root ("" at the root).
    public var folder: String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
