import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Plays every game of the built sample bundle as an app would: the table and the generated
/// rounds read through `ContentBundle`, each round answered and checked, points and penalties
/// applied as the table says.
@Suite struct GamePlayTests {
    static var bundle: ContentBundle? { IQSessionTests.bundle }

    @Test func theSampleHasTheAppsGames() throws {
        let bundle = try #require(Self.bundle)
        let games = Dictionary(uniqueKeysWithValues: try bundle.games.map { ($0.id, $0) })
        #expect(Set(games.keys) == ["anagram", "find-pair", "math-check", "memory", "number-order"])
        #expect(games["find-pair"]?.levels.count == 10 && games["find-pair"]?.gameLevels.count == 9)
        #expect(games["anagram"]?.levels.count == 10 && games["anagram"]?.gameLevels.count == 19)
        #expect(games["math-check"]?.levels.count == 10 && games["math-check"]?.gameLevels.count == 25)
        #expect(games["math-check"]?.roundsBackOnMistake == 1)
        let memory = try #require(games["memory"])
        #expect(memory.categories == ["animals", "fruits", "vehicles", "plants"])
        #expect(memory.levels.first?.timeLimitSeconds == nil)
        guard case .cards(let cards) = memory.gameLevels.first?.parameters else { Issue.record("memory is a card game"); return }
        #expect(cards.grid == GridSize(rows: 4, columns: 4) && cards.pairs == 8 && cards.showSeconds == 10 && cards.mistakesAllowed == 3)
        for category in memory.categories {
            let sets = try bundle.memorySets.filter { $0.category == category }
            #expect(!sets.isEmpty && sets.allSatisfy { $0.cover.map { (try? bundle.data(at: $0)) != nil } ?? false }, "\(category) has no cover in the bundle")
        }
        for game in games.values {
            #expect(game.title?["ru"] != nil && game.category != nil && game.cover.map { (try? bundle.data(at: $0)) != nil } == true)
        }
    }

    @Test(arguments: ["anagram", "find-pair", "math-check", "memory", "number-order"])
    func aLevelIsPlayedRight(_ id: String) throws {
        let bundle = try #require(Self.bundle)
        let game = try #require(bundle.tables.game(id))
        let rounds = try #require(try bundle.rounds(of: game))
        for number in [1, game.levels.count] {
            let plays = rounds.plays(level: number)
            #expect(try plays.count == game.plays(variants: Self.variants(game, bundle)))
            let play = try #require(plays.first)
            #expect(play.rounds.count == game.rounds)
            var level = try #require(LevelPlay(game, level: number, play: play))
            var expected = 0
            while !level.isOver {
                let round = try #require(level.round)
                let gameLevel = try #require(level.gameLevel)
                try Self.answerRight(round, in: bundle)
                if case .cards(let cards) = gameLevel.parameters {
                    for _ in 0..<cards.pairs { level.right() }
                } else {
                    level.right()
                }
                expected += gameLevel.pointsPerRound
            }
            #expect(level.isWon && level.score == expected && level.mistakes == 0)
        }
    }

    @Test func aMistakeCostsThePenaltyAndARoundBack() throws {
        let bundle = try #require(Self.bundle)
        let game = try #require(bundle.tables.game("math-check"))
        let play = try #require(try bundle.rounds(of: game)?.plays(level: 4).first)
        var level = try #require(LevelPlay(game, level: 4, play: play))
        let first = try #require(level.gameLevel).pointsPerRound
        level.right()
        level.right()
        let second = try #require(game.gameLevel(level.level.rounds[1])).pointsPerRound
        #expect(level.score == first + second && level.position == 2)
        let atStake = try #require(level.gameLevel).pointsAtStake
        level.wrong()
        #expect(level.score == first + second - Int((Double(atStake) * 0.3).rounded()))
        #expect(level.position == 1, "a math-check mistake sends the player one round back")
    }

