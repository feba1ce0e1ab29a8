import Foundation

/// One locale's riddle texts as a full near-duplicate search left them, as flat columns: each
/// text's rank, place and stems, its weighed question and answer vectors, and the stem, pair,
/// answer and question tables (open-addressing, as `StemTally` lays them out) with each stem's
/// postings and probers. Built in memory by a full search, written to the lint cache as these
/// bytes, and mapped back by the next run, which reads only the pages it touches.
///
/// Every read is checked against the columns' bounds: damaged bytes make `damaged` true and read
/// as empty, never out of bounds; a caller that sees `damaged` discards what it computed.
final class RiddleSearchColumns: @unchecked Sendable {
    /// The columns, in the order the bytes hold them.
    enum Column: Int, CaseIterable {
        case rank, places, ids
        case questionStart, question
        case vectorStart, vectorStems, vectorWeights
        case answerStart, answerStems, answerWeights
        case stemKeys, stemCounts, postingStart, postings, proberStart, probers
        case pairKeys, pairCounts
        case answerKeys, answerCounts, answerPostingStart, answerPostings
        case groupKeys, groupCounts, groupChecks

        /// The bytes one element takes.
        var width: Int {
            switch self {
            case .ids: return 1
            case .questionStart, .vectorStart, .answerStart, .postingStart, .proberStart, .answerPostingStart,
                 .stemCounts, .postings, .probers, .pairCounts, .answerCounts, .answerPostings, .groupCounts:
                return 4
            default: return 8
            }
        }
    }

    /// The numbers a text's place takes in `places`: file, text object, range start and end, id
    /// start and length in `ids`.
    static let placeFields = 6
    private static let magic: UInt64 = 0x3173_6C64_6469_72  // "ridl s1"

    let slotCount: Int
    let distinct: Int
    let texts: Int
    private let memory: UnsafeRawBufferPointer
    private let owner: AnyObject?
    private let allocated: UnsafeMutableRawBufferPointer?
    /// Each column's byte offset in `memory` and element count.
    private let columns: [(offset: Int, count: Int)]
    /// Whether a read fell outside the columns (the bytes are damaged).
    private(set) var damaged = false

    deinit { allocated?.deallocate() }

    /// Columns over bytes `encode` wrote, kept alive by `owner` (a mapped file); nil when the
    /// header does not describe them.
    init?(bytes: UnsafeRawBufferPointer, owner: AnyObject) {
        guard let layout = Self.layout(bytes) else { return nil }
        (slotCount, distinct, texts, columns) = layout
        memory = bytes
        self.owner = owner
        allocated = nil
    }

