import ContentCore

/// Which players (a learner id, or a session id where the app keeps no learner) have sat the
/// test already, in fixed memory: a Bloom filter of 2^26 bits (8 MiB) probed at four places
/// derived from the key's 64-bit FNV-1a hash. A player never seen is taken for one seen with a
/// chance of (1 − e^(−4n/2^26))^4: about 1 in 90,000 at a million players, 1 in 230 at five
/// million; a player seen is never taken for a new one. Deterministic: the same log leaves out
/// the same sittings on every machine.
struct SeenPlayers: Sendable {
    private static let wordCount = 1 << 20
    private static let bitMask = UInt64((1 << 26) - 1)
    private var words = [UInt64](repeating: 0, count: SeenPlayers.wordCount)

    /// Marks the player seen; whether they had been seen before.
    mutating func insert(_ key: String) -> Bool {
        let hash = FNV1a.hash(key.utf8)
        // why: FNV-1a's low bits mix poorly; two SplitMix64 finalisations of it give the two hashes
        // the four probes are made of (Kirsch–Mitzenmacher)
        let first = Self.mixed(hash)
        let second = Self.mixed(hash ^ 0x9E37_79B9_7F4A_7C15) | 1
        var seen = true
        for probe in 0..<4 as Range<UInt64> {
            let bit = (first &+ probe &* second) & Self.bitMask
            let word = Int(bit >> 6)
            let mask = UInt64(1) << (bit & 63)
            if words[word] & mask == 0 {
                seen = false
                words[word] |= mask
            }
        }
        return seen
    }

    private static func mixed(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
