import ContentBundle
import ContentCore

/// Math-check examples for one game level: operands from their ranges, an operation of the
/// level's, division only where it is exact, every result (true and shown) in the level's range;
/// a wrong example shows a plausible slip (off by one or ten, two digits swapped) that is never
/// the true result.
struct MathCheckRounds {
    let operands: [IntRange]
    let operations: [MathOperation]
    let results: IntRange?
    let wrongShare: Double

    /// Spaces up to this many operand combinations are listed in full, so a level that cannot
    /// give enough distinct examples is found exactly; larger ones are sampled.
    static let enumerationLimit = 60_000
    static let samplingAttempts = 2_000

    /// The schema's bounds, enforced here too: 2 to 4 operands, each within ±10⁹ (so a product
    /// of two fits, and a slip of a true result never leaves 64 bits), a wrong share from 0 to 1.
    static let operandCounts = 2...4
    static let operandBound = 1_000_000_000

    /// The level's generator, or nil when its operands, operations or wrong share are outside
    /// the schema's bounds.
    init?(_ level: JSONNode) {
        guard let operandList = level["operands"]?.array, Self.operandCounts.contains(operandList.count) else { return nil }
        operands = operandList.compactMap(\.asIntRange)
        operations = (level["operations"]?.array ?? []).compactMap { $0.string.flatMap(MathOperation.init(rawValue:)) }
        let bounded = -Self.operandBound...Self.operandBound
        guard operands.count == operandList.count, !operations.isEmpty,
              operands.allSatisfy({ bounded.contains($0.low) && bounded.contains($0.high) }) else { return nil }
        results = level.intRange("results")
        wrongShare = level["wrongShare"]?.number?.double ?? Double(MathCheckDefaults.wrongShare)!
        guard wrongShare.isFinite, (0...1).contains(wrongShare) else { return nil }
    }

    /// The true result, when the example is one the level allows.
    func result(_ values: [Int], _ operation: MathOperation) -> Int? {
        guard let value = operation.apply(to: values), results?.contains(value) ?? true else { return nil }
        return value
    }

    /// How many operand combinations there are (nil past the enumeration limit).
    private var combinations: Int? {
        var total = operations.count
        for range in operands {
            guard let size = Int.checkedDifference(range.high, range.low).flatMap({ Int.checkedSum($0, 1) }),
                  let next = Int.checkedProduct(total, size), next <= Self.enumerationLimit else { return nil }
            total = next
        }
        return total
    }

    /// Every allowed example (operands and operation), when the space is small enough to list.
    func allExamples() -> [MathCheckExample]? {
        guard combinations != nil else { return nil }
        var found: [MathCheckExample] = []
        var values = operands.map(\.low)
        while true {
            for operation in operations {
                if let value = result(values, operation) { found.append(MathCheckExample(operands: values, operation: operation, shown: value)) }
            }
            var index = values.count - 1
            while index >= 0 {
                if values[index] < operands[index].high { values[index] += 1; break }
                values[index] = operands[index].low
                index -= 1
            }
            if index < 0 { return found }
        }
    }

    /// A random allowed example (right), or nil after the attempts.
    func sample(_ random: inout SeededRandom) -> MathCheckExample? {
        for _ in 0..<Self.samplingAttempts {
            let operation = operations[random.below(operations.count)]
            var values = operands.map { Self.pick($0, &random) }
            if operation == .divide, values.count == 2, values[1] != 0 {
                // why: a random dividend almost never divides; pick the quotient instead
                let divisor = values[1]
                let (low, high) = (Self.ceilDiv(operands[0].low, divisor), Self.floorDiv(operands[0].high, divisor))
                let (from, to) = divisor > 0 ? (low, high) : (Self.ceilDiv(operands[0].high, divisor), Self.floorDiv(operands[0].low, divisor))
                guard from <= to else { continue }
                let quotient = Self.pick(IntRange(from, to), &random)
                guard let dividend = Int.checkedProduct(quotient, divisor) else { continue }
                values[0] = dividend
            }
            if let value = result(values, operation) { return MathCheckExample(operands: values, operation: operation, shown: value) }
        }
        return nil
    }

    private static func pick(_ range: IntRange, _ random: inout SeededRandom) -> Int {
        // why: the width of [low, high] always fits 64 unsigned bits except the whole of Int (0)
        let width = UInt64(bitPattern: Int64(range.high &- range.low)) &+ 1
        return width == 0 ? Int(truncatingIfNeeded: random.next()) : range.low &+ Int(truncatingIfNeeded: random.next() % width)
    }

    private static func floorDiv(_ a: Int, _ b: Int) -> Int { let q = a / b; return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q }
    private static func ceilDiv(_ a: Int, _ b: Int) -> Int { let q = a / b; return (a % b != 0 && (a < 0) == (b < 0)) ? q + 1 : q }

    /// The plausible wrong results of a true result: off by one or ten, the last two digits
    /// swapped; never the true result, in the results' range, of the true result's sign (zero has
    /// none: 9 − 8 is never shown as 0, and 8 − 8 only as a positive slip).
    func slips(of value: Int) -> [Int] {
        var candidates = [-1, 1, -10, 10].compactMap { Int.checkedSum(value, $0) }
        let digits = Array(String(value.magnitude))
        if digits.count >= 2 {
            var swapped = digits
            swapped.swapAt(digits.count - 1, digits.count - 2)
            if swapped[0] != "0", let magnitude = Int(String(swapped)) { candidates.append(value < 0 ? -magnitude : magnitude) }
        }
        return candidates.filter { slip in
            slip != value && (results?.contains(slip) ?? true) && (value < 0 ? slip < 0 : value > 0 ? slip > 0 : slip > 0)
        }
    }
}
