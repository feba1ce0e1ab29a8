import Foundation
import ContentCore

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
///
/// What the search finds is a function of the texts alone, defined by `candidates(of:)` and
/// `compare`: the pairs compared are each riddle with its candidates, and a pair is a match when
/// `compare` says so. A full search (`build`) computes every riddle's candidates; an incremental
/// one (`RiddleSearchIndex.update`) those that an edit can have changed, through the same two
/// functions, so both find the same matches.
enum RiddleDuplicateSearch {
    /// Why two riddles are duplicates.
    enum Kind: Int, Sendable {
        case sameQuestion
        case sameRiddle
    }

    /// How alike two riddles are, when they are duplicates.
    struct Match: Sendable, Equatable {
        let kind: Kind
        let question: Double
        let answer: Double
        let combined: Double
    }

    /// A text of one locale for a full search, in rank order.
    struct Text: Sendable {
        let rank: Int64
        let place: RiddleSearchIndex.Place
        let question: [UInt64]
        let answers: [UInt64]
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
    // why: short answers swapping a weighty word ("he was" / "she was") were 35-52 % alike on
    // KWordQuiz's verbs; a reworded punchline keeping its words ("His lips are moving." /
    // "When his lips move.") is more alike than this
    static let swappedAnswer = 0.55
    // why: a riddle's four rarest stems almost always include one a rewording keeps
    static let probes = 4
    // why: a stem in more than 256 riddles is too common to find a duplicate by; the window
    // still reaches a riddle's neighbours, so exact copies in a huge pack are found
    static let postingWindow = 256
    static let verifiedCandidates = 32

    /// A full search over `texts` (in rank order): the index with every match; `persistable`
    /// is false when two different questions share a digest, which the index's question table
    /// cannot tell apart (the search is right; the index is not kept).
    static func build(_ texts: [Text]) -> (index: RiddleSearchIndex, persistable: Bool) {
        let (columns, persistable) = RiddleSearchColumnsBuilder(texts).bytes()
        // why: the bytes were just written by the builder; they always describe their columns
        var index = RiddleSearchIndex(base: RiddleSearchColumns(copying: columns)!)
        let count = texts.count
        let chunkCount = min(count, 4 * ProcessInfo.processInfo.activeProcessorCount)
        let found = Array(0..<chunkCount).parallelMap(jobs: 0) { [index] chunk -> [(RiddleSearchIndex.Pair, Match)] in
            var found: [(RiddleSearchIndex.Pair, Match)] = []
            var scratch = CandidateScratch(slots: count)
            for slot in count * chunk / chunkCount..<count * (chunk + 1) / chunkCount {
                let riddle = Int32(slot)
                for other in index.candidates(of: riddle, probes: index.vector(riddle).heaviest(probes), scratch: &scratch) {
                    let pair = index.pair(riddle, other)
                    if let match = index.compare(pair) { found.append((pair, match)) }
                }
            }
            return found
        }
        for (pair, match) in found.joined() { index.matches[pair] = match }
        return (index, persistable)
    }

    /// The matches to report: for each later riddle its most alike earlier one (the earliest
    /// among equals), ascending by the later riddle's rank.
    static func reported(_ index: RiddleSearchIndex) -> [(pair: RiddleSearchIndex.Pair, match: Match)] {
        var best: [Int32: (pair: RiddleSearchIndex.Pair, match: Match)] = [:]
        for (pair, match) in index.matches {
            if let kept = best[pair.later],
               (kept.match.combined, -index.rank(kept.pair.earlier)) >= (match.combined, -index.rank(pair.earlier)) { continue }
            best[pair.later] = (pair, match)
        }
        return best.values.sorted { index.rank($0.pair.later) < index.rank($1.pair.later) }
    }
}

/// The score table one search thread reuses from riddle to riddle.
struct CandidateScratch {
    var score: [Double]
    var touched: [Int32] = []
    /// The postings read so far (the search's work, which tests bound).
    var visited = 0

    init(slots: Int) { score = [Double](repeating: 0, count: slots) }
}

extension RiddleSearchIndex {
    /// Two texts as a pair, the earlier by rank first.
    func pair(_ a: Int32, _ b: Int32) -> Pair {
        rank(a) < rank(b) ? Pair(earlier: a, later: b) : Pair(earlier: b, later: a)
    }

