import Foundation

/// What a `ColumnStore` holds: its columns, in the order the bytes hold them, and the width of
/// each one's elements.
/// Its cases are numbered 0, 1, 2 … in order (`rawValue`), which is how a read finds a column.
public protocol ColumnLayout: CaseIterable, Hashable, Sendable, RawRepresentable where AllCases == [Self], RawValue == Int {
    /// The bytes one element of the column takes (1, 4 or 8).
    var width: Int { get }
    /// The first 8 bytes of every store of this layout.
    static var magic: UInt64 { get }
    /// The key columns of open-addressing tables (`StemTally`'s layout), whose sizes are powers
    /// of two.
    static var tables: [Self] { get }
}

/// Flat columns of fixed-width values behind a header of numbers, as the lint cache keeps a pack
/// rule's state: built in memory, written to a file as these bytes, and mapped back by the next
/// run, which reads only the pages it touches.
///
/// Every read is checked against the columns' bounds: damaged bytes make `damaged` true and read
/// as empty, never out of bounds; a caller that sees `damaged` discards what it computed.
public final class ColumnStore<Layout: ColumnLayout>: @unchecked Sendable {
    /// The numbers before the columns.
    package let header: [Int]
    @usableFromInline let memory: UnsafeRawBufferPointer
    private let owner: AnyObject?
    private let allocated: UnsafeMutableRawBufferPointer?
    /// Each column's byte offset in `memory` and element count.
    @usableFromInline let columns: [(offset: Int, count: Int)]
    /// Whether a read fell outside the columns (the bytes are damaged).
    package var damaged: Bool { isDamaged }
    @usableFromInline var isDamaged = false

    deinit { allocated?.deallocate() }

    /// Columns over bytes `encode` wrote, kept alive by `owner` (a mapped file); nil when the
    /// header does not describe them.
    package init?(bytes: UnsafeRawBufferPointer, owner: AnyObject) {
        guard let layout = Self.layout(bytes) else { return nil }
        (header, columns) = layout
        memory = bytes
        self.owner = owner
        allocated = nil
    }

