/// Where a kind keeps the values the pack-wide checks read: item ids, localised texts, plain
/// texts (words) and asset paths. Patterns are JSON Pointers where `*` stands for any array
/// element or object member; they are split once, when the layout is made.
public struct ContentLayout: Sendable {
    public let ids: [String]
    public let localizedTexts: [String]
    public let plainTexts: [String]
    /// The root member naming the locale the plain texts are written in (an anagram list's
    /// "locale"), so that the text rules check a word list's words as they check a riddle's text.
    public let plainTextLocale: String?
    public let assets: [AssetField]
    /// The root member listing the locales the file's localised texts must have (a file of app
    /// texts for one app of the pack), in place of the pack's; nil: the pack's.
    public let fileLocales: String?
    /// Whether the localised texts hold named placeholders (`{count}`): the text rules then
    /// read each placeholder as digits, so a name written in Latin letters is no word of the text.
    public let placeholders: Bool
    let idTokens: [[String]]
    let localizedTextTokens: [[String]]
    let plainTextTokens: [[String]]

    package init(ids: [String] = [], localizedTexts: [String] = [], plainTexts: [String] = [], plainTextLocale: String? = nil, assets: [AssetField] = [],
                 fileLocales: String? = nil, placeholders: Bool = false) {
        self.fileLocales = fileLocales
        self.placeholders = placeholders
        self.ids = ids
        self.localizedTexts = localizedTexts
        self.plainTexts = plainTexts
        self.plainTextLocale = plainTextLocale
        self.assets = assets
        idTokens = ids.map(PointerPattern.tokens)
        localizedTextTokens = localizedTexts.map(PointerPattern.tokens)
        plainTextTokens = plainTexts.map(PointerPattern.tokens)
    }
}

/// A member of a kind that names a picture or a sound: where it is, which file types it takes, and what
/// the builder does with it.
public struct AssetField: Sendable {
    /// The file types the builder reads: pictures, and sounds (`sounds` files' fields only).
    public enum FileType: String, Sendable, CaseIterable {
        case png, svg, wav, caf, flac, ogg, oga, mp3

        /// `.png`, `.svg`, `.wav` …
        public var fileExtension: String { "." + rawValue }

        /// Whether it is a sound's type (decoded through libsndfile, never as a picture).
        public var isSound: Bool { !Self.pictures.contains(self) }

        /// The picture types: what a field takes unless it says otherwise.
        public static let pictures: [FileType] = [.png, .svg]
        /// The sound types (WAV, CAF, FLAC, Ogg Vorbis as .ogg or .oga, MP3).
        public static let sounds: [FileType] = allCases.filter(\.isSound)

        /// The type a path's extension names (lower case only), if it is one we read.
        public static func of(_ path: String) -> FileType? { allCases.first { path.hasSuffix($0.fileExtension) } }
    }

    public let pattern: String
    /// What the field is, in messages ("the jigsaw's picture").
    public let role: String
    public let accepts: [FileType]
    /// The bundle also gets a PNG of each SVG this field names (`<path>.svg.png`), for runtimes
    /// that do not draw SVG.
    public let drawnBeside: Bool
    let tokens: [String]

    package init(_ pattern: String, role: String, accepts: [FileType] = FileType.pictures, drawnBeside: Bool = false) {
        self.pattern = pattern
        self.role = role
        self.accepts = accepts
        self.drawnBeside = drawnBeside
        tokens = PointerPattern.tokens(pattern)
    }
}

extension JSONNode {
    /// Every node a pointer pattern (`/items/*/id`) names, in document order.
    public func nodes(matching pattern: String) -> [JSONNode] {
        nodes(matching: PointerPattern.tokens(pattern))
    }

    func nodes(matching tokens: [String]) -> [JSONNode] {
        var found: [JSONNode] = []
        collect(tokens[...], into: &found)
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

/// A pointer pattern split into its tokens.
enum PointerPattern {
    static func tokens(_ pattern: String) -> [String] {
        pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
    }
}
