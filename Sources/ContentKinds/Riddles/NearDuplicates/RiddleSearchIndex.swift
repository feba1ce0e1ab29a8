import Foundation
import ContentCore

/// One locale's riddle texts as the near-duplicate search sees them, kept between lint runs: the
/// columns a full search built (`RiddleSearchColumns`), the changes made since by incremental
/// updates (the overlay: texts replaced, added or removed, stems whose counts, postings or
/// probers changed), and every pair of texts the search compared that came out duplicates.
///
/// A text lives in a slot, a number that stays while the text does; texts are ordered by rank
/// (their file's place in the pack, then their place in the file), and everything that depends
/// on order (posting windows, ties, which of two riddles is the later) goes by rank.
struct RiddleSearchIndex: Sendable {
    /// Where a text is, for the findings: its file (by place in the pack), its riddle's id and
    /// `"text"` object, the question's bytes.
    struct Place: Sendable, Equatable {
        var file: Int
        var id: String
        var textObject: Int
        var range: Range<Int>
    }

    /// A text as the overlay keeps it.
    struct Text: Sendable {
        var rank: Int64
        var place: Place
        var question: [UInt64]
        var vector: StemWeights.Vector
        var answer: StemWeights.Vector
    }

    /// A question stem: how many distinct questions hold it, the texts holding it (by rank) and
    /// the texts probing the index with it.
    struct Stem: Sendable, Equatable {
        var count = 0
        var postings: [Int32] = []
        var probers: [Int32] = []
    }

    /// An answer stem: how many texts' answers hold it, and which (by rank).
    struct AnswerStem: Sendable, Equatable {
        var count = 0
        var postings: [Int32] = []
    }

    /// A set of identical questions: how many texts ask it, and its second digest.
    struct Group: Sendable, Equatable {
        var count = 0
        var check: UInt64 = 0
    }

    /// Two texts the search compares, the earlier (by rank) first.
    struct Pair: Sendable, Hashable {
        let earlier: Int32
        let later: Int32
    }

    /// A view of a vector's stems and weights without a copy.
    struct VectorView {
        let stems: UnsafeBufferPointer<UInt64>
        let weights: UnsafeBufferPointer<Double>
    }

    let base: RiddleSearchColumns
    /// Texts replaced, added (nil: removed) since the base; set through `setText`.
    private(set) var texts: [Int32: Text?] = [:]
    /// One bit per slot in `texts`: most reads (a rank in a posting window) are of slots the
    /// overlay does not hold, and the bit answers that without hashing.
    private var overlaid: [UInt64] = []
    var stems: [UInt64: Stem] = [:]
    var pairs: [UInt64: Int] = [:]
    var answerStems: [UInt64: AnswerStem] = [:]
    var groups: [UInt64: Group] = [:]
    /// One past the largest slot.
    var slotCount: Int
    /// Distinct questions, and texts.
    var distinct: Int
    var textCount: Int
    var matches: [Pair: RiddleDuplicateSearch.Match] = [:]

    init(base: RiddleSearchColumns) {
        self.base = base
        slotCount = base.slotCount
        distinct = base.distinct
        textCount = base.texts
    }

    /// Whether reading the base found damage (what was computed from it is not to be trusted).
    var damaged: Bool { base.damaged }

    /// The overlay's size in texts and stem entries: an index whose overlay has grown large is
    /// built anew.
    var overlaySize: Int { texts.count + stems.count + answerStems.count + pairs.count / 4 }

    // MARK: Texts

    private func overlaid(_ slot: Int32) -> Text?? {
        let word = Int(slot) >> 6
        guard slot >= 0, word < overlaid.count, overlaid[word] & (1 << (UInt64(slot) & 63)) != 0 else { return nil }
        return texts[slot]
    }

    /// Replaces, adds (`text`) or removes (nil) the text in `slot`.
    mutating func setText(_ slot: Int32, _ text: Text?) {
        let word = Int(slot) >> 6
        if word >= overlaid.count { overlaid += [UInt64](repeating: 0, count: word + 1 - overlaid.count) }
        overlaid[word] |= 1 << (UInt64(slot) & 63)
        texts[slot] = .some(text)
    }

    func isLive(_ slot: Int32) -> Bool {
        if let text = overlaid(slot) { return text != nil }
        return slot >= 0 && Int(slot) < base.slotCount
    }

    func rank(_ slot: Int32) -> Int64 {
        if let text = overlaid(slot) { return text?.rank ?? .max }
        return base.int64(.rank, Int(slot))
    }

    func place(_ slot: Int32) -> Place {
        if let text = overlaid(slot) { return text?.place ?? Place(file: 0, id: "", textObject: 0, range: 0..<0) }
        let at = Int(slot) * RiddleColumn.placeFields
        func field(_ index: Int) -> Int { Int(base.int64(.places, at + index)) }
        let (low, high) = (field(2), field(3))
        guard low >= 0, high >= low else { return Place(file: field(0), id: "", textObject: 0, range: 0..<0) }
        return Place(file: field(0), id: base.string(in: .ids, at: field(4), length: field(5)), textObject: field(1), range: low..<high)
    }

