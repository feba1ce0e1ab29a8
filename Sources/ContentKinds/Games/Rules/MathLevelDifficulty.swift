import ContentCore

/// What a math-check level asks of a player, as a teacher would order lessons: the operations
/// (+ before −, × and ÷; a level that brings in an operation is harder even with fewer of them),
/// the size of the numbers and of the results, carrying and borrowing, negative numbers.
///
/// A level is easier than the one before only when it is no harder in any of these and easier in
/// at least one, and brings in no operation: "[20, 30] − [10, 20]" after "[0, 20] + [0, 20]" is
/// harder (a new operation, bigger numbers, borrowing) although its ranges are narrower.
struct MathLevelDifficulty: Equatable {
    /// The level's operations, by rank: + 1, − 2, × 3, ÷ 4.
    let operations: Set<Int>
    let largestOperand: Int
    /// The largest result the operations give on the ranges (within `results` when given).
    let largestResult: Int
    /// How much of the level is negative: each operand that can be negative counts two, results
    /// that can be negative one (−5 × −3 is harder than −5 × 3, which is harder than 3 − 5).
    let negatives: Int
    let carrying: Bool
    let borrowing: Bool
    /// How many operands take more than one value: a times table (one operand fixed) asks less
    /// than a review of every table up to the same numbers.
    // why: on the TuxMath ladder "0 to 5" follows "multiples of 5" and "0 to 7" follows
    // "multiples of 7" (smaller numbers, both operands free); counting examples instead also
    // hid a true swap ("0 to 20" after "[20, 30] − [10, 20]", more examples, smaller numbers)
    let varying: Int
    /// Each operand's number of values, for the check that one of them collapsed.
    let operandSizes: [Int]
    let operandRanges: [ClosedRange<Int>]

    static let names = [1: "+", 2: "−", 3: "×", 4: "÷"]
    /// The schema's operand bounds (a range, not `abs`, which traps on Int.min).
    static let operandBounds = -1_000_000_000...1_000_000_000

    /// The level's difficulty; nil when its operands or operations are not what the schema says
    /// (the schema reports those).
    init?(_ level: JSONNode) {
        guard let operandNodes = level["operands"]?.array, operandNodes.count >= 2,
              let operationNodes = level["operations"]?.array, !operationNodes.isEmpty else { return nil }
        var ranges: [ClosedRange<Int>] = []
        for node in operandNodes {
            guard let pair = node.array, pair.count == 2, let low = pair[0].integer, let high = pair[1].integer, low <= high,
                  // why: the schema keeps operands within ±10⁹, so every product below stays in 64 bits
                  Self.operandBounds.contains(low), Self.operandBounds.contains(high) else { return nil }
            ranges.append(low...high)
        }
        var operations = Set<Int>()
        for node in operationNodes {
            switch node.string {
            case "+": operations.insert(1)
            case "-": operations.insert(2)
            case "*": operations.insert(3)
            case "/": operations.insert(4)
            default: return nil
            }
        }
        let results = level["results"]?.array.flatMap { pair -> ClosedRange<Int>? in
            guard pair.count == 2, let low = pair[0].integer, let high = pair[1].integer, low <= high else { return nil }
            return low...high
        }
        self.operations = operations
        operandRanges = ranges
        operandSizes = ranges.map { $0.upperBound - $0.lowerBound + 1 }
        let magnitudes = ranges.map { max(abs($0.lowerBound), abs($0.upperBound)) }
        largestOperand = magnitudes.max() ?? 0
        var largest = 0
        var negativeResults = ranges.contains { $0.lowerBound < 0 }
        for operation in operations {
            switch operation {
            // why: every operand is within ±10⁹ (checked above), so no sum or difference of a
            // list that fits in memory leaves 64 bits; only products are checked
            case 1: largest = max(largest, magnitudes.reduce(0, +))
            case 2:
                let smallest = ranges.dropFirst().reduce(ranges[0].lowerBound) { $0 - $1.upperBound }
                let biggest = ranges.dropFirst().reduce(ranges[0].upperBound) { $0 - $1.lowerBound }
                largest = max(largest, abs(smallest), abs(biggest))
                if smallest < 0 { negativeResults = true }
            case 3: largest = max(largest, magnitudes.reduce(1) { Int.checkedProduct($0, $1) ?? Int.max })
            default: largest = max(largest, magnitudes[0])
            }
        }
        if let results {
            largest = min(largest, max(abs(results.lowerBound), abs(results.upperBound)))
            if results.lowerBound >= 0 { negativeResults = false }
        }
        largestResult = largest
        negatives = 2 * ranges.filter { $0.lowerBound < 0 }.count + (negativeResults ? 1 : 0)
        varying = operandSizes.filter { $0 > 1 }.count
        let units = ranges.map(Self.unitDigits)
        // why: carrying and borrowing are column arithmetic on natural numbers; with a negative
        // operand the level is about signs, which `negatives` measures ("−3 − 5" does not borrow)
        let natural = ranges.allSatisfy { $0.lowerBound >= 0 }
        // carrying: the units digits of the operands can add up to ten or more
        carrying = natural && operations.contains(1) && units.map { $0.max() ?? 0 }.reduce(0, +) >= 10
        // borrowing: a number of two digits or more whose units digit is smaller than the
        // subtrahend's (9 − 5 never borrows; 23 − 5 does)
        borrowing = natural && operations.contains(2) && ranges[0].upperBound >= 10
            && Self.unitDigits(max(10, ranges[0].lowerBound)...ranges[0].upperBound).contains { first in
                ranges.dropFirst().contains { Self.unitDigits($0).contains { $0 > first } }
            }
    }

