/// The cut's random numbers: SplitMix64 on integers, so every machine cuts the same pieces from
/// the same seed (no platform generator, no floating-point state).
struct JigsawRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed ^ 0x6A09_E667_F3BC_C908 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in [-limit, limit], from the top 53 bits.
    mutating func symmetric(_ limit: Double) -> Double {
        (Double(next() >> 11) / Double(1 << 53) * 2 - 1) * limit
    }

    mutating func coin() -> Bool { next() >> 63 == 1 }
}
