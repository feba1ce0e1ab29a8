import Foundation
import ContentCore

/// The near-duplicate search's state in the lint cache: a base file with each locale's columns
/// as a full search built them (`RiddleSearchColumns`, mapped by the next run, which reads only
/// the pages it touches) and an overlay file with the changes since and every match (read and
/// written whole by each run that updates the search; small next to the base).
///
/// The overlay names the base it goes with and the token the lint index names; the base's
/// header is checksummed, and its columns are read through bounds checks, so damage is a full
/// search, never a crash.
enum RiddleSearchStore {
    private static let baseMagic = "content-lint riddles 2"
    private static let overlayMagic = "content-lint riddles overlay 2"

    /// Writes both files for indexes a full search just built; false when they were not written.
    @discardableResult
    static func saveBuilt(_ indexes: [String: RiddleSearchIndex], to state: PackRuleState) -> Bool {
        let locales = indexes.keys.sorted()
        guard let baseID = state.writeBase(locales.map { ($0, indexes[$0]!.base.bytes) }, magic: baseMagic) else {
            state.discard()
            return false
        }
        return saveOverlay(indexes, baseID: baseID, to: state)
    }

    /// Writes the overlay file for indexes updated from the base `load` found.
    @discardableResult
    static func saveOverlay(_ indexes: [String: RiddleSearchIndex], baseID: [UInt8], to state: PackRuleState) -> Bool {
        state.writeOverlay(magic: overlayMagic, baseID: baseID) { out in
            out.list(indexes.keys.sorted()) { out, locale in
                out.string(locale)
                indexes[locale]!.writeOverlay(to: &out)
            }
        }
    }

    /// The indexes the last run kept, with the id of their base; nil when there are none that
    /// the index names, or they are damaged.
    static func load(_ state: PackRuleState) -> (indexes: [String: RiddleSearchIndex], baseID: [UInt8])? {
        guard case (let baseID, var input)? = state.readOverlay(magic: overlayMagic), let (file, blocks) = state.mapBase(magic: baseMagic, id: baseID),
              let count = input.count() else { return nil }
        var indexes: [String: RiddleSearchIndex] = [:]
        for _ in 0..<count {
            guard let locale = input.string(), let block = blocks[locale], let columns = RiddleSearchColumns(bytes: block, owner: file) else { return nil }
            var index = RiddleSearchIndex(base: columns)
            guard index.readOverlay(from: &input) else { return nil }
            indexes[locale] = index
        }
        guard input.isAtEnd, indexes.count == blocks.count else { return nil }
        return (indexes, baseID)
    }
}

extension RiddleSearchIndex {
    /// The overlay and the matches, as the overlay file keeps them (sorted, so the same index
    /// gives the same bytes).
    func writeOverlay(to out: inout CacheWriter) {
        out.int(slotCount)
        out.int(distinct)
        out.int(textCount)
        func vector(_ vector: StemWeights.Vector, _ out: inout CacheWriter) {
            out.list(vector.stems) { out, stem in out.uint64(stem) }
            out.list(vector.weights) { out, weight in out.double(weight) }
        }
        out.list(texts.keys.sorted()) { out, slot in
            out.int(Int(slot))
            guard let text = texts[slot]! else { return out.bool(false) }
            out.bool(true)
            out.int(Int(text.rank))
            out.int(text.place.file)
            out.string(text.place.id)
            out.int(text.place.textObject)
            out.range(text.place.range)
            out.list(text.question) { out, stem in out.uint64(stem) }
            vector(text.vector, &out)
            vector(text.answer, &out)
        }
        func slots(_ slots: [Int32], _ out: inout CacheWriter) { out.list(slots) { out, slot in out.int(Int(slot)) } }
        out.list(stems.keys.sorted()) { out, key in
            let entry = stems[key]!
            out.uint64(key)
            out.int(entry.count)
            slots(entry.postings, &out)
            slots(entry.probers, &out)
        }
        out.list(pairs.keys.sorted()) { out, key in
            out.uint64(key)
            out.int(pairs[key]!)
        }
        out.list(answerStems.keys.sorted()) { out, key in
            out.uint64(key)
            out.int(answerStems[key]!.count)
            slots(answerStems[key]!.postings, &out)
        }
        out.list(groups.keys.sorted()) { out, key in
            out.uint64(key)
            out.int(groups[key]!.count)
            out.uint64(groups[key]!.check)
        }
        out.list(matches.keys.sorted { ($0.earlier, $0.later) < ($1.earlier, $1.later) }) { out, pair in
            let match = matches[pair]!
            out.int(Int(pair.earlier))
            out.int(Int(pair.later))
            out.int(match.kind.rawValue)
            for value in [match.question, match.answer, match.combined] { out.double(value) }
        }
    }

