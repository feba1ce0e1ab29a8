/// A player's way through one difficulty level, scored as the game's table says: a right round
/// earns its game level's points the first time its place in the level is won (a round played
/// again after a mistake pays nothing, so mistakes never earn points); a mistake costs `penalty`
/// of the points at stake (the round's, or one pair's in a card game), sends the player
/// `roundsBackOnMistake` rounds back and ends the level at the mistake limit
/// (`GameTable.mistakesAllowed`, or a card level's own).
///
/// A round played again after a mistake is never one the player has seen in this play: every
/// place a mistake sends the player back over (and, in a game whose mistake shows the answer,
/// anagram and math-check, the place of the mistake itself) is served a fresh round from the
/// play's spares (`GameRounds.Play.spares`). When a play has spares but none is left for a
/// place, the level ends (`ranOutOfRounds`); the builder keeps enough for every mistake before
/// the limit, and lint checks the content can supply them. A play without spares (a bundle
/// built before spares existed) serves the same rounds again.
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
    /// The level ended by mistakes (the mistake limit reached, or no fresh round left).
    public private(set) var isLost = false
    /// The level ended because the play had no fresh round left for a place a mistake sent the
    /// player back over (never with the builder's spares before the mistake limit).
    public private(set) var ranOutOfRounds = false

    /// Places won so far at least once: a place below this pays nothing when won again.
    private var paidPlaces = 0
    private var pairsFound = 0
    /// The fresh round serving a place, where a mistake replaced the play's own.
    private var served: [Int: GameRound] = [:]
    /// Spares handed out, by index into `play.spares`.
    private var usedSpares: Set<Int> = []

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

    /// The most points this level can earn (`GameTable.maxScore(level:)`).
    public var maxScore: Int { table.maxScore(level: level.level) ?? 0 }

    /// The rank the score so far earns (`GameTable.rank(score:level:)`); nil without ranks.
    public var rank: RankBand? { table.rank(score: score, level: level.level) }

    /// The game level of the round being played.
    public var gameLevel: GameLevel? {
        level.rounds.indices.contains(position) ? table.gameLevel(level.rounds[position]) : nil
    }

    /// The generated round being played: the play's own, or the fresh one a mistake put in its place.
    public var round: GameRound? {
        guard let play, play.rounds.indices.contains(position) else { return nil }
        return served[position] ?? play.rounds[position]
    }

    /// A round played right (a card game: a pair found; the round is won with its last pair).
    public mutating func right() {
        guard !isOver, let gameLevel else { return }
        let pays = position >= paidPlaces
        if case .cards(let cards) = gameLevel.parameters {
            if pays { score = Int.saturating(score, plus: cards.pointsPerPair) }
            pairsFound += 1
            if pairsFound >= cards.pairs {
                pairsFound = 0
                advance()
            }
            return
        }
        if pays { score = Int.saturating(score, plus: gameLevel.pointsPerRound) }
        advance()
    }

    private mutating func advance() {
        position += 1
        paidPlaces = max(paidPlaces, position)
    }

    /// A wrong answer: the penalty, the end of the level at the mistake limit, and the step back
    /// over fresh rounds.
    public mutating func wrong() {
        guard !isOver, let gameLevel else { return }
        mistakes += 1
        // why: a penalty past 64 bits (a table no builder writes) costs everything, never traps
        let penalty = (Double(gameLevel.pointsAtStake) * table.penalty).rounded()
        score = max(0, Int.saturating(score, minus: penalty.isFinite && abs(penalty) < 9e18 ? Int(penalty) : (penalty > 0 ? .max : 0)))
        if let allowed = Self.mistakesAllowed(table, gameLevel), mistakes >= allowed {
            isLost = true
            return
        }
        let back = table.roundsBackOnMistake
        let from = max(0, position - back)
        // why: a round whose mistake shows the answer (anagram, math-check) is spent too; a
        // card board or number board stays in play when nothing sends the player back
        let replaced = back > 0 || BuiltInGame(rawValue: table.type)?.mistakeShowsAnswer == true ? Array(from...position) : []
        for place in replaced where !serveFresh(at: place) {
            isLost = true
            ranOutOfRounds = true
            return
        }
        if back > 0 {
            position = from
            pairsFound = 0
        }
    }

    /// Puts a spare of the place's game level in place of what the player has seen there;
    /// false when the play has spares but none is left for it.
    private mutating func serveFresh(at place: Int) -> Bool {
        guard let play, !play.spares.isEmpty, level.rounds.indices.contains(place) else { return true }
        let wanted = level.rounds[place]
        guard let index = play.spares.indices.first(where: { !usedSpares.contains($0) && play.spares[$0].gameLevel == wanted }) else { return false }
        usedSpares.insert(index)
        served[place] = play.spares[index].round
        return true
    }

    /// The mistake that ends the level: a card level's own limit, else the table's.
    static func mistakesAllowed(_ table: GameTable, _ gameLevel: GameLevel) -> Int? {
        if case .cards(let cards) = gameLevel.parameters { return cards.mistakesAllowed ?? table.mistakesAllowed }
        return table.mistakesAllowed
    }

}
