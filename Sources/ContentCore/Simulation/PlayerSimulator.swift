import Foundation
import ContentBundle

/// One multiple-choice item as the simulator gives it: its real id and revision in the pack, and
/// the parameters of the response model that the analysis is meant to recover.
public struct SimulatedItem: Sendable, Equatable {
    public var id: String
    public var revision: Int
    /// The series (or other group) the item belongs to, for a sitting's `rawScores`.
    public var group: String
    /// Number of options.
    public var options: Int
    /// The option the pack's key names: an answer is recorded right when it picks this one.
    public var key: Int
    /// The option players who solve the item pick. Equal to `key`, unless a wrong key is
    /// injected (the key names a distractor; strong players pick this one).
    public var trueAnswer: Int
    /// Difficulty b on the ability scale (θ and b are in standard units of the population).
    public var difficulty: Double
    /// Discrimination a (the slope of the logistic, with the usual 1.7 scaling).
    public var discrimination: Double
    /// How strongly each option draws a player who does not solve the item (relative weights;
    /// the true answer's weight sets the guessing floor c = w_true / Σw). A dead distractor has 0.
    public var attractiveness: [Double]
    /// The median response time, in seconds, of a player whose ability equals the difficulty.
    public var seconds: Double

    public init(id: String, revision: Int = 1, group: String = "", options: Int, key: Int, trueAnswer: Int? = nil, difficulty: Double,
                discrimination: Double, attractiveness: [Double]? = nil, seconds: Double = 30) {
        self.id = id
        self.revision = revision
        self.group = group
        self.options = options
        self.key = key
        self.trueAnswer = trueAnswer ?? key
        self.difficulty = difficulty
        self.discrimination = discrimination
        self.attractiveness = attractiveness ?? Array(repeating: 1, count: options)
        self.seconds = seconds
    }

    /// The chance that a player of ability θ solves the item (before guessing).
    public func solves(_ theta: Double) -> Double { 1 / (1 + exp(-1.7 * discrimination * (theta - difficulty))) }

    /// The guessing floor: the chance a player who does not solve it still picks the true answer.
    public var guessing: Double {
        let total = attractiveness.reduce(0, +)
        return total > 0 ? attractiveness[trueAnswer] / total : 0
    }
}

/// A seeded, deterministic population of players answering a test's items: each player has an
/// age (uniform in `ages`) and an ability θ drawn from a normal distribution whose mean depends on
/// the age (`meanAbility`), and answers every item once, in order, then sits the test (a
/// `sitting` record). The same seed makes the same records, byte for byte.
///
/// The response model is a two-parameter logistic with a guessing floor: a player solves the
/// item with probability 1/(1+e^(−1.7·a·(θ−b))) and then picks the true answer; otherwise they pick
/// an option with probability proportional to its attractiveness (the true answer included, so
/// guessing right happens at the rate c = w_true/Σw). The recorded answer is right when it is the
/// key's option. A small share of players who do not solve an item skip it (`skipRate`). Response
/// times are log-normal: the median is `seconds`·e^(0.3·(b−θ)) (items hard for the player take
/// longer), the spread σ = 0.35 in log units.
public struct PlayerSimulator: Sendable {
    public var pack: String
    public var version: String
    /// The IQ test (or game) the items are given within.
    public var test: String
    public var testRevision: Int
    public var items: [SimulatedItem]
    public var seed: UInt64
    /// Ages players are drawn from, uniformly.
    public var ages: ClosedRange<Int> = 16...70
    /// The share of unsolved items left without an answer.
    public var skipRate: Double = 0.02

    public init(pack: String, version: String, test: String, testRevision: Int = 1, items: [SimulatedItem], seed: UInt64) {
        self.pack = pack
        self.version = version
        self.test = test
        self.testRevision = testRevision
        self.items = items
        self.seed = seed
    }

    /// The population's mean ability at an age: rises to 0.2 at 25, flat to 40, then falls by
    /// 0.02 a year (a shape like the fluid-reasoning curves norms are made for).
    public static func meanAbility(age: Int) -> Double {
        if age < 25 { return 0.2 - 0.06 * Double(25 - age) }
        if age <= 40 { return 0.2 }
        return 0.2 - 0.02 * Double(age - 40)
    }

