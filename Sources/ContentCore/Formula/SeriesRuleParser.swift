/// Recursive-descent parser of the rule language (FORMAT.md): `a(n) = expr` with integers, `n`,
/// `a(n-k)`, `+ - * / % ^ ( )` and `concat digitsum rev ndigits abs if even odd`.
package struct SeriesRuleParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    /// Open parentheses, signs and calls around the current point.
    private var depth = 0
    /// Operations built so far: the tree's depth never exceeds it, so evaluating stays shallow.
    private var operations = 0

    /// Deeper nesting (about 300 characters, the schema's limit, cannot reach it) is refused
    /// before it can exhaust the stack.
    static let maxDepth = 64
    static let maxOperations = 512

    static let functions: [String: Int] = [
        "concat": 2, "digitsum": 1, "rev": 1, "ndigits": 1, "abs": 1, "if": 3, "even": 1, "odd": 1,
    ]

    /// Names a formula may use (a plan's parameters and `k`); empty for number-series rules.
    private var names: Set<String> = []

    package init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// A formula of the rule language without `a(n) =`, over `names` (not `n` or `a(n-k)`).
    package static func parseFormula(_ text: String, names: Set<String>) -> Result<SeriesExpression, SeriesRuleError> {
        var parser = SeriesRuleParser(text)
        parser.names = names
        do {
            guard parser.scalars.count <= 64 * 1024 else { throw SeriesRuleError(message: "the formula is \(parser.scalars.count) characters long", offset: 0) }
            let expression = try parser.parseSum()
            parser.skipSpaces()
            guard parser.index == parser.scalars.count else { throw parser.error("unexpected \"\(parser.scalars[parser.index])\" after the formula") }
            return .success(expression)
        } catch let failure as SeriesRuleError {
            return .failure(failure)
        } catch {
            return .failure(SeriesRuleError(message: "cannot parse the formula", offset: parser.index))
        }
    }

    /// The expression of a number-series rule, `a(n) = <expression>`.
    package mutating func parseRule() -> Result<SeriesExpression, SeriesRuleError> {
        do {
            skipSpaces()
            try expectWord("a(n)", "a rule starts with \"a(n) =\"")
            skipSpaces()
            try expect("=", "expected \"=\" after \"a(n)\"")
            guard scalars.count <= 64 * 1024 else { throw SeriesRuleError(message: "the rule is \(scalars.count) characters long", offset: 0) }
            let expression = try parseSum()
            skipSpaces()
            guard index == scalars.count else { throw error("unexpected \"\(scalars[index])\" after the expression") }
            return .success(expression)
        } catch let failure as SeriesRuleError {
            return .failure(failure)
        } catch {
            return .failure(SeriesRuleError(message: "cannot parse the rule", offset: index))
        }
    }

    private mutating func parseSum() throws -> SeriesExpression {
        var left = try parseProduct()
        while let op = peekOperator(["+", "-"]) {
            index += 1
            try count()
            left = .binary(op, left, try parseProduct())
        }
        return left
    }

    private mutating func parseProduct() throws -> SeriesExpression {
        var left = try parseUnary()
        while var op = peekOperator(["*", "/", "%"]) {
            index += 1
            // why: `//` is floor division (a(n-1) // 2 halves and drops the remainder); it is
            // kept as one operator so that a person's one step is one step of the rule
            if op == "/", index < scalars.count, scalars[index] == "/" {
                index += 1
                op = SeriesExpression.floorDivision
            }
            try count()
            left = .binary(op, left, try parseUnary())
        }
        return left
    }

    private mutating func parseUnary() throws -> SeriesExpression {
        try enter()
        defer { depth -= 1 }
        if peekOperator(["-"]) != nil {
            index += 1
            try count()
            return .negate(try parseUnary())
        }
        let base = try parsePrimary()
        if peekOperator(["^"]) != nil {
            index += 1
            try count()
            return .binary("^", base, try parseUnary())
        }
        return base
    }

    private mutating func enter() throws {
        depth += 1
        guard depth <= Self.maxDepth else { throw error("nested more than \(Self.maxDepth) deep") }
    }

    private mutating func count() throws {
        operations += 1
        guard operations <= Self.maxOperations else { throw error("more than \(Self.maxOperations) operations") }
    }

    private mutating func parsePrimary() throws -> SeriesExpression {
        skipSpaces()
        guard index < scalars.count else { throw error("expected a number, n, a(n-k), a function or \"(\", found the end") }
        let scalar = scalars[index]
        if ("0"..."9").contains(scalar) {
            var digits = ""
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                digits.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard let value = Int(digits) else { throw error("the number \(digits) is too large") }
            return .number(value)
        }
        if scalar == "(" {
            index += 1
            let inner = try parseSum()
            skipSpaces()
            try expect(")", "expected \")\"")
            return inner
        }
        let start = index
        var word = ""
        while index < scalars.count, Self.isLetter(scalars[index]) {
            word.unicodeScalars.append(scalars[index])
            index += 1
        }
        if !names.isEmpty {
            if names.contains(word) { return .name(word) }
            if Self.functions[word] == nil {
                index = start
                throw error(word.isEmpty ? "unexpected \"\(scalar)\"" : "unknown name \"\(word)\"; the formula may use \(names.sorted().joined(separator: ", ")) and \(Self.functions.keys.sorted().joined(separator: ", "))")
            }
        } else if word == "n" { return .n }
        if names.isEmpty, word == "a" {
            skipSpaces()
            try expect("(", "expected \"(n-k)\" after \"a\"")
            skipSpaces()
            try expectWord("n", "expected \"n\" in a(n-k)")
            skipSpaces()
            try expect("-", "a rule may only use earlier terms: a(n-1), a(n-2) …")
            skipSpaces()
            var digits = ""
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                digits.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard let k = Int(digits), k >= 1, k <= 20 else { throw error("expected k from 1 to 20 in a(n-k)") }
            skipSpaces()
            try expect(")", "expected \")\" after a(n-\(k)")
            return .previous(k)
        }
        try count()
        guard let arity = Self.functions[word] else {
            index = start
            throw error(word.isEmpty ? "unexpected \"\(scalar)\"" : "unknown name \"\(word)\"; the language has n, a(n-k) and \(Self.functions.keys.sorted().joined(separator: ", "))")
        }
        skipSpaces()
        try expect("(", "expected \"(\" after \(word)")
        var arguments: [SeriesExpression] = [try parseSum()]
        while peekOperator([","]) != nil {
            index += 1
            arguments.append(try parseSum())
        }
        skipSpaces()
        try expect(")", "expected \")\" after the arguments of \(word)")
        guard arguments.count == arity else {
            index = start
            throw error("\(word) takes \(counted(arity, "argument")), found \(arguments.count)")
        }
        return .call(word, arguments)
    }

    /// A letter of a name (`n`, `a`, `floor`); ASCII answered without a Unicode look-up.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A }
        return scalar.properties.isAlphabetic
    }

    private mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " { index += 1 }
    }

    private mutating func peekOperator(_ operators: [Character]) -> Character? {
        skipSpaces()
        guard index < scalars.count else { return nil }
        let character = Character(scalars[index])
        return operators.contains(character) ? character : nil
    }

    private mutating func expect(_ scalar: Unicode.Scalar, _ message: String) throws {
        guard index < scalars.count, scalars[index] == scalar else { throw error(message) }
        index += 1
    }

    private mutating func expectWord(_ word: String, _ message: String) throws {
        for scalar in word.unicodeScalars {
            guard index < scalars.count, scalars[index] == scalar else { throw error(message) }
            index += 1
            if scalar != "(" && scalar != ")" { skipSpaces() }
        }
    }

    private func error(_ message: String) -> SeriesRuleError {
        SeriesRuleError(message: message, offset: index)
    }
}
