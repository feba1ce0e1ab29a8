/// One piece of text a file holds, with where it is and which locale it is in.
public struct ContentText: Sendable {
    public let text: String
    public let node: JSONNode
    /// The locale key for localised text; nil for plain text such as an anagram word.
    public let locale: String?
}

extension ContentFile {
    /// The localised-text objects of the file (`{"en": ..., "ru": ...}`), by the kind's layout.
    public var localizedTextObjects: [JSONNode] {
        guard let root, let kind else { return [] }
        return ContentLayout.of(kind).localizedTexts.flatMap { root.nodes(matching: $0) }.filter { $0.object != nil }
    }

    /// Every text of the file: each locale's text (or each accepted answer), and plain texts.
    public var texts: [ContentText] {
        guard let root, let kind else { return [] }
        var texts: [ContentText] = []
        for object in localizedTextObjects {
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
        for pattern in ContentLayout.of(kind).plainTexts {
            for node in root.nodes(matching: pattern) {
                if let text = node.string { texts.append(ContentText(text: text, node: node, locale: nil)) }
            }
        }
        return texts
    }

    /// Every asset path the file names, with its node.
    public var assetReferences: [(path: String, node: JSONNode)] {
        guard let root, let kind else { return [] }
        return ContentLayout.of(kind).assets.flatMap { root.nodes(matching: $0) }.compactMap { node in
            node.string.map { ($0, node) }
        }
    }

    /// Every item id the file declares, with its node.
    public var itemIDs: [(id: String, node: JSONNode)] {
        guard let root, let kind else { return [] }
        return ContentLayout.of(kind).ids.flatMap { root.nodes(matching: $0) }.compactMap { node in
            node.string.map { ($0, node) }
        }
    }
}
