import Foundation
import ContentCore

/// The per-item judgements: each a test at about the 2.5 % level against a healthy item, so a
/// finding means the counts are hard to explain by chance, never that an estimate looks low.
enum ItemStatistics {
    /// The correlation a healthy item's answers keep with the player's other answers at least:
    /// an item is flagged when even the top of its 95 % interval is below it.
    static let healthyCorrelation = 0.10
    /// A distractor is dead when it draws under a tenth of what the median of the item's other
    /// distractors draws, and that median is at least 20 answers (a distractor drawing even a
    /// quarter of the median would then show 5 on average, and 1 or none with chance under 4 %).
    static let deadShare = 0.1
    static let minimumMedianPicks = 20.0
    /// The top group's answers for one distractor must reach 10 before it can out-draw the key.
    static let minimumTopPicks = 10
    /// The z both of a distractor's tests must pass: one-sided at 0.05 % each, so that among the
    /// hundreds of distractors of a pack a chance finding stays rare (at 1.96 a clean simulation
    /// of 300 players gave one, on an item nobody solved).
    static let strongZ = 3.29

    struct Finding {
        let rule: String
        let text: String
    }

    static func findings(tally: ItemTally, item: ResultsItem, minimum: Int) -> [Finding] {
        var out: [Finding] = []
        let interval = wilson(tally.correct, tally.answers)
        let chance = item.options.map { $0 > 1 ? 1 / Double($0) : 0 } ?? 0
        if interval.lower >= 0.95 {
            out.append(Finding(rule: ResultsRuleID.noSpread, text: "almost every player answers it right (at least \(percent(interval.lower)) at 95 % confidence): it tells players apart no more than a free point."))
        } else if interval.upper <= chance + 0.05 {
            let beyond = chance > 0 ? " (guessing among \(item.options ?? 0) options alone gives \(percent(chance)))" : ""
            out.append(Finding(rule: ResultsRuleID.noSpread, text: "almost no player solves it: at most \(percent(interval.upper)) answer it right at 95 % confidence\(beyond); check the key, or whether it can be solved."))
        }
        if tally.restAnswers >= minimum, let r = tally.restCorrelation {
            let z = atanh(min(max(r, -0.999_999), 0.999_999))
            let spread = 1.96 / Double(tally.restAnswers - 3).squareRoot()
            let upper = tanh(z + spread)
            // why: an item nobody solves beyond guessing has no correlation to show (its right
            // answers are luck); there only a clearly negative one says the key is wrong
            let nearChance = interval.lower <= chance + 0.05
            if upper < (nearChance ? 0 : healthyCorrelation) {
                let wording = r < 0 ? "players who do well on the rest of the test answer it right less often than those who do badly" : "answering it right hardly goes with doing well on the rest of the test"
                out.append(Finding(rule: ResultsRuleID.discrimination,
                                   text: "\(wording): item–rest correlation \(fixed(r, 2)) (95 % interval \(fixed(tanh(z - spread), 2)) to \(fixed(upper, 2)), over \(tally.restAnswers) answers in sittings of more than \(ItemAnalysis.minimumRestAnswers)); a wrong key, or two right answers?"))
            }
        }
        guard let options = item.options, let key = item.key, options <= ItemAnalysis.maximumOptions, key < options else { return out }
        let top = tally.topGroup, bottom = tally.bottomGroup
        if top.size >= minimum * 27 / 100, bottom.size > 0 {
            for option in 0..<options where option != key {
                let picked = top.picks[option], keyed = top.picks[key]
                // why: the option must also draw the top group more than the bottom one; a
                // distractor that merely draws guessers (an item nobody solves) draws both alike
                let rises = Self.rises(top: picked, of: top.size, bottom: bottom.picks[option], of: bottom.size)
                if picked >= minimumTopPicks, picked > keyed, Double(picked - keyed) > strongZ * Double(picked + keyed).squareRoot(), rises {
                    out.append(Finding(rule: ResultsRuleID.distractorStrong,
                                       text: "the strongest players (the top 27 % by the rest of the test, \(top.size) answers) pick option \(option) more than the key, option \(key): \(picked) against \(keyed); is option \(option) the right answer?"))
                }
            }
        }
        let distractors = (0..<options).filter { $0 != key }
        if distractors.count >= 2 {
            for option in distractors {
                let others = distractors.filter { $0 != option }.map { tally.picks[$0] }.sorted()
                let median = others.count % 2 == 1 ? Double(others[others.count / 2]) : Double(others[others.count / 2 - 1] + others[others.count / 2]) / 2
                guard median >= minimumMedianPicks, Double(tally.picks[option]) < deadShare * median else { continue }
                out.append(Finding(rule: ResultsRuleID.distractorDead,
                                   text: "option \(option) draws almost nobody: \(tally.picks[option]) answers, against a median of \(ItemStatistics.fixed(median, 1)) for the item's other distractors (under a tenth); players rule it out, so the item has one option fewer than it shows."))
            }
        }
        return out
    }

