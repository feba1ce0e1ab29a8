import Foundation

/// A game level: one configuration rounds are made from, its parameters typed by the game type.
public struct GameLevel: Sendable, Equatable, Identifiable, Encodable {
    /// The game level's number, as difficulty levels name it in their `rounds` (1-based).
    public var level: Int
    /// What rounds of this level are made of, typed by the game type.
    public var parameters: GameParameters

    /// The level's number (`level`).
    public var id: Int { level }

    /// A game level as given (the builder's and tests').
    public init(level: Int, parameters: GameParameters) {
        self.level = level
        self.parameters = parameters
    }

    /// The level as `type` defines it; a type the runtime does not know keeps its parameters as
    /// JSON for the app to decode (`GameParameters.custom`).
    init(from decoder: Decoder, type: String) throws {
        // why: a custom level in a bundle is read from the runtime's own reading of tables.json,
        // never through a keyed container (which builds a dictionary of every key it holds)
        if BuiltInGame(rawValue: type) == nil, let source = decoder.userInfo[CustomLevelSource.key] as? CustomLevelSource {
            guard let value = try source.value(at: decoder.codingPath), case .object(let members) = value,
                  case .number(let number)? = members["level"], let level = Int(exactly: number) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a game level without a whole \"level\""))
            }
            self.level = level
            parameters = .custom(CustomLevel(value: value))
            return
        }
        let keys = try decoder.container(keyedBy: LevelKey.self)
        level = try keys.decode(Int.self, forKey: LevelKey(stringValue: "level")!)
        switch BuiltInGame(rawValue: type) {
        case .findPair, .kidsMemory: parameters = .cards(try CardLevel(from: decoder))
        case .anagram: parameters = .anagram(try AnagramLevel(from: decoder))
        case .numberOrder: parameters = .numberOrder(try NumberOrderLevel(from: decoder))
        case .mathCheck: parameters = .mathCheck(try MathCheckLevel(from: decoder))
        case nil: parameters = .custom(try CustomLevel(from: decoder))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var keys = encoder.container(keyedBy: LevelKey.self)
        try keys.encode(level, forKey: LevelKey(stringValue: "level")!)
        switch parameters {
        case .cards(let value): try value.encode(to: encoder)
        case .anagram(let value): try value.encode(to: encoder)
        case .numberOrder(let value): try value.encode(to: encoder)
        case .mathCheck(let value): try value.encode(to: encoder)
        case .custom(let value): try value.encode(to: encoder)
        }
    }

    /// Points one round of this level is worth when played without a mistake.
    public var pointsPerRound: Int {
        switch parameters {
        case .cards(let cards): Int.multiplied(cards.pointsPerPair, cards.pairs) ?? .max
        case .anagram(let level): level.pointsPerRound
        case .numberOrder(let level): level.pointsPerRound
        case .mathCheck(let level): level.pointsPerRound
        case .custom(let level): level.pointsPerRound ?? 0
        }
    }

    /// The schema's bounds of a level's points.
    static let points = 0...100_000

    /// Why the level's parameters are outside what the games file allows (nil when they are
    /// not): `open` refuses such a table, so a play never computes with them.
    func problem() -> String? {
        let bad: String?
        switch parameters {
        case .cards(let cards):
            bad = Self.points.contains(cards.pointsPerPair) && cards.pairs >= 1 && cards.pairs <= cards.grid.cells / 2
                && (0...60).contains(cards.showSeconds) && (cards.mistakesAllowed.map { (1...20).contains($0) } ?? true)
                ? nil : "pairs, points, shown time or mistakes allowed"
        case .anagram(let level):
            bad = Self.points.contains(level.pointsPerRound) && (1...5).contains(level.substitutions) && level.wordLength.low >= 1 ? nil : "points, substitutions or word length"
        case .numberOrder(let level):
            bad = Self.points.contains(level.pointsPerRound) && (2...100).contains(level.count) && (1...12).contains(level.colors)
                && (4...400).contains(level.fontSize.low) && (4...400).contains(level.fontSize.high)
                && (level.grid.map { level.count <= $0.cells } ?? true) ? nil : "points, count (at most the grid's tiles), colours or font sizes"
        case .mathCheck(let level):
            let bound = -1_000_000_000...1_000_000_000
            bad = Self.points.contains(level.pointsPerRound) && (2...4).contains(level.operands.count) && !level.operations.isEmpty
                && level.operands.allSatisfy({ bound.contains($0.low) && bound.contains($0.high) })
                && level.wrongShare.isFinite && (0...1).contains(level.wrongShare) ? nil : "points, operands, operations or wrong share"
        case .custom(let level):
            bad = level.pointsPerRound.map(Self.points.contains) ?? true ? nil : "points"
        }
        return bad.map { "game level \(level) has \($0) outside the games file's bounds" }
    }

    /// Points a mistake puts at stake: the round's points, or one pair's in a card game.
    public var pointsAtStake: Int {
        if case .cards(let cards) = parameters { return cards.pointsPerPair }
        return pointsPerRound
    }
}

