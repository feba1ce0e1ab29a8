/// A seeded generator (SplitMix64): the same seed gives the same items on every machine, which
/// `SystemRandomNumberGenerator` cannot.
struct RavenRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        // why: SplitMix64's published increment and mixing constants (Steele, Lea, Flood 2014)
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }

    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }

    /// `count` distinct values of a range, in random order.
    mutating func distinct(_ count: Int, in range: ClosedRange<Int>) -> [Int] {
        Array(Array(range).shuffled(using: &self).prefix(count))
    }
}
