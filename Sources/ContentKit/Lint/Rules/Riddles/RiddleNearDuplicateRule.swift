import ContentBundle

/// Riddles across the pack that read almost the same.
struct RiddleNearDuplicateRule: PackRule {
    static let threshold = 0.3

    static let description = RuleDescription(
        id: "riddle-near-duplicate",
        summary: "Two riddles should not read almost the same (character 3-gram Jaccard similarity of 0.3 or more)",
        rationale: """
            A near-copy is usually the same riddle added twice, or a translation pasted into the wrong \
            item; players notice repeats. The check compares every pair of riddles in each locale by the \
            sets of three-character sequences of their normalised texts and warns at a Jaccard \
            similarity of 0.3 or more, naming both.
            """,
        kind: .riddles,
        severity: .warning,
        valid: [Example(Examples.riddle())],
        invalid: [Example("""
            {"kind": "riddles", "items": [
              {"id": "cat-riddle", "difficulty": 1,
               "text": {"en": "Who says meow?", "ru": "Кто говорит мяу?", "uk": "Хто каже няв?"},
               "answers": {"en": ["a cat"], "ru": ["кошка"], "uk": ["кіт"]}},
              {"id": "cat-riddle-2", "difficulty": 1,
               "text": ↓{"en": "Who says meow, meow?", "ru": "Кто же говорит мяу?", "uk": "Хто ж каже няв?"},
               "answers": {"en": ["a cat"], "ru": ["кошка"], "uk": ["кіт"]}}
            ]}
            """)])

