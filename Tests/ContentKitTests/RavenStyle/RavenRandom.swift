@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// A seeded generator (the builder's SplitMix64): the same seed gives the same items on every
/// machine, which `SystemRandomNumberGenerator` cannot.
struct RavenRandom: RandomNumberGenerator {
    private var source: SeededRandom

    init(seed: UInt64) { source = SeededRandom(seed: seed) }

    mutating func next() -> UInt64 { source.next() }

    mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }

    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }

    /// `count` distinct values of a range, in random order.
    mutating func distinct(_ count: Int, in range: ClosedRange<Int>) -> [Int] {
        Array(Array(range).shuffled(using: &self).prefix(count))
    }
}