    /// The riddles `slot` is compared with: those sharing its probe stems (its heaviest), each
    /// probe reading the `postingWindow` postings nearest to it by rank, ranked by the weight of
    /// the probes they share (one shared rare stem outranks three shared frame words), the best
    /// `verifiedCandidates` (the earlier first among equals), in no particular order.
    func candidates(of slot: Int32, probes: [(stem: UInt64, weight: Double)], scratch: inout CandidateScratch) -> [Int32] {
        if scratch.score.count < slotCount { scratch.score += [Double](repeating: 0, count: slotCount - scratch.score.count) }
        let own = rank(slot)
        for (stem, weight) in probes {
            withPostings(stem) { list in
                let window = list.count > RiddleDuplicateSearch.postingWindow ? Self.window(count: list.count, at: list.partitionPoint { rank($0) < own }) : 0..<list.count
                scratch.visited += window.count
                for other in list[window] where other != slot && other >= 0 && Int(other) < scratch.score.count {
                    if scratch.score[Int(other)] == 0 { scratch.touched.append(other) }
                    scratch.score[Int(other)] += weight
                }
            }
        }
        let best = best(RiddleDuplicateSearch.verifiedCandidates, of: scratch.touched, by: scratch.score)
        for other in scratch.touched { scratch.score[Int(other)] = 0 }
        scratch.touched.removeAll(keepingCapacity: true)
        return best
    }

    /// The places in a posting list of `count` texts that a text at place `low` (the number of
    /// texts before it by rank) reads: the `postingWindow` nearest to it.
    static func window(count: Int, at low: Int) -> Range<Int> {
        let size = RiddleDuplicateSearch.postingWindow
        guard count > size else { return 0..<count }
        let start = max(0, min(low - size / 2, count - size))
        return start..<start + size
    }

    /// The `count` candidates of highest score (the earlier by rank first among equal scores).
    private func best(_ count: Int, of candidates: [Int32], by score: [Double]) -> [Int32] {
        // why: a riddle touches up to a thousand candidates and 32 are kept; they are chosen in
        // one pass instead of sorting them all
        func before(_ a: Int32, _ b: Int32) -> Bool {
            score[Int(a)] != score[Int(b)] ? score[Int(a)] > score[Int(b)] : rank(a) < rank(b)
        }
        guard candidates.count > count else { return candidates }
        var kept: [Int32] = []
        kept.reserveCapacity(count + 1)
        for candidate in candidates {
            if kept.count == count, !before(candidate, kept[count - 1]) { continue }
            let place = kept.partitionPoint { before($0, candidate) }
            kept.insert(candidate, at: place)
            if kept.count > count { kept.removeLast() }
        }
        return kept
    }

    /// The verdict on two riddles, or nil when they are different riddles.
    func compare(_ pair: Pair) -> RiddleDuplicateSearch.Match? {
        typealias Search = RiddleDuplicateSearch
        let question = withVector(pair.earlier) { earlier in withVector(pair.later) { later in Self.overlap(earlier, later) } }
        guard question.either > 0 else { return nil }
        let questionScore = question.shared / question.either
        // why: under the question floor neither verdict can hold; most candidates end here, before
        // their answers are compared
        guard questionScore >= min(Search.questionFloor, Search.sameQuestion) else { return nil }
        let answer = withVector(pair.earlier, answer: true) { earlier in
            withVector(pair.later, answer: true) { later in (Self.overlap(earlier, later), !earlier.stems.isEmpty && !later.stems.isEmpty) }
        }
        let answerScore = answer.0.either > 0 ? answer.0.shared / answer.0.either : 0
        let combined = (question.shared + answer.0.shared) / (question.either + answer.0.either)
        let kind: Search.Kind
        // why: questions whose answers share nothing, whose weight they share sits in at most two
        // words (a subject's name: the rest is frame) and that differ in a word that says
        // something ask two things about one subject ("the capital of Japan" / "the currency of
        // Japan", "the capital of Georgia" / "the capital of the state of Georgia"), however heavy
        // the shared subject is. A differing word says something when each question has one, or
        // when it is in fewer than half the questions. One question asked twice with two keys
        // differs at most in the words nearly every question has ("What is the …"); a reworded
        // riddle with a synonym for its answer shares more heavy words (піаніно / фортепіано)
        if questionScore >= Search.sameQuestion, answer.1, answer.0.shared == 0 {
            let population = StemWeights.population(distinct)
            let says: (UInt64) -> Bool = { stem in StemWeights.counted(max(1, count(stem))) * 2 < population }
            if withVector(pair.earlier, { earlier in withVector(pair.later) { later in Self.differInAWord(earlier, later, says: says) } }) { return nil }
        }
        if questionScore >= Search.sameQuestion {
            kind = .sameQuestion
        } else if combined >= Search.sameRiddle, questionScore >= Search.questionFloor, answerScore >= Search.answerFloor,
                  answerScore > Search.swappedAnswer
                    || withVector(pair.earlier, answer: true, { earlier in withVector(pair.later, answer: true) { later in Self.answersNameOneThing(earlier, later) } }) {
            kind = .sameRiddle
        } else {
            return nil
        }
        return Search.Match(kind: kind, question: questionScore, answer: answerScore, combined: combined)
    }

