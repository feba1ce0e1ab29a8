import Foundation

/// Finds riddles of one locale that tell the same riddle or ask the same question, not riddles
/// that merely share a frame.
///
/// Each riddle is a question vector and an answer vector of weighted stems (`StemWeights`). Two
/// riddles are duplicates when their questions are alike enough to be one question, or when their
/// question and answer together are alike and neither part is far apart (a reworded riddle keeps
/// its answer; a light-bulb joke with another punchline is another joke).
///
/// Time is bounded on any pack: candidates come from an inverted index of each riddle's rarest
/// stems, each probe reads at most `postingWindow` entries, and at most `verifiedCandidates`
/// candidates per riddle are compared in full.
struct RiddleDuplicateSearch {
    /// Why two riddles are duplicates.
    enum Kind: Sendable {
        case sameQuestion
        case sameRiddle
    }

    /// A later riddle and the earlier one it repeats, with the similarities found.
    struct Match: Sendable {
        let earlier: Int
        let later: Int
        let kind: Kind
        let question: Double
        let answer: Double
        let combined: Double
    }

    // why: measured on 636 Debian fortunes riddles (en, ru) and 153 hand-written paraphrase pairs
    // (en, ru, uk): 0.8 question similarity is only reached by one question asked twice
    // (light-bulb jokes with different subjects stay under 0.5 once the frame is discounted)
    static let sameQuestion = 0.8
    // why: a reworded riddle kept 0.3 or more of its question and answer weight together in
    // 90 % of the paraphrase pairs, while riddles of one frame with different jokes stayed under
    // it; the question (0.25) and answer (0.35) floors keep a shared punchline alone, or a shared
    // question frame with another answer, from being enough
    static let sameRiddle = 0.3
    static let questionFloor = 0.25
    static let answerFloor = 0.35
    // why: a riddle's four rarest stems almost always include one a rewording keeps
    static let probes = 4
    // why: a stem in more than 256 riddles is too common to find a duplicate by; the window
    // still reaches a riddle's neighbours, so exact copies in a huge pack are found
    static let postingWindow = 256
    static let verifiedCandidates = 32

    /// The matches among riddles given as question and answer stems, one per later riddle (its
    /// most alike earlier riddle), ascending by the later riddle.
    func matches(questions: [[UInt64]], answers: [[UInt64]]) -> [Match] {
        let weights = StemWeights(questions: questions, answers: answers)
        let index = StemIndex(weights.questions, probes: Self.probes)
        let count = questions.count
        // why: a few chunks per core balance the load; each chunk has its own score array
        let chunkCount = min(count, 4 * ProcessInfo.processInfo.activeProcessorCount)
        let found = Array(0..<chunkCount).parallelMap(jobs: 0) { chunk -> [Match] in
            var found: [Match] = []
            // why: candidates are ranked by the weight of the probes they share, so one shared rare
            // stem outranks three shared frame words; a flat score array and the list of places
            // touched replace a dictionary in this loop, which runs for every riddle
            var score = [Double](repeating: 0, count: count)
            var touched: [Int] = []
            for riddle in count * chunk / chunkCount..<count * (chunk + 1) / chunkCount {
                for (stem, weight) in index.probes[riddle] {
                    for other in index.window(of: stem, around: riddle, size: Self.postingWindow) where other != riddle {
                        if score[other] == 0 { touched.append(other) }
                        score[other] += weight
                    }
                }
                for other in Self.best(Self.verifiedCandidates, of: touched, by: score) {
                    let (earlier, later) = (min(riddle, other), max(riddle, other))
                    if let match = Self.compare(earlier, later, weights) { found.append(match) }
                }
                for other in touched { score[other] = 0 }
                touched.removeAll(keepingCapacity: true)
            }
            return found
        }
        var best: [Int: Match] = [:]
        for match in found.joined() {
            if let kept = best[match.later], (kept.combined, -kept.earlier) >= (match.combined, -match.earlier) { continue }
            best[match.later] = match
        }
        return best.values.sorted { $0.later < $1.later }
    }

