import Foundation
import ContentCore

/// How the keys of a run of choice items sit over the option positions, and how unlikely that
/// would be if each key's position had been drawn at random.
///
/// Every verdict is a probability under uniform random positions, so a finding means "this did
/// not come from shuffling", never "this looks odd": a shuffled series is flagged at most once in
/// a hundred, however short it is or however many options its items have.
struct KeySpread {
    /// One item's key: the item's id, where its key sits, and the node of its answer.
    typealias KeyedItem = (id: String, key: Key, answer: JSONNode)

    /// An item's key position: `answer` indexes `options` (matrices), or is the value of one of
    /// the `choices` (number series, equations). Items without choices have none.
    static func key(of item: JSONNode) -> KeyedItem? {
        guard let answer = item["answer"] else { return nil }
        let id = item["id"]?.string ?? "?"
        if let options = item["options"]?.array, let index = answer.integer, options.indices.contains(index) {
            return (id, KeySpread.Key(position: index, options: options.count), answer)
        }
        if let choices = item["choices"]?.array, let value = answer.number,
           let index = choices.firstIndex(where: { $0.number.map { numbersEqual($0, value) } ?? false }) {
            return (id, KeySpread.Key(position: index, options: choices.count), answer)
        }
        return nil
    }

    /// One item's key: its position (0-based) among `options` options.
    struct Key {
        let position: Int
        let options: Int
    }

    /// A stretch of consecutive items whose keys step by the same amount: 0 (a run on one
    /// position), +1 or −1 (a walk, wrapping round the options).
    struct Pattern {
        /// Index of the first item of the stretch.
        let start: Int
        let length: Int
        let step: Int
        /// An upper bound on the chance of so long a stretch anywhere in the series by chance.
        let chance: Double
    }

    let keys: [Key]

    /// The longest run and the longest walk, each only when chance explains it less than once in
    /// `level` series.
    func patterns(level: Double) -> [Pattern] {
        [0, 1, -1].compactMap { step in
            longest(step: step).flatMap { $0.chance < level ? $0 : nil }
        }
    }

    private func longest(step: Int) -> Pattern? {
        guard keys.count > 1 else { return nil }
        var best: (start: Int, length: Int)?
        var start = 0
        for index in 1...keys.count {
            let continues = index < keys.count && follows(keys[index - 1], keys[index], step: step)
            if continues { continue }
            let length = index - start
            if length > 1, length > (best?.length ?? 0) { best = (start, length) }
            start = index
        }
        guard let best else { return nil }
        // why: union bound over the places such a stretch could start and (for walks) its direction;
        // each further item continues it with probability 1/options
        let options = Double(keys[best.start].options)
        let starts = Double(keys.count - best.length + 1)
        let directions = step == 0 ? 1.0 : 2.0
        let chance = min(1, starts * directions * pow(1 / options, Double(best.length - 1)))
        return Pattern(start: best.start, length: best.length, step: step, chance: chance)
    }

    private func follows(_ earlier: Key, _ later: Key, step: Int) -> Bool {
        guard earlier.options == later.options, earlier.options > 1 else { return false }
        let n = earlier.options
        return ((earlier.position + step) % n + n) % n == later.position
    }

    /// How many keys fall on each position, over the items with the most common option count.
    func counts() -> (options: Int, counts: [Int])? {
        let byOptions = Dictionary(grouping: keys, by: \.options)
        guard let (options, group) = byOptions.max(by: { ($0.value.count, -$0.key) < ($1.value.count, -$1.key) }),
              options > 1 else { return nil }
        var counts = Array(repeating: 0, count: options)
        for key in group where counts.indices.contains(key.position) { counts[key.position] += 1 }
        return (options, counts)
    }

    /// An upper bound on P(some position gets at least `most` of `total` keys) when positions are
    /// uniform: the options times one position's binomial tail (tight where it matters, below 1 %,
    /// and linear in the series' length however long it is).
    static func chanceOfCrowding(total: Int, options: Int, most: Int) -> Double {
        guard most > 0 else { return 1 }
        let p = 1 / Double(options)
        return min(1, Double(options) * (most...max(most, total)).reduce(0.0) { $0 + binomial(total, $1, p) })
    }

    /// An upper bound on P(some position gets at most `fewest` of `total` keys), as above.
    static func chanceOfNeglect(total: Int, options: Int, fewest: Int) -> Double {
        guard fewest < total else { return 1 }
        let p = 1 / Double(options)
        return min(1, Double(options) * (0...max(0, fewest)).reduce(0.0) { $0 + binomial(total, $1, p) })
    }

    /// P(X = k) for X ~ Binomial(n, p), through logarithms so that long series do not overflow.
    private static func binomial(_ n: Int, _ k: Int, _ p: Double) -> Double {
        let logCoefficient = lgamma(Double(n + 1)) - lgamma(Double(k + 1)) - lgamma(Double(n - k + 1))
        return exp(logCoefficient + Double(k) * log(p) + Double(n - k) * log1p(-p))
    }
}