    /// Whether a share is higher in the top group than in the bottom one beyond chance (a
    /// two-proportion z test at `strongZ`).
    static func rises(top: Int, of topSize: Int, bottom: Int, of bottomSize: Int) -> Bool {
        let nt = Double(topSize), nb = Double(bottomSize)
        let pooled = Double(top + bottom) / (nt + nb)
        let error = (pooled * (1 - pooled) * (1 / nt + 1 / nb)).squareRoot()
        guard error > 0 else { return false }
        return (Double(top) / nt - Double(bottom) / nb) / error > strongZ
    }

    /// The Wilson score interval at 95 %.
    static func wilson(_ successes: Int, _ trials: Int) -> (lower: Double, upper: Double) {
        guard trials > 0 else { return (0, 1) }
        let n = Double(trials), p = Double(successes) / n, z = 1.96
        let centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        let half = z * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot() / (1 + z * z / n)
        return (max(0, centre - half), min(1, centre + half))
    }

    static func percent(_ value: Double) -> String { "\(fixed(value * 100, 1)) %" }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "?" }
        let scale = pow(10, Double(digits))
        let rounded = (value * scale).rounded() / scale
        var text = String(format: "%.\(digits)f", rounded)
        if text.hasPrefix("-"), Double(text) == 0 { text.removeFirst() }
        return text
    }
}

/// The counts every item finding ends with, and the revision note.
enum ItemMessages {
    static func counts(_ tally: ItemTally, item: ResultsItem) -> String {
        var parts = ["n \(tally.answers)", "right \(tally.correct) (\(ItemStatistics.percent(Double(tally.correct) / Double(max(tally.answers, 1)))))"]
        if let r = tally.restCorrelation {
            parts.append("item–rest r \(ItemStatistics.fixed(r, 2)) over \(tally.restAnswers)")
        }
        if let options = item.options, options <= ItemAnalysis.maximumOptions {
            let picks = (0..<options).map { "\($0): \(tally.picks[$0])\($0 == item.key ? " (key)" : "")" }.joined(separator: ", ")
            parts.append("options \(picks); no answer or other \(tally.picks[options])")
        }
        return "[" + parts.joined(separator: "; ") + "]"
    }

    static func older(_ tally: ItemTally) -> String {
        let revisions = tally.olderRevisions.sorted().map(String.init).joined(separator: ", ")
        return "\(tally.older) answers of an earlier revision (\(revisions)) are not counted with the \(tally.answers) of revision \(tally.revision), the item's current one: they answered another question."
    }

    /// A name from a log, shortened for a message.
    static func clipped(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let cleaned = String(String.UnicodeScalarView(scalars.prefix(60).map { $0.properties.generalCategory == .control ? "?" : $0 }))
        return scalars.count > 60 ? cleaned + "…" : cleaned
    }
}

/// The pack's difficulty scale matched to the players' data: the analysed items ranked by the
/// players' difficulty, each given the declared difficulty found at the same place among the
/// analysed items' declared difficulties (equipercentile), so the suggested values use the scale
/// as the pack does (as many 1s, 2s, … as it declares).
struct DifficultyScale {
    let observed: [Double]
    let declared: [Int]

    init?(tallies: [ItemTally], items: [ResultsItem], minimum: Int) {
        var observed: [Double] = []
        var declared: [Int] = []
        for (index, item) in items.enumerated() where tallies[index].answers >= minimum {
            guard let difficulty = item.difficulty else { continue }
            observed.append(Self.observed(correct: tallies[index].correct, answers: tallies[index].answers, options: item.options))
            declared.append(difficulty)
        }
        guard observed.count >= 5 else { return nil }
        self.observed = observed.sorted()
        self.declared = declared.sorted()
    }

    /// The players' difficulty: the logit of the proportion right beyond guessing (1/options),
    /// negated, so higher is harder.
    static func observed(correct: Int, answers: Int, options: Int?) -> Double {
        observed(proportion: (Double(correct) + 0.5) / (Double(answers) + 1), answers: answers, options: options)
    }

