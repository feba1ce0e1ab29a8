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
        var seen = Set<[UInt64]>()
        var pairCounts: [UInt64: Int] = [:]
        var questionCounts: [UInt64: Int] = [:]
        for stems in questionStems where seen.insert(stems).inserted {
            for pair in Set(zip(stems, stems.dropFirst()).map(Self.pairKey)) { pairCounts[pair, default: 0] += 1 }
            for stem in Set(stems) { questionCounts[stem, default: 0] += 1 }
        }
        var answerCounts: [UInt64: Int] = [:]
        for stems in answerStems { for stem in Set(stems) { answerCounts[stem, default: 0] += 1 } }
        let distinct = max(Self.minimumPackSize, Double(seen.count))
        questions = questionStems.map { stems in
            var weights: [UInt64: Double] = [:]
            for (index, stem) in stems.enumerated() {
                var shared = 1
                if index > 0 { shared = max(shared, pairCounts[Self.pairKey(stems[index - 1], stem)] ?? 1) }
                if index + 1 < stems.count { shared = max(shared, pairCounts[Self.pairKey(stem, stems[index + 1])] ?? 1) }
                let frame = shared > Self.frameFreeCount ? Double(Self.frameFreeCount - 1) / Double(shared - 1) : 1
                let weight = Self.rarity(questionCounts[stem] ?? 1, of: distinct) * frame
                weights[stem] = max(weights[stem] ?? 0, weight)
            }
            return Self.vector(weights)
        }
        let riddles = max(Self.minimumPackSize, Double(answerStems.count))
        answers = answerStems.map { stems in
            Self.vector(Dictionary(stems.map { ($0, Self.rarity(answerCounts[$0] ?? 1, of: riddles)) }) { first, _ in first })
        }
    }

    /// Inverse document frequency, smoothed so that a stem in every text still weighs a little.
    private static func rarity(_ count: Int, of total: Double) -> Double {
        log((total + 1) / (Double(count) + 0.5))
    }

    private static func pairKey(_ first: UInt64, _ second: UInt64) -> UInt64 {
        (first &* 0x9E37_79B9_7F4A_7C15) ^ second
    }

    private static func vector(_ weights: [UInt64: Double]) -> Vector {
        var vector = Vector()
        for (stem, weight) in weights.sorted(by: { $0.key < $1.key }) {
            vector.stems.append(stem)
            vector.weights.append(weight)
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