    /// The `count` candidates of highest score (the lower index first among equal scores), in no
    /// particular order.
    private static func best(_ count: Int, of candidates: [Int], by score: [Double]) -> ArraySlice<Int> {
        guard candidates.count > count else { return candidates[...] }
        // why: a riddle touches up to a thousand candidates and 32 are kept; they are chosen in
        // one pass instead of sorting them all
        func before(_ a: Int, _ b: Int) -> Bool { score[a] != score[b] ? score[a] > score[b] : a < b }
        var kept: [Int] = []
        kept.reserveCapacity(count + 1)
        for candidate in candidates {
            if kept.count == count, !before(candidate, kept[count - 1]) { continue }
            let place = kept.partitionPoint { before($0, candidate) }
            kept.insert(candidate, at: place)
            if kept.count > count { kept.removeLast() }
        }
        return kept[...]
    }

    /// The verdict on two riddles, or nil when they are different riddles.
    static func compare(_ earlier: Int, _ later: Int, _ weights: StemWeights) -> Match? {
        let question = weights.questions[earlier].overlap(weights.questions[later])
        guard question.either > 0 else { return nil }
        let questionScore = question.shared / question.either
        // why: under the question floor neither verdict can hold; most candidates end here, before
        // their answers are compared
        guard questionScore >= min(questionFloor, sameQuestion) else { return nil }
        let answer = weights.answers[earlier].overlap(weights.answers[later])
        let answerScore = answer.either > 0 ? answer.shared / answer.either : 0
        let combined = (question.shared + answer.shared) / (question.either + answer.either)
        let kind: Kind
        if questionScore >= sameQuestion {
            kind = .sameQuestion
        } else if combined >= sameRiddle, questionScore >= questionFloor, answerScore >= answerFloor {
            kind = .sameRiddle
        } else {
            return nil
        }
        return Match(earlier: earlier, later: later, kind: kind, question: questionScore, answer: answerScore, combined: combined)
    }
}

/// For each question stem, the riddles holding it (ascending), and each riddle's probe stems:
/// its `probes` heaviest, with their weights.
private struct StemIndex: Sendable {
    let probes: [[(stem: UInt64, weight: Double)]]
    private let slots: StemTally
    /// The riddles holding each stem, stem after stem: the stem in slot `s` owns
    /// `riddles[starts[s]..<starts[s + 1]]`.
    private let starts: [Int]
    private let riddles: [Int]

    init(_ questions: [StemWeights.Vector], probes count: Int) {
        // why: one flat list of riddles per stem instead of a dictionary of arrays
        var slots = StemTally(expected: questions.reduce(0) { $0 + $1.stems.count } / StemTally.repeats)
        for vector in questions { for stem in vector.stems { slots.add(stem) } }
        let slotOfStem = questions.flatMap { $0.stems.map { slots.slot(of: $0)! } }
        var starts = [Int](repeating: 0, count: slots.slotCount + 1)
        for slot in slotOfStem { starts[slot + 1] += 1 }
        for slot in 0..<slots.slotCount { starts[slot + 1] += starts[slot] }
        var next = starts
        var riddles = [Int](repeating: 0, count: slotOfStem.count)
        var position = 0
        for (riddle, vector) in questions.enumerated() {
            for _ in vector.stems {
                let slot = slotOfStem[position]
                riddles[next[slot]] = riddle
                next[slot] += 1
                position += 1
            }
        }
        self.slots = slots
        self.starts = starts
        self.riddles = riddles
        probes = questions.parallelMap(minimumCount: 1024) { vector in
            Array(zip(vector.stems, vector.weights).sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.prefix(count)).map { (stem: $0.0, weight: $0.1) }
        }
    }

    /// Up to `size` riddles holding `stem`, those nearest to `riddle` in pack order.
    func window(of stem: UInt64, around riddle: Int, size: Int) -> ArraySlice<Int> {
        guard let slot = slots.slot(of: stem) else { return [] }
        let list = riddles[starts[slot]..<starts[slot + 1]]
        guard list.count > size else { return list }
        let low = list.partitionPoint { $0 < riddle }
        let start = max(list.startIndex, min(low - size / 2, list.endIndex - size))
        return list[start..<start + size]
    }
}
