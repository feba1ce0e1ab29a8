import Foundation
import ContentCore

/// How much each stem of a riddle says about it: its rarity across the pack's riddles of one
/// locale (an inverse document frequency), discounted where the stem sits in a frame many riddles
/// share ("how many … does it take to change a light bulb", «что такое …»).
///
/// A frame is found as word pairs: a pair of stems standing side by side in more than
/// `frameFreeCount` distinct questions is template, and the stems it covers weigh
/// `1 / (count − 1)` of their rarity. Identical questions count once, so a riddle added twice
/// does not make its own words a frame.
///
/// Every count enters a weight through `counted(_:)`: exact up to 32, then the nearest step of an
/// eighth of an octave. A weight is a rough measure and a step of 9 % in a count moves no verdict that
/// matters; what it buys is locality: one reworded riddle changes the weights of the few riddles
/// sharing a rare word with it, not of the thousands sharing "what" (`RiddleSearchUpdate`).
enum StemWeights {
    /// A riddle's stems with their weights, ascending by stem (for merging).
    struct Vector: Sendable, Equatable {
        var stems: [UInt64] = []
        var weights: [Double] = []
    }

    // why: a small pack says little about which words are common; rarity is taken among at
    // least 100 riddles, so that in a pack of three the words they share still count
    static let minimumPackSize = 100
    // why: two riddles sharing a word pair is what a reworded duplicate looks like; three or more
    // distinct questions sharing it is a pattern (light-bulb jokes, «Можно ли …?»)
    static let frameFreeCount = 2
    // why: below this, one more riddle holding a word is a real change in how rare it is
    static let exactCounts = 32

    /// The counts above `exactCounts` a count is taken as: 32 · 2^(k/8).
    private static let steps: [Double] = (0...320).map { Double(exactCounts) * pow(2, Double($0) / 8) }
    /// The smallest count taken as each step after the first: the counts at or past the
    /// geometric middle between two steps go to the upper one.
    private static let thresholds: [Int] = (0..<320).map { Int((Double(exactCounts) * pow(2, (Double($0) + 0.5) / 8)).rounded(.up)) }

    /// The count a weight is computed from: `count` up to `exactCounts`, else the nearest step of
    /// an eighth of an octave (nearest by ratio, so that as many counts are taken high as low).
    static func counted(_ count: Int) -> Double {
        guard count > exactCounts else { return Double(count) }
        return steps[thresholds.partitionPoint { $0 <= count }]
    }

    /// The number of distinct questions (or of texts) rarity is taken among, as counted.
    static func population(_ count: Int) -> Double { max(Double(minimumPackSize), counted(count)) }

    /// A question's vector: each stem's rarity among `distinct` distinct questions, discounted in
    /// frames. `count` gives how many distinct questions hold a stem, `pairCount` a pair
    /// (`pairKey`).
    static func question(_ stems: [UInt64], distinct: Int, count: (UInt64) -> Int, pairCount: (UInt64) -> Int) -> Vector {
        let total = population(distinct)
        // each pair's count, looked up once: pair `index` joins stems `index` and `index + 1`
        let pairs = stems.indices.dropLast().map { counted(pairCount(pairKey(stems[$0], stems[$0 + 1]))) }
        var weighed: [(stem: UInt64, weight: Double)] = []
        weighed.reserveCapacity(stems.count)
        for (index, stem) in stems.enumerated() {
            var shared = 1.0
            if index > 0 { shared = max(shared, pairs[index - 1]) }
            if index + 1 < stems.count { shared = max(shared, pairs[index]) }
            let frame = shared > Double(frameFreeCount) ? Double(frameFreeCount - 1) / (shared - 1) : 1
            weighed.append((stem, rarity(counted(max(1, count(stem))), of: total) * frame))
        }
        return vector(weighed)
    }

    /// An answer's vector: each stem's rarity among `texts` answers; `count` gives how many hold it.
    static func answer(_ stems: [UInt64], texts: Int, count: (UInt64) -> Int) -> Vector {
        let total = population(texts)
        return vector(stems.map { ($0, rarity(counted(count($0)), of: total)) })
    }

    /// Inverse document frequency, smoothed so that a stem in every text still weighs a little.
    private static func rarity(_ count: Double, of total: Double) -> Double {
        log((total + 1) / (count + 0.5))
    }

    static func pairKey(_ first: UInt64, _ second: UInt64) -> UInt64 {
        (first &* 0x9E37_79B9_7F4A_7C15) ^ second
    }

    /// A question's stems less its numbers: what makes two questions one for counting. Questions
    /// that differ only in their numbers ("Riddle 17: …", "Riddle 18: …", "What is 2 + 3?",
    /// "What is 4 + 5?") count as one question, so that twenty numbered copies of a riddle do not
    /// make its words a frame; numbers are never counted (each weighs as a rare stem).
    static func words(_ stems: [UInt64]) -> [UInt64] { stems.filter { !WordStems.isNumber($0) } }

    /// Two independent 64-bit digests of a question's words (`words`): identical questions count
    /// once, and two different questions sharing both digests is not a case to plan for (2^-128).
    static func questionDigests(_ question: [UInt64]) -> (UInt64, UInt64) {
        let stems = words(question)
        var first = UInt64(truncatingIfNeeded: stems.count)
        var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        for stem in stems {
            first = pairKey(first, stem)
            second = (second ^ stem) &* 0x0000_0100_0000_01B3 &+ 0x1656_67B1_9E37_79F9
        }
        return (first, second)
    }

    /// Calls `body` once for each distinct value of `values`, which it sorts.
    static func forEachDistinct(_ values: inout [UInt64], _ body: (UInt64) -> Void) {
        values.sort()
        for index in values.indices where index == 0 || values[index] != values[index - 1] { body(values[index]) }
    }

    /// The distinct pairs of a question's neighbouring words (pairs with a number are not counted).
    static func distinctPairs(_ stems: [UInt64]) -> [UInt64] {
        var pairs = stems.indices.dropFirst().filter { !WordStems.isNumber(stems[$0 - 1]) && !WordStems.isNumber(stems[$0]) }
            .map { pairKey(stems[$0 - 1], stems[$0]) }
        var distinct: [UInt64] = []
        forEachDistinct(&pairs) { distinct.append($0) }
        return distinct
    }

    /// The distinct values of `stems`, ascending.
    static func distinct(_ stems: [UInt64]) -> [UInt64] {
        var sorted = stems
        var distinct: [UInt64] = []
        forEachDistinct(&sorted) { distinct.append($0) }
        return distinct
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

    /// The `count` heaviest stems with their weights (the lower stem first among equal weights),
    /// words before numbers (numbers are not counted, so they have no postings to probe): what
    /// the search probes the index with.
    func heaviest(_ count: Int) -> [(stem: UInt64, weight: Double)] {
        Array(zip(stems, weights).sorted { a, b in
            let (numberA, numberB) = (WordStems.isNumber(a.0), WordStems.isNumber(b.0))
            if numberA != numberB { return !numberA }
            return a.1 != b.1 ? a.1 > b.1 : a.0 < b.0
        }.prefix(count)).map { (stem: $0.0, weight: $0.1) }
    }
}
