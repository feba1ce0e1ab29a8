import ContentArt
import Foundation

/// The near-duplicate search's state in the lint cache: a base file with each locale's columns
/// as a full search built them (`RiddleSearchColumns`, mapped by the next run, which reads only
/// the pages it touches) and an overlay file with the changes since and every match (read and
/// written whole by each run that updates the search; small next to the base).
///
/// The overlay names the base it goes with and the token the lint index names; the base's
/// header is checksummed, and its columns are read through bounds checks, so damage is a full
/// search, never a crash.
enum RiddleSearchStore {
    private static let baseMagic = "content-lint riddles 1"
    private static let overlayMagic = "content-lint riddles overlay 1"

    /// Writes both files for indexes a full search just built; false when they were not written.
    @discardableResult
    static func saveBuilt(_ indexes: [String: RiddleSearchIndex], to state: PackRuleState) -> Bool {
        var generator = SystemRandomNumberGenerator()
        let baseID = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let locales = indexes.keys.sorted()
        let blocks = locales.map { indexes[$0]!.base.bytes }
        // why: the header holds the blocks' offsets, which depend on its own size; it is laid
        // out again until its size stops changing (a varint grows at most a few times)
        var header = CacheWriter()
        var offsets = [Int](repeating: 0, count: blocks.count)
        while true {
            header = CacheWriter()
            header.string(baseMagic)
            header.raw(state.key)
            header.raw(baseID)
            header.list(Array(locales.indices)) { out, index in
                out.string(locales[index])
                out.int(offsets[index])
                out.int(blocks[index].count)
            }
            var offset = (8 + header.bytes.count + 4 + 7) / 8 * 8
            let placed = blocks.map { block in
                defer { offset += (block.count + 7) / 8 * 8 }
                return offset
            }
            if placed == offsets { break }
            offsets = placed
        }
        header.append(withUnsafeBytes(of: CRC32.checksum(header.bytes[...]).littleEndian, Array.init))
        var file = withUnsafeBytes(of: UInt64(header.bytes.count).littleEndian, Array.init) + header.bytes
        for (block, offset) in zip(blocks, offsets) {
            file += [UInt8](repeating: 0, count: offset - file.count)
            file += block
        }
        try? FileOutput.makeFolder(state.prefix.deletingLastPathComponent())
        guard (try? FileOutput.replace(state.file(".base"), with: file)) != nil else {
            state.discard()
            return false
        }
        return saveOverlay(indexes, baseID: baseID, to: state)
    }

    /// Writes the overlay file for indexes updated from the base `load` found.
    @discardableResult
    static func saveOverlay(_ indexes: [String: RiddleSearchIndex], baseID: [UInt8], to state: PackRuleState) -> Bool {
        var out = CacheWriter()
        out.string(overlayMagic)
        out.raw(state.key)
        out.raw(baseID)
        out.raw(state.newToken())
        out.list(indexes.keys.sorted()) { out, locale in
            out.string(locale)
            indexes[locale]!.writeOverlay(to: &out)
        }
        out.append(withUnsafeBytes(of: CRC32.checksum(out.bytes[...]).littleEndian, Array.init))
        guard (try? FileOutput.replace(state.file(".overlay"), with: out.bytes)) != nil else {
            state.discard()
            return false
        }
        return true
    }

    /// The indexes the last run kept, with the id of their base; nil when there are none that
    /// the index names, or they are damaged.
    static func load(_ state: PackRuleState) -> (indexes: [String: RiddleSearchIndex], baseID: [UInt8])? {
        guard let expected = state.expected, let bytes = FileManager.default.contents(atPath: state.file(".overlay").path).map(Array.init),
              bytes.count > 4, bytes[(bytes.count - 4)...].elementsEqual(withUnsafeBytes(of: CRC32.checksum(bytes[..<(bytes.count - 4)]).littleEndian, Array.init))
        else { return nil }
        var input = CacheReader(bytes[..<(bytes.count - 4)])
        guard input.string() == overlayMagic, input.raw() == state.key, let baseID = input.raw(), input.raw() == expected,
              let base = MappedFile(path: state.file(".base").path), let blocks = baseBlocks(base, key: state.key, id: baseID)
        else { return nil }
        var indexes: [String: RiddleSearchIndex] = [:]
        guard let count = input.count() else { return nil }
        for _ in 0..<count {
            guard let locale = input.string(), let columns = blocks[locale] else { return nil }
            var index = RiddleSearchIndex(base: columns)
            guard index.readOverlay(from: &input) else { return nil }
            indexes[locale] = index
        }
        guard input.isAtEnd, indexes.count == blocks.count else { return nil }
        return (indexes, baseID)
    }