private struct LevelKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The game types the toolchain knows: their levels are typed and the builder generates their
/// rounds. Other types are declared by the pack (`GameParameters.custom`).
public enum BuiltInGame: String, CaseIterable, Sendable {
    case findPair = "find-pair"
    /// The kids' memory game (4x4, cards shown first, a mistake limit).
    case kidsMemory = "memory"
    case anagram
    case numberOrder = "number-order"
    case mathCheck = "math-check"

    /// A board of cards to match in pairs.
    public var isCardGame: Bool { self == .findPair || self == .kidsMemory }

    /// Whether a mistake shows the round's answer (one answer per round: anagram, math-check),
    /// which spends the round: it is never served again in the same play.
    public var mistakeShowsAnswer: Bool { self == .anagram || self == .mathCheck }

    /// Whether the game's rounds are words of a locale's word list (anagram), so that it can be
    /// played only in the locales the pack has a list for.
    public var playsWords: Bool { self == .anagram }
}

/// A game level's parameters, one case per game type the runtime knows.
public enum GameParameters: Sendable, Equatable {
    /// find-pair and the kids' memory game.
    case cards(CardLevel)
    case anagram(AnagramLevel)
    case numberOrder(NumberOrderLevel)
    case mathCheck(MathCheckLevel)
    /// A game type the pack declares: its parameters as the pack wrote them.
    case custom(CustomLevel)
}

/// A board of face-down cards to match in pairs (find-pair, memory).
public struct CardLevel: Codable, Sendable, Equatable {
    /// The board's rows and columns.
    public var grid: GridSize
    /// How many pairs of cards the board holds (at most half its cells).
    public var pairs: Int
    /// How long the board is shown open before the cards turn.
    public var showSeconds: Int
    /// Points for each pair found.
    public var pointsPerPair: Int
    /// The mistake that ends the game (the third, for 3); nil for no limit.
    public var mistakesAllowed: Int?

    /// A card level as given (the builder's and tests').
    public init(grid: GridSize, pairs: Int, showSeconds: Int, pointsPerPair: Int, mistakesAllowed: Int? = nil) {
        self.grid = grid
        self.pairs = pairs
        self.showSeconds = showSeconds
        self.pointsPerPair = pointsPerPair
        self.mistakesAllowed = mistakesAllowed
    }
}

/// Find the anagram of a word among four options.
public struct AnagramLevel: Codable, Sendable, Equatable {
    /// Shortest and longest word of the level, in letters.
    public var wordLength: IntRange
    /// Letters replaced by look-alikes in each wrong option.
    public var substitutions: Int
    /// Points for a round answered right.
    public var pointsPerRound: Int
}

/// Tap 1 … count in order.
public struct NumberOrderLevel: Codable, Sendable, Equatable {
    /// How many numbers the board shows (1 … count).
    public var count: Int
    /// The board as a grid of equal tiles, one number per tile; nil where numbers lie freely.
    public var grid: GridSize?
    /// Smallest and largest font size in points.
    public var fontSize: IntRange
    /// How many of the game's palette colours the numbers are drawn in.
    public var colors: Int
    /// Points for a board tapped in order.
    public var pointsPerRound: Int
}

/// Is the shown solved example right or wrong.
public struct MathCheckLevel: Codable, Sendable, Equatable {
    /// The range of each operand, left to right.
    public var operands: [IntRange]
    /// The operations examples use (one picked per example).
    public var operations: [MathOperation]
    /// The range every result (true and shown) stays in; nil for any.
    public var results: IntRange?
    /// Share of examples shown with a wrong result.
    public var wrongShare: Double
    /// Points for a right verdict.
    public var pointsPerRound: Int
}

/// An arithmetic operation of math-check.
public enum MathOperation: String, Codable, Sendable, CaseIterable {
    case add = "+", subtract = "-", multiply = "*", divide = "/"

    /// The operands combined left to right (`a - b - c` is `(a - b) - c`), or nil when a step
    /// overflows or does not divide evenly.
    public func apply(to operands: [Int]) -> Int? {
        guard var value = operands.first else { return nil }
        for operand in operands.dropFirst() {
            guard let next = apply(value, operand) else { return nil }
            value = next
        }
        return value
    }

