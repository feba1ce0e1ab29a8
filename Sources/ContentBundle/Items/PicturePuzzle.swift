/// A puzzle of the brain-training app: a question picture and 4-8 option pictures, one of them
/// right. Pictured puzzles name the pack's pictures; described ones (paper folding, view from
/// above) carry their description and the builder's drawings.
public struct PicturePuzzle: BundleItem, Identifiable {
    public static let kind = ContentKind.picturePuzzles

    /// The six puzzle kinds of the app.
    public enum PuzzleType: String, Codable, Sendable, CaseIterable {
        case pattern, viewFromAbove = "view-from-above", paperFolding = "paper-folding"
        case mathPicture = "math-picture", completion, analogy
    }

    /// An option as written: a picture, or (described puzzles) the unfolded sheet's holes or the
    /// grid seen from above.
    public enum Option: Codable, Sendable, Equatable {
        case picture(String)
        case holes([[Int]])
        case top([[Int]])

        private enum Keys: String, CodingKey { case holes, top }

        public init(from decoder: Decoder) throws {
            if let path = try? decoder.singleValueContainer().decode(String.self) {
                self = .picture(path)
                return
            }
            let container = try decoder.container(keyedBy: Keys.self)
            if let holes = try container.decodeIfPresent([[Int]].self, forKey: .holes) { self = .holes(holes) } else {
                self = .top(try container.decode([[Int]].self, forKey: .top))
            }
        }

        public func encode(to encoder: Encoder) throws {
            switch self {
            case .picture(let path):
                var container = encoder.singleValueContainer()
                try container.encode(path)
            case .holes(let holes):
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(holes, forKey: .holes)
            case .top(let top):
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(top, forKey: .top)
            }
        }
    }

    /// A paper folding as described: sheet size, folds in order, holes punched in the folded sheet.
    public struct Fold: Codable, Sendable, Equatable {
        public var size: Int
        public var folds: [String]
        public var holes: [[Int]]
    }

    public var id: String
    public var type: PuzzleType
    public var difficulty: Int
    public var premium: Bool?
    public var question: LocalizedText
    public var explanation: LocalizedText?
    /// The question's picture (the pack's, or the builder's drawing of a described puzzle).
    public var image: String
    public var options: [Option]
    /// Described puzzles: the builder's drawing of each option.
    public var optionImages: [String]?
    public var fold: Fold?
    /// Views from above: the unit cubes [column, row, level], the grid and what the options show.
    public var blocks: [[Int]]?
    public var grid: [Int]?
    public var view: String?
    /// Embedded packs only: 0-based index into `options`.
    public var answer: Int?

    /// One picture per option, in order, whichever form the puzzle has.
    public var optionPictures: [String] {
        optionImages ?? options.map { option in
            if case .picture(let path) = option { return path }
            return ""
        }
    }
}

extension ContentKind {
    /// `"kind": "picture-puzzles"`.
    public static let picturePuzzles = ContentKind("picture-puzzles")
}

extension ContentBundle {
    /// The bundle's picture puzzles, in pack order.
    public var picturePuzzles: [PicturePuzzle] { items(PicturePuzzle.self) }
}

extension PicturePuzzle: AnswerKeyed {
    /// Each puzzle's key: the 0-based index of the right option.
    static func answerEntries(of puzzles: [PicturePuzzle], stored: StoredAnswers) -> [(String, AnswerEntry)] {
        puzzles.map { ($0.id, stored.option($0.id, embedded: $0.answer, options: $0.options.count)) }
    }
}
