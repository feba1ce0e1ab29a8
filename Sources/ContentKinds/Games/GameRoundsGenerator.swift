import ContentBundle
import ContentCore

/// Makes a game's rounds, the same on every machine: for each difficulty level and variant (a
/// card category, an anagram list's locale), `plays` plays, each with a round per entry of the
/// level's `rounds` and no round twice in a play. The linter runs it to find the levels that
/// cannot be filled; the builder writes what it makes.
package struct GameRoundsGenerator {
    let game: GameFile
    let cards: CardPool
    var anagrams: [AnagramPlays]

    package init(_ game: GameFile, packFiles: [ContentFile]) {
        self.game = game
        cards = CardPool(MemoryKind.sets(in: packFiles))
        anagrams = AnagramsKind.lists(in: packFiles).compactMap { $0.root.flatMap(AnagramPlays.init) }
    }

    /// The rounds, or every level that cannot be filled and why.
    package mutating func generate() -> Result<GameRounds, GameRoundsFailures> {
        var levels: [GameRounds.Level] = []
        var failures: [GameRoundsFailure] = []
        for level in game.levels {
            var plays: [GameRounds.Play] = []
            let spareLevels = spareLevels(level)
            // why: the first play that fails says why the level cannot be filled; one is enough
            variants: for variant in variants {
                for play in 0..<game.plays {
                    var random = SeededRandom(seed: SeededRandom.fnv1a("\(game.seed) \(game.id) \(level.number) \(variant ?? "") \(play)"))
                    switch self.play(level, spareLevels: spareLevels, variant: variant, &random) {
                    case .success(let rounds):
                        let main = Array(rounds.prefix(level.rounds.count))
                        let spares = zip(spareLevels, rounds.dropFirst(level.rounds.count)).map { GameRounds.Spare(gameLevel: $0, round: $1) }
                        plays.append(GameRounds.Play(variant: variant, rounds: main, spares: spares))
                    case .failure(let failure):
                        failures.append(failure)
                        break variants
                    }
                }
            }
            levels.append(GameRounds.Level(level: level.number, plays: plays))
        }
        return failures.isEmpty ? .success(GameRounds(game: game.id, levels: levels)) : .failure(GameRoundsFailures(all: failures))
    }

    /// Card categories, anagram locales, or the one variant (nil) of the other games.
    var variants: [String?] {
        switch game.builtIn {
        case .findPair, .kidsMemory:
            let categories = (game.root["categories"]?.array ?? []).compactMap(\.string)
            return categories.isEmpty ? [nil] : categories
        case .anagram: return anagrams.map(\.locale)
        case .numberOrder, .mathCheck, nil: return [nil]
        }
    }

    /// The game level of each spare a play of `level` keeps, in the order they follow its rounds.
    private func spareLevels(_ level: GameFile.DifficultyEntry) -> [Int] {
        game.spares(for: level).flatMap { Array(repeating: $0.gameLevel, count: $0.count) }
    }

    /// A play's rounds followed by its spares (of the game levels `spareLevels`), all distinct.
    private mutating func play(_ level: GameFile.DifficultyEntry, spareLevels: [Int], variant: String?,
                               _ random: inout SeededRandom) -> Result<[GameRound], GameRoundsFailure> {
        func failure(_ gameLevel: Int?, _ reason: String, byParameters: Bool = false) -> Result<[GameRound], GameRoundsFailure> {
            .failure(GameRoundsFailure(level: level.number, gameLevel: gameLevel, variant: variant, reason: reason, byParameters: byParameters))
        }
        var entries: [(number: Int, parameters: JSONNode)] = []
        for number in level.rounds + spareLevels {
            guard let entry = game.gameLevel(number) else { return failure(number, "game level \(number) does not exist", byParameters: true) }
            entries.append((number, entry.node))
        }
        let playedRounds = level.rounds.count
        /// How a failing round is named: its place, or a spare kept for replays after mistakes.
        func place(_ index: Int) -> String {
            index < playedRounds ? "round \(index + 1)" : "spare round \(index - playedRounds + 1) (a fresh round for a replay after a mistake)"
        }
        let sparesNote = entries.count > playedRounds ? " with the \(entries.count - playedRounds) fresh rounds kept for replays after mistakes" : ""
        switch game.builtIn {
        case .anagram:
            guard let index = anagrams.firstIndex(where: { $0.locale == variant }) else { return failure(nil, "the pack has no anagram list") }
            switch anagrams[index].play(entries, &random) {
            case .success(let rounds): return .success(rounds.map(GameRound.anagram))
            case .failure(let unfilled):
                let round = unfilled.index
                let (number, parameters) = entries[round]
                let usable = anagrams[index].usable(gameLevel: number, parameters)
                let needed = entries.filter { $0.number == number }.count
                return failure(number, "\(place(round)) finds no word left: the \(variant ?? "") list has \(counted(usable, "word")) of \(Self.describeLengths(parameters)) that make a round with \(counted(parameters["substitutions"]?.integer ?? 1, "look-alike letter")), and the level's rounds\(sparesNote) need \(needed) of this game level alone")
            }
        case .findPair, .kidsMemory:
            let pool = cards.cards(variant)
            var seen = Set<CardBoard>()
            var rounds: [GameRound] = []
            for (number, parameters) in entries {
                let pairs = parameters["pairs"]?.integer ?? 0
                guard pool.count >= pairs else {
                    let source = variant.map { "category \($0) has" } ?? "the pack's memory sets have"
                    return failure(number, "\(pairs) pairs need \(pairs) distinct cards, but \(source) \(pool.count)")
                }
                var board: CardBoard?
                for _ in 0..<50 {
                    guard let made = CardBoards.board(parameters, cards: pool, category: variant, &random) else { return failure(number, "the grid does not hold its pairs", byParameters: true) }
                    if seen.insert(made).inserted { board = made; break }
                }
                guard let board else { return failure(number, "fewer distinct boards than rounds\(sparesNote)") }
                rounds.append(.cards(board))
            }
            return .success(rounds)
        case .numberOrder:
            var rounds: [GameRound] = []
            for (number, parameters) in entries {
                guard let boards = NumberOrderBoards(parameters, game: game.root) else { return failure(number, "its count, font sizes or colours are not usable", byParameters: true) }
                if let problem = boards.problem { return failure(number, problem) }
                guard let board = boards.board(&random) else {
                    return failure(number, "\(boards.count) numbers of \(boards.fontSize.low)-\(boards.fontSize.high) pt do not fit apart on the \(boards.board.width)x\(boards.board.height) board")
                }
                rounds.append(.numberOrder(board))
            }
            return .success(rounds)
        case .mathCheck:
            return mathCheckPlay(entries, played: playedRounds, level: level, variant: variant, &random)
        case nil:
            return .success([])
        }
    }

    private func mathCheckPlay(_ entries: [(number: Int, parameters: JSONNode)], played: Int, level: GameFile.DifficultyEntry, variant: String?,
                               _ random: inout SeededRandom) -> Result<[GameRound], GameRoundsFailure> {
        func failure(_ gameLevel: Int, _ reason: String, byParameters: Bool = false) -> Result<[GameRound], GameRoundsFailure> {
            .failure(GameRoundsFailure(level: level.number, gameLevel: gameLevel, variant: variant, reason: reason, byParameters: byParameters))
        }
        var generators: [Int: MathCheckRounds] = [:]
        var listed: [Int: [MathCheckExample]] = [:]
        var listedCount: [Int: Int] = [:]
        var used = Set<[Int]>()
        var examples: [MathCheckExample] = []
        for (number, parameters) in entries {
            guard let generator = generators[number] ?? MathCheckRounds(parameters) else { return failure(number, "its operands must be 2 to 4 [low, high] pairs of whole numbers from -10⁹ to 10⁹, with at least one operation and a wrong share from 0 to 1") }
            generators[number] = generator
            if listed[number] == nil, let all = generator.allExamples() {
                listed[number] = random.shuffled(all)
                listedCount[number] = all.count
            }
            var example: MathCheckExample?
            if var list = listed[number] {
                while let next = list.popLast() {
                    if used.insert(Self.key(next)).inserted { example = next; break }
                }
                listed[number] = list
                if example == nil {
                    let count = listedCount[number] ?? 0
                    let needed = entries.filter { $0.number == number }.count
                    let spares = entries.count > played ? " with the \(entries.count - played) fresh rounds kept for replays after mistakes" : ""
                    return failure(number, "its operands, operations\(generator.results == nil ? "" : " and results") allow \(count) distinct example\(count == 1 ? "" : "s"), and the level's rounds\(spares) need \(needed)")
                }
            } else {
                for _ in 0..<50 {
                    guard let next = generator.sample(&random) else { break }
                    if used.insert(Self.key(next)).inserted { example = next; break }
                }
                guard example != nil else { return failure(number, "no example found in \(MathCheckRounds.samplingAttempts) tries: no operands give an exact result in range") }
            }
            examples.append(example!)
        }
        // why: a fixed number of wrong examples per play (the shares' sum, rounded), at random
        // places, so no play is all right or all wrong by chance; the spares get their own share
        for part in [0..<min(played, examples.count), min(played, examples.count)..<examples.count] where !part.isEmpty {
            let shares = part.reduce(0.0) { $0 + (generators[entries[$1].number]?.wrongShare ?? 0) }
            let wrongCount = shares.isFinite ? min(part.count, max(0, Int(min(shares, Double(part.count)).rounded()))) : 0
            let wrongPlaces = Set(random.shuffled(Array(part)).prefix(wrongCount))
            for index in wrongPlaces.sorted() {
                let generator = generators[entries[index].number]!
                let slips = generator.slips(of: examples[index].shown)
                guard !slips.isEmpty else { continue }
                examples[index].shown = slips[random.below(slips.count)]
            }
        }
        return .success(examples.map(GameRound.mathCheck))
    }

    private static func key(_ example: MathCheckExample) -> [Int] {
        example.operands + [MathOperation.allCases.firstIndex(of: example.operation) ?? 0]
    }

    static func describeLengths(_ parameters: JSONNode) -> String {
        guard let range = parameters.intRange("wordLength") else { return "its length" }
        return range.low == range.high ? counted(range.low, "letter") : "\(range.low)-\(range.high) letters"
    }
}
