import Foundation

/// One game as the app lists and runs it (`tables.json`'s `games`, by game id): its catalogue
/// entry, its game levels (the configurations rounds are made from) and its difficulty levels,
/// each naming the game level of every round.
public struct GameTable: Codable, Sendable, Equatable, Identifiable {
    /// The game's id: the games file's `id`, or its type when the file has none.
    public var id: String
    /// The game type (`find-pair`, `memory`, `anagram`, `number-order`, `math-check`, or a type
    /// the pack declares), which fixes the parameters of its game levels.
    public var type: String
    /// The game's name by locale.
    public var title: LocalizedText?
    /// What the game is, by locale, when the pack gives it.
    public var description: LocalizedText?
    /// `memory`, `attention`, `focus` or `math`: the group the app lists the game under.
    public var category: GameCategory?
    /// Bundle path of the catalogue picture.
    public var cover: String?
    /// Whether the catalogue shows the game among its featured ones.
    public var featured: Bool
    /// `true` when the game is behind the paywall.
    public var premium: Bool
    /// Plays a day without a subscription; nil for no limit.
    public var dailyFreePlays: Int?
    /// Rounds per difficulty level.
    public var rounds: Int
    /// Share of a round's points a wrong answer costs (0.3 = 30 %).
    public var penalty: Double
    /// Rounds a wrong answer sends the player back.
    public var roundsBackOnMistake: Int
    /// The mistake that ends a level of a round game (3: the third ends it); nil for no limit.
    /// (A card game's limit is its game level's `CardLevel.mistakesAllowed`.) Each generated
    /// play keeps fresh rounds for the mistakes before it (`GameRounds.Play.spares`).
    public var mistakesAllowed: Int?
    /// The results screen's ranks, lowest first: each from a share of the level's maximum
    /// score (`rank(score:level:)`); empty when the game has none.
    public var ranks: [RankBand]
    /// Memory-set categories the boards of a card game are drawn from (empty: every set mixed).
    public var categories: [String]
    /// The configurations rounds are made from, by their `level` number.
    public var gameLevels: [GameLevel]
    /// The difficulty levels the player picks from, 1 … 10, in order.
    public var levels: [DifficultyLevel]
    /// Bundle path of the generated rounds (`GameRounds`), for the game types the builder
    /// generates rounds for.
    public var roundsFile: String?

    /// The difficulty level numbered `number` (1-based), or nil.
    public func level(_ number: Int) -> DifficultyLevel? { levels.first { $0.level == number } }

    /// The game level numbered `number`, or nil.
    public func gameLevel(_ number: Int) -> GameLevel? { gameLevels.first { $0.level == number } }

    /// The most points a play of difficulty level `number` can earn: every round's points once
    /// (a round played again after a mistake pays nothing; `LevelPlay`); nil for a level the
    /// table does not have. Saturates at `Int.max`.
    public func maxScore(level number: Int) -> Int? {
        guard let level = level(number) else { return nil }
        return level.rounds.reduce(0) { total, round in Int.saturating(total, plus: gameLevel(round)?.pointsPerRound ?? 0) }
    }

    /// The rank a score earns at difficulty level `number`: the band with the highest `from`
    /// at or below the score's share of the level's maximum (in whole percent, rounded down; a
    /// level worth 0 points counts as 100 %); nil when the game has no ranks or no such level.
    public func rank(score: Int, level number: Int) -> RankBand? {
        guard !ranks.isEmpty, let most = maxScore(level: number) else { return nil }
        let percent: Int
        if most <= 0 {
            percent = 100
        } else {
            // why: in Double, so a score near Int.max never overflows the product
            percent = Int(min(100, max(0, (Double(max(0, score)) * 100 / Double(most)).rounded(.down))))
        }
        return ranks.last { $0.from <= percent }
    }

    private enum CodingKeys: String, CodingKey {
        case id, type, title, description, category, cover, featured, premium, dailyFreePlays, rounds, penalty,
             roundsBackOnMistake, mistakesAllowed, ranks, categories, gameLevels, levels, roundsFile
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        type = try container.decode(String.self, forKey: .type)
        title = try container.decodeIfPresent(LocalizedText.self, forKey: .title)
        description = try container.decodeIfPresent(LocalizedText.self, forKey: .description)
        category = try container.decodeIfPresent(GameCategory.self, forKey: .category)
        cover = try container.decodeIfPresent(String.self, forKey: .cover)
        featured = try container.decodeIfPresent(Bool.self, forKey: .featured) ?? false
        premium = try container.decodeIfPresent(Bool.self, forKey: .premium) ?? false
        dailyFreePlays = try container.decodeIfPresent(Int.self, forKey: .dailyFreePlays)
        rounds = try container.decode(Int.self, forKey: .rounds)
        penalty = try container.decode(Double.self, forKey: .penalty)
        roundsBackOnMistake = try container.decodeIfPresent(Int.self, forKey: .roundsBackOnMistake) ?? 0
        mistakesAllowed = try container.decodeIfPresent(Int.self, forKey: .mistakesAllowed)
        ranks = try container.decodeIfPresent([RankBand].self, forKey: .ranks) ?? []
        categories = try container.decodeIfPresent([String].self, forKey: .categories) ?? []
        levels = try container.decode([DifficultyLevel].self, forKey: .levels)
        roundsFile = try container.decodeIfPresent(String.self, forKey: .roundsFile)
        // why: a game level's parameters are read by the game's type, so each is typed
        let type = self.type
        var list = try container.nestedUnkeyedContainer(forKey: .gameLevels)
        var gameLevels: [GameLevel] = []
        while !list.isAtEnd { gameLevels.append(try GameLevel(from: list.superDecoder(), type: type)) }
        self.gameLevels = gameLevels
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(category, forKey: .category)
        try container.encodeIfPresent(cover, forKey: .cover)
        try container.encode(featured, forKey: .featured)
        try container.encode(premium, forKey: .premium)
        try container.encodeIfPresent(dailyFreePlays, forKey: .dailyFreePlays)
        try container.encode(rounds, forKey: .rounds)
        try container.encode(penalty, forKey: .penalty)
        try container.encode(roundsBackOnMistake, forKey: .roundsBackOnMistake)
        try container.encodeIfPresent(mistakesAllowed, forKey: .mistakesAllowed)
        if !ranks.isEmpty { try container.encode(ranks, forKey: .ranks) }
        try container.encode(categories, forKey: .categories)
        try container.encode(gameLevels, forKey: .gameLevels)
        try container.encode(levels, forKey: .levels)
        try container.encodeIfPresent(roundsFile, forKey: .roundsFile)
    }

