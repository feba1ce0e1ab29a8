import ContentBundle
import ContentCore
/// Difficulty levels drawn from game levels: every round names a game level that exists, every
/// level has the game's rounds, and no level is easier than the one before it.
struct GamePoolsRule: FileRule {
    static let description = RuleDescription(
        id: "game-pools",
        summary: "Each difficulty level names an existing game level for each of its rounds and is no easier than the level before",
        rationale: """
            With "gameLevels", a difficulty level lists the game level of each round ("rounds": \
            [1, 1, 2, 2, 3]); the app draws each round from it. A round naming a game level that \
            does not exist cannot be played; a level with fewer or more entries than the game's \
            "rounds" plays a different number of rounds than the table says. Game levels are \
            ordered easiest first (game-levels checks that), so a level is no easier than the one \
            before when its rounds, sorted, are each at least the earlier level's: [1, 2, 2, 3, 3] \
            after [1, 1, 2, 2, 3]. Its time limit, per unit of work (pairs to find, numbers to tap, \
            rounds), shrinks or stays, and a level without a limit after one with a limit is easier.
            """,
        kind: .games,
        severity: .error,
        valid: [Example(Examples.mathCheck(), files: Examples.slides(for: "math-check")),
                Example(Examples.mathCheck(more: """
                    ,
                        {"level": 2, "rounds": [1, 2, 2, 2, 2], "timeLimitSeconds": 60}
                    """), files: Examples.slides(for: "math-check"))],
        invalid: [
            Example(Examples.mathCheck(rounds: "↓[1, 1, 2, ↓3]"), files: Examples.slides(for: "math-check")),
            Example(Examples.mathCheck(more: """
                ,
                    {"level": 2, "rounds": ↓[1, 1, 1, 2, 2], "timeLimitSeconds": ↓70}
                """), files: Examples.slides(for: "math-check")),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root, let game = GameFile(root), game.pooled else { return [] }
        var found = LevelWork.misnumbered(game.levels.map(\.node), noun: "level").map { Self.diagnostic($0.message, in: file, at: $0.node.range) }
        let known = Set(game.gameLevels.map(\.number))
        for (index, level) in game.levels.enumerated() {
            let names = level.roundsNode.array ?? []
            if names.count != game.rounds {
                found.append(Self.diagnostic("level \(level.number) names \(counted(names.count, "round")), but the game plays \(game.rounds) per level", in: file, at: level.roundsNode.range))
            }
            for name in names {
                if let number = name.integer, !known.contains(number) {
                    found.append(Self.diagnostic("game level \(number) does not exist; the game has game levels 1-\(game.gameLevels.count)", in: file, at: name.range))
                }
            }
            guard index > 0 else { continue }
            found += compare(game.levels[index - 1], level, game, in: file)
        }
        return found
    }

    private func compare(_ before: GameFile.DifficultyEntry, _ now: GameFile.DifficultyEntry, _ game: GameFile, in file: ContentFile) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let (earlier, later) = (before.rounds.sorted(), now.rounds.sorted())
        if earlier.count == later.count, let place = earlier.indices.first(where: { later[$0] < earlier[$0] }) {
            found.append(Self.diagnostic(
                "level \(now.number) is easier than level \(now.number - 1): its rounds sorted, \(later), fall below \(earlier) at the \(Self.ordinal(place + 1)) easiest round; each must be at least the earlier level's",
                in: file, at: now.roundsNode.range))
        }
        guard let earlierLimit = before.timeLimit else { return found }
        guard let limit = now.timeLimit, let node = now.node["timeLimitSeconds"] else {
            found.append(Self.diagnostic("level \(now.number) has no time limit after level \(now.number - 1) had one, so it is easier", in: file, at: (now.node["level"] ?? now.node).range))
            return found
        }
        guard let work = Self.work(game, now), let earlierWork = Self.work(game, before) else { return found }
        let unit = Self.unit(game, now)
        // why: limit / work > earlierLimit / earlierWork, compared as products
        if let left = Int.checkedProduct(limit, earlierWork), let right = Int.checkedProduct(earlierLimit, work), left > right {
            found.append(Self.diagnostic(
                "level \(now.number) gives \(limit) s for \(work) \(unit)s after \(earlierLimit) s for \(earlierWork): more time per \(unit), so it is easier; the time per \(unit) must shrink or stay",
                in: file, at: node.range))
        }
        return found
    }

    /// What a level's time limit covers: pairs to find, numbers to tap, or rounds.
    private static func unit(_ game: GameFile, _ level: GameFile.DifficultyEntry) -> String {
        level.rounds.first.flatMap { game.gameLevel($0) }.map { LevelWork.unitOfWork($0.node).0 } ?? "round"
    }

    /// The units of work of all a level's rounds; nil past 64 bits.
    private static func work(_ game: GameFile, _ level: GameFile.DifficultyEntry) -> Int? {
        Int.checkedSum(of: level.rounds.map { number in game.gameLevel(number).map { LevelWork.unitOfWork($0.node).1 } ?? 1 })
    }

    private static func ordinal(_ n: Int) -> String {
        switch n {
        case 1: "1st"
        case 2: "2nd"
        case 3: "3rd"
        default: "\(n)th"
        }
    }
}
