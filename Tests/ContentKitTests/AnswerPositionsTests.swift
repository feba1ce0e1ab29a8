import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// answer-positions on shuffled keys (how often it cries wolf) and on the patterns it is for.
@Suite struct AnswerPositionsTests {
    private func flagged(_ positions: [Int], options: Int) -> Bool {
        let spread = KeySpread(keys: positions.map { KeySpread.Key(position: $0, options: options) })
        if !spread.patterns(level: AnswerPositionsRule.level).isEmpty { return true }
        guard let (n, counts) = spread.counts() else { return false }
        let total = counts.reduce(0, +)
        return KeySpread.chanceOfCrowding(total: total, options: n, most: counts.max()!) < AnswerPositionsRule.level
            || KeySpread.chanceOfNeglect(total: total, options: n, fewest: counts.min()!) < AnswerPositionsRule.level
    }

    /// 6,000 series of shuffled keys (lengths 4-60, 4, 6 or 8 options): five looks (run, walk up,
    /// walk down, busiest, emptiest) at 1 % each, bounded conservatively; measured 1.6 % (95).
    /// A flagged shuffle still shows the pattern to players, so the warning is not false.
    @Test func shuffledKeysAreRarelyFlagged() {
        var random = SeededRandom(seed: 14)
        var flags = 0
        let series = 6000
        for index in 0..<series {
            let options = [4, 6, 8][index % 3]
            let length = 4 + random.below(57)
            let positions = (0..<length).map { _ in random.below(options) }
            if flagged(positions, options: options) { flags += 1 }
        }
        print("answer-positions: \(flags) of \(series) shuffled series flagged")
        #expect(Double(flags) / Double(series) < 0.02, "\(flags) of \(series) shuffled series flagged")
    }

    @Test func textbookPatternsAreFlagged() {
        #expect(flagged([0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3], options: 8))   // the old sample series A
        #expect(flagged([3, 2, 1, 0, 3, 2, 1, 0], options: 4))               // walking down
        #expect(flagged(Array(repeating: 0, count: 30), options: 4))          // the old sample number series
        #expect(flagged([0, 1, 0, 2, 0, 1, 0, 2, 0, 1, 0, 2, 0, 1, 0, 2, 0, 1, 0, 2, 0, 1, 0, 2], options: 4)) // option 4 never in 24
        #expect(!flagged([5, 2, 7, 0, 3, 6, 1, 4, 2, 6, 0, 5], options: 8))  // the new sample series A
    }

    @Test func chancesMatchTheirDefinition() {
        // P(some of 4 positions gets all 8 keys) = 4 / 4^8 exactly; the bound is exact here
        let all = KeySpread.chanceOfCrowding(total: 8, options: 4, most: 8)
        #expect(abs(all - 4.0 / 65536) < 1e-12)
        // a 10,000-item file is bounded in time: binomial tails are linear in its length
        #expect(KeySpread.chanceOfCrowding(total: 10_000, options: 4, most: 2600) < 0.1)
    }
}