    @Test func theKidsMemoryGameEndsAtTheThirdMistake() throws {
        let bundle = try #require(Self.bundle)
        let game = try #require(bundle.tables.game("memory"))
        let play = try #require(try bundle.rounds(of: game)?.plays(level: 1, variant: "vehicles").first)
        guard case .cards(let board) = play.rounds.first else { Issue.record("a memory round is a board"); return }
        #expect(board.cells.compactMap { $0 }.allSatisfy { $0.hasPrefix("memory/vehicles/") && (try? bundle.data(at: $0)) != nil })
        var level = try #require(LevelPlay(game, level: 1, play: play))
        level.right()
        level.wrong()
        level.wrong()
        #expect(!level.isOver && level.score == 10)
        level.wrong()
        #expect(level.isLost && level.isOver)
    }

    @Test func roundsAreDistinctWithinAPlay() throws {
        let bundle = try #require(Self.bundle)
        for game in try bundle.games {
            let rounds = try #require(try bundle.rounds(of: game))
            for level in rounds.levels {
                for play in level.plays {
                    #expect(Set(play.rounds.map(Self.key)).count == play.rounds.count, "\(game.id) level \(level.level) repeats a round")
                }
            }
        }
    }

    @Test func wrongMathExamplesArePlausibleSlipsAndNeverRight() throws {
        let bundle = try #require(Self.bundle)
        let game = try #require(bundle.tables.game("math-check"))
        var right = 0, wrong = 0
        for level in try #require(try bundle.rounds(of: game)).levels {
            for play in level.plays {
                for case .mathCheck(let example) in play.rounds {
                    let value = try #require(example.result)
                    if example.isRight { right += 1; continue }
                    wrong += 1
                    let swapped = String(String(value.magnitude).reversed())
                    let slip = abs(example.shown - value) == 1 || abs(example.shown - value) == 10 || String(example.shown.magnitude).count == swapped.count
                    #expect(slip && example.shown != value, "\(example.text) is not a plausible slip of \(value)")
                }
            }
        }
        #expect(wrong > 0 && right > 0)
        #expect(abs(Double(wrong) / Double(wrong + right) - 0.5) < 0.1)
    }

    /// Answers a round right and checks that a wrong answer is refused.
    static func answerRight(_ round: GameRound, in bundle: ContentBundle) throws {
        switch round {
        case .mathCheck(let example):
            #expect(example.check(saysRight: example.isRight) && !example.check(saysRight: !example.isRight))
        case .numberOrder(let board):
            let taps = Array(1...board.numbers.count)
            #expect(board.check(taps: taps) && !board.check(taps: taps.reversed()))
            #expect(board.numbers.allSatisfy { $0.x >= 0 && $0.x <= board.board[0] && $0.y >= 0 && $0.y <= board.board[1] })
        case .cards(let board):
            let cells = board.cells.indices.filter { board.cells[$0] != nil }
            let first = try #require(cells.first)
            let partner = try #require(cells.first { $0 != first && board.cells[$0] == board.cells[first] })
            let other = try #require(cells.first { board.cells[$0] != board.cells[first] })
            #expect(board.isPair(first, partner) && !board.isPair(first, other))
        case .anagram(let anagram):
            #expect(anagram.options.count == 4 && anagram.options.indices.contains(anagram.answer))
            #expect(anagram.options[anagram.answer].sorted() == anagram.word.sorted() && anagram.options[anagram.answer] != anagram.word)
        }
    }

    static func variants(_ game: GameTable, _ bundle: ContentBundle) throws -> Int {
        switch game.type {
        case "anagram": try bundle.anagrams.count
        case "find-pair", "memory": max(1, game.categories.count)
        default: 1
        }
    }

    /// A round's identity, made without `description` (a 64-card board's is dear to make at
    /// every mistake of FreshRoundTests' plays).
    static func key(_ round: GameRound) -> String {
        switch round {
        case .mathCheck(let example): example.operands.map(String.init).joined(separator: ",") + example.operation.rawValue
        case .numberOrder(let board): board.numbers.map { "\($0.x),\($0.y)" }.joined(separator: ";")
        case .cards(let board): board.cells.map { $0 ?? "-" }.joined(separator: "|")
        case .anagram(let anagram): anagram.word
        }
    }
}

extension GameTable {
    /// Plays per level in the bundle: the game's plays for each variant.
    func plays(variants: Int) -> Int { 3 * variants }
}

