/// Finds, for each text, an earlier text whose character 3-gram sets have a Jaccard similarity
/// at or above a threshold.
///
/// Candidates are the texts sharing one of its rarest trigrams (prefix filtering: two sets with
/// Jaccard ≥ t share one of the first |A|−⌈t·|A|⌉+1 elements in a global rare-first order),
/// checked exactly, most-shared first, after a size filter (t·|A| ≤ |B| ≤ |A|/t). Exact up to
/// `exactLimit` texts; beyond, the work per text is bounded, at the price of possibly missing a
/// pair near the threshold. Trigram sets, prefixes and posting lists are kept flat (one array
/// and its offsets each): the search touches millions of them.
struct NearDuplicateSearch {
    struct Match {
        let earlier: Int
        let later: Int
        let score: Double
    }

    let threshold: Double
    // why: up to `exactLimit` texts the search is exact (every candidate of the full prefix is
    // checked); beyond, each text probes its 8 sampled trigrams, the latest 16 earlier texts of
    // each, and checks the 8 best candidates, so a 26,000-riddle pack stays fast.
    var exactLimit = 2_000

    /// The matches among texts given as their trigram sets (`Trigrams.numbers`).
    func matches(trigramSets: [[UInt64]]) -> [Match] {
        let count = trigramSets.count
        let exact = count <= exactLimit
        let sets = FlatLists(trigramSets)
        let prefixes = prefixes(of: sets, exact: exact)
        let postings = Postings(prefixes)
        let chunkCount = min(count, 64)
        let chunks = Array(0..<chunkCount).parallelMap(jobs: 0) { chunk in
            let range = count * chunk / chunkCount..<count * (chunk + 1) / chunkCount
            return verify(range, sets: sets, prefixes: prefixes, postings: postings, exact: exact)
        }
        return chunks.flatMap { $0 }
    }

    /// Each text's prefix: rarest-first in exact mode (fewest candidates); in bounded mode a
    /// bottom-k sample by a hash of the trigram (as MinHash takes), which needs no counting pass.
    /// Made in chunks, each into one flat list, with one ranking buffer per chunk.
    private func prefixes(of sets: FlatLists<UInt64>, exact: Bool) -> FlatLists<UInt64> {
        var counting = GramTable(capacity: exact ? sets.values.count : 16)
        if exact { for gram in sets.values { counting.add(gram) } }
        let frequency = counting
        let prefixLimit = exact ? Int.max : 8
        let threshold = threshold
        let count = sets.count
        let chunkCount = max(1, min(count, 64))
        let chunks = Array(0..<chunkCount).parallelMap(jobs: 0) { chunk -> (values: [UInt64], counts: [Int]) in
            var values: [UInt64] = []
            var counts: [Int] = []
            var best: [(rank: UInt64, gram: UInt64)] = []
            sets.withBuffers { sets in
                for index in count * chunk / chunkCount..<count * (chunk + 1) / chunkCount {
                    let grams = sets[index]
                    let size = Double(grams.count)
                    let prefix = min(prefixLimit, max(1, grams.count - Int((threshold * size).rounded(.up)) + 1))
                    if exact {
                        Self.smallest(grams, prefix, into: &best) { UInt64(frequency[$0]!) << 32 | ($0 & 0xFFFF_FFFF) }
                    } else {
                        Self.smallest(grams, prefix, into: &best) { $0 &* 0x9E37_79B9_7F4A_7C15 }
                    }
                    for entry in best { values.append(entry.gram) }
                    counts.append(best.count)
                }
            }
            return (values, counts)
        }
        var values: [UInt64] = []
        var starts = [0]
        values.reserveCapacity(chunks.reduce(0) { $0 + $1.values.count })
        starts.reserveCapacity(count + 1)
        for chunk in chunks {
            values.append(contentsOf: chunk.values)
            for length in chunk.counts { starts.append(starts[starts.count - 1] + length) }
        }
        return FlatLists(values: values, starts: starts)
    }

