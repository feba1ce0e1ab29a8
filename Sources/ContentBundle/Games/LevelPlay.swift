/// A player's way through one difficulty level, scored as the game's table says: a right round
/// earns its game level's points; a mistake costs `penalty` of the points at stake (the round's,
/// or one pair's in a card game), sends the player `roundsBackOnMistake` rounds back and, in a
/// game with `mistakesAllowed`, ends the level at that mistake.
public struct LevelPlay: Sendable, Equatable {
    /// The game being played.
    public let table: GameTable
    /// The difficulty level being played.
    public let level: DifficultyLevel
    /// The generated rounds being played; nil for a game without generated rounds.
    public let play: GameRounds.Play?
    /// The round (0-based) being played; `level.rounds.count` when the level is won.
    public private(set) var position = 0
    /// Points earned so far (never below 0).
    public private(set) var score = 0
    /// Wrong answers so far.
    public private(set) var mistakes = 0
    /// The level ended by mistakes (`mistakesAllowed` reached).
    public private(set) var isLost = false

    /// Starts a difficulty level with one of its generated plays (nil for a game without
    /// generated rounds); nil when the table has no such level.
    public init?(_ table: GameTable, level number: Int, play: GameRounds.Play? = nil) {
        guard let level = table.level(number) else { return nil }
        self.table = table
        self.level = level
        self.play = play
    }

    /// Whether every round of the level has been played right.
    public var isWon: Bool { position >= level.rounds.count }
    /// Whether the level has ended, won or lost.
    public var isOver: Bool { isWon || isLost }

    /// The game level of the round being played.
    public var gameLevel: GameLevel? {
        level.rounds.indices.contains(position) ? table.gameLevel(level.rounds[position]) : nil
    }

    /// The generated round being played.
    public var round: GameRound? {
        guard let play, play.rounds.indices.contains(position) else { return nil }
        return play.rounds[position]
    }

    /// A round played right (a card game: a pair found; the round is won with its last pair).
    public mutating func right() {
        guard !isOver, let gameLevel else { return }
        if case .cards(let cards) = gameLevel.parameters {
            score = Int.saturating(score, plus: cards.pointsPerPair)
            pairsFound += 1
            if pairsFound >= cards.pairs {
                pairsFound = 0
                position += 1
            }
            return
        }
        score = Int.saturating(score, plus: gameLevel.pointsPerRound)
        position += 1
    }

    private var pairsFound = 0

    /// A wrong answer: the penalty, the step back, and the end of the level at the mistake limit.
    public mutating func wrong() {
        guard !isOver, let gameLevel else { return }
        mistakes += 1
        // why: a penalty past 64 bits (a table no builder writes) costs everything, never traps
        let penalty = (Double(gameLevel.pointsAtStake) * table.penalty).rounded()
        score = max(0, Int.saturating(score, minus: penalty.isFinite && abs(penalty) < 9e18 ? Int(penalty) : (penalty > 0 ? .max : 0)))
        if case .cards(let cards) = gameLevel.parameters, let allowed = cards.mistakesAllowed, mistakes >= allowed {
            isLost = true
            return
        }
        if table.roundsBackOnMistake > 0 {
            position = max(0, position - table.roundsBackOnMistake)
            pairsFound = 0
        }
    }
}