    /// Reads what `writeOverlay` wrote; false when the bytes are damaged.
    mutating func readOverlay(from input: inout CacheReader) -> Bool {
        func slot() -> Int32? { input.int().flatMap { $0 >= 0 && $0 <= Int(Int32.max) ? Int32($0) : nil } }
        func slots() -> [Int32]? { input.list { reader in reader.int().flatMap { $0 >= 0 && $0 <= Int(Int32.max) ? Int32($0) : nil } } }
        func readVector() -> StemWeights.Vector? {
            guard let stems = input.list({ $0.uint64() }),
                  let weights = input.list({ $0.double() }),
                  stems.count == weights.count else { return nil }
            return StemWeights.Vector(stems: stems, weights: weights)
        }
        guard let slotCount = input.int(), let distinct = input.int(), let textCount = input.int(),
              slotCount >= base.slotCount, slotCount <= Int(Int32.max), distinct >= 0, textCount >= 0 else { return false }
        self.slotCount = slotCount
        self.distinct = distinct
        self.textCount = textCount
        guard let count = input.count() else { return false }
        for _ in 0..<count {
            guard let slot = slot(), Int(slot) < slotCount, let present = input.bool() else { return false }
            guard present else {
                setText(slot, nil)
                continue
            }
            guard let rank = input.int(), let file = input.int(), let id = input.string(), let object = input.int(), let range = input.range(),
                  let question = input.list({ $0.uint64() }), let vector = readVector(), let answer = readVector()
            else { return false }
            setText(slot, Text(rank: Int64(rank), place: Place(file: file, id: id, textObject: object, range: range),
                               question: question, vector: vector, answer: answer))
        }
        guard let stemCount = input.count() else { return false }
        for _ in 0..<stemCount {
            guard let stem = input.uint64(), let count = input.int(), let postings = slots(), let probers = slots() else { return false }
            stems[stem] = Stem(count: count, postings: postings, probers: probers)
        }
        guard let pairCount = input.count() else { return false }
        for _ in 0..<pairCount {
            guard let pair = input.uint64(), let count = input.int() else { return false }
            pairs[pair] = count
        }
        guard let answerCount = input.count() else { return false }
        for _ in 0..<answerCount {
            guard let stem = input.uint64(), let count = input.int(), let postings = slots() else { return false }
            answerStems[stem] = AnswerStem(count: count, postings: postings)
        }
        guard let groupCount = input.count() else { return false }
        for _ in 0..<groupCount {
            guard let digest = input.uint64(), let count = input.int(), let check = input.uint64() else { return false }
            groups[digest] = Group(count: count, check: check)
        }
        guard let matchCount = input.count() else { return false }
        for _ in 0..<matchCount {
            guard let earlier = slot(), let later = slot(), let kindValue = input.int(), let kind = RiddleDuplicateSearch.Kind(rawValue: kindValue),
                  let question = input.double(), let answer = input.double(), let combined = input.double() else { return false }
            matches[Pair(earlier: earlier, later: later)] = RiddleDuplicateSearch.Match(kind: kind, question: question, answer: answer, combined: combined)
        }
        return true
    }
}
