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
        // texts of each, and checks the 8 best candidates, so a 26,000-riddle pack stays fast.
        let exactLimit = 2_000
        let exact = entries.count <= exactLimit
        let commonGram = exact ? Int.max : 16
        let verified = exact ? Int.max : 8
        let prefixLimit = exact ? Int.max : 8
        // Exact mode orders trigrams rare-first (fewest candidates); bounded mode by a hash of
        // the trigram (a bottom-k sample, as MinHash takes), which needs no counting pass.
        var frequency = GramTable(capacity: exact ? entries.count * 16 : 16)
        if exact { for entry in entries { for gram in entry.grams { frequency.add(gram) } } }
        let rank: (UInt64) -> UInt64 = exact ? { UInt64(frequency[$0]!) << 32 | ($0 & 0xFFFF_FFFF) } : { $0 &* 0x9E37_79B9_7F4A_7C15 }
        // Posting lists live in one array of lists; the table maps a trigram to its list.
        var listOf = GramTable(capacity: entries.count * 8)
        var postings: [[Int32]] = []
        var pairs: [(Entry, Entry, Double)] = []
        var candidates: [Int32] = []
        for (position, entry) in entries.enumerated() {
            let set = entry.grams
            let size = Double(set.count)
            let prefix = min(prefixLimit, max(1, set.count - Int((threshold * size).rounded(.up)) + 1))
            let rarest = exact ? Array(set.map { (rank($0), $0) }.sorted { $0 < $1 }.prefix(prefix)) : Self.smallest(set, prefix, by: rank)
            candidates.removeAll(keepingCapacity: true)
            for (_, gram) in rarest {
                if let list = listOf[gram] {
                    // why: a trigram in many texts would make the search quadratic; its latest
                    // postings still find repeats, as each riddle is compared with earlier ones.
                    candidates.append(contentsOf: postings[Int(list)].suffix(commonGram))
                    postings[Int(list)].append(Int32(position))
                } else {
                    listOf.set(gram, Int32(postings.count))
                    postings.append([Int32(position)])
                }
            }
            // why: verify the candidates sharing the most indexed trigrams first, and only a few:
            // a look-alike shares many, and the work per riddle stays bounded.
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
            for (_, candidate) in ranked.prefix(verified) {
                let other = entries[Int(candidate)].grams
                let otherSize = Double(other.count)
                guard otherSize >= threshold * size, otherSize * threshold <= size else { continue }
                let shared = Double(Self.intersectionCount(set, other))
                let score = shared / (size + otherSize - shared)
                if score >= threshold {
                    pairs.append((entries[Int(candidate)], entry, score))
                    break  // why: each riddle is reported once, against its first look-alike
                }
            }
        }
        return pairs
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
