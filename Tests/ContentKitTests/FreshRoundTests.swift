@testable import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// A round played again after a mistake is never one the player has seen in this play: every
/// level of every game of the built sample bundle is played with a mistake on each of its rounds
/// in turn (and with mistakes until the level ends), and every round served is compared with
/// every round shown before in that play. Mistakes never earn points.
@Suite struct FreshRoundTests {
    static var bundle: ContentBundle? { IQSessionTests.bundle }

    /// Plays one level: `script` says, for the n-th answer, whether it is wrong. Returns the
    /// rounds served that repeat a shown one, and the play's end.
    static func play(_ table: GameTable, _ number: Int, _ play: GameRounds.Play, wrongAt script: (Int, LevelPlay) -> Bool) -> (repeats: [String], end: LevelPlay) {
        var level = LevelPlay(table, level: number, play: play)!
        let showsAnswer = BuiltInGame(rawValue: table.type)?.mistakeShowsAnswer == true
        var seen = Set<String>()
        var repeats: [String] = []
        var last: (position: Int, key: String)?
        var mistakeJustMade = false
        var answers = 0
        while !level.isOver && answers < 10_000 {
            guard let round = level.round else { break }
            // why: a round changes only with the place or after a mistake (keys of 64-card boards are dear to make at every pair)
            if last == nil || last!.position != level.position || mistakeJustMade {
                let key = GamePlayTests.key(round)
                let fresh = last == nil || last!.position != level.position || last!.key != key || showsAnswer
                if fresh, !seen.insert(key).inserted {
                    repeats.append("answer \(answers): place \(level.position) served \(key) again")
                }
                last = (level.position, key)
            }
            mistakeJustMade = script(answers, level)
            answers += 1
            if mistakeJustMade { level.wrong() } else { level.right() }
        }
        return (repeats, level)
    }

    @Test(arguments: ["anagram", "math-check", "find-pair", "memory", "number-order"])
    func aMistakeOnEveryRoundNeverServesASeenRound(_ id: String) throws {
        let bundle = try #require(Self.bundle)
        let table = try #require(bundle.tables.game(id))
        let rounds = try #require(try bundle.rounds(of: table))
        var scenarios = 0
        for level in rounds.levels {
            let perfect = try #require(table.maxScore(level: level.level))
            for play in level.plays {
                // a mistake at each place in turn (its first answer), every other answer right
                for place in 0..<play.rounds.count {
                    var made = false
                    let (repeats, end) = Self.play(table, level.level, play) { _, level in
                        guard !made, level.position == place else { return false }
                        made = true
                        return true
                    }
                    #expect(repeats.isEmpty, "\(id) level \(level.level): \(repeats)")
                    #expect(end.isWon && end.score <= perfect && !end.ranOutOfRounds, "\(id) level \(level.level): score \(end.score) of \(perfect)")
                    scenarios += 1
                }
                // a mistake on every round, first try, until the level ends
                let (repeats, end) = Self.play(table, level.level, play) { answer, _ in answer % 2 == 0 }
                #expect(repeats.isEmpty, "\(id) level \(level.level): \(repeats)")
                #expect(end.isOver && !end.ranOutOfRounds && end.score <= perfect)
                // mistakes at one place until the level ends (the spares of its game level run
                // longest); a game without a mistake limit would go on for ever
                let limited = table.mistakesAllowed != nil || table.gameLevels.contains { if case .cards(let cards) = $0.parameters { cards.mistakesAllowed != nil } else { false } }
                for place in 0..<play.rounds.count where limited {
                    let (repeats, end) = Self.play(table, level.level, play) { _, level in level.position >= place }
                    #expect(repeats.isEmpty, "\(id) level \(level.level) place \(place): \(repeats)")
                    #expect(!end.ranOutOfRounds, "\(id) level \(level.level) place \(place): the spares ran out before the mistake limit")
                    scenarios += 1
                }
            }
        }
        #expect(scenarios > 0)
    }

    @Test func theRoundGamesKeepSparesForEveryMistakeBeforeTheLimit() throws {
        let bundle = try #require(Self.bundle)
        for id in ["anagram", "math-check"] {
            let table = try #require(bundle.tables.game(id))
            #expect(table.mistakesAllowed == 3 && table.roundsBackOnMistake == 1)
            for level in try #require(try bundle.rounds(of: table)).levels {
                let places = Dictionary(grouping: try #require(table.level(level.level)).rounds, by: { $0 }).mapValues(\.count)
                for play in level.plays {
                    let spares = Dictionary(grouping: play.spares, by: \.gameLevel).mapValues(\.count)
                    #expect(spares == places.mapValues { 2 * min(2, $0) }, "\(id) level \(level.level)")
                    let keys = (play.rounds + play.spares.map(\.round)).map(GamePlayTests.key)
                    #expect(Set(keys).count == keys.count, "\(id) level \(level.level): a spare repeats a round")
                }
            }
        }
        for id in ["find-pair", "memory", "number-order"] {
            let table = try #require(bundle.tables.game(id))
            let rounds = try #require(try bundle.rounds(of: table))
            #expect(rounds.levels.allSatisfy { $0.plays.allSatisfy(\.spares.isEmpty) }, "\(id): a mistake replays nothing, so no spares")
        }
    }

