import Foundation
import ContentCore

/// Brings a `RiddleSearchIndex` up to date with edited files, finding the matches a full search
/// of the edited texts would find, while touching only what the edit can have changed:
///
/// 1. The edited files' texts are matched to their old slots in order; a text whose stems are
///    unchanged keeps its slot (its place and rank are updated), the others leave and come anew.
/// 2. Counts follow: a question's stems and pairs when the last of its identical questions
///    leaves or the first comes, answer stems with every text. When the population a rarity is
///    taken among changes its counted step (`StemWeights.population`), every weight changes:
///    the update gives up and the index is built anew.
/// 3. Texts whose weights can have changed are weighed again: those holding a stem, pair or
///    answer stem whose counted step changed (`StemWeights.counted`: for a common word, rarely).
/// 4. The texts whose candidates can have changed (their own weights did, or a posting list
///    they probe did) get their candidates again and are compared with them; the texts that
///    have a re-weighed text among their candidates compare with it again; matches whose pair
///    is no longer compared go.
extension RiddleSearchIndex {
    /// One edited file's texts of this locale, in rank order.
    struct FileEdit: Sendable {
        let file: Int
        let texts: [RiddleDuplicateSearch.Text]
    }

    /// Applies the edits; false when the index must be built anew instead (a population's step
    /// changed, two questions share a digest, the base is damaged).
    mutating func update(_ edits: [FileEdit]) -> Bool {
        var removed: [Int32] = []
        var replaced: [(slot: Int32, text: RiddleDuplicateSearch.Text)] = []
        var added: [RiddleDuplicateSearch.Text] = []
        for edit in edits {
            let old = slots(inFile: edit.file)
            // what each old text says, read once (question, answer stems)
            let said = old.map { (question($0), vector($0, answer: true).stems) }
            // the texts that stay as they were, in order (old index, new index), then an end
            var anchors: [(old: Int, new: Int)] = []
            var next = 0
            for (index, text) in edit.texts.enumerated() {
                let answers = StemWeights.distinct(text.answers)
                guard let found = (next..<old.count).first(where: { said[$0].0 == text.question && said[$0].1 == answers })
                else { continue }
                // the same text: where it is may change, not what it says
                if rank(old[found]) != text.rank || place(old[found]) != text.place {
                    var moved = self.text(old[found])
                    moved.rank = text.rank
                    moved.place = text.place
                    setText(old[found], moved)
                }
                anchors.append((found, index))
                next = found + 1
            }
            anchors.append((old.count, edit.texts.count))
            // between two texts that stayed, the old texts that went and the new that came: in
            // turn, a new text takes an old one's slot (a reworded riddle keeps its slot, so the
            // postings of the words it keeps do not change), the rest go or come
            var previous = (old: -1, new: -1)
            for anchor in anchors {
                let (gone, come) = (old[(previous.old + 1)..<anchor.old], edit.texts[(previous.new + 1)..<anchor.new])
                for (slot, text) in zip(gone, come) { replaced.append((slot, text)) }
                removed += gone.dropFirst(come.count)
                added += come.dropFirst(gone.count)
                previous = anchor
            }
        }
        guard !removed.isEmpty || !added.isEmpty || !replaced.isEmpty else { return !damaged }
        return apply(removed: removed, replaced: replaced, added: added) && !damaged
    }

    /// The live slots of a file's texts, by rank.
    private func slots(inFile file: Int) -> [Int32] {
        let low = Int64(file) << 32
        let high = Int64(file + 1) << 32
        // the base's slots are in rank order: the file's are one run of them
        let start = (0..<base.slotCount).partitionPoint { base.int64(.rank, $0) < low }
        let end = (start..<base.slotCount).partitionPoint { base.int64(.rank, $0) < high }
        var slots = (start..<end).map { Int32($0) }.filter(isLive)
        for (slot, text) in texts where Int(slot) >= base.slotCount {
            if let text, text.rank >= low, text.rank < high { slots.append(slot) }
        }
        return slots.sorted { rank($0) < rank($1) }
    }