    /// Columns over a copy of `bytes` (a search just built).
    init?(copying bytes: [UInt8]) {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 8), alignment: 16)
        copy.copyBytes(from: bytes)
        guard let layout = Self.layout(UnsafeRawBufferPointer(copy)) else {
            copy.deallocate()
            return nil
        }
        (slotCount, distinct, texts, columns) = layout
        memory = UnsafeRawBufferPointer(copy)
        owner = nil
        allocated = copy
    }

    /// The header's counts and each column's place, when they fit the bytes.
    private static func layout(_ bytes: UnsafeRawBufferPointer) -> (Int, Int, Int, [(offset: Int, count: Int)])? {
        let header = 5 + 2 * Column.allCases.count
        guard bytes.count >= header * 8, Int(bitPattern: bytes.baseAddress) % 8 == 0 else { return nil }
        func word(_ index: Int) -> Int { Int(truncatingIfNeeded: bytes.load(fromByteOffset: index * 8, as: UInt64.self)) }
        guard UInt64(bitPattern: Int64(word(0))) == magic, word(4) == Column.allCases.count else { return nil }
        let (slots, distinct, texts) = (word(1), word(2), word(3))
        guard slots >= 0, distinct >= 0, texts >= 0 else { return nil }
        var columns: [(offset: Int, count: Int)] = []
        for column in Column.allCases {
            let (offset, count) = (word(5 + 2 * column.rawValue), word(6 + 2 * column.rawValue))
            guard offset >= header * 8, offset % 8 == 0, count >= 0, count <= (bytes.count - offset) / column.width else { return nil }
            columns.append((offset, count))
        }
        // the tables are searched by hashing: their sizes are powers of two
        for keys in [Column.stemKeys, .pairKeys, .answerKeys, .groupKeys] {
            let count = columns[keys.rawValue].count
            guard count > 0, count & (count - 1) == 0 else { return nil }
        }
        return (slots, distinct, texts, columns)
    }

    /// The columns' bytes: the header, then each column at an offset that is a multiple of 8.
    static func encode(slotCount: Int, distinct: Int, texts: Int, _ values: [Column: [UInt8]]) -> [UInt8] {
        let header = 5 + 2 * Column.allCases.count
        var out = [UInt8](repeating: 0, count: header * 8)
        func put(_ index: Int, _ value: Int) {
            withUnsafeBytes(of: UInt64(truncatingIfNeeded: value).littleEndian) { out.replaceSubrange(index * 8..<index * 8 + 8, with: $0) }
        }
        put(0, Int(truncatingIfNeeded: magic))
        put(1, slotCount)
        put(2, distinct)
        put(3, texts)
        put(4, Column.allCases.count)
        for column in Column.allCases {
            let bytes = values[column] ?? []
            put(5 + 2 * column.rawValue, out.count)
            put(6 + 2 * column.rawValue, bytes.count / column.width)
            out += bytes
            out += [UInt8](repeating: 0, count: (8 - out.count % 8) % 8)
        }
        return out
    }

    /// The bytes the columns are read from, as `encode` wrote them.
    var bytes: [UInt8] { Array(memory) }

    // MARK: Reading

    func count(_ column: Column) -> Int { columns[column.rawValue].count }

    private func read<T>(_ column: Column, _ index: Int, as type: T.Type, otherwise: T) -> T {
        let (offset, count) = columns[column.rawValue]
        guard index >= 0, index < count else {
            damaged = true
            return otherwise
        }
        return memory.loadUnaligned(fromByteOffset: offset + index * column.width, as: T.self)
    }

    func int64(_ column: Column, _ index: Int) -> Int64 { read(column, index, as: Int64.self, otherwise: 0) }
    func uint64(_ column: Column, _ index: Int) -> UInt64 { read(column, index, as: UInt64.self, otherwise: 0) }
    func int32(_ column: Column, _ index: Int) -> Int32 { read(column, index, as: Int32.self, otherwise: 0) }
    func double(_ column: Column, _ index: Int) -> Double { read(column, index, as: Double.self, otherwise: 0) }

    /// The elements of `values` that element `index` of the `starts` column owns.
    func span(_ starts: Column, _ index: Int, in values: Column) -> Range<Int> {
        let low = Int(UInt32(bitPattern: int32(starts, index)))
        let high = Int(UInt32(bitPattern: int32(starts, index + 1)))
        guard low <= high, high <= count(values) else {
            damaged = true
            return 0..<0
        }
        return low..<high
    }

    /// The elements `range` of a column, without a copy.
    func buffer<T>(_ column: Column, _ range: Range<Int>, as type: T.Type) -> UnsafeBufferPointer<T> {
        precondition(MemoryLayout<T>.stride == column.width)
        guard range.lowerBound >= 0, range.upperBound <= count(column), !range.isEmpty else { return UnsafeBufferPointer(start: nil, count: 0) }
        let start = memory.baseAddress! + columns[column.rawValue].offset + range.lowerBound * column.width
        return UnsafeBufferPointer(start: start.assumingMemoryBound(to: T.self), count: range.count)
    }

    /// The slot of `key` in a table (`keys` and its `counts`), or nil when it is not there.
    func slot(of key: UInt64, keys: Column, counts: Column) -> Int? {
        let size = count(keys)
        var slot = StemTally.home(of: key, slotCount: size)
        // why: damaged bytes may leave no empty slot; a search never takes more than every slot
        for _ in 0..<size {
            if int32(counts, slot) == 0 { return nil }
            if uint64(keys, slot) == key { return slot }
            slot = (slot + 1) & (size - 1)
        }
        return nil
    }

    /// A riddle id from `ids`.
    func string(at start: Int, length: Int) -> String {
        guard start >= 0, length >= 0, start <= count(.ids) - length else {
            damaged = true
            return ""
        }
        return String(decoding: buffer(.ids, start..<start + length, as: UInt8.self), as: UTF8.self)
    }
}

/// The bytes of a column of fixed-width values.
extension Array where Element: BitwiseCopyable {
    var columnBytes: [UInt8] { withUnsafeBytes { [UInt8]($0) } }
}
