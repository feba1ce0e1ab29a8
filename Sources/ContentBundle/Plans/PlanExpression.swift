/// A plan's formula (a deposit, the count of deposits, the goal), compiled by the builder from
/// the rule language and evaluated exactly, as fractions: `["*", "k", ["/", "goal", 1378]]`.
/// Numbers are JSON numbers, names JSON strings, and an operation an array of its operator and
/// operands (`"neg"` for a minus sign, `"if"`, `"abs"`, `"even"`, `"odd"`, `"floor"` for `//`).
public indirect enum PlanExpression: Codable, Sendable, Equatable {
    case number(Int)
    case name(String)
    case operation(String, [PlanExpression])

    /// Deeper trees are refused at decoding, so evaluation never runs out of stack.
    static let maxDepth = 64

    public init(from decoder: Decoder) throws {
        guard decoder.codingPath.count <= Self.maxDepth * 2 + 16 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "an expression nested too deep"))
        }
        let single = try decoder.singleValueContainer()
        if let value = try? single.decode(Int.self) { self = .number(value); return }
        if let name = try? single.decode(String.self) { self = .name(name); return }
        var list = try decoder.unkeyedContainer()
        let op = try list.decode(String.self)
        var operands: [PlanExpression] = []
        while !list.isAtEnd { operands.append(try list.decode(PlanExpression.self)) }
        guard let arity = Self.arity[op], arity == operands.count else {
            throw DecodingError.dataCorruptedError(in: list, debugDescription: "\"\(op)\" with \(operands.count) operands is not an operation")
        }
        self = .operation(op, operands)
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .number(let value): var single = encoder.singleValueContainer(); try single.encode(value)
        case .name(let name): var single = encoder.singleValueContainer(); try single.encode(name)
        case .operation(let op, let operands):
            var list = encoder.unkeyedContainer()
            try list.encode(op)
            for operand in operands { try list.encode(operand) }
        }
    }

    /// Each operator's number of operands (`"neg"`: 1, `"if"`: 3, …); an array whose operand count differs is refused.
    public static let arity: [String: Int] = [
        "+": 2, "-": 2, "*": 2, "/": 2, "%": 2, "^": 2, "floor": 2, "neg": 1, "abs": 1, "if": 3, "even": 1, "odd": 1,
    ]

    /// How many nodes the expression has, counted up to just past `limit`.
    package func nodeCount(limit: Int) -> Int {
        var count = 0
        var pending: [PlanExpression] = [self]
        while let next = pending.popLast(), count <= limit {
            count += 1
            if case .operation(_, let operands) = next { pending += operands }
        }
        return count
    }

    /// The names the expression reads.
    public var names: Set<String> {
        switch self {
        case .number: []
        case .name(let name): [name]
        case .operation(_, let operands): operands.reduce(into: Set()) { $0.formUnion($1.names) }
        }
    }

    /// The value with `values` for the names; the error says what could not be computed.
    public func evaluate(_ values: [String: Rational]) throws(PlanError) -> Rational {
        switch self {
        case .number(let value): return Rational(value)
        case .name(let name):
            guard let value = values[name] else { throw .unknownName(name) }
            return value
        case .operation("if", let operands):
            // why: only the chosen branch is evaluated; the other may divide by zero here
            return try operands[try operands[0].evaluate(values).numerator != 0 ? 1 : 2].evaluate(values)
        case .operation(let op, let operands):
            var arguments: [Rational] = []
            for operand in operands { arguments.append(try operand.evaluate(values)) }
            return try Self.apply(op, arguments)
        }
    }

    private static func apply(_ op: String, _ a: [Rational]) throws(PlanError) -> Rational {
        func whole(_ value: Rational) throws(PlanError) -> Int {
            guard value.isWhole else { throw .notWhole(op, value.description) }
            return value.numerator
        }
        let result: Rational?
        switch op {
        case "+": result = a[0].adding(a[1])
        case "-": result = a[1].negated().flatMap { a[0].adding($0) }
        case "*": result = a[0].multiplied(by: a[1])
        case "/":
            guard a[1].numerator != 0 else { throw .divisionByZero }
            result = a[0].divided(by: a[1])
        case "floor":
            guard a[1].numerator != 0 else { throw .divisionByZero }
            result = a[0].divided(by: a[1]).flatMap { $0.rounded(.down, step: 1) }.map(Rational.init)
        case "%":
            let (x, y) = (try whole(a[0]), try whole(a[1]))
            guard y != 0 else { throw .divisionByZero }
            result = x == Int.min && y == -1 ? Rational(0) : Rational(x % y)
        case "^":
            let exponent = try whole(a[1])
            guard exponent >= 0, exponent <= 64 else { throw .notWhole(op, a[1].description) }
            var value: Rational? = Rational(1)
            for _ in 0..<exponent { value = value?.multiplied(by: a[0]) }
            result = value
        case "neg": result = a[0].negated()
        case "abs": result = a[0].numerator < 0 ? a[0].negated() : a[0]
        case "even": result = Rational(try whole(a[0]) % 2 == 0 ? 1 : 0)
        default: result = Rational(try whole(a[0]) % 2 != 0 ? 1 : 0)
        }
        guard let result else { throw .overflow }
        return result
    }
}

/// Why a plan's formula gives no value.
public enum PlanError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownName(String)
    case divisionByZero
    case overflow
    case notWhole(String, String)
    /// A parameter value the plan does not offer.
    case outOfBounds(String, String)
    /// A count of deposits that is not a whole number from 1 to `PlanSchedule.maxDeposits`.
    case badCount(String)
    /// A deposit's date would fall outside the years 1 to 9999 (`PlanSchedule.dates`).
    case dateOutOfRange

    /// The error as one English sentence fragment, for logs.
    public var description: String {
        switch self {
        case .unknownName(let name): "no parameter \"\(name)\""
        case .divisionByZero: "division by zero"
        case .overflow: "a value too large to compute exactly"
        case .notWhole(let op, let value): "\"\(op)\" needs a whole number, found \(value)"
        case .outOfBounds(let name, let reason): "\(name): \(reason)"
        case .badCount(let value): "the count of deposits is \(value), not a whole number from 1 to \(PlanSchedule.maxDeposits)"
        case .dateOutOfRange: "a deposit would fall due outside the years 1 to 9999"
        }
    }
}