    /// What an update changed, for the steps after the counts.
    private struct Changes {
        var stems: [UInt64: Int] = [:]      // question stem → its count before
        var pairs: [UInt64: (count: Int, first: UInt64, second: UInt64)] = [:]
        var answers: [UInt64: Int] = [:]
        /// The postings of question stems before the update, for those it changed.
        var postings: [UInt64: [Int32]] = [:]
        /// The ranks of the texts that left (the lists of before still hold them).
        var leftRanks: [Int32: Int64] = [:]
        var reweighed: Set<Int32> = []
    }

    private mutating func apply(removed: [Int32], replaced: [(slot: Int32, text: RiddleDuplicateSearch.Text)], added newTexts: [RiddleDuplicateSearch.Text]) -> Bool {
        let (populationBefore, answerPopulationBefore) = (StemWeights.population(distinct), StemWeights.population(textCount))
        var changes = Changes()

        // Texts leaving (and the old content of those replaced): counts, postings, probers.
        let leaving = Set(removed)
        for (slot, replacement) in removed.map({ ($0, nil) }) + replaced.map({ ($0.slot, Optional($0.text)) }) {
            let old = text(slot)
            guard leaveGroup(old.question, &changes) else { return false }
            for stem in old.answer.stems {
                var entry = answerStem(stem)
                changes.answers[stem] = changes.answers[stem] ?? entry.count
                entry.count -= 1
                entry.postings.removeAll { $0 == slot }
                answerStems[stem] = entry
            }
            textCount -= 1
            let staying = replacement.map { Set($0.question) } ?? []
            for stem in old.vector.stems where !staying.contains(stem) { remove(slot, fromPostingsOf: stem, &changes) }
            for probe in old.vector.heaviest(RiddleDuplicateSearch.probes) { remove(slot, fromProbersOf: probe.stem) }
            if replacement == nil {
                changes.leftRanks[slot] = old.rank
                setText(slot, nil)
            }
        }
        for pair in matches.keys where leaving.contains(pair.earlier) || leaving.contains(pair.later) { matches[pair] = nil }

        // Texts coming (and the new content of those replaced): slots, counts, then their
        // weights once every count is known.
        var arrivals: [(slot: Int32, keeps: Set<UInt64>)] = []
        for (slot, text) in replaced.map({ ($0.slot, $0.text) }) + newTexts.map({ (Int32(-1), $0) }) {
            let own = slot >= 0 ? slot : Int32(slotCount)
            if slot < 0 { slotCount += 1 }
            let keeps = slot >= 0 ? Set(vector(slot).stems) : []
            guard enterGroup(text.question, &changes) else { return false }
            let answers = StemWeights.distinct(text.answers)
            for stem in answers {
                var entry = answerStem(stem)
                changes.answers[stem] = changes.answers[stem] ?? entry.count
                entry.count += 1
                answerStems[stem] = entry
            }
            textCount += 1
            setText(own, Text(rank: text.rank, place: text.place, question: text.question,
                              vector: StemWeights.Vector(), answer: StemWeights.Vector(stems: answers, weights: [])))
            arrivals.append((own, keeps))
        }
        guard StemWeights.population(distinct) == populationBefore, StemWeights.population(textCount) == answerPopulationBefore else { return false }
        for (slot, keeps) in arrivals {
            var text = self.text(slot)
            text.vector = weighQuestion(text.question)
            text.answer = weighAnswer(text.answer.stems)
            setText(slot, text)
            for stem in text.vector.stems where !keeps.contains(stem) { insert(slot, intoPostingsOf: stem, &changes) }
            for stem in text.answer.stems { insert(slot, intoAnswerPostingsOf: stem) }
            for probe in text.vector.heaviest(RiddleDuplicateSearch.probes) { insert(slot, intoProbersOf: probe.stem) }
            changes.reweighed.insert(slot)
        }

        // Texts whose weights can have changed: a count they read moved to another step.
        var holders: Set<Int32> = []
        for (stem, before) in changes.stems where StemWeights.counted(before) != StemWeights.counted(count(stem)) {
            withPostings(stem) { holders.formUnion($0) }
        }
        for (key, before) in changes.pairs where StemWeights.counted(before.count) != StemWeights.counted(pairCount(key)) {
            // the texts holding the pair hold both stems: the shorter list is read
            let (first, second) = (withPostings(before.first) { $0.count }, withPostings(before.second) { $0.count })
            let (listed, other) = first <= second ? (before.first, before.second) : (before.second, before.first)
            withPostings(listed) { list in
                for slot in list where withVector(slot, { $0.stems.contains(other) }) { holders.insert(slot) }
            }
        }
        for (stem, before) in changes.answers where StemWeights.counted(before) != StemWeights.counted(answerCount(stem)) {
            holders.formUnion(answerStem(stem).postings)
        }
        for slot in holders.subtracting(changes.reweighed) where isLive(slot) {
            var text = self.text(slot)
            let (vector, answer) = (weighQuestion(text.question), weighAnswer(text.answer.stems))
            guard vector != text.vector || answer != text.answer else { continue }
            if vector != text.vector {
                let (before, after) = (text.vector.heaviest(RiddleDuplicateSearch.probes).map(\.stem), vector.heaviest(RiddleDuplicateSearch.probes).map(\.stem))
                for stem in before where !after.contains(stem) { remove(slot, fromProbersOf: stem) }
                for stem in after where !before.contains(stem) { insert(slot, intoProbersOf: stem) }
            }
            text.vector = vector
            text.answer = answer
            setText(slot, text)
            changes.reweighed.insert(slot)
        }
        if damaged { return false }
        compareAgain(changes)
        return true
    }