    /// Each locale's columns in a mapped base file with this key and id.
    private static func baseBlocks(_ file: MappedFile, key: [UInt8], id: [UInt8]) -> [String: RiddleSearchColumns]? {
        let bytes = file.bytes
        guard bytes.count >= 8 else { return nil }
        let size = Int(truncatingIfNeeded: bytes.loadUnaligned(as: UInt64.self))
        guard size >= 4, size <= bytes.count - 8 else { return nil }
        let header = Array(bytes[8..<(8 + size)])
        guard header[(size - 4)...].elementsEqual(withUnsafeBytes(of: CRC32.checksum(header[..<(size - 4)]).littleEndian, Array.init)) else { return nil }
        var input = CacheReader(header[..<(size - 4)])
        guard input.string() == baseMagic, input.raw() == key, input.raw() == id,
              let blocks = input.list({ input -> (String, Int, Int)? in
                  guard let locale = input.string(), let offset = input.int(), let count = input.int(),
                        offset >= 8 + size, offset % 8 == 0, count >= 0, count <= bytes.count - offset else { return nil }
                  return (locale, offset, count)
              }), input.isAtEnd
        else { return nil }
        var columns: [String: RiddleSearchColumns] = [:]
        for (locale, offset, count) in blocks {
            guard let block = RiddleSearchColumns(bytes: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)]), owner: file) else { return nil }
            columns[locale] = block
        }
        return columns
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
            out.list(vector.stems) { out, stem in out.int(Int(bitPattern: UInt(stem))) }
            out.list(vector.weights) { out, weight in out.int(Int(bitPattern: UInt(weight.bitPattern))) }
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
            out.list(text.question) { out, stem in out.int(Int(bitPattern: UInt(stem))) }
            vector(text.vector, &out)
            vector(text.answer, &out)
        }
        func slots(_ slots: [Int32], _ out: inout CacheWriter) { out.list(slots) { out, slot in out.int(Int(slot)) } }
        out.list(stems.keys.sorted()) { out, key in
            let entry = stems[key]!
            out.int(Int(bitPattern: UInt(key)))
            out.int(entry.count)
            slots(entry.postings, &out)
            slots(entry.probers, &out)
        }
        out.list(pairs.keys.sorted()) { out, key in
            out.int(Int(bitPattern: UInt(key)))
            out.int(pairs[key]!)
        }
        out.list(answerStems.keys.sorted()) { out, key in
            out.int(Int(bitPattern: UInt(key)))
            out.int(answerStems[key]!.count)
            slots(answerStems[key]!.postings, &out)
        }
        out.list(groups.keys.sorted()) { out, key in
            out.int(Int(bitPattern: UInt(key)))
            out.int(groups[key]!.count)
            out.int(Int(bitPattern: UInt(groups[key]!.check)))
        }
        out.list(matches.keys.sorted { ($0.earlier, $0.later) < ($1.earlier, $1.later) }) { out, pair in
            let match = matches[pair]!
            out.int(Int(pair.earlier))
            out.int(Int(pair.later))
            out.int(match.kind.rawValue)
            for value in [match.question, match.answer, match.combined] { out.int(Int(bitPattern: UInt(value.bitPattern))) }
        }
    }

    /// Reads what `writeOverlay` wrote; false when the bytes are damaged.
    mutating func readOverlay(from input: inout CacheReader) -> Bool {
        func key() -> UInt64? { input.int().map { UInt64(UInt(bitPattern: $0)) } }
        func slot() -> Int32? { input.int().flatMap { $0 >= 0 && $0 <= Int(Int32.max) ? Int32($0) : nil } }
        func slots() -> [Int32]? { input.list { reader in reader.int().flatMap { $0 >= 0 && $0 <= Int(Int32.max) ? Int32($0) : nil } } }
        func double() -> Double? { key().map(Double.init(bitPattern:)) }
        func readVector() -> StemWeights.Vector? {
            guard let stems = input.list({ $0.int().map { UInt64(UInt(bitPattern: $0)) } }),
                  let weights = input.list({ $0.int().map { Double(bitPattern: UInt64(UInt(bitPattern: $0))) } }),
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
                  let question = input.list({ $0.int().map { UInt64(UInt(bitPattern: $0)) } }), let vector = readVector(), let answer = readVector()
            else { return false }
            setText(slot, Text(rank: Int64(rank), place: Place(file: file, id: id, textObject: object, range: range),
                               question: question, vector: vector, answer: answer))
        }
        guard let stemCount = input.count() else { return false }
        for _ in 0..<stemCount {
            guard let stem = key(), let count = input.int(), let postings = slots(), let probers = slots() else { return false }
            stems[stem] = Stem(count: count, postings: postings, probers: probers)
        }
        guard let pairCount = input.count() else { return false }
        for _ in 0..<pairCount {
            guard let pair = key(), let count = input.int() else { return false }
            pairs[pair] = count
        }
        guard let answerCount = input.count() else { return false }
        for _ in 0..<answerCount {
            guard let stem = key(), let count = input.int(), let postings = slots() else { return false }
            answerStems[stem] = AnswerStem(count: count, postings: postings)
        }
        guard let groupCount = input.count() else { return false }
        for _ in 0..<groupCount {
            guard let digest = key(), let count = input.int(), let check = key() else { return false }
            groups[digest] = Group(count: count, check: check)
        }
        guard let matchCount = input.count() else { return false }
        for _ in 0..<matchCount {
            guard let earlier = slot(), let later = slot(), let kindValue = input.int(), let kind = RiddleDuplicateSearch.Kind(rawValue: kindValue),
                  let question = double(), let answer = double(), let combined = double() else { return false }
            matches[Pair(earlier: earlier, later: later)] = RiddleDuplicateSearch.Match(kind: kind, question: question, answer: answer, combined: combined)
        }
        return true
    }
}
