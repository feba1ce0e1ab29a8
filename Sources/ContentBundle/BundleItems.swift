/// Typed items of every kind, as `items/<kind>.json` holds them (answers are there only when the
/// pack embeds them; see `ContentBundle.check`).
public typealias LocalizedText = [String: String]

public struct Riddle: Codable, Sendable, Equatable {
    public var id: String
    public var difficulty: Int
    public var premium: Bool?
    public var text: LocalizedText
    public var hint: LocalizedText?
    /// Accepted answers per locale (embedded packs only).
    public var answers: [String: [String]]?
    /// Salted hashes of the normalised accepted answers (hashed packs only).
    public var answerHashes: AnswerHashes?
}

/// `{"salt": "...", "sha256": {"en": ["hex", ...]}}`: see `AnswerNormalizer.hash`.
public struct AnswerHashes: Codable, Sendable, Equatable {
    public var salt: String
    public var sha256: [String: [String]]
}

public struct NumberSeriesItem: Codable, Sendable, Equatable {
    public var id: String
    public var difficulty: Int
    public var premium: Bool?
    public var terms: [Int]
    public var choices: [Int]
    public var explanation: LocalizedText?
    /// Embedded packs only.
    public var answer: Int?
    public var rule: String?
}

public struct MatrixSeries: Codable, Sendable, Equatable {
    public var id: String
    public var title: LocalizedText
    public var timeLimitSeconds: Int
    public var premium: Bool?
    public var items: [MatrixItem]
}

public struct MatrixItem: Codable, Sendable, Equatable {
    public var id: String
    public var difficulty: Int
    public var premium: Bool?
    /// `rendered` or `pictured`.
    public var form: String
    public var layout: String?
    public var components: [MatrixComponentRules]?
    public var panels: [MatrixPanel]
    public var options: [MatrixPanel]
    /// Embedded packs only: 0-based index into `options`.
    public var answer: Int?
    /// Rendered items: bundle paths of the drawn panels and options (PNG; an SVG beside each).
    public var panelImages: [String]?
    public var optionImages: [String]?
}

public struct MatrixComponentRules: Codable, Sendable, Equatable {
    /// Attribute group (`number`, `position`, `type`, `size`, `color`) to rule name and parameters.
    public var rules: [String: [String: [String: RuleParameter]]]
}

