import Foundation

/// How much each stem of a riddle says about it: its rarity across the pack's riddles of one
/// locale (an inverse document frequency), discounted where the stem sits in a frame many riddles
/// share ("how many … does it take to change a light bulb", «что такое …»).
///
/// A frame is found as word pairs: a pair of stems standing side by side in more than
/// `frameFreeCount` distinct questions is template, and the stems it covers weigh
/// `1 / (count − 1)` of their rarity. Identical questions count once, so a riddle added twice
/// does not make its own words a frame.
struct StemWeights {
    /// A riddle's stems with their weights, ascending by stem (for merging).
    struct Vector: Sendable {
        var stems: [UInt64] = []
        var weights: [Double] = []
    }

    // why: a small pack says little about which words are common; rarity is taken among at
    // least 100 riddles, so that in a pack of three the words they share still count
    static let minimumPackSize = 100.0
    // why: two riddles sharing a word pair is what a reworded duplicate looks like; three or more
    // distinct questions sharing it is a pattern (light-bulb jokes, «Можно ли …?»)
    static let frameFreeCount = 2

    /// Question and answer vectors of each riddle, in order.
    let questions: [Vector]
    let answers: [Vector]

    init(questions questionStems: [[UInt64]], answers answerStems: [[UInt64]]) {
        // why: packs hold tens of thousands of riddles; stems are counted in flat tables and each
        // vector is built from a sorted array, not from hashed sets and dictionaries
        let stemTotal = questionStems.reduce(0) { $0 + $1.count }
        var pairCounts = StemTally(expected: stemTotal / StemTally.repeats)
        var questionCounts = StemTally(expected: stemTotal / StemTally.repeats)
        var scratch: [UInt64] = []
        let firsts = Self.firstOfEachQuestion(questionStems)
        for (stems, first) in zip(questionStems, firsts) where first {
            scratch.removeAll(keepingCapacity: true)
            for index in stems.indices.dropFirst() { scratch.append(Self.pairKey(stems[index - 1], stems[index])) }
            Self.forEachDistinct(&scratch) { pairCounts.add($0) }
            scratch.removeAll(keepingCapacity: true)
            scratch.append(contentsOf: stems)
            Self.forEachDistinct(&scratch) { questionCounts.add($0) }
        }
        var answerCounts = StemTally(expected: answerStems.reduce(0) { $0 + $1.count } / StemTally.repeats)
        for stems in answerStems {
            scratch.removeAll(keepingCapacity: true)
            scratch.append(contentsOf: stems)
            Self.forEachDistinct(&scratch) { answerCounts.add($0) }
        }
        let distinct = max(Self.minimumPackSize, Double(firsts.lazy.filter { $0 }.count))
        questions = questionStems.parallelMap(minimumCount: 1024) { [pairCounts, questionCounts] stems in
            // each pair's count, looked up once: pair `index` joins stems `index` and `index + 1`
            let pairs = stems.indices.dropLast().map { pairCounts.count(Self.pairKey(stems[$0], stems[$0 + 1])) }
            var weighed: [(stem: UInt64, weight: Double)] = []
            weighed.reserveCapacity(stems.count)
            for (index, stem) in stems.enumerated() {
                var shared = 1
                if index > 0 { shared = max(shared, pairs[index - 1]) }
                if index + 1 < stems.count { shared = max(shared, pairs[index]) }
                let frame = shared > Self.frameFreeCount ? Double(Self.frameFreeCount - 1) / Double(shared - 1) : 1
                weighed.append((stem, Self.rarity(max(1, questionCounts.count(stem)), of: distinct) * frame))
            }
            return Self.vector(weighed)
        }
        let riddles = max(Self.minimumPackSize, Double(answerStems.count))
        answers = answerStems.parallelMap(minimumCount: 1024) { [answerCounts] stems in
            Self.vector(stems.map { ($0, Self.rarity(answerCounts.count($0), of: riddles)) })
        }
    }

    /// For each question, whether it is the first of the questions with its stems: identical
    /// questions count once.
    private static func firstOfEachQuestion(_ questions: [[UInt64]]) -> [Bool] {
        var firstByDigest: [UInt64: Int] = [:]
        // why: two different questions whose digests collide are told apart exactly here
        var collided = Set<[UInt64]>()
        return questions.enumerated().map { index, stems in
            let digest = stems.reduce(UInt64(truncatingIfNeeded: stems.count)) { pairKey($0, $1) }
            guard let first = firstByDigest[digest] else {
                firstByDigest[digest] = index
                return true
            }
            return questions[first] != stems && collided.insert(stems).inserted
        }
    }

    /// Calls `body` once for each distinct value of `values`, which it sorts.
    private static func forEachDistinct(_ values: inout [UInt64], _ body: (UInt64) -> Void) {
        values.sort()
        for index in values.indices where index == 0 || values[index] != values[index - 1] { body(values[index]) }
    }

    /// Inverse document frequency, smoothed so that a stem in every text still weighs a little.
    private static func rarity(_ count: Int, of total: Double) -> Double {
        log((total + 1) / (Double(count) + 0.5))
    }

    private static func pairKey(_ first: UInt64, _ second: UInt64) -> UInt64 {
        (first &* 0x9E37_79B9_7F4A_7C15) ^ second
    }

    /// The vector of stems with their weights, a stem given more than once keeping its largest.
    private static func vector(_ weighed: [(stem: UInt64, weight: Double)]) -> Vector {
        var vector = Vector()
        vector.stems.reserveCapacity(weighed.count)
        vector.weights.reserveCapacity(weighed.count)
        for (stem, weight) in weighed.sorted(by: { $0.stem < $1.stem }) {
            if vector.stems.last == stem {
                vector.weights[vector.weights.count - 1] = max(vector.weights[vector.weights.count - 1], weight)
            } else {
                vector.stems.append(stem)
                vector.weights.append(weight)
            }
        }
        return vector
    }
}

extension StemWeights.Vector {
    /// The weighted Jaccard similarity's two sums against another vector: the weight both hold
    /// (each stem's smaller weight) and the weight either holds (each stem's larger weight).
    func overlap(_ other: Self) -> (shared: Double, either: Double) {
        var i = 0
        var j = 0
        var shared = 0.0
        var either = 0.0
        while i < stems.count || j < other.stems.count {
            if j == other.stems.count || (i < stems.count && stems[i] < other.stems[j]) {
                either += weights[i]
                i += 1
            } else if i == stems.count || other.stems[j] < stems[i] {
                either += other.weights[j]
                j += 1
            } else {
                shared += min(weights[i], other.weights[j])
                either += max(weights[i], other.weights[j])
                i += 1
                j += 1
            }
        }
        return (shared, either)
    }
}