    /// Why this table cannot be played (nil when it can): every round names a game level that
    /// exists, every difficulty level has `rounds` rounds, and the penalty is a share.
    func problem() -> String? {
        guard rounds >= 1, (0...1).contains(penalty), roundsBackOnMistake >= 0, mistakesAllowed.map({ (1...50).contains($0) }) ?? true else {
            return "game \(id): rounds \(rounds), penalty \(penalty), roundsBackOnMistake \(roundsBackOnMistake) or mistakesAllowed out of range"
        }
        if let problem = RankBand.problem(ranks) { return "game \(id): \(problem)" }
        if let problem = gameLevels.lazy.compactMap({ $0.problem() }).first { return "game \(id): \(problem)" }
        let known = Set(gameLevels.map(\.level))
        for level in levels {
            guard level.rounds.count == rounds else { return "game \(id): level \(level.level) has \(level.rounds.count) \(level.rounds.count == 1 ? "round" : "rounds"), not \(rounds)" }
            if let missing = level.rounds.first(where: { !known.contains($0) }) { return "game \(id): level \(level.level) names game level \(missing), which does not exist" }
        }
        return nil
    }
}

/// A band of the results screen's rank table: from a share of the level's maximum score on,
/// the player holds this rank (until the next band's `from`).
public struct RankBand: Codable, Sendable, Equatable {
    /// The lowest share of the level's maximum score, in whole percent (0 … 100), that earns it.
    public var from: Int
    /// The rank's name by locale.
    public var title: LocalizedText

    /// A band as given (the builder's and tests').
    public init(from: Int, title: LocalizedText) {
        self.from = from
        self.title = title
    }

    /// Why the bands are not a rank table (nil when they are): the first starts at 0, each
    /// starts higher than the one before, all within 0 … 100.
    static func problem(_ bands: [RankBand]) -> String? {
        guard !bands.isEmpty else { return nil }
        guard bands[0].from == 0 else { return "the first rank must start at 0 %" }
        guard bands.allSatisfy({ (0...100).contains($0.from) }), zip(bands, bands.dropFirst()).allSatisfy({ $0.from < $1.from }) else {
            return "ranks must start at 0 % and rise, each within 0-100 %"
        }
        return nil
    }
}

/// The group the app lists a game under.
public enum GameCategory: String, Codable, Sendable, CaseIterable {
    case memory, attention, focus, math
}

/// A difficulty level: what the player picks (1 … 10), and the game level each round is made from.
public struct DifficultyLevel: Codable, Sendable, Equatable, Identifiable {
    /// The difficulty level's number, 1 (easiest) … 10.
    public var level: Int
    /// The game level of each round, in playing order.
    public var rounds: [Int]
    /// Time for all the level's rounds; nil where the game has no time limit.
    public var timeLimitSeconds: Int?

    /// The level's number (`level`).
    public var id: Int { level }

    /// A difficulty level as given (the builder's and tests').
    public init(level: Int, rounds: [Int], timeLimitSeconds: Int? = nil) {
        self.level = level
        self.rounds = rounds
        self.timeLimitSeconds = timeLimitSeconds
    }
}

/// `[low, high]`, both included.
public struct IntRange: Codable, Sendable, Equatable, Hashable {
    /// The smallest value, included.
    public var low: Int
    /// The largest value, included (never below `low` in a decoded range).
    public var high: Int

    /// The range `low` … `high`, both included (not checked: decoding checks bundles).
    public init(_ low: Int, _ high: Int) {
        self.low = low
        self.high = high
    }

    /// Whether `value` lies in the range, both ends included.
    public func contains(_ value: Int) -> Bool { low <= value && value <= high }

    public init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        low = try list.decode(Int.self)
        high = try list.decode(Int.self)
        guard list.isAtEnd, low <= high else {
            throw DecodingError.dataCorruptedError(in: list, debugDescription: "a range is [low, high] with low <= high")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(low)
        try list.encode(high)
    }
}

/// A board of `rows` x `columns` cells, written `[rows, columns]`.
public struct GridSize: Codable, Sendable, Equatable, Hashable {
    /// Number of rows of cells (1-64 in a decoded grid).
    public var rows: Int
    /// Number of columns of cells (1-64 in a decoded grid).
    public var columns: Int

    /// A grid of `rows` x `columns` cells (not checked: decoding checks bundles).
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    /// The number of cells, `rows` × `columns`.
    public var cells: Int { rows * columns }

    public init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        rows = try list.decode(Int.self)
        columns = try list.decode(Int.self)
        guard list.isAtEnd, rows >= 1, columns >= 1, rows <= 64, columns <= 64 else {
            throw DecodingError.dataCorruptedError(in: list, debugDescription: "a grid is [rows, columns], each 1-64")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(rows)
        try list.encode(columns)
    }
}