    /// The question's stems, in order.
    func question(_ slot: Int32) -> [UInt64] {
        if let text = overlaid(slot) { return text?.question ?? [] }
        return Array(base.buffer(.question, base.span(.questionStart, Int(slot), in: .question), as: UInt64.self))
    }

    /// The question's weighed stems (`answer`: the answers').
    func withVector<R>(_ slot: Int32, answer: Bool = false, _ body: (VectorView) -> R) -> R {
        if let text = overlaid(slot) {
            let vector = (answer ? text?.answer : text?.vector) ?? StemWeights.Vector()
            return vector.stems.withUnsafeBufferPointer { stems in
                vector.weights.withUnsafeBufferPointer { weights in body(VectorView(stems: stems, weights: weights)) }
            }
        }
        let (start, stemColumn, weightColumn) = answer
            ? (RiddleColumn.answerStart, RiddleColumn.answerStems, RiddleColumn.answerWeights)
            : (.vectorStart, .vectorStems, .vectorWeights)
        let span = base.span(start, Int(slot), in: stemColumn)
        guard span.upperBound <= base.count(weightColumn) else { return body(VectorView(stems: .init(start: nil, count: 0), weights: .init(start: nil, count: 0))) }
        return body(VectorView(stems: base.buffer(stemColumn, span, as: UInt64.self), weights: base.buffer(weightColumn, span, as: Double.self)))
    }

    func vector(_ slot: Int32, answer: Bool = false) -> StemWeights.Vector {
        withVector(slot, answer: answer) { StemWeights.Vector(stems: Array($0.stems), weights: Array($0.weights)) }
    }

    /// The text as the overlay keeps it.
    func text(_ slot: Int32) -> Text {
        if let text = overlaid(slot), let text { return text }
        return Text(rank: rank(slot), place: place(slot), question: question(slot), vector: vector(slot), answer: vector(slot, answer: true))
    }

    // MARK: Stems

    /// How many distinct questions hold `stem`.
    func count(_ stem: UInt64) -> Int {
        if !stems.isEmpty, let entry = stems[stem] { return entry.count }
        return base.slot(of: stem, keys: .stemKeys, counts: .stemCounts).map { Int(base.int32(.stemCounts, $0)) } ?? 0
    }

    /// The texts whose questions hold `stem`, by rank.
    func withPostings<R>(_ stem: UInt64, _ body: (UnsafeBufferPointer<Int32>) -> R) -> R {
        if !stems.isEmpty, let entry = stems[stem] { return entry.postings.withUnsafeBufferPointer(body) }
        guard let slot = base.slot(of: stem, keys: .stemKeys, counts: .stemCounts) else { return body(.init(start: nil, count: 0)) }
        return body(base.buffer(.postings, base.span(.postingStart, slot, in: .postings), as: Int32.self))
    }

    /// The texts that probe the index with `stem` (one of their heaviest stems).
    func probers(_ stem: UInt64) -> [Int32] {
        if !stems.isEmpty, let entry = stems[stem] { return entry.probers }
        guard let slot = base.slot(of: stem, keys: .stemKeys, counts: .stemCounts) else { return [] }
        return Array(base.buffer(.probers, base.span(.proberStart, slot, in: .probers), as: Int32.self))
    }

    func stem(_ stem: UInt64) -> Stem {
        if let entry = stems[stem] { return entry }
        return Stem(count: count(stem), postings: withPostings(stem, Array.init), probers: probers(stem))
    }

    /// How many distinct questions hold the pair (`StemWeights.pairKey`).
    func pairCount(_ key: UInt64) -> Int {
        if !pairs.isEmpty, let count = pairs[key] { return count }
        return base.slot(of: key, keys: .pairKeys, counts: .pairCounts).map { Int(base.int32(.pairCounts, $0)) } ?? 0
    }

    func answerStem(_ stem: UInt64) -> AnswerStem {
        if !answerStems.isEmpty, let entry = answerStems[stem] { return entry }
        guard let slot = base.slot(of: stem, keys: .answerKeys, counts: .answerCounts) else { return AnswerStem() }
        let postings = Array(base.buffer(.answerPostings, base.span(.answerPostingStart, slot, in: .answerPostings), as: Int32.self))
        return AnswerStem(count: Int(base.int32(.answerCounts, slot)), postings: postings)
    }

    func answerCount(_ stem: UInt64) -> Int {
        if !answerStems.isEmpty, let entry = answerStems[stem] { return entry.count }
        return base.slot(of: stem, keys: .answerKeys, counts: .answerCounts).map { Int(base.int32(.answerCounts, $0)) } ?? 0
    }

    func group(_ digest: UInt64) -> Group {
        if let group = groups[digest] { return group }
        guard let slot = base.slot(of: digest, keys: .groupKeys, counts: .groupCounts) else { return Group() }
        return Group(count: Int(base.int32(.groupCounts, slot)), check: base.uint64(.groupChecks, slot))
    }

    /// The question's vector from the current counts.
    func weighQuestion(_ stems: [UInt64]) -> StemWeights.Vector {
        StemWeights.question(stems, distinct: distinct, count: count, pairCount: pairCount)
    }

    /// The answers' vector from the current counts.
    func weighAnswer(_ stems: [UInt64]) -> StemWeights.Vector {
        StemWeights.answer(StemWeights.distinct(stems), texts: textCount, count: answerCount)
    }
}
