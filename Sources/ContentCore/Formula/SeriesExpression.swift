/// Why a rule does not parse: a message and the character offset (in Unicode scalars).
public struct SeriesRuleError: Error, Sendable, Equatable {
    public let message: String
    public let offset: Int
}

/// Why a rule cannot give a value.
public enum SeriesEvaluationError: Error, Sendable, Equatable {
    case overflow
    case notDivisible(Int, Int)
    case divisionByZero
    case negativeExponent
    case negativeDigits(Int)
    case beforeStart(Int)
    case unknownName(String)

    public var message: String {
        switch self {
        case .overflow: "the value does not fit a 64-bit integer"
        case .notDivisible(let a, let b): "\(a) / \(b) does not divide evenly (\"/\" must divide)"
        case .divisionByZero: "division by zero"
        case .negativeExponent: "a negative exponent"
        case .negativeDigits(let value): "digits of the negative number \(value)"
        case .beforeStart(let index): "a(\(index)) is before the first term"
        case .unknownName(let name): "\"\(name)\" is not part of a number-series rule"
        }
    }
}

/// The rule language's expressions, evaluated with exact 64-bit integers (overflow is an error,
/// never a wrap).
public indirect enum SeriesExpression: Sendable {
    /// The operator `//` (floor division) as the tree holds it: one character, like the others.
    package static let floorDivision: Character = "⌊"

    case number(Int)
    case n
    case previous(Int)
    case negate(SeriesExpression)
    case binary(Character, SeriesExpression, SeriesExpression)
    case call(String, [SeriesExpression])
    /// A named value (a plan's parameter, or `k`); only formulas parsed with names have them.
    case name(String)

    package func evaluate(n: Int, terms: [Int]) throws(SeriesEvaluationError) -> Int {
        switch self {
        case .number(let value): return value
        case .n: return n
        case .previous(let k):
            let index = n - k
            guard index >= 1, index <= terms.count else { throw .beforeStart(index) }
            return terms[index - 1]
        case .negate(let inner):
            let (value, overflow) = (0).subtractingReportingOverflow(try inner.evaluate(n: n, terms: terms))
            if overflow { throw .overflow }
            return value
        case .binary(let op, let left, let right):
            return try Self.apply(op, try left.evaluate(n: n, terms: terms), try right.evaluate(n: n, terms: terms))
        case .name(let name): throw .unknownName(name)
        case .call("if", let arguments):
            // why: only the chosen branch is evaluated; the other may not divide evenly for this n.
            let condition = try arguments[0].evaluate(n: n, terms: terms)
            return try arguments[condition != 0 ? 1 : 2].evaluate(n: n, terms: terms)
        case .call(let name, let arguments):
            var values: [Int] = []
            for argument in arguments { values.append(try argument.evaluate(n: n, terms: terms)) }
            return try Self.call(name, values)
        }
    }

    private static func apply(_ op: Character, _ a: Int, _ b: Int) throws(SeriesEvaluationError) -> Int {
        let result: (Int, Bool)
        switch op {
        case "+": result = a.addingReportingOverflow(b)
        case "-": result = a.subtractingReportingOverflow(b)
        case "*": result = a.multipliedReportingOverflow(by: b)
        case "/":
            guard b != 0 else { throw .divisionByZero }
            // why: Int.min / -1 does not fit, and `Int.min % -1` traps where the reporting form does not
            let remainder = a.remainderReportingOverflow(dividingBy: b)
            if remainder.overflow { throw .overflow }
            guard remainder.partialValue == 0 else { throw .notDivisible(a, b) }
            result = a.dividedReportingOverflow(by: b)
        case "%":
            guard b != 0 else { throw .divisionByZero }
            result = a.remainderReportingOverflow(dividingBy: b)
        case SeriesExpression.floorDivision:
            guard b != 0 else { throw .divisionByZero }
            let quotient = a.dividedReportingOverflow(by: b)
            if quotient.overflow { throw .overflow }
            // why: rounds toward minus infinity, as a person halving -5 gets -3, not -2
            let remainder = a.remainderReportingOverflow(dividingBy: b).partialValue
            return remainder != 0 && (remainder < 0) != (b < 0) ? quotient.partialValue - 1 : quotient.partialValue
        default:
            guard b >= 0 else { throw .negativeExponent }
            // why: only 0, 1 and -1 have powers that fit for large exponents; any other base
            // overflows within 64 steps
            switch a {
            case 0: return b == 0 ? 1 : 0
            case 1: return 1
            case -1: return b % 2 == 0 ? 1 : -1
            default: break
            }
            var value = 1
            for _ in 0..<b {
                let (next, overflow) = value.multipliedReportingOverflow(by: a)
                if overflow { throw .overflow }
                value = next
            }
            return value
        }
        if result.1 { throw .overflow }
        return result.0
    }

    private static func call(_ name: String, _ values: [Int]) throws(SeriesEvaluationError) -> Int {
        func digits(_ value: Int) throws(SeriesEvaluationError) -> [Int] {
            guard value >= 0 else { throw .negativeDigits(value) }
            return String(value).compactMap(\.wholeNumberValue)
        }
        switch name {
        case "concat":
            let text = String(values[0]) + String(try digits(values[1]).map(String.init).joined())
            guard let value = Int(text) else { throw .overflow }
            return value
        case "digitsum": return try digits(values[0]).reduce(0, +)
        case "rev":
            guard let value = Int(String(try digits(values[0]).reversed().map(String.init).joined())) else { throw .overflow }
            return value
        case "ndigits": return try digits(values[0]).count
        case "abs":
            guard values[0] != Int.min else { throw .overflow }
            return abs(values[0])
        case "if": return values[0] != 0 ? values[1] : values[2]
        case "even": return values[0] % 2 == 0 ? 1 : 0
        default: return values[0] % 2 != 0 ? 1 : 0
        }
    }

    /// Largest k of `a(n-k)` in the expression.
    package var lookBack: Int {
        switch self {
        case .number, .n, .name: 0
        case .previous(let k): k
        case .negate(let inner): inner.lookBack
        case .binary(_, let left, let right): max(left.lookBack, right.lookBack)
        case .call(_, let arguments): arguments.map(\.lookBack).max() ?? 0
        }
    }
}