    /// The exact result, or nil when it overflows or (division) does not divide evenly.
    public func apply(_ left: Int, _ right: Int) -> Int? {
        switch self {
        case .add: let (value, overflow) = left.addingReportingOverflow(right); return overflow ? nil : value
        case .subtract: let (value, overflow) = left.subtractingReportingOverflow(right); return overflow ? nil : value
        case .multiply: let (value, overflow) = left.multipliedReportingOverflow(by: right); return overflow ? nil : value
        case .divide:
            guard right != 0, !(left == Int.min && right == -1), left % right == 0 else { return nil }
            return left / right
        }
    }
}

/// The parameters of a game level of a type the pack declares, as JSON the app decodes into its
/// own type (`try level.decode(SpotTheDifference.self)`).
public struct CustomLevel: Codable, Sendable, Equatable {
    /// The level's JSON object, `level` included (keys sorted, no white space).
    public let json: Data

    /// The level's `pointsPerRound`, when it has one (the play's scoring reads it).
    public let pointsPerRound: Int?

    /// The level from its JSON value, as the runtime's own reader read it.
    init(value: JSONValue) {
        json = Data(value.canonicalText.utf8)
        if case .object(let members) = value, case .number(let points)? = members["pointsPerRound"] {
            pointsPerRound = Int(exactly: points)
        } else {
            pointsPerRound = nil
        }
    }

    /// The parameters decoded into the app's own type for this game.
    ///
    /// - Throws: the `DecodingError` of `JSONDecoder` when the JSON does not fit `T`.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: json)
    }

    /// The level from a bundle's tables.json: read by the runtime's own JSON reader from the
    /// file's bytes (`CustomLevelSource`, put in the decoder's `userInfo` by `open`), at the
    /// decoder's coding path. Other decoders fall back to `JSONValue`'s type-by-type tries.
    public init(from decoder: Decoder) throws {
        if let source = decoder.userInfo[CustomLevelSource.key] as? CustomLevelSource {
            guard let value = try source.value(at: decoder.codingPath) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a custom game level that is not a JSON object"))
            }
            self.init(value: value)
        } else {
            self.init(value: try JSONValue(from: decoder))
        }
    }

    public func encode(to encoder: Encoder) throws {
        try BundleJSON.parse(json).encode(to: encoder)
    }
}

/// The bytes of a tables.json being decoded, read once by `BundleJSON` when the first custom
/// game level asks, so each custom level is found by its coding path in that one reading.
final class CustomLevelSource: @unchecked Sendable {
    static let key = CodingUserInfoKey(rawValue: "ContentBundle.CustomLevelSource")!

    private let bytes: Data
    private let lock = NSLock()
    private var root: Result<JSONValue, any Error>?

    init(_ bytes: Data) { self.bytes = bytes }

    /// The object at `path` (keys of objects by name, of arrays by index); nil when there is
    /// none or it is not an object.
    func value(at path: [any CodingKey]) throws -> JSONValue? {
        let root = try lock.withLock {
            if self.root == nil { self.root = Result { try BundleJSON.parse(bytes) } }
            return self.root!
        }.get()
        var node = root
        for key in path {
            switch node {
            case .object(let members): guard let next = members[key.stringValue] else { return nil }; node = next
            case .array(let elements): guard let index = key.intValue, elements.indices.contains(index) else { return nil }; node = elements[index]
            default: return nil
            }
        }
        guard case .object = node else { return nil }
        return node
    }
}

/// Any JSON value, to carry a custom level's parameters through decoding unchanged.
package enum JSONValue: Codable, Equatable {
    /// The value as compact JSON with its objects' keys sorted, whole numbers without a fraction.
    package var canonicalText: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value):
            if let whole = Int(exactly: value) { out += String(whole) } else { out += value.isFinite ? "\(value)" : "null" }
        case .string(let value): BundleJSON.quote(value, into: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                BundleJSON.quote(key, into: &out)
                out += ":"
                members[key]!.write(to: &out)
            }
            out += "}"
        }
    }

    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    package init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null }
        else if let value = try? single.decode(Bool.self) { self = .bool(value) }
        else if let value = try? single.decode(Double.self) { self = .number(value) }
        else if let value = try? single.decode(String.self) { self = .string(value) }
        else if let value = try? single.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try single.decode([String: JSONValue].self)) }
    }

    package func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .null: try single.encodeNil()
        case .bool(let value): try single.encode(value)
        case .number(let value):
            if let whole = Int(exactly: value) { try single.encode(whole) } else { try single.encode(value) }
        case .string(let value): try single.encode(value)
        case .array(let value): try single.encode(value)
        case .object(let value): try single.encode(value)
        }
    }
}