    /// The matches of the texts in `range`, each against the earlier texts sharing a prefix trigram.
    private func verify(_ range: Range<Int>, sets: FlatLists<UInt64>, prefixes: FlatLists<UInt64>, postings: Postings, exact: Bool) -> [Match] {
        let commonGram = exact ? Int.max : 16
        let verified = exact ? Int.max : 8
        // why: a text at Jaccard 0.3 holds about half of another's trigrams, so it shares about 4
        // of 8 sampled ones; one shared sample alone is almost always chance.
        let minimumHits = exact ? 1 : 2
        var found: [Match] = []
        var candidates: [Int32] = []
        var ranked: [Int32] = []
        var counter = CandidateCounter()
        // why: the loop below runs for every text against up to a hundred others; raw buffers
        // spare it a reference count per list it looks at.
        sets.withBuffers { sets in
            prefixes.withBuffers { prefixes in
                postings.withBuffers { postings in
                    for position in range {
                        candidates.removeAll(keepingCapacity: true)
                        for entry in prefixes.starts[position]..<prefixes.starts[position + 1] {
                            let earlier = postings.earlier(entry)
                            candidates.append(contentsOf: earlier[max(0, earlier.count - commonGram)...])
                        }
                        let set = sets[position]
                        let size = Double(set.count)
                        counter.rank(candidates, atLeast: minimumHits, into: &ranked)
                        for candidate in ranked.prefix(verified) {
                            let other = sets[Int(candidate)]
                            let otherSize = Double(other.count)
                            guard otherSize >= threshold * size, otherSize * threshold <= size else { continue }
                            // why: s / (|A| + |B| − s) ≥ t exactly when s ≥ t·(|A| + |B|) / (1 + t)
                            let needed = Int((threshold * (size + otherSize) / (1 + threshold)).rounded(.down))
                            guard let common = Self.shared(set, other, atLeast: needed) else { continue }
                            let shared = Double(common)
                            let score = shared / (size + otherSize - shared)
                            // why: each text is reported once, against its first look-alike found
                            if score >= threshold {
                                found.append(Match(earlier: Int(candidate), later: position, score: score))
                                break
                            }
                        }
                    }
                }
            }
        }
        return found
    }

    /// The `count` elements of smallest rank, in rank order, into `best`, without sorting them all.
    @inline(__always)
    private static func smallest(_ set: UnsafeBufferPointer<UInt64>, _ count: Int, into best: inout [(rank: UInt64, gram: UInt64)],
                                 by rank: (UInt64) -> UInt64) {
        best.removeAll(keepingCapacity: true)
        for gram in set {
            let key = (rank(gram), gram)
            if best.count == count, let last = best.last, !(key < last) { continue }
            var index = best.count
            while index > 0, key < best[index - 1] { index -= 1 }
            best.insert(key, at: index)
            if best.count > count { best.removeLast() }
        }
    }

    /// Whether two ascending lists share at least `needed` elements, by a branch-free merge that
    /// stops as soon as the rest cannot reach it; the shared count when they do.
    private static func shared(_ a: UnsafeBufferPointer<UInt64>, _ b: UnsafeBufferPointer<UInt64>, atLeast needed: Int) -> Int? {
        var i = 0
        var j = 0
        var count = 0
        while i < a.count, j < b.count {
            let x = a[i]
            let y = b[j]
            count &+= Int(unsafeBitCast(x == y, to: UInt8.self))
            i &+= Int(unsafeBitCast(x <= y, to: UInt8.self))
            j &+= Int(unsafeBitCast(y <= x, to: UInt8.self))
            if count &+ min(a.count &- i, b.count &- j) < needed { return nil }
        }
        return count >= needed ? count : nil
    }
}

/// Lists of numbers stored end to end in one array, with their start offsets.
struct FlatLists<Element: Sendable>: Sendable {
    let values: [Element]
    private let starts: [Int]

    init(_ lists: [[Element]]) {
        var starts = [0]
        starts.reserveCapacity(lists.count + 1)
        for list in lists { starts.append(starts[starts.count - 1] + list.count) }
        self.starts = starts
        // why: appending list by list is several times faster than iterating `joined()`.
        var values: [Element] = []
        values.reserveCapacity(starts[starts.count - 1])
        for list in lists { values.append(contentsOf: list) }
        self.values = values
    }

    init(values: [Element], starts: [Int]) {
        self.values = values
        self.starts = starts
    }

    var count: Int { starts.count - 1 }

    subscript(index: Int) -> ArraySlice<Element> { values[starts[index]..<starts[index + 1]] }

    /// The lists as raw buffers, valid inside `body`.
    func withBuffers<Result>(_ body: (FlatListBuffers<Element>) -> Result) -> Result {
        values.withUnsafeBufferPointer { values in
            starts.withUnsafeBufferPointer { starts in body(FlatListBuffers(values: values, starts: starts)) }
        }
    }
}

/// `FlatLists` seen through raw buffers.
struct FlatListBuffers<Element> {
    let values: UnsafeBufferPointer<Element>
    let starts: UnsafeBufferPointer<Int>

    subscript(index: Int) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(rebasing: values[starts[index]..<starts[index + 1]])
    }
}