    /// Step 4: the pairs an edit can have changed, compared again.
    private mutating func compareAgain(_ changes: Changes) {
        let reweighed = changes.reweighed
        // texts whose candidates can have changed: their weights did, or one of the posting
        // windows they probe holds other texts now
        var recandidated = reweighed
        for (stem, before) in changes.postings {
            let probing = Set(probers(stem)).subtracting(reweighed)
            guard !probing.isEmpty else { continue }
            let after = withPostings(stem, Array.init)
            // why: each text's place in both lists is found by its rank (both are in rank order,
            // the old one with the ranks of the texts that left), not by reading the lists
            func rankBefore(_ text: Int32) -> Int64 { changes.leftRanks[text] ?? rank(text) }
            for slot in probing {
                let own = rank(slot)
                let (was, now) = (before.partitionPoint { rankBefore($0) < own }, after.partitionPoint { rank($0) < own })
                if before[Self.window(count: before.count, at: was)] == after[Self.window(count: after.count, at: now)] { continue }
                recandidated.insert(slot)
            }
        }
        var scratch = CandidateScratch(slots: slotCount)
        var candidates: [Int32: Set<Int32>] = [:]
        func candidatesOf(_ slot: Int32) -> Set<Int32> {
            if let known = candidates[slot] { return known }
            let found = Set(self.candidates(of: slot, probes: vector(slot).heaviest(RiddleDuplicateSearch.probes), scratch: &scratch))
            candidates[slot] = found
            return found
        }
        func compared(_ a: Int32, _ b: Int32) -> Bool { candidatesOf(a).contains(b) || candidatesOf(b).contains(a) }
        var pairs: Set<Pair> = []
        for slot in recandidated where isLive(slot) {
            for other in candidatesOf(slot) { pairs.insert(pair(slot, other)) }
        }
        // texts whose candidates are as before and may hold a re-weighed text: it is in the
        // window of one of their probe stems, which it holds
        for slot in reweighed {
            for stem in vector(slot).stems {
                let probing = Set(probers(stem)).subtracting(recandidated)
                guard !probing.isEmpty else { continue }
                withPostings(stem) { list in
                    // why: a list of a common word holds thousands of texts; each text's place is
                    // found by its rank (the list is in rank order), not by reading the list
                    func place(_ text: Int32) -> Int { list.partitionPoint { rank($0) < rank(text) } }
                    let own = list.count > RiddleDuplicateSearch.postingWindow ? place(slot) : 0
                    for other in probing where isLive(other) {
                        if list.count > RiddleDuplicateSearch.postingWindow, !Self.window(count: list.count, at: place(other)).contains(own) { continue }
                        if candidatesOf(other).contains(slot) { pairs.insert(pair(other, slot)) }
                    }
                }
            }
        }
        // matches whose pair may no longer be compared
        for pair in matches.keys where recandidated.contains(pair.earlier) || recandidated.contains(pair.later) {
            if !compared(pair.earlier, pair.later) { matches[pair] = nil }
        }
        for pair in pairs { matches[pair] = compare(pair) }
    }

