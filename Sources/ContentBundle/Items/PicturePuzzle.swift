/// A puzzle of the brain-training app: a question picture and 4-8 option pictures, one of them
/// right. Pictured puzzles name the pack's pictures; described ones (paper folding, view from
/// above, arithmetic picture) carry their description and the builder's drawings.
public struct PicturePuzzle: BundleItem, Identifiable {
    /// `ContentKind.picturePuzzles`.
    public static let kind = ContentKind.picturePuzzles

    /// The six puzzle kinds of the app.
    public enum PuzzleType: String, Codable, Sendable, CaseIterable {
        case pattern, viewFromAbove = "view-from-above", paperFolding = "paper-folding"
        case mathPicture = "math-picture", completion, analogy
    }

    /// An option as written: a picture, or (described puzzles) the unfolded sheet's holes, the
    /// grid seen from above or (arithmetic pictures) a number.
    public enum Option: Codable, Sendable, Equatable {
        case picture(String)
        case holes([[Int]])
        case top([[Int]])
        case number(Double)

        private enum Keys: String, CodingKey { case holes, top }

        public init(from decoder: Decoder) throws {
            if let path = try? decoder.singleValueContainer().decode(String.self) {
                self = .picture(path)
                return
            }
            if let number = try? decoder.singleValueContainer().decode(Double.self) {
                self = .number(number)
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
            case .number(let number):
                var container = encoder.singleValueContainer()
                try container.encode(number)
            }
        }
    }

    /// A paper folding as described: sheet size, folds in order, holes punched in the folded sheet.
    public struct Fold: Codable, Sendable, Equatable {
        /// The square sheet's side, in cells.
        public var size: Int
        /// The folds, in order, each in half: `left-over-right`, `right-over-left`, `top-over-bottom`,
        /// `bottom-over-top`.
        public var folds: [String]
        /// The cells punched through the folded sheet, `[column, row]`, 0-based from its top-left
        /// corner as the player sees it.
        public var holes: [[Int]]
    }

    /// A cell of an arithmetic picture's row.
    public enum ArithmeticCell: Codable, Sendable, Equatable {
        /// A number shown as digits.
        case number(Double)
        /// An operator as written (`+`, `−` or `-`, `×` or `*`, `÷` or `/`), `=`, or `?` for the missing cell.
        case symbol(String)
        /// A group of `count` figures (`apple`, `ball`, `cube`, `heart`, `star`), each counting one.
        case figures(count: Int, figure: String)

        private enum Keys: String, CodingKey { case count, figure }

        public init(from decoder: Decoder) throws {
            if let number = try? decoder.singleValueContainer().decode(Double.self) {
                self = .number(number)
            } else if let text = try? decoder.singleValueContainer().decode(String.self) {
                self = .symbol(text)
            } else {
                let container = try decoder.container(keyedBy: Keys.self)
                self = .figures(count: try container.decode(Int.self, forKey: .count), figure: try container.decode(String.self, forKey: .figure))
            }
        }

        public func encode(to encoder: Encoder) throws {
            switch self {
            case .number(let number):
                var container = encoder.singleValueContainer()
                try container.encode(number)
            case .symbol(let text):
                var container = encoder.singleValueContainer()
                try container.encode(text)
            case .figures(let count, let figure):
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(count, forKey: .count)
                try container.encode(figure, forKey: .figure)
            }
        }
    }

    /// The item's id: unique in the pack, stable across releases (store players' results against it).
    public var id: String
    /// Which of the six puzzle kinds this is.
    public var type: PuzzleType
    /// Difficulty, 1 (easiest) to 10.
    public var difficulty: Int
    /// `true` for content behind the paywall; nil or `false` for free content.
    public var premium: Bool?
    /// The question by locale.
    public var question: LocalizedText
    /// Why the answer is right, by locale, when the pack gives it.
    public var explanation: LocalizedText?
    /// The question's picture (the pack's, or the builder's drawing of a described puzzle).
    public var image: String
    /// The options, in the order to show them; `answer` indexes them.
    public var options: [Option]
    /// Described puzzles: the builder's drawing of each option.
    public var optionImages: [String]?
    /// Paper foldings: the sheet, its folds and holes.
    public var fold: Fold?
    /// Views from above: the unit cubes [column, row, level], the grid and what the options show.
    public var blocks: [[Int]]?
    /// Arithmetic pictures: the rows (numbers, operators, one `=` each, groups of figures), one
    /// cell in all of them `?`; the options are numbers and lint proved exactly one fits.
    public var arithmetic: [[ArithmeticCell]]?
    /// Views from above: the grid the options show, `[columns, rows]`.
    public var grid: [Int]?
    /// Views from above: `heights` (each cell's height) or `occupancy` (covered or not, the default).
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
    public var picturePuzzles: [PicturePuzzle] { get throws { try items(PicturePuzzle.self) } }
}

extension PicturePuzzle: AnswerKeyed {
    /// Each puzzle's key: the 0-based index of the right option.
    static func answerEntries(of puzzles: [PicturePuzzle], stored: StoredAnswers) -> [(String, AnswerEntry)] {
        puzzles.map { ($0.id, stored.option($0.id, embedded: $0.answer, options: $0.options.count)) }
    }
}
