/// Where each kind keeps the values the pack-wide checks read: item ids, localised texts,
/// plain texts (words) and asset paths. Patterns are JSON Pointers where `*` stands for any
/// array element or object member.
public struct ContentLayout: Sendable {
    public let ids: [String]
    public let localizedTexts: [String]
    public let plainTexts: [String]
    public let assets: [String]

    init(ids: [String] = [], localizedTexts: [String] = [], plainTexts: [String] = [], assets: [String] = []) {
        self.ids = ids
        self.localizedTexts = localizedTexts
        self.plainTexts = plainTexts
        self.assets = assets
    }

    public static func of(_ kind: ContentKind) -> ContentLayout {
        switch kind {
        case .pack:
            ContentLayout(localizedTexts: ["/title", "/description"])
        case .riddles:
            ContentLayout(ids: ["/items/*/id"], localizedTexts: ["/items/*/text", "/items/*/answers", "/items/*/hint"])
        case .numberSeries:
            ContentLayout(ids: ["/items/*/id"], localizedTexts: ["/items/*/explanation"])
        case .matrixSeries:
            ContentLayout(ids: ["/id", "/items/*/id"], localizedTexts: ["/title"],
                          assets: ["/items/*/panels/*", "/items/*/options/*"])
        case .equations:
            ContentLayout(ids: ["/items/*/id"], assets: ["/items/*/symbols/*"])
        case .anagrams:
            ContentLayout(plainTexts: ["/levels/*/words/*"])
        case .jigsaw:
            ContentLayout(ids: ["/id"], localizedTexts: ["/title"], assets: ["/image"])
        case .dots:
            ContentLayout(ids: ["/id"], localizedTexts: ["/title"], assets: ["/svg", "/reveal"])
        case .memory:
            ContentLayout(ids: ["/id"], localizedTexts: ["/title"], assets: ["/cards/*"])
        case .games, .iqNorms:
            ContentLayout()
        case .sequences:
            ContentLayout(ids: ["/items/*/id"])
        case .slides:
            ContentLayout(localizedTexts: ["/slides/*/text"], assets: ["/slides/*/image"])
        }
    }
}

extension JSONNode {
    /// Every node a pointer pattern (`/items/*/id`) names, in document order.
    public func nodes(matching pattern: String) -> [JSONNode] {
        var found: [JSONNode] = []
        collect(PointerPattern.tokens(pattern)[...], into: &found)
        return found
    }

    private func collect(_ tokens: ArraySlice<String>, into found: inout [JSONNode]) {
        guard let token = tokens.first else {
            found.append(self)
            return
        }
        let rest = tokens.dropFirst()
        switch value {
        case .object(let object):
            if token == "*" {
                for member in object.members { member.value.collect(rest, into: &found) }
            } else if let child = object[token] {
                child.collect(rest, into: &found)
            }
        case .array(let elements):
            if token == "*" {
                for element in elements { element.collect(rest, into: &found) }
            } else if let index = Int(token), elements.indices.contains(index) {
                elements[index].collect(rest, into: &found)
            }
        default:
            break
        }
    }
}

/// Pointer patterns split into tokens once: the layouts use a dozen, for every file.
enum PointerPattern {
    private static let known: [String: [String]] = {
        var table: [String: [String]] = [:]
        for kind in ContentKind.allCases {
            let layout = ContentLayout.of(kind)
            for pattern in layout.ids + layout.localizedTexts + layout.plainTexts + layout.assets {
                table[pattern] = split(pattern)
            }
        }
        return table
    }()

    static func tokens(_ pattern: String) -> [String] { known[pattern] ?? split(pattern) }

    private static func split(_ pattern: String) -> [String] {
        pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
    }
}