/// Computes the savings plans' schedules from the built bundle.
@Suite struct PlanScheduleTests {
    static let start = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01

    @Test func theFiftyTwoWeekChallenge() throws {
        let bundle = try #require(GamePlayTests.bundle)
        let plan = try #require(bundle.plans.first { $0.id == "52-weeks" })
        let schedule = try PlanSchedule(plan.defaults, start: Self.start)
        #expect(schedule.deposits.count == 52 && schedule.goal == 137_800 && schedule.total == 137_800)
        #expect(schedule.deposits.map(\.amount) == (1...52).map { $0 * 100 })
        #expect(schedule.deposits[1].date.timeIntervalSince(schedule.deposits[0].date) == 7 * 86_400)
        var values = plan.defaults
        try values.set("weeks", to: 10)
        try values.set("goal", to: 1000)
        let short = try PlanSchedule(values, start: Self.start)
        #expect(short.total == 1000 && short.deposits.allSatisfy { $0.amount >= 0 })
        #expect(short.deposits.map(\.amount) == short.deposits.map(\.amount).sorted(), "deposits grow week by week")
        #expect(throws: PlanError.self) { try values.set("weeks", to: 200) }
        #expect(throws: PlanError.self) { try values.set("goal", to: 1050) }

        // three weeks saved, the fourth deposit missed
        let made = schedule.deposits.prefix(3).map { (date: $0.date, amount: $0.amount) }
        let progress = schedule.progress(made: made, at: schedule.deposits[3].date.addingTimeInterval(86_400))
        #expect(progress.saved == 600 && progress.due == 1000 && progress.ahead == -400 && progress.depositsDue == 4)
        #expect(progress.next?.number == 5 && progress.remaining == 137_200 && !progress.isReached)
    }

    @Test func aGoalByADateAndAShareOfIncome() throws {
        let bundle = try #require(GamePlayTests.bundle)
        let byDate = try #require(bundle.plans.first { $0.id == "monthly-goal" })
        var values = byDate.defaults
        let calendar = Calendar(identifier: .gregorian)
        let end = try #require(calendar.date(byAdding: .month, value: 7, to: Self.start))
        try values.set("until", toDate: end, from: Self.start, calendar: calendar)
        #expect(values["until"] == 7)
        let schedule = try PlanSchedule(values, start: Self.start, calendar: calendar)
        #expect(schedule.deposits.count == 7 && schedule.total == 1_200_000)
        #expect(schedule.deposits.dropLast().allSatisfy { $0.amount == 171_428 } && schedule.deposits.last?.amount == 171_432)

        let share = try #require(bundle.plans.first { $0.id == "income-share" })
        let monthly = try PlanSchedule(share.defaults, start: Self.start)
        #expect(monthly.deposits.count == 12 && monthly.deposits.allSatisfy { $0.amount == 30_000 } && monthly.goal == 360_000)
        let progress = monthly.progress(made: [(Self.start, 45_000)], at: Self.start)
        #expect(progress.ahead == 15_000 && progress.fraction == 0.125)
    }

    @Test func everyPlanHasItsSlidesEndingInAnOffer() throws {
        let bundle = try #require(GamePlayTests.bundle)
        #expect(try bundle.plans.count == 3)
        for plan in try bundle.plans {
            let show = try #require(bundle.slides.first { $0.game == plan.slides })
            #expect(show.slides.last?.action?["uk"] != nil)
        }
    }
}

/// Tap sequences are checked like every other choice item.
@Suite struct TapSequenceCheckTests {
    @Test func theLoginCodeIsCheckedThroughTheBundle() throws {
        let bundle = try #require(GamePlayTests.bundle)
        #expect(try bundle.check(answer: .taps(["1", "3", "2"]), for: "secure-132"))
        #expect(try !bundle.check(answer: .taps(["1", "2", "3"]), for: "secure-132"))
        #expect(throws: AnswerError.self) { try bundle.check(answer: .option(1), for: "secure-132") }
        let login = try #require(bundle.sequences.first { $0.id == "secure-132" })
        #expect(login.attempts == nil, "the login screen lets the user try again without limit")
        #expect(login.order == nil, "a pack keeping answers apart keeps the order out of the items")
    }
}
