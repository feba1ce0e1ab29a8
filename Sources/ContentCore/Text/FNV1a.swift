/// FNV-1a, 64-bit: a short, fixed hash of bytes, the same on every machine (seeds for the
/// builder's random numbers, keys of the dictionary's stem table).
package enum FNV1a {
    /// The hash of nothing, where every hash starts.
    package static let start: UInt64 = 0xCBF2_9CE4_8422_2325

    /// The hash so far with one more value taken in (a byte, or a wider unit where the caller
    /// hashes code points).
    package static func adding(_ value: UInt64, to hash: UInt64) -> UInt64 {
        (hash ^ value) &* 0x0100_0000_01B3
    }

    package static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        bytes.reduce(start) { adding(UInt64($1), to: $0) }
    }
}
