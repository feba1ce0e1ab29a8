import ContentBundle
import ContentCore

/// A games file read as the rules and the builder need it, the two forms made one: difficulty
/// levels that name a game level per round (`gameLevels` + `rounds`), or levels whose rounds all
/// share the level's parameters (each such level is then its own game level, every round of it).
package struct GameFile {
    /// A game level: its number and its parameters as written.
    struct GameLevelEntry {
        let number: Int
        let node: JSONNode
    }

    /// A difficulty level: the game level of each round, and its time for all of them.
    struct DifficultyEntry {
        let number: Int
        let rounds: [Int]
        let timeLimit: Int?
        let node: JSONNode
        /// Where the level names its rounds (the level itself in the inline form).
        let roundsNode: JSONNode
    }

    let id: String
    let type: String
    let rounds: Int
    let seed: Int
    let plays: Int
    let gameLevels: [GameLevelEntry]
    let levels: [DifficultyEntry]
    /// The levels name game levels (`gameLevels` present).
    let pooled: Bool
    let root: JSONNode

    static let builtInTypes = Set(BuiltInGame.allCases.map(\.rawValue))
    /// Plays per level when the file does not say.
    static let defaultPlays = 3
    /// number-order's board when the file does not say, in points.
    static let defaultBoard = (width: 320, height: 480)

    /// The schema's bounds, enforced here too: rules and the builder never see a games file
    /// outside them (measured: a `"rounds"` of -1 trapped, 10⁸ `"plays"` ran out of memory).
    static let roundsRange = 1...50
    static let playsRange = 1...20

    /// The games file, or nil when it names no game or its rounds or plays are outside the
    /// schema's bounds (the schema rule reports those).
    package init?(_ root: JSONNode) {
        guard let type = root["game"]?.string else { return nil }
        self.root = root
        self.type = type
        id = root["id"]?.string ?? type
        rounds = root["rounds"]?.integer ?? 1
        seed = root["seed"]?.integer ?? 0
        plays = root["plays"]?.integer ?? Self.defaultPlays
        guard Self.roundsRange.contains(rounds), Self.playsRange.contains(plays) else { return nil }
        let levels = root["levels"]?.array ?? []
        if let pool = root["gameLevels"]?.array {
            pooled = true
            gameLevels = pool.enumerated().map { GameLevelEntry(number: $1["level"]?.integer ?? $0 + 1, node: $1) }
            self.levels = levels.enumerated().map { index, level in
                let names = level["rounds"]
                return DifficultyEntry(
                    number: level["level"]?.integer ?? index + 1, rounds: (names?.array ?? []).prefix(Self.roundsRange.upperBound).compactMap(\.integer),
                    timeLimit: level["timeLimitSeconds"]?.integer, node: level, roundsNode: names ?? level)
            }
        } else {
            pooled = false
            let rounds = self.rounds
            gameLevels = levels.enumerated().map { GameLevelEntry(number: $1["level"]?.integer ?? $0 + 1, node: $1) }
            self.levels = gameLevels.map {
                DifficultyEntry(number: $0.number, rounds: Array(repeating: $0.number, count: rounds),
                                timeLimit: $0.node["timeLimitSeconds"]?.integer, node: $0.node, roundsNode: $0.node)
            }
        }
    }

    func gameLevel(_ number: Int) -> GameLevelEntry? { gameLevels.first { $0.number == number } }

    /// The mistake that ends a level when a game whose mistakes replay rounds does not say.
    static let defaultMistakesAllowed = 3
    /// The schema's bounds of a mistake limit.
    static let mistakesRange = 1...20

    /// Rounds a mistake sends the player back (the schema bounds it; past a level's rounds it
    /// is the whole level).
    var roundsBack: Int { min(max(0, root["roundsBackOnMistake"]?.integer ?? 0), Self.roundsRange.upperBound) }

    /// Whether a mistake spends rounds the player has seen, so that playing on needs fresh
    /// ones: it sends the player back, or shows the answer (anagram, math-check).
    var mistakesReplayRounds: Bool {
        guard let builtIn else { return false }
        return roundsBack > 0 || builtIn.mistakeShowsAnswer
    }

    /// The table's mistake limit: as written, or (a round game whose mistakes replay rounds)
    /// the default; nil for no limit. A card level's own `mistakesAllowed` comes first there.
    var mistakesAllowed: Int? {
        if let written = root["mistakesAllowed"]?.integer { return written }
        return mistakesReplayRounds && !isCardGame ? Self.defaultMistakesAllowed : nil
    }

    /// The fresh rounds each play of `level` keeps for replays after mistakes, by game level,
    /// in the order of their first round in the level: every mistake before the limit may
    /// send the player back over `roundsBack + 1` places (the place of the mistake included),
    /// so a game level needs (limit - 1) × its places in such a window. A card game without
    /// any limit keeps the default's worth.
    func spares(for level: DifficultyEntry) -> [(gameLevel: Int, count: Int)] {
        guard mistakesReplayRounds else { return [] }
        let window = roundsBack + 1
        var limit = mistakesAllowed
        if isCardGame {
            let own = Set(level.rounds).compactMap { gameLevel($0)?.node["mistakesAllowed"]?.integer }
            limit = own.max() ?? limit
        }
        let replays = max(0, min(limit ?? Self.defaultMistakesAllowed, Self.mistakesRange.upperBound) - 1)
        var order: [Int] = []
        var places: [Int: Int] = [:]
        for number in level.rounds {
            if places[number] == nil { order.append(number) }
            places[number, default: 0] += 1
        }
        return order.map { ($0, replays * min(window, places[$0] ?? 0)) }.filter { $0.count > 0 }
    }

    /// The type, when the toolchain knows it.
    var builtIn: BuiltInGame? { BuiltInGame(rawValue: type) }
    /// Whether the builder generates rounds for the game's type.
    var generatesRounds: Bool { builtIn != nil }
    var isCardGame: Bool { builtIn?.isCardGame ?? false }
}