    private struct Entry {
        let file: Int
        let id: String
        let textObject: Range<Int>
        let range: Range<Int>
        let grams: [UInt64]
    }

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        var entries: [String: [Entry]] = [:]
        for (index, file) in files.enumerated() {
            for riddle in file.riddles {
                for (text, grams) in zip(riddle.texts, riddle.trigrams) {
                    entries[text.locale, default: []].append(
                        Entry(file: index, id: riddle.id, textObject: riddle.textObject, range: text.range, grams: grams))
                }
            }
        }
        var reported = Set<String>()
        var found: [Diagnostic] = []
        let locales = entries.keys.sorted()
        let groups = entries
        let results = locales.parallelMap(jobs: 0) { Self.similarPairs(groups[$0]!) }
        for (locale, pairs) in zip(locales, results) {
            for (first, second, score) in pairs where reported.insert(second.id).inserted {
                let file = files[second.file]
                let place = first.file == second.file ? "" : " in \(files[first.file].path)"
                found.append(Self.diagnostic(
                    "riddle \"\(second.id)\" reads almost like \"\(first.id)\"\(place) (\(locale) texts \(Int((score * 100).rounded())) % alike); make them different or remove one",
                    in: file, at: second.textObject.lowerBound..<second.textObject.lowerBound + 1,
                    notes: [Diagnostic.Note("\"\(first.id)\" is here", file: files[first.file].path, range: first.range)]))
            }
        }
        return found
    }

    /// For each riddle, an earlier one at or above the threshold. Candidates are the riddles
    /// that share one of its rarest trigrams (prefix filtering: two sets with Jaccard ≥ t share
    /// one of the first |A|−⌈t·|A|⌉+1 elements in a global rare-first order), checked exactly,
    /// most-shared first. Exact up to `exactLimit` texts per locale; on larger packs the work per
    /// riddle is bounded (see below), at the price of possibly missing a pair at the threshold.
    /// A size filter (t·|A| ≤ |B| ≤ |A|/t) comes first; the check merges sorted trigram numbers.
    private static func similarPairs(_ entries: [Entry]) -> [(Entry, Entry, Double)] {
        // why: up to `exactLimit` texts per locale the search is exact (every candidate of the
        // full prefix is checked); beyond, each text probes its 8 rarest trigrams, the latest 16
        // earlier texts of each, and checks the 8 best candidates, so a 26,000-riddle pack stays fast.
        let exactLimit = 2_000
        let exact = entries.count <= exactLimit
        let commonGram = exact ? Int.max : 16
        let verified = exact ? Int.max : 8
        let prefixLimit = exact ? Int.max : 8
        // why: a text at Jaccard 0.3 holds about half of another's trigrams, so it shares about 4
        // of 8 sampled ones; one shared sample alone is almost always chance.
        let minimumHits = exact ? 1 : 2
        // Exact mode orders trigrams rare-first (fewest candidates); bounded mode by a hash of
        // the trigram (a bottom-k sample, as MinHash takes), which needs no counting pass.
        var counting = GramTable(capacity: exact ? entries.count * 16 : 16)
        if exact { for entry in entries { for gram in entry.grams { counting.add(gram) } } }
        let frequency = counting
        let gramSets = entries.map(\.grams)
        // Phase 1, in parallel: each text's prefix of rarest trigrams.
        let prefixes: [[UInt64]] = gramSets.parallelMap(jobs: 0) { grams in
            let size = Double(grams.count)
            let prefix = min(prefixLimit, max(1, grams.count - Int((threshold * size).rounded(.up)) + 1))
            let rank: (UInt64) -> UInt64 = exact ? { UInt64(frequency[$0]!) << 32 | ($0 & 0xFFFF_FFFF) } : { $0 &* 0x9E37_79B9_7F4A_7C15 }
            return Self.smallest(grams, prefix, by: rank).map(\.1)
        }
        // Phase 2: posting lists (text positions, ascending) of every prefix trigram.
        var lists = GramTable(capacity: entries.count * 8)
        var building: [[Int32]] = []
        for (position, grams) in prefixes.enumerated() {
            for gram in grams {
                if let list = lists[gram] {
                    building[Int(list)].append(Int32(position))
                } else {
                    lists.set(gram, Int32(building.count))
                    building.append([Int32(position)])
                }
            }
        }
        let postings = building
        let listOf = lists
        // Phase 3, in parallel: each text against the earlier texts sharing a prefix trigram,
        // those sharing the most checked first.
        let matches: [(Int, Double)?] = Array(entries.indices).parallelMap(jobs: 0) { position in
            var candidates: [Int32] = []
            for gram in prefixes[position] {
                guard let list = listOf[gram] else { continue }
                let posting = postings[Int(list)]
                let earlier = Self.firstIndex(notBelow: Int32(position), in: posting)
                candidates.append(contentsOf: posting[max(0, earlier - min(commonGram, earlier))..<earlier])
            }
            candidates.sort()
            var ranked: [(hits: Int, candidate: Int32)] = []
            var run = 0
            for (offset, candidate) in candidates.enumerated() {
                run += 1
                if offset + 1 == candidates.count || candidates[offset + 1] != candidate {
                    ranked.append((run, candidate))
                    run = 0
                }
            }
            ranked.sort { $0.hits != $1.hits ? $0.hits > $1.hits : $0.candidate < $1.candidate }
            let set = gramSets[position]
            let size = Double(set.count)
            for (hits, candidate) in ranked.prefix(verified) where hits >= minimumHits {
                let other = gramSets[Int(candidate)]
                let otherSize = Double(other.count)
                guard otherSize >= threshold * size, otherSize * threshold <= size else { continue }
                let shared = Double(Self.intersectionCount(set, other))
                let score = shared / (size + otherSize - shared)
                // why: each riddle is reported once, against its first look-alike found
                if score >= threshold { return (Int(candidate), score) }
            }
            return nil
        }
        return matches.enumerated().compactMap { position, match in
            match.map { (entries[$0.0], entries[position], $0.1) }
        }
    }

    /// The index of the first element not below `value` in an ascending list.
    private static func firstIndex(notBelow value: Int32, in list: [Int32]) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The `count` elements of smallest rank, without sorting them all.
    private static func smallest(_ set: [UInt64], _ count: Int, by rank: (UInt64) -> UInt64) -> [(UInt64, UInt64)] {
        var best: [(UInt64, UInt64)] = []
        best.reserveCapacity(count + 1)
        for gram in set {
            let key = (rank(gram), gram)
            if best.count == count, let last = best.last, !(key < last) { continue }
            var index = best.count
            while index > 0, key < best[index - 1] { index -= 1 }
            best.insert(key, at: index)
            if best.count > count { best.removeLast() }
        }
        return best
    }

    private static func intersectionCount(_ a: [UInt64], _ b: [UInt64]) -> Int {
        var i = 0
        var j = 0
        var count = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                count += 1
                i += 1
                j += 1
            } else if a[i] < b[j] {
                i += 1
            } else {
                j += 1
            }
        }
        return count
    }
}