    @Test func mistakesNeverEarnPoints() throws {
        let bundle = try #require(Self.bundle)
        let table = try #require(bundle.tables.game("math-check"))
        let play = try #require(try bundle.rounds(of: table)?.plays(level: 5).first)
        var clean = try #require(LevelPlay(table, level: 5, play: play))
        var farmed = clean
        for _ in 0..<3 { clean.right() }
        farmed.right()
        farmed.right()
        farmed.wrong()  // at place 2: the penalty, and back to place 1, which was paid already
        farmed.right()  // place 1 again (a fresh round): pays nothing
        farmed.right()  // place 2, won for the first time: pays
        #expect(farmed.position == 3 && clean.position == 3)
        #expect(farmed.score < clean.score, "wrong-then-right must never pay more than right")
        #expect(farmed.score == clean.score - Int((Double(try #require(table.gameLevel(table.level(5)!.rounds[2])).pointsAtStake) * 0.3).rounded()))
    }

    @Test func aPlayWhoseSparesRunOutEndsTheLevelInsteadOfRepeating() throws {
        let table = try Self.table(#"{"mistakesAllowed": 10, "roundsBackOnMistake": 1}"#)
        let rounds = (1...4).map { GameRound.mathCheck(MathCheckExample(operands: [$0, 1], operation: .add, shown: $0 + 1)) }
        let spare = GameRounds.Spare(gameLevel: 1, round: .mathCheck(MathCheckExample(operands: [9, 9], operation: .add, shown: 18)))
        var level = try #require(LevelPlay(table, level: 1, play: GameRounds.Play(variant: nil, rounds: rounds, spares: [spare])))
        level.wrong()  // place 0 spent: the spare serves it
        #expect(level.round == spare.round && !level.isOver)
        level.wrong()  // no spare left
        #expect(level.isLost && level.ranOutOfRounds)
        // a bundle built before spares existed replays as it did
        var legacy = try #require(LevelPlay(table, level: 1, play: GameRounds.Play(variant: nil, rounds: rounds)))
        legacy.right()
        legacy.wrong()
        #expect(legacy.position == 0 && legacy.round == rounds[0] && !legacy.isOver)
    }

    @Test func ranksReadTheShareOfTheLevelsMaximum() throws {
        let table = try Self.table(#"{"ranks": [{"from": 0, "title": {"en": "Novice"}}, {"from": 50, "title": {"en": "Expert"}}, {"from": 100, "title": {"en": "Master"}}]}"#)
        #expect(table.maxScore(level: 1) == 40 && table.maxScore(level: 2) == nil)
        #expect(table.rank(score: 0, level: 1)?.title["en"] == "Novice")
        #expect(table.rank(score: 19, level: 1)?.title["en"] == "Novice")
        #expect(table.rank(score: 20, level: 1)?.title["en"] == "Expert")
        #expect(table.rank(score: 39, level: 1)?.title["en"] == "Expert")
        #expect(table.rank(score: 40, level: 1)?.title["en"] == "Master")
        #expect(table.rank(score: .max, level: 1)?.title["en"] == "Master" && table.rank(score: .min, level: 1)?.title["en"] == "Novice")
        #expect(table.rank(score: 10, level: 2) == nil)
        // a table whose ranks do not start at 0 or do not rise is refused at open
        for bad in [#"[{"from": 5, "title": {"en": "A"}}]"#, #"[{"from": 0, "title": {"en": "A"}}, {"from": 0, "title": {"en": "B"}}]"#,
                    #"[{"from": 0, "title": {"en": "A"}}, {"from": 101, "title": {"en": "B"}}]"#] {
            #expect(try Self.table("{\"ranks\": \(bad)}").problem() != nil, "\(bad)")
        }
        let bundle = try #require(Self.bundle)
        for id in ["anagram", "find-pair", "math-check", "number-order"] {
            let game = try #require(bundle.tables.game(id))
            #expect(game.ranks.map(\.from) == [0, 40, 70, 90] && game.ranks.allSatisfy { $0.title.keys.sorted() == ["en", "ru", "uk"] })
            let best = try #require(game.maxScore(level: 10))
            #expect(game.rank(score: best, level: 10)?.title["en"] == "Master")
        }
    }

    @Test func numberOrderBoardsLieOnTheirLevelsTileGrid() throws {
        let bundle = try #require(Self.bundle)
        let table = try #require(bundle.tables.game("number-order"))
        let rounds = try #require(try bundle.rounds(of: table))
        for level in rounds.levels {
            guard case .numberOrder(let parameters) = table.gameLevel(level.level)?.parameters else { Issue.record("a number-order level"); continue }
            let grid = try #require(parameters.grid)
            #expect(parameters.count <= grid.cells)
            for play in level.plays {
                for case .numberOrder(let board) in play.rounds {
                    #expect(board.grid == grid)
                    let tiles = board.numbers.map { ($0.row ?? -1) * grid.columns + ($0.column ?? -1) }
                    #expect(Set(tiles).count == parameters.count && tiles.allSatisfy { (0..<grid.cells).contains($0) })
                    for number in board.numbers {
                        let (row, column) = (try #require(number.row), try #require(number.column))
                        #expect(number.x == (2 * column + 1) * board.board[0] / (2 * grid.columns) && number.y == (2 * row + 1) * board.board[1] / (2 * grid.rows))
                    }
                }
            }
            let positions = Set(level.plays.flatMap { $0.rounds.map(GamePlayTests.key) })
            #expect(positions.count > 1, "boards differ between plays")
        }
    }

    @Test func theDailyTrainingTurnsThroughTheLimitedGames() throws {
        let bundle = try #require(Self.bundle)
        #expect(bundle.manifest.pack.dailyFreeGames == 3)
        let limited = try bundle.games.filter { $0.dailyFreePlays != nil }
        #expect(limited.map(\.id) == ["anagram", "find-pair", "math-check", "number-order"] && limited.allSatisfy { $0.dailyFreePlays == 1 && !$0.premium })
        var counts: [String: Int] = [:]
        for day in 0..<4 {
            let set = try bundle.dailyFreeGames(day: day).map(\.id)
            #expect(set.count == 3 && Set(set).count == 3)
            for id in set { counts[id, default: 0] += 1 }
        }
        #expect(counts.values.allSatisfy { $0 == 3 }, "over four days each of the four games is free three times: \(counts)")
        for day in [Int.min, -1, Int.max, 20_000] {
            #expect(try bundle.dailyFreeGames(day: day).count == 3)
        }
        #expect(try bundle.dailyFreeGames(day: -1).map(\.id) == bundle.dailyFreeGames(day: 3).map(\.id))
    }

    @Test func theIQTestGivesMoreThanTwentyMinutesAndPausesDoNotCount() throws {
        let bundle = try #require(Self.bundle)
        let test = try #require(bundle.iqTests.first)
        #expect(test.timeLimitSeconds > 1200)
        var time = ActiveTime(startedAt: 100)
        time.pause(at: 160)
        #expect(time.isPaused && time.elapsed(at: 10_000) == 60)
        time.resume(at: 500)
        time.resume(at: 600)
        #expect(time.elapsed(at: 530) == 90)
        time.pause(at: 400)  // a clock that went back counts nothing
        #expect(time.elapsed(at: 1_000) == 60)
        time.resume(at: .nan)
        #expect(time.isPaused)
        var odd = ActiveTime(startedAt: .infinity)
        odd.pause(at: -.infinity)
        #expect(odd.elapsed(at: 5) == 0)
    }

    @Test func theAnagramGameHasAListInEveryLocaleAndItsLastLevelIsItsHardest() throws {
        let bundle = try #require(Self.bundle)
        #expect(try bundle.anagrams.map(\.locale).sorted() == bundle.manifest.pack.locales.sorted())
        let table = try #require(bundle.tables.game("anagram"))
        let rounds = try #require(try bundle.rounds(of: table))
        #expect(Set(rounds.levels.flatMap { $0.plays.compactMap(\.variant) }) == ["en", "ru", "uk"])
        #expect(table.levels[9].rounds != table.levels[8].rounds)
        #expect(table.levels.allSatisfy { $0.timeLimitSeconds != nil }, "the anagram game has a time limit for its ten rounds")
    }

    /// A math-check table of one level of four rounds of game level 1 (10 points), with `extra` members.
    static func table(_ extra: String) throws -> GameTable {
        var members = try JSONSerialization.jsonObject(with: Data(extra.utf8)) as! [String: Any]
        members.merge([
            "id": "m", "type": "math-check", "rounds": 4, "penalty": 0.3,
            "gameLevels": [["level": 1, "operands": [[1, 9], [1, 9]], "operations": ["+"], "wrongShare": 0.5, "pointsPerRound": 10]],
            "levels": [["level": 1, "rounds": [1, 1, 1, 1]]],
        ]) { a, _ in a }
        return try JSONDecoder().decode(GameTable.self, from: JSONSerialization.data(withJSONObject: members))
    }
}
