import Foundation
import ContentCore

/// Builds a locale's `RiddleSearchColumns` from its texts in rank order: identical questions
/// found, stems and pairs counted over distinct questions and answer stems over texts (flat
/// tables, not hashed sets), every text weighed on every core, then the postings and probers.
struct RiddleSearchColumnsBuilder {
    typealias Column = RiddleColumn
    let texts: [RiddleDuplicateSearch.Text]

    init(_ texts: [RiddleDuplicateSearch.Text]) { self.texts = texts }

    /// The columns' bytes, and whether the question table tells every two questions apart.
    func bytes() -> (bytes: [UInt8], persistable: Bool) {
        let questions = texts.map(\.question)
        let digests = questions.map(StemWeights.questionDigests)
        let (firsts, persistable) = Self.firstOfEachQuestion(questions, digests)
        let stemTotal = questions.reduce(0) { $0 + $1.count }
        var stemCounts = StemTally(expected: stemTotal / StemTally.repeats)
        var pairCounts = StemTally(expected: stemTotal / StemTally.repeats)
        var groups = StemTally(expected: texts.count)
        for (index, stems) in questions.enumerated() {
            groups.add(digests[index].0)
            guard firsts[index] else { continue }
            for stem in StemWeights.distinct(StemWeights.words(stems)) { stemCounts.add(stem) }
            for pair in StemWeights.distinctPairs(stems) { pairCounts.add(pair) }
        }
        let answerStems = texts.map { StemWeights.distinct($0.answers) }
        var answerCounts = StemTally(expected: answerStems.reduce(0) { $0 + $1.count } / StemTally.repeats)
        for stems in answerStems { for stem in stems { answerCounts.add(stem) } }
        let distinct = firsts.lazy.filter { $0 }.count
        (stemCounts, pairCounts, answerCounts, groups) = (stemCounts.packed(), pairCounts.packed(), answerCounts.packed(), groups.packed())
        let vectors = questions.parallelMap(minimumCount: 1024) { [stemCounts, pairCounts] stems in
            StemWeights.question(stems, distinct: distinct, count: stemCounts.count, pairCount: pairCounts.count)
        }
        let answers = answerStems.parallelMap(minimumCount: 1024) { [answerCounts, count = texts.count] stems in
            StemWeights.answer(stems, texts: count, count: answerCounts.count)
        }
        let probes = vectors.parallelMap(minimumCount: 1024) { $0.heaviest(RiddleDuplicateSearch.probes).map(\.stem) }

        var columns: [Column: [UInt8]] = [:]
        columns[.rank] = texts.map(\.rank).columnBytes
        var ids: [UInt8] = []
        var places: [Int64] = []
        places.reserveCapacity(texts.count * RiddleColumn.placeFields)
        for text in texts {
            let id = Array(text.place.id.utf8)
            places += [text.place.file, text.place.textObject, text.place.range.lowerBound, text.place.range.upperBound, ids.count, id.count].map(Int64.init)
            ids += id
        }
        columns[.places] = places.columnBytes
        columns[.ids] = ids
        (columns[.questionStart], columns[.question]) = Self.lists(questions)
        (columns[.vectorStart], columns[.vectorStems]) = Self.lists(vectors.map(\.stems))
        columns[.vectorWeights] = vectors.flatMap(\.weights).columnBytes
        (columns[.answerStart], columns[.answerStems]) = Self.lists(answers.map(\.stems))
        columns[.answerWeights] = answers.flatMap(\.weights).columnBytes
        let stemTable = stemCounts.columns
        columns[.stemKeys] = stemTable.keys.columnBytes
        columns[.stemCounts] = stemTable.counts.columnBytes
        (columns[.postingStart], columns[.postings]) = Self.postings(vectors.map(\.stems), in: stemCounts)
        (columns[.proberStart], columns[.probers]) = Self.postings(probes, in: stemCounts)
        let pairTable = pairCounts.columns
        columns[.pairKeys] = pairTable.keys.columnBytes
        columns[.pairCounts] = pairTable.counts.columnBytes
        let answerTable = answerCounts.columns
        columns[.answerKeys] = answerTable.keys.columnBytes
        columns[.answerCounts] = answerTable.counts.columnBytes
        (columns[.answerPostingStart], columns[.answerPostings]) = Self.postings(answers.map(\.stems), in: answerCounts)
        let groupTable = groups.columns
        var checks = [UInt64](repeating: 0, count: groupTable.keys.count)
        for digest in digests { if let slot = groups.slot(of: digest.0) { checks[slot] = digest.1 } }
        columns[.groupKeys] = groupTable.keys.columnBytes
        columns[.groupCounts] = groupTable.counts.columnBytes
        columns[.groupChecks] = checks.columnBytes
        let bytes = RiddleSearchColumns.encode(header: [texts.count, distinct, texts.count], columns)
        return (bytes, persistable)
    }

    /// For each question, whether it is the first of the questions with its words (identical
    /// questions, or questions that differ only in numbers, count once); and whether no two
    /// different questions share a first digest.
    private static func firstOfEachQuestion(_ questions: [[UInt64]], _ digests: [(UInt64, UInt64)]) -> ([Bool], Bool) {
        var firstByDigest: [UInt64: Int] = [:]
        // why: two different questions whose digests collide are told apart exactly here
        var collided = Set<[UInt64]>()
        let firsts = questions.indices.map { index in
            guard let first = firstByDigest[digests[index].0] else {
                firstByDigest[digests[index].0] = index
                return true
            }
            let words = StemWeights.words(questions[index])
            return StemWeights.words(questions[first]) != words && collided.insert(words).inserted
        }
        return (firsts, collided.isEmpty)
    }

    /// Lists as one column of starts (one past the end last) and one of values.
    private static func lists(_ lists: [[UInt64]]) -> ([UInt8], [UInt8]) {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(lists.count + 1)
        for list in lists { starts.append(starts.last! &+ UInt32(truncatingIfNeeded: list.count)) }
        return (starts.columnBytes, lists.flatMap { $0 }.columnBytes)
    }

    /// For each key of `table` (by slot), the texts whose `keys` hold it, ascending: columns of
    /// starts and of texts.
    private static func postings(_ keys: [[UInt64]], in table: StemTally) -> ([UInt8], [UInt8]) {
        let slotOfKey = keys.map { $0.map { table.slot(of: $0) ?? -1 } }
        var starts = [UInt32](repeating: 0, count: table.slotCount + 1)
        for slots in slotOfKey { for slot in slots where slot >= 0 { starts[slot + 1] += 1 } }
        for slot in 0..<table.slotCount { starts[slot + 1] += starts[slot] }
        var next = starts
        var texts = [Int32](repeating: 0, count: Int(starts[table.slotCount]))
        for (text, slots) in slotOfKey.enumerated() {
            for slot in slots where slot >= 0 {
                texts[Int(next[slot])] = Int32(text)
                next[slot] += 1
            }
        }
        return (starts.columnBytes, texts.columnBytes)
    }
}