/// A rule parameter: a step (number) or an operation name.
public enum RuleParameter: Codable, Sendable, Equatable {
    case number(Int)
    case text(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) { self = .number(number) } else { self = .text(try container.decode(String.self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        }
    }
}

/// A panel: components with entities (rendered) or a picture path (pictured).
public enum MatrixPanel: Codable, Sendable, Equatable {
    case rendered([MatrixComponentState])
    case picture(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let path = try? container.decode(String.self) { self = .picture(path) } else {
            self = .rendered(try container.decode([MatrixComponentState].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .rendered(let components): try container.encode(components)
        case .picture(let path): try container.encode(path)
        }
    }
}

public struct MatrixComponentState: Codable, Sendable, Equatable {
    public var entities: [MatrixEntity]
}

public struct MatrixEntity: Codable, Sendable, Equatable {
    public var type: String
    public var size: Int
    public var color: Int
    public var angle: Int?
    public var slot: Int
}

public struct Equation: Codable, Sendable, Equatable {
    public var id: String
    public var difficulty: Int
    public var premium: Bool?
    public var symbols: [String: String]
    public var equations: [String]
    public var question: String
    public var choices: [Double]
    /// Embedded packs only.
    public var answer: Double?
}

public struct AnagramList: Codable, Sendable, Equatable {
    public var locale: String
    public var confusables: [String: [String]]
    public var seed: Int?
    public var levels: [Level]
    /// Bundle path of the generated rounds (`AnagramRoundsFile`).
    public var rounds: String?

    public struct Level: Codable, Sendable, Equatable {
        public var level: Int
        public var wordLength: [Int]
        public var substitutions: Int
        public var words: [String]
    }
}

public struct Jigsaw: Codable, Sendable, Equatable {
    public var id: String
    public var title: LocalizedText?
    public var image: String
    public var rows: Int
    public var columns: Int
    public var cut: Cut
    public var difficulty: Int
    public var premium: Bool?
    /// Bundle path of the pieces' description (`JigsawPieces`).
    public var pieces: String?
    /// Bundle path of an SVG of every cut line (previews, hints).
    public var outline: String?

    public struct Cut: Codable, Sendable, Equatable {
        public var style: String
        public var seed: Int
        public var tabSize: Double?
        public var jitter: Double?
    }
}

/// The rounds the builder generated for an anagram list (`anagrams/<locale>/rounds.json`): per
/// level and word, four options (one true anagram, three look-alike distractors) and the index
/// of the anagram.
public struct AnagramRoundsFile: Codable, Sendable, Equatable {
    public var locale: String
    public var levels: [Level]

    public struct Level: Codable, Sendable, Equatable {
        public var level: Int
        public var rounds: [Round]
    }

    public struct Round: Codable, Sendable, Equatable {
        public var word: String
        public var options: [String]
        public var answer: Int
    }
}

/// A jigsaw's cut pieces (`jigsaw/<id>/pieces.json`): the picture's size and grid, and per piece
/// its PNG and where it goes.
public struct JigsawPieces: Codable, Sendable, Equatable {
    public var id: String
    public var width: Int
    public var height: Int
    public var rows: Int
    public var columns: Int
    public var pieces: [Piece]

    public struct Piece: Codable, Sendable, Equatable {
        public var id: String
        public var row: Int
        public var column: Int
        /// Bundle path of the piece's PNG (8-bit RGBA, straight alpha).
        public var file: String
        /// The piece's box in the picture: its PNG drawn at (x, y) is in its solved place.
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
        /// Neighbour piece ids by side (`top`, `right`, `bottom`, `left`); nil on the border.
        public var neighbours: [String: String?]
        /// Edge kinds by side: `flat` (border), `tab` (sticks out), `blank` (takes a tab).
        public var edges: [String: String]
        /// The outline as SVG path data, in picture pixels.
        public var outline: String
    }
}

public struct DotsPicture: Codable, Sendable, Equatable {
    public var id: String
    public var title: LocalizedText?
    public var svg: String
    public var path: String
    public var dots: Int?
    public var start: Double?
    public var reveal: String
    public var difficulty: Int
    public var premium: Bool?
    /// Bundle paths of the placed dots (`DotsLayoutFile`), the faint line art and the coloured picture.
    public var layout: String?
    public var outlineImage: String?
    public var revealImage: String?
}

/// `dots/<id>/dots.json`: the dots in order, with their number labels' centres; coordinates are
/// fractions of the picture's width (x) and height (y).
public struct DotsLayoutFile: Codable, Sendable, Equatable {
    public var id: String
    /// Width over height.
    public var aspect: Double
    public var closed: Bool
    /// Dot radius and label height, as fractions of the width.
    public var dotRadius: Double
    public var labelHeight: Double
    public var dots: [Dot]

    public struct Dot: Codable, Sendable, Equatable {
        public var number: Int
        public var x: Double
        public var y: Double
        public var label: Position?
    }

    public struct Position: Codable, Sendable, Equatable {
        public var x: Double
        public var y: Double
    }
}

public struct MemorySet: Codable, Sendable, Equatable {
    public var id: String
    public var title: LocalizedText
    public var grid: [Int]
    public var cardSize: Int?
    public var cards: [String]
    /// Bundle paths of the cards drawn onto their squares (`memory/<set>/<card>.png`), in the
    /// order of `cards`.
    public var cardImages: [String]?
    public var premium: Bool?
}

public struct TapSequence: Codable, Sendable, Equatable {
    public var id: String
    public var difficulty: Int?
    public var premium: Bool?
    public var symbols: [String]
    public var order: [String]
    public var maxLength: Int?
    public var attempts: Int?
}

public struct SlideShow: Codable, Sendable, Equatable {
    public var game: String
    public var slides: [Slide]

    public struct Slide: Codable, Sendable, Equatable {
        public var image: String
        public var text: LocalizedText
    }
}

/// `items/<kind>.json`: `{"kind": "...", "items": [...]}`.
struct ItemsFile<Item: Codable>: Codable {
    var kind: String
    var items: [Item]
}
