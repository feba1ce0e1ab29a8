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

    /// The type, when the toolchain knows it.
    var builtIn: BuiltInGame? { BuiltInGame(rawValue: type) }
    /// Whether the builder generates rounds for the game's type.
    var generatesRounds: Bool { builtIn != nil }
    var isCardGame: Bool { builtIn?.isCardGame ?? false }
}
