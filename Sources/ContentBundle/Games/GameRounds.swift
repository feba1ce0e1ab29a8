import Foundation

/// The rounds the builder generated for a game (`games/<id>/rounds.json`), made the same way on
/// every machine from the game's seed: for each difficulty level, `plays` ready-made plays per
/// variant (a card category, an anagram list's locale), each with one round per entry of the
/// level's `rounds`, no round repeated within the level.
public struct GameRounds: Codable, Sendable, Equatable {
    /// The game's id (`GameTable.id`).
    public var game: String
    /// The generated plays of each difficulty level, in level order.
    public var levels: [Level]

    /// Rounds as given (the builder's and tests'; apps read them with `ContentBundle.rounds(of:)`).
    public init(game: String, levels: [Level]) {
        self.game = game
        self.levels = levels
    }

    /// The plays of one difficulty level.
    public struct Level: Codable, Sendable, Equatable {
        /// The difficulty level's number (`DifficultyLevel.level`, 1 … 10).
        public var level: Int
        /// Ready-made plays: pick one at random (or by `variant`) when the player starts the level.
        public var plays: [Play]

        /// A level's plays as given (the builder's and tests').
        public init(level: Int, plays: [Play]) {
            self.level = level
            self.plays = plays
        }
    }

    /// One play of a level: a round for each entry of the level's `rounds`, in order, and the
    /// fresh rounds a mistake calls for.
    public struct Play: Codable, Sendable, Equatable {
        /// The card category or anagram locale this play is for; nil where the game has one.
        public var variant: String?
        /// One round per entry of the difficulty level's `rounds`, in playing order.
        public var rounds: [GameRound]
        /// Fresh rounds for the places a mistake sends the player back over (`LevelPlay` serves
        /// them in order, each for a round of its game level): none of them is among `rounds` or
        /// repeats another, so a round played again after a mistake is one the player has not
        /// seen in this play. Empty in a game whose mistakes replay nothing.
        public var spares: [Spare]

        /// A play as given (the builder's and tests').
        public init(variant: String?, rounds: [GameRound], spares: [Spare] = []) {
            self.variant = variant
            self.rounds = rounds
            self.spares = spares
        }

        private enum CodingKeys: String, CodingKey { case variant, rounds, spares }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            variant = try container.decodeIfPresent(String.self, forKey: .variant)
            rounds = try container.decode([GameRound].self, forKey: .rounds)
            // why: bundles of format 1 written before spares existed have none
            spares = try container.decodeIfPresent([Spare].self, forKey: .spares) ?? []
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(variant, forKey: .variant)
            try container.encode(rounds, forKey: .rounds)
            if !spares.isEmpty { try container.encode(spares, forKey: .spares) }
        }
    }

    /// A fresh round kept for a replay after a mistake: the game level it is made from, and the round.
    public struct Spare: Codable, Sendable, Equatable {
        /// The game level (`GameLevel.level`) the round is made from; it replaces a round of this game level.
        public var gameLevel: Int
        /// The round.
        public var round: GameRound

        /// A spare as given (the builder's and tests').
        public init(gameLevel: Int, round: GameRound) {
            self.gameLevel = gameLevel
            self.round = round
        }
    }

    /// The plays of a difficulty level (for a variant, when given).
    public func plays(level: Int, variant: String? = nil) -> [Play] {
        (levels.first { $0.level == level }?.plays ?? []).filter { variant == nil || $0.variant == variant }
    }

    /// Why these rounds cannot be played with `table` (nil when they can): every play of a level
    /// has its level's count of rounds, each of the game's type and within what it stands for
    /// (numbers 1 … N on the board, a full grid of cards, four anagram options with the key
    /// among them, 2 to 4 operands).
    func problem(for table: GameTable) -> String? {
        let expected = BuiltInGame(rawValue: table.type)
        for level in levels {
            guard let difficulty = table.level(level.level) else { return "level \(level.level) is not a level of game \(table.id)" }
            for play in level.plays {
                guard play.rounds.count == difficulty.rounds.count else {
                    return "a play of level \(level.level) has \(play.rounds.count) rounds, not \(difficulty.rounds.count)"
                }
                for round in play.rounds + play.spares.map(\.round) {
                    if let problem = round.problem(game: expected) { return "level \(level.level): \(problem)" }
                }
                if let spare = play.spares.first(where: { !difficulty.rounds.contains($0.gameLevel) }) {
                    return "a spare round of level \(level.level) is of game level \(spare.gameLevel), which the level does not play"
                }
            }
        }
        return nil
    }
}

extension GameRound {
    /// Why the round cannot be played in a game of type `game` (nil when it can).
    func problem(game: BuiltInGame?) -> String? {
        switch self {
        case .mathCheck(let example):
            guard game == .mathCheck, (2...4).contains(example.operands.count) else { return "a math-check round with \(example.operands.count) operands" }
        case .numberOrder(let board):
            guard game == .numberOrder, board.board.count == 2, board.board.allSatisfy({ (1...4000).contains($0) }),
                  (1...100).contains(board.numbers.count),
                  board.numbers.enumerated().allSatisfy({ $0.element.number == $0.offset + 1 && (1...400).contains($0.element.fontSize) })
            else { return "a number-order board that is not the numbers 1 … N (at most 100) on a board of at most 4000 points" }
            if let grid = board.grid {
                let tiles = board.numbers.compactMap { number in
                    number.row.flatMap { row in number.column.map { row * grid.columns + $0 } }
                }
                guard tiles.count == board.numbers.count, board.numbers.allSatisfy({ (0..<grid.rows).contains($0.row ?? -1) && (0..<grid.columns).contains($0.column ?? -1) }),
                      Set(tiles).count == tiles.count
                else { return "a number-order board on a grid whose numbers do not each take a tile of their own" }
            }
        case .cards(let board):
            guard game?.isCardGame == true, board.cells.count == board.grid.cells else { return "a card board whose cells do not fill its grid" }
        case .anagram(let round):
            guard game == .anagram, round.options.count == 4, (0..<4).contains(round.answer) else { return "an anagram round without four options and its key among them" }
        }
        return nil
    }
}