    /// A question leaves: when it was the last of its identical questions, its stems and pairs
    /// count one question less. False on a digest collision.
    private mutating func leaveGroup(_ question: [UInt64], _ changes: inout Changes) -> Bool {
        let digests = StemWeights.questionDigests(question)
        var group = self.group(digests.0)
        guard group.count > 0, group.check == digests.1 else { return false }
        group.count -= 1
        groups[digests.0] = group
        if group.count == 0 { countQuestion(question, by: -1, &changes) }
        return true
    }

    /// A question comes: when it is the first of its identical questions, its stems and pairs
    /// count one question more. False on a digest collision.
    private mutating func enterGroup(_ question: [UInt64], _ changes: inout Changes) -> Bool {
        let digests = StemWeights.questionDigests(question)
        var group = self.group(digests.0)
        guard group.count == 0 || group.check == digests.1 else { return false }
        group.count += 1
        group.check = digests.1
        groups[digests.0] = group
        if group.count == 1 { countQuestion(question, by: 1, &changes) }
        return true
    }

    private mutating func countQuestion(_ question: [UInt64], by change: Int, _ changes: inout Changes) {
        distinct += change
        for stem in StemWeights.distinct(StemWeights.words(question)) {
            var entry = self.stem(stem)
            changes.stems[stem] = changes.stems[stem] ?? entry.count
            entry.count += change
            stems[stem] = entry
        }
        var seen: Set<UInt64> = []
        for index in question.indices.dropFirst() where !WordStems.isNumber(question[index - 1]) && !WordStems.isNumber(question[index]) {
            let key = StemWeights.pairKey(question[index - 1], question[index])
            guard seen.insert(key).inserted else { continue }
            let count = pairCount(key)
            if changes.pairs[key] == nil { changes.pairs[key] = (count, question[index - 1], question[index]) }
            pairs[key] = count + change
        }
    }

    private mutating func insert(_ slot: Int32, intoPostingsOf stem: UInt64, _ changes: inout Changes) {
        var entry = self.stem(stem)
        if changes.postings[stem] == nil { changes.postings[stem] = entry.postings }
        let own = rank(slot)
        entry.postings.insert(slot, at: entry.postings.partitionPoint { rank($0) < own })
        stems[stem] = entry
    }

    private mutating func remove(_ slot: Int32, fromPostingsOf stem: UInt64, _ changes: inout Changes) {
        var entry = self.stem(stem)
        if changes.postings[stem] == nil { changes.postings[stem] = entry.postings }
        entry.postings.removeAll { $0 == slot }
        stems[stem] = entry
    }

    private mutating func insert(_ slot: Int32, intoAnswerPostingsOf stem: UInt64) {
        var entry = answerStem(stem)
        let own = rank(slot)
        entry.postings.insert(slot, at: entry.postings.partitionPoint { rank($0) < own })
        answerStems[stem] = entry
    }

    private mutating func remove(_ slot: Int32, fromProbersOf stem: UInt64) {
        var entry = self.stem(stem)
        entry.probers.removeAll { $0 == slot }
        stems[stem] = entry
    }

    private mutating func insert(_ slot: Int32, intoProbersOf stem: UInt64) {
        var entry = self.stem(stem)
        entry.probers.insert(slot, at: entry.probers.partitionPoint { $0 < slot })
        stems[stem] = entry
    }
}
