/// The builder's random numbers: SplitMix64 on integers (seeded from the content, or from text
/// by FNV-1a), so every machine makes the same cut and the same rounds.
public struct SeededRandom: RandomNumberGenerator {
    // why: public and @inlinable (the one exception to `package` in the authoring targets) so that
    // the generic shuffles specialise in the kinds that call them: unspecialised across the module
    // border, the anagram rounds' shuffles spent most of their time in metadata look-ups, and this
    // toolchain does not make `package` @inlinable bodies available to other modules (measured)
    @usableFromInline var state: UInt64

    public init(seed: UInt64) { state = seed }

    package static func fnv1a(_ text: String) -> UInt64 { FNV1a.hash(text.utf8) }

    @inlinable public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound (bound > 0), without modulo bias worth noticing at these sizes.
    @inlinable public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A number in [-limit, limit], from the top 53 bits.
    package mutating func symmetric(_ limit: Double) -> Double {
        (Double(next() >> 11) / Double(1 << 53) * 2 - 1) * limit
    }

    package mutating func coin() -> Bool { next() >> 63 == 1 }

    @inlinable public mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        shuffle(&result)
        return result
    }

    /// Shuffles in place, with the same random numbers as `shuffled`.
    @inlinable public mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(index, below(index + 1))
        }
    }
}