    static func observed(proportion: Double, answers: Int, options: Int?) -> Double {
        let chance = options.map { $0 > 1 ? 1 / Double($0) : 0 } ?? 0
        let floor = 0.5 / (Double(answers) + 1)
        let beyond = min(max((proportion - chance) / (1 - chance), floor), 1 - floor)
        return -log(beyond / (1 - beyond))
    }

    /// The declared difficulty at the place of `value` among the analysed items.
    func suggested(_ value: Double) -> Int {
        let below = observed.partitionPoint { $0 < value }
        let notAbove = observed.partitionPoint { $0 <= value }
        let place = Double(below + notAbove) / 2
        let index = min(max(Int(place.rounded(.down)), 0), declared.count - 1)
        return declared[index]
    }

    /// A sentence when even the 95 % interval of the item's proportion right puts it at least 3
    /// steps from its declared difficulty; nil otherwise.
    func disagreement(tally: ItemTally, item: ResultsItem, declared difficulty: Int) -> String? {
        let interval = ItemStatistics.wilson(tally.correct, tally.answers)
        let easiest = suggested(Self.observed(proportion: interval.upper, answers: tally.answers, options: item.options))
        let hardest = suggested(Self.observed(proportion: interval.lower, answers: tally.answers, options: item.options))
        let point = suggested(Self.observed(correct: tally.correct, answers: tally.answers, options: item.options))
        let range = easiest == hardest ? "\(point)" : "\(point), \(easiest) to \(hardest) at 95 % confidence"
        let right = "\(tally.correct) of \(tally.answers) answered it right"
        if easiest - difficulty >= Self.far {
            return "players find it much harder than declared: difficulty \(difficulty), but only \(right); among the \(observed.count) items with enough answers its place says difficulty \(range)."
        }
        if difficulty - hardest >= Self.far {
            return "players find it much easier than declared: difficulty \(difficulty), but \(right); among the \(observed.count) items with enough answers its place says difficulty \(range)."
        }
        return nil
    }

    /// How many steps of the pack's scale the whole interval must lie from the declared difficulty.
    static let far = 3
}

/// The items' median response times against their peers': harder items take longer, so an
/// item is compared with the 8 items nearest it in difficulty (the 7 others when there are 8) (declared, or the players'), the
/// median of their log median times being what its own should be near. Its distance from that,
/// in units of 1.4826 × the median absolute distance over all items (at least 0.1), is a robust
/// z; past 3.5, and at least twice or at most half its peers' time, the item is an outlier. Past
/// `maximumItems` items the comparison is not made.
struct TimeScale {
    /// Each item's expected log median time (its peers' median) and the robust spread.
    let expected: [Double]
    let spread: Double
    static let limit = 3.5
    /// How many times its peers' median time (or what fraction) an outlier takes at least.
    static let ratio = 2.0
    static let peers = 8
    static let maximumItems = 3000

    init?(_ points: [(x: Double, y: Double)]) {
        guard points.count >= Self.peers, points.count <= Self.maximumItems else { return nil }
        expected = points.indices.map { index in
            let nearest = points.indices.filter { $0 != index }
                .sorted { (abs(points[$0].x - points[index].x), $0) < (abs(points[$1].x - points[index].x), $1) }
                .prefix(min(Self.peers, points.count - 1))
            return Self.median(nearest.map { points[$0].y }.sorted())
        }
        let residuals = zip(points, expected).map { abs($0.y - $1) }.sorted()
        spread = max(1.4826 * Self.median(residuals), 0.1)
    }

    static func median(_ sorted: [Double]) -> Double {
        let count = sorted.count
        return count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
    }

    /// The finding's sentence for the point at `index` (its log median time `y`), or nil.
    func outlier(index: Int, milliseconds: Double) -> String? {
        let typical = expected[index]
        let z = (log(milliseconds) - typical) / spread
        guard z.isFinite, abs(z) > Self.limit, abs(log(milliseconds) - typical) >= log(Self.ratio) else { return nil }
        return "players take a median \(Self.duration(milliseconds)) on it, where the \(Self.peers) items nearest it in difficulty take about \(Self.duration(exp(typical))) (robust z \(ItemStatistics.fixed(z, 1)), beyond ±\(ItemStatistics.fixed(Self.limit, 1))): \(z > 0 ? "slow to read, or to solve" : "answered without being solved")?"
    }

    static func duration(_ milliseconds: Double) -> String {
        milliseconds >= 120_000 ? "\(ItemStatistics.fixed(milliseconds / 60_000, 1)) min" : "\(ItemStatistics.fixed(milliseconds / 1000, 1)) s"
    }
}