/// For each prefix trigram, the positions of the texts listing it, ascending.
private struct Postings: Sendable {
    private let lists: FlatLists<Int32>
    /// For each prefix entry (in `prefixes.values` order): its gram's list, and the entry's own
    /// place in that list (the texts before it are the earlier ones sharing the gram).
    private let entryList: [Int32]
    private let entryPlace: [Int32]

    init(_ prefixes: FlatLists<UInt64>) {
        var index = GramTable(capacity: prefixes.values.count)
        var counts: [Int] = []
        var entryList: [Int32] = []
        entryList.reserveCapacity(prefixes.values.count)
        for gram in prefixes.values {
            if let list = index[gram] {
                counts[Int(list)] += 1
                entryList.append(list)
            } else {
                index.set(gram, Int32(counts.count))
                entryList.append(Int32(counts.count))
                counts.append(1)
            }
        }
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        var next = starts
        var values = [Int32](repeating: 0, count: prefixes.values.count)
        var entryPlace = [Int32](repeating: 0, count: prefixes.values.count)
        var offset = 0
        // why: texts are filled in position order, so each list is ascending and a text's own
        // place in it ends the texts before it
        for position in 0..<prefixes.count {
            for _ in prefixes[position] {
                let list = Int(entryList[offset])
                entryPlace[offset] = Int32(next[list] - starts[list])
                values[next[list]] = Int32(position)
                next[list] += 1
                offset += 1
            }
        }
        lists = FlatLists(values: values, starts: starts)
        self.entryList = entryList
        self.entryPlace = entryPlace
    }

    /// The postings as raw buffers, valid inside `body`.
    func withBuffers<Result>(_ body: (PostingBuffers) -> Result) -> Result {
        lists.withBuffers { lists in
            entryList.withUnsafeBufferPointer { entryList in
                entryPlace.withUnsafeBufferPointer { entryPlace in
                    body(PostingBuffers(lists: lists, entryList: entryList, entryPlace: entryPlace))
                }
            }
        }
    }
}

/// `Postings` seen through raw buffers.
private struct PostingBuffers {
    let lists: FlatListBuffers<Int32>
    let entryList: UnsafeBufferPointer<Int32>
    let entryPlace: UnsafeBufferPointer<Int32>

    /// The texts before the one of prefix entry `entry` that list the same gram, ascending.
    func earlier(_ entry: Int) -> UnsafeBufferPointer<Int32> {
        UnsafeBufferPointer(rebasing: lists[Int(entryList[entry])][0..<Int(entryPlace[entry])])
    }
}

/// Counts how often each candidate is listed, in an open-addressing table reused from text to
/// text (sorting the candidates instead cost more than the rest of the search).
private struct CandidateCounter {
    // why: one word per slot, candidate + 1 in the high half (0 = empty), count in the low half
    private var table: [UInt64] = []
    private var used: [Int] = []

    private var counted: [(hits: Int, candidate: Int32)] = []

    /// The candidates listed at least `minimum` times, most often first (then earliest), into
    /// `ranked` (whose storage is reused, as is the table's).
    mutating func rank(_ candidates: [Int32], atLeast minimum: Int, into ranked: inout [Int32]) {
        var size = 16
        while size < candidates.count * 2 { size <<= 1 }
        if table.count < size { table = [UInt64](repeating: 0, count: size) }
        let mask = table.count - 1
        counted.removeAll(keepingCapacity: true)
        used.removeAll(keepingCapacity: true)
        // why: this runs for every text; the raw table spares a uniqueness check per write
        table.withUnsafeMutableBufferPointer { table in
            for candidate in candidates {
                let key = UInt64(UInt32(candidate) + 1) << 32
                var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
                while table[slot] != 0, table[slot] & 0xFFFF_FFFF_0000_0000 != key { slot = (slot + 1) & mask }
                if table[slot] == 0 { used.append(slot) }
                table[slot] = key | (table[slot] & 0xFFFF_FFFF) + 1
                if Int(table[slot] & 0xFFFF_FFFF) == minimum { counted.append((minimum, candidate)) }
            }
            for index in counted.indices {
                let key = UInt64(UInt32(counted[index].candidate) + 1) << 32
                var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
                while table[slot] & 0xFFFF_FFFF_0000_0000 != key { slot = (slot + 1) & mask }
                counted[index].hits = Int(table[slot] & 0xFFFF_FFFF)
            }
            for slot in used { table[slot] = 0 }
        }
        counted.sort { $0.hits != $1.hits ? $0.hits > $1.hits : $0.candidate < $1.candidate }
        ranked.removeAll(keepingCapacity: true)
        for entry in counted { ranked.append(entry.candidate) }
    }
}
