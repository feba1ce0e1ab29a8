/// The lint cache's byte format: unsigned LEB128 integers, length-prefixed UTF-8 strings and
/// lists. Written by `CacheWriter`, read back by `CacheReader`, which checks every length
/// against what is left, so damaged bytes end the read (a cold run) instead of a crash.
package struct CacheWriter {
    private(set) package var bytes: [UInt8] = []
    /// The ranges written, when they are kept apart from `bytes` (`placesApart`), as `range`
    /// writes them.
    private(set) package var places: [UInt8]?

    package init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// A writer that keeps the ranges written apart, in `places`: where things are, apart from
    /// what they are.
    package init(placesApart: Bool) {
        places = placesApart ? [] : nil
    }

    package mutating func int(_ value: Int) { Self.append(value, to: &bytes) }

    private static func append(_ value: Int, to bytes: inout [UInt8]) {
        // why: negative values do not occur (offsets, counts); written as their bit pattern
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    package mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// A 64-bit value (a hash, a stem) by its bit pattern.
    package mutating func uint64(_ value: UInt64) { int(Int(Int64(bitPattern: value))) }

    package mutating func double(_ value: Double) { uint64(value.bitPattern) }

    /// The bytes with their HMAC after them, as a cache file keeps them (`CacheReader(sealed:)`).
    package func sealed(with seal: CacheSeal) -> [UInt8] { seal.seal(bytes) }

    package mutating func string(_ value: String) {
        let utf8 = Array(value.utf8)
        int(utf8.count)
        bytes += utf8
    }

    /// Bytes as they are, with no length before them (a checksum at the end).
    mutating func append(_ value: some Collection<UInt8>) { bytes += value }

    package mutating func raw(_ value: some Collection<UInt8>) {
        int(value.count)
        bytes += value
    }

    package mutating func range(_ value: Range<Int>) {
        if places != nil {
            Self.append(value.lowerBound, to: &places!)
            Self.append(value.count, to: &places!)
        } else {
            int(value.lowerBound)
            int(value.count)
        }
    }

    package mutating func list<T>(_ values: [T], _ write: (inout CacheWriter, T) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }
}