    /// Columns over a copy of `bytes` (a state just built).
    package init?(copying bytes: [UInt8]) {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 8), alignment: 16)
        copy.copyBytes(from: bytes)
        guard let layout = Self.layout(UnsafeRawBufferPointer(copy)) else {
            copy.deallocate()
            return nil
        }
        (header, columns) = layout
        memory = UnsafeRawBufferPointer(copy)
        owner = nil
        allocated = copy
    }

    /// The header's numbers and each column's place, when they fit the bytes.
    private static func layout(_ bytes: UnsafeRawBufferPointer) -> ([Int], [(offset: Int, count: Int)])? {
        guard bytes.count >= 16, Int(bitPattern: bytes.baseAddress) % 8 == 0 else { return nil }
        func word(_ index: Int) -> Int { Int(truncatingIfNeeded: bytes.load(fromByteOffset: index * 8, as: UInt64.self)) }
        let fields = word(1)
        guard UInt64(truncatingIfNeeded: word(0)) == Layout.magic, fields >= 0, fields < 64 else { return nil }
        let words = 3 + fields + 2 * Layout.allCases.count
        guard bytes.count >= words * 8, word(2 + fields) == Layout.allCases.count else { return nil }
        let header = (0..<fields).map { word(2 + $0) }
        var columns: [(offset: Int, count: Int)] = []
        for (index, column) in Layout.allCases.enumerated() {
            precondition(column.rawValue == index, "a column layout's cases are numbered in order")
            let (offset, count) = (word(3 + fields + 2 * index), word(4 + fields + 2 * index))
            guard offset >= words * 8, offset % 8 == 0, count >= 0, count <= (bytes.count - offset) / column.width else { return nil }
            columns.append((offset, count))
        }
        for keys in Layout.tables {
            let count = columns[keys.rawValue].count
            guard count > 0, count & (count - 1) == 0 else { return nil }
        }
        return (header, columns)
    }

    /// The store's bytes: the header, then each column at an offset that is a multiple of 8.
    package static func encode(header: [Int], _ values: [Layout: [UInt8]]) -> [UInt8] {
        let words = 3 + header.count + 2 * Layout.allCases.count
        var out = [UInt8](repeating: 0, count: words * 8)
        func put(_ index: Int, _ value: Int) {
            withUnsafeBytes(of: UInt64(truncatingIfNeeded: value).littleEndian) { out.replaceSubrange(index * 8..<index * 8 + 8, with: $0) }
        }
        put(0, Int(truncatingIfNeeded: Layout.magic))
        put(1, header.count)
        for (index, value) in header.enumerated() { put(2 + index, value) }
        put(2 + header.count, Layout.allCases.count)
        for (index, column) in Layout.allCases.enumerated() {
            let bytes = values[column] ?? []
            put(3 + header.count + 2 * index, out.count)
            put(4 + header.count + 2 * index, bytes.count / column.width)
            out += bytes
            out += [UInt8](repeating: 0, count: (8 - out.count % 8) % 8)
        }
        return out
    }

    /// The bytes the columns are read from, as `encode` wrote them.
    package var bytes: [UInt8] { Array(memory) }

    // MARK: Reading

    // why: the reads are public and @inlinable (the store is the one public storage type) so that
    // they specialise in the kinds that read columns: across the module border the generic reads
    // ran unspecialised, through metadata look-ups on every element (lint of 10,000 files 1.4x
    // slower than in one module), and this toolchain does not make `package` @inlinable bodies
    // available to other modules (measured)
    @inlinable func place(_ column: Layout) -> (offset: Int, count: Int) { columns[column.rawValue] }

    @inlinable public func count(_ column: Layout) -> Int { place(column).count }

    /// The byte offset of element `index` of `column`, or nil (and `damaged`) when there is none.
    @inlinable func offset(_ column: Layout, _ index: Int) -> Int? {
        let (offset, count) = place(column)
        guard index >= 0, index < count else {
            isDamaged = true
            return nil
        }
        return offset + index * column.width
    }

    @inlinable public func int64(_ column: Layout, _ index: Int) -> Int64 {
        offset(column, index).map { memory.loadUnaligned(fromByteOffset: $0, as: Int64.self) } ?? 0
    }
    @inlinable public func uint64(_ column: Layout, _ index: Int) -> UInt64 {
        offset(column, index).map { memory.loadUnaligned(fromByteOffset: $0, as: UInt64.self) } ?? 0
    }
    @inlinable public func int32(_ column: Layout, _ index: Int) -> Int32 {
        offset(column, index).map { memory.loadUnaligned(fromByteOffset: $0, as: Int32.self) } ?? 0
    }
    @inlinable func double(_ column: Layout, _ index: Int) -> Double {
        offset(column, index).map { memory.loadUnaligned(fromByteOffset: $0, as: Double.self) } ?? 0
    }

    /// The elements of `values` that element `index` of the `starts` column owns.
    @inlinable public func span(_ starts: Layout, _ index: Int, in values: Layout) -> Range<Int> {
        let low = Int(UInt32(bitPattern: int32(starts, index)))
        let high = Int(UInt32(bitPattern: int32(starts, index + 1)))
        guard low <= high, high <= count(values) else {
            isDamaged = true
            return 0..<0
        }
        return low..<high
    }

    /// The elements `range` of a column, without a copy.
    @inlinable public func buffer<T>(_ column: Layout, _ range: Range<Int>, as type: T.Type) -> UnsafeBufferPointer<T> {
        precondition(MemoryLayout<T>.stride == column.width)
        guard range.lowerBound >= 0, range.upperBound <= count(column), !range.isEmpty else { return UnsafeBufferPointer(start: nil, count: 0) }
        let start = memory.baseAddress! + place(column).offset + range.lowerBound * column.width
        return UnsafeBufferPointer(start: start.assumingMemoryBound(to: T.self), count: range.count)
    }

    /// The slot of `key` in a table (`keys` and its `counts`), or nil when it is not there.
    @inlinable public func slot(of key: UInt64, keys: Layout, counts: Layout) -> Int? {
        let size = count(keys)
        var slot = TableHome.of(key, slotCount: size)
        // why: damaged bytes may leave no empty slot; a search never takes more than every slot
        for _ in 0..<size {
            if int32(counts, slot) == 0 { return nil }
            if uint64(keys, slot) == key { return slot }
            slot = (slot + 1) & (size - 1)
        }
        return nil
    }

    /// A string of `column`'s UTF-8 bytes.
    package func string(in column: Layout, at start: Int, length: Int) -> String {
        guard start >= 0, length >= 0, start <= count(column) - length else {
            isDamaged = true
            return ""
        }
        return String(decoding: buffer(column, start..<start + length, as: UInt8.self), as: UTF8.self)
    }
}

/// The bytes of a column of fixed-width values.
extension Array where Element: BitwiseCopyable {
    package var columnBytes: [UInt8] { withUnsafeBytes { [UInt8]($0) } }
}