    /// Parameters for real items: b from the declared difficulty (1…10 → −2.25…+2.25, the pack's
    /// scale taken as even steps of ability) plus a seeded jitter of σ 0.25, so the declared order
    /// is close to but not exactly the true one; a from 0.8 to 2.0; distractors' attractiveness
    /// from 0.5 to 1.5 (none dead), the key's 1 (the guessing floor about 1/options).
    public static func parameters(for real: [(id: String, revision: Int, group: String, options: Int, key: Int, difficulty: Int)], seed: UInt64) -> [SimulatedItem] {
        var random = SeededRandom(seed: seed ^ 0x5EED_17E5)
        return real.map { item in
            let b = (Double(item.difficulty) - 5.5) * 0.5 + normal(&random) * 0.25
            let a = 0.8 + uniform(&random) * 1.2
            var weights = (0..<item.options).map { _ in 0.5 + uniform(&random) }
            if weights.indices.contains(item.key) { weights[item.key] = 1 }
            let seconds = 10 + 4 * Double(item.difficulty) + uniform(&random) * 8
            return SimulatedItem(id: item.id, revision: item.revision, group: item.group, options: item.options, key: item.key,
                                 difficulty: b, discrimination: a, attractiveness: weights, seconds: seconds)
        }
    }

    /// Calls `body` with every record of `players` players, in order: each player's answers, then
    /// their sitting.
    public func run(players: Int, _ body: (ResultRecord) throws -> Void) rethrows {
        var random = SeededRandom(seed: seed)
        let totals = items.map { $0.attractiveness.reduce(0, +) }
        for player in 0..<max(players, 0) {
            let age = ages.lowerBound + random.below(ages.count)
            let theta = Self.meanAbility(age: age) + Self.normal(&random)
            let context = RecordContext(pack: pack, version: version, session: "sim-\(seed)-\(player)", age: age)
            var raw = 0
            var rawScores: [String: Int] = [:]
            var elapsed = 0
            for (index, item) in items.enumerated() {
                let solved = Self.uniform(&random) < item.solves(theta)
                var picked: Int?
                if solved {
                    picked = item.trueAnswer
                } else if Self.uniform(&random) >= skipRate {
                    var target = Self.uniform(&random) * totals[index]
                    picked = item.attractiveness.indices.last { item.attractiveness[$0] > 0 }
                    for (option, weight) in item.attractiveness.enumerated() where weight > 0 {
                        if target < weight { picked = option; break }
                        target -= weight
                    }
                }
                let median = item.seconds * exp(0.3 * (item.difficulty - theta))
                let seconds = min(max(median * exp(0.35 * Self.normal(&random)), 0.5), 3600)
                let milliseconds = Int((seconds * 1000).rounded())
                elapsed += milliseconds
                let correct = picked == item.key
                if correct {
                    raw += 1
                    rawScores[item.group, default: 0] += 1
                } else if !item.group.isEmpty, rawScores[item.group] == nil {
                    rawScores[item.group] = 0
                }
                try body(.answer(AnswerRecord(context: context, item: item.id, revision: item.revision, given: picked.map { .option($0) } ?? .none,
                                              correct: correct, milliseconds: milliseconds, within: test)))
            }
            rawScores.removeValue(forKey: "")
            try body(.sitting(SittingRecord(context: context, test: test, revision: testRevision, rawScore: raw, rawScores: rawScores,
                                            items: items.count, milliseconds: elapsed)))
        }
    }

    /// Calls `body` with every record of `run` as its line of the results log (`ResultsLog.line`).
    public func lines(players: Int, _ body: (Data) throws -> Void) rethrows {
        try run(players: players) { try body(ResultsLog.line($0)) }
    }

    /// A number in [0, 1) from the top 53 bits.
    static func uniform(_ random: inout SeededRandom) -> Double { Double(random.next() >> 11) * 0x1p-53 }

    /// A standard normal number (Box–Muller).
    static func normal(_ random: inout SeededRandom) -> Double {
        let u = max(uniform(&random), 0x1p-53)
        return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * uniform(&random))
    }
}