/// One generated round, typed by its game.
public enum GameRound: Codable, Sendable, Equatable {
    case mathCheck(MathCheckExample)
    case numberOrder(NumberOrderBoard)
    case cards(CardBoard)
    case anagram(AnagramRoundsFile.Round)

    private enum CodingKeys: String, CodingKey { case mathCheck, numberOrder, cards, anagram }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a round has exactly one of mathCheck, numberOrder, cards, anagram"))
        }
        switch key {
        case .mathCheck: self = .mathCheck(try container.decode(MathCheckExample.self, forKey: key))
        case .numberOrder: self = .numberOrder(try container.decode(NumberOrderBoard.self, forKey: key))
        case .cards: self = .cards(try container.decode(CardBoard.self, forKey: key))
        case .anagram: self = .anagram(try container.decode(AnagramRoundsFile.Round.self, forKey: key))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .mathCheck(let value): try container.encode(value, forKey: .mathCheck)
        case .numberOrder(let value): try container.encode(value, forKey: .numberOrder)
        case .cards(let value): try container.encode(value, forKey: .cards)
        case .anagram(let value): try container.encode(value, forKey: .anagram)
        }
    }
}

/// A solved example shown to the player, who says whether it is right.
public struct MathCheckExample: Codable, Sendable, Equatable, Hashable {
    /// The operands, left to right.
    public var operands: [Int]
    /// The operation between every two operands.
    public var operation: MathOperation
    /// The result shown, right or wrong.
    public var shown: Int

    /// An example as given (the builder's and tests').
    public init(operands: [Int], operation: MathOperation, shown: Int) {
        self.operands = operands
        self.operation = operation
        self.shown = shown
    }

    /// The true result (nil only for an example no builder writes).
    public var result: Int? { operation.apply(to: operands) }

    /// Whether the shown result is right.
    public var isRight: Bool { result == shown }

    /// Whether the player's verdict ("right" when `saysRight`) is correct.
    public func check(saysRight: Bool) -> Bool { saysRight == isRight }

    /// The example as shown: `12 + 7 = 19`.
    public var text: String {
        operands.map { $0 < 0 ? "(\($0))" : String($0) }.joined(separator: " \(operation.rawValue) ") + " = \(shown)"
    }
}

/// Numbers 1 … N placed on the board to be tapped in order.
public struct NumberOrderBoard: Codable, Sendable, Equatable, Hashable {
    /// The board's size in points, `[width, height]`.
    public var board: [Int]
    /// The board's tiles, `[rows, columns]`, where the level lays numbers on a grid (each
    /// number then names its tile); nil where numbers lie freely.
    public var grid: GridSize?
    /// The numbers to tap, 1 … N, each with its place, size and colour.
    public var numbers: [PlacedNumber]

    /// A board as given (the builder's and tests').
    public init(board: [Int], grid: GridSize? = nil, numbers: [PlacedNumber]) {
        self.board = board
        self.grid = grid
        self.numbers = numbers
    }

    /// One number on the board.
    public struct PlacedNumber: Codable, Sendable, Equatable, Hashable {
        /// The number shown (1-based: the first to tap is 1).
        public var number: Int
        /// Centre, in points from the board's top-left corner.
        public var x: Int
        /// Centre's distance from the board's top edge, in points.
        public var y: Int
        /// The number's font size, in points.
        public var fontSize: Int
        /// A colour of the game's palette (`#rrggbb`).
        public var color: String
        /// The tile's row (0-based, from the top) on a board with a grid; nil otherwise.
        public var row: Int?
        /// The tile's column (0-based, from the left) on a board with a grid; nil otherwise.
        public var column: Int?

        /// A placed number as given (the builder's and tests').
        public init(number: Int, x: Int, y: Int, fontSize: Int, color: String, row: Int? = nil, column: Int? = nil) {
            self.number = number
            self.x = x
            self.y = y
            self.fontSize = fontSize
            self.color = color
            self.row = row
            self.column = column
        }
    }

    /// Whether the taps (numbers, in the order tapped) are 1, 2, 3 … up to the board's count.
    public func check(taps: [Int]) -> Bool {
        taps.count == numbers.count && taps.enumerated().allSatisfy { $0.element == $0.offset + 1 }
    }
}

/// Face-down cards: which picture lies in each cell, row by row (nil for an empty cell).
public struct CardBoard: Codable, Sendable, Equatable, Hashable {
    /// The memory-set category the cards come from; nil when boards mix every set.
    public var category: String?
    /// The board's rows and columns; `cells` has `grid.cells` entries.
    public var grid: GridSize
    /// Bundle paths of the cards' pictures, one per cell, row by row; nil where no card lies.
    public var cells: [String?]

    /// A board as given (the builder's and tests').
    public init(category: String?, grid: GridSize, cells: [String?]) {
        self.category = category
        self.grid = grid
        self.cells = cells
    }

    /// Whether two cells (0-based, row by row) hold the same picture: a pair found.
    public func isPair(_ first: Int, _ second: Int) -> Bool {
        guard first != second, cells.indices.contains(first), cells.indices.contains(second), let card = cells[first] else { return false }
        return cells[second] == card
    }
}