    /// Whether the answers name the same thing: short answers that each hold a weighty word
    /// (half the answer's heaviest word's weight or more, not a number) the other lacks do not. A reworded riddle keeps
    /// what its answer names ("a piano" / "the piano" differ in light words); two items of one
    /// series swap it in the question and the answer alike ("il était" → "he was", "elle était"
    /// → "she was"; "they will be (m)" / "(f)").
    // why: on KWordQuiz's French verbs 8 pairs of one conjugation were "the same riddle"
    // (questions 63-78 % alike, answers 35-52 %: the words they share are "was", "they are");
    // the pronoun weighs as much as the verb, so the heaviest word alone could not tell
    static func answersNameOneThing(_ a: VectorView, _ b: VectorView) -> Bool {
        func ownWeighty(_ v: VectorView, _ other: VectorView) -> Bool {
            let indices = (0..<min(v.stems.count, v.weights.count)).filter { !WordStems.isNumber(v.stems[$0]) }
            guard let heaviest = indices.map({ v.weights[$0] }).max() else { return false }
            return indices.contains { v.weights[$0] * 2 >= heaviest && !other.stems.contains(v.stems[$0]) }
        }
        // why: only short answers (four words or fewer) name one thing; a long punchline
        // reworded ("we'll fix it" / "we will fix it") keeps its sense in other words (the
        // paraphrase sets lost 15 of their 153 finds when long answers were held to this)
        guard a.stems.count <= 4, b.stems.count <= 4 else { return true }
        return !(ownWeighty(a, b) && ownWeighty(b, a))
    }

    /// Whether the two are two questions about one subject: at most two of the words (not
    /// numbers) they share weigh half the heaviest word of either or more, and they differ in a
    /// word that says something (each has a word the other lacks, or one has a word the other
    /// lacks for which `says` holds).
    static func differInAWord(_ a: VectorView, _ b: VectorView, says: (UInt64) -> Bool) -> Bool {
        let heaviest = max(a.weights.max() ?? 0, b.weights.max() ?? 0)
        var (i, j) = (0, 0)
        var (ownA, ownB, telling, heavyShared) = (false, false, false, 0)
        func own(_ stem: UInt64) -> Bool {
            guard !WordStems.isNumber(stem) else { return false }
            if says(stem) { telling = true }
            return true
        }
        while i < a.stems.count || j < b.stems.count {
            if j == b.stems.count || (i < a.stems.count && a.stems[i] < b.stems[j]) {
                if own(a.stems[i]) { ownA = true }
                i += 1
            } else if i == a.stems.count || b.stems[j] < a.stems[i] {
                if own(b.stems[j]) { ownB = true }
                j += 1
            } else {
                if !WordStems.isNumber(a.stems[i]), min(a.weights[i], b.weights[j]) * 2 >= heaviest { heavyShared += 1 }
                i += 1
                j += 1
            }
        }
        return heavyShared <= 2 && ((ownA && ownB) || telling)
    }

    /// The weighted Jaccard similarity's two sums: the weight both vectors hold (each stem's
    /// smaller weight) and the weight either holds (each stem's larger weight).
    static func overlap(_ a: VectorView, _ b: VectorView) -> (shared: Double, either: Double) {
        var i = 0
        var j = 0
        var shared = 0.0
        var either = 0.0
        let (m, n) = (min(a.stems.count, a.weights.count), min(b.stems.count, b.weights.count))
        while i < m || j < n {
            if j == n || (i < m && a.stems[i] < b.stems[j]) {
                either += a.weights[i]
                i += 1
            } else if i == m || b.stems[j] < a.stems[i] {
                either += b.weights[j]
                j += 1
            } else {
                shared += min(a.weights[i], b.weights[j])
                either += max(a.weights[i], b.weights[j])
                i += 1
                j += 1
            }
        }
        return (shared, either)
    }
}
