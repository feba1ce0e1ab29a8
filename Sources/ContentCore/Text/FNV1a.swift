/// FNV-1a, 64-bit: a short, fixed hash of bytes, the same on every machine (seeds for the
/// builder's random numbers, keys of the dictionary's stem table).
package enum FNV1a {
    package static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0100_0000_01B3
        }
        return hash
    }
}