    /// The units digits the numbers of `range` end in.
    private static func unitDigits(_ range: ClosedRange<Int>) -> Set<Int> {
        if range.upperBound - range.lowerBound >= 9 { return Set(0...9) }
        return Set(range.map { abs($0) % 10 })
    }

    /// Why `self` (level `number`) is easier than `before`, each reason as text; empty when it
    /// is not: it brings in no operation, is no harder in any way and easier in one at least.
    func easier(than before: MathLevelDifficulty) -> [String] {
        guard operations.isSubset(of: before.operations) else { return [] }
        let hardest = operations.max() ?? 0
        let hardestBefore = before.operations.max() ?? 0
        let dimensions: [(now: Int, before: Int, reason: String)] = [
            (hardest, hardestBefore, "its hardest operation is \(Self.names[hardest] ?? "?") after \(Self.names[hardestBefore] ?? "?")"),
            (largestOperand, before.largestOperand, "its numbers go up to \(largestOperand) after \(before.largestOperand)"),
            (largestResult, before.largestResult, "its results go up to \(largestResult) after \(before.largestResult)"),
            (negatives, before.negatives, negatives == 0 ? "it has no negative numbers after a level with them" : "fewer of its numbers can be negative"),
            (carrying ? 1 : 0, before.carrying ? 1 : 0, "it needs no carrying after a level that did"),
            (borrowing ? 1 : 0, before.borrowing ? 1 : 0, "it needs no borrowing after a level that did"),
            (varying, before.varying, "fewer of its operands vary (\(varying) after \(before.varying))"),
        ]
        guard dimensions.allSatisfy({ $0.now <= $0.before }) else { return [] }
        return dimensions.filter { $0.now < $0.before }.map(\.reason)
    }

    /// Operands whose range shrank from five values or more to 0 and 1 only while the operations
    /// stayed the same: a range typed as [0, 1] for [0, 10] makes every example trivial (adding
    /// or taking 0, multiplying by 0 or 1), whatever the other operands do. Each operand's place
    /// (0-based) with its range before.
    // why: a times table fixes an operand on purpose ("multiples of 6" after "0 to 5"; on the
    // TuxMath ladder 3 of 3 such findings were tables): only a range of trivial values is
    // reported
    func collapsed(after before: MathLevelDifficulty) -> [(index: Int, before: ClosedRange<Int>)] {
        guard operations == before.operations, operandSizes.count == before.operandSizes.count else { return [] }
        return operandRanges.indices.compactMap { index in
            operandRanges[index].lowerBound >= 0 && operandRanges[index].upperBound <= 1 && before.operandSizes[index] >= 5
                ? (index, before.operandRanges[index]) : nil
        }
    }
}
