/// Reads what `CacheWriter` wrote; every read returns nil once the bytes run out or disagree.
package struct CacheReader {
    private let bytes: ArraySlice<UInt8>
    private var offset: Int

    package init(_ bytes: [UInt8]) { self.init(bytes[...]) }
    package init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        offset = bytes.startIndex
    }

    package var isAtEnd: Bool { offset == bytes.endIndex }

    package mutating func int() -> Int? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.endIndex, shift < 64 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
        return nil
    }

    /// A count or length: not negative and no more than the bytes left (each element takes one).
    package mutating func count() -> Int? {
        guard let n = int(), n >= 0, n <= bytes.endIndex - offset else { return nil }
        return n
    }

    /// Reads what `sealed` wrote: the bytes before the HMAC, when it is the user's (a file
    /// someone else wrote, or a damaged one, reads as nothing), after a magic string and a key
    /// that match (the key tells toolchains and options apart).
    package init?(sealed bytes: ArraySlice<UInt8>, seal: CacheSeal, magic: String, key: [UInt8]) {
        guard let body = seal.open(bytes) else { return nil }
        self.init(body)
        guard string() == magic, raw() == key else { return nil }
    }

    package mutating func uint64() -> UInt64? { int().map { UInt64(bitPattern: Int64($0)) } }

    /// Steps over `count` bytes; false when fewer are left.
    package mutating func skip(_ count: Int) -> Bool {
        guard count >= 0, count <= bytes.endIndex - offset else { return false }
        offset += count
        return true
    }

    package mutating func double() -> Double? { uint64().map(Double.init(bitPattern:)) }

    package mutating func bool() -> Bool? {
        guard offset < bytes.endIndex, bytes[offset] <= 1 else { return nil }
        offset += 1
        return bytes[offset - 1] == 1
    }

    package mutating func raw() -> [UInt8]? { slice().map(Array.init) }

    /// `raw` without a copy: the bytes share the reader's storage.
    package mutating func slice() -> ArraySlice<UInt8>? {
        guard let n = count() else { return nil }
        offset += n
        return bytes[(offset - n)..<offset]
    }

    package mutating func string() -> String? {
        guard let n = count() else { return nil }
        offset += n
        return String(decoding: bytes[(offset - n)..<offset], as: UTF8.self)
    }

    package mutating func range() -> Range<Int>? {
        guard let low = int(), let length = int(), low >= 0, length >= 0, low <= Int.max - length else { return nil }
        return low..<(low + length)
    }

    package mutating func list<T>(_ read: (inout CacheReader) -> T?) -> [T]? {
        guard let n = count() else { return nil }
        var values: [T] = []
        values.reserveCapacity(n)
        for _ in 0..<n {
            guard let value = read(&self) else { return nil }
            values.append(value)
        }
        return values
    }
}
