import ContentBundle
import ContentCore

/// Parses picture-equation expressions into polynomials: symbol names, numbers, `+ - * / × ÷`,
/// parentheses. Names may hold hyphens (`half-blue`); a hyphen continues a name only when the
/// longer name is a declared symbol, so `blue-1` is `blue` minus one.
package struct EquationParser {
    private let scalars: [Unicode.Scalar]
    private let symbols: Set<String>
    private var index = 0
    /// Parentheses and signs open around the current point.
    private var depth = 0
    private(set) var used: [String] = []

    /// Deeper nesting (the schema's 200 characters cannot reach it) is refused before it can
    /// exhaust the stack.
    static let maxDepth = 64

    package init(_ text: String, symbols: Set<String>) {
        scalars = Array(text.unicodeScalars)
        self.symbols = symbols
    }

    /// `left = right` as `left − right` (which must be 0).
    package mutating func parseEquation() throws(EquationError) -> Polynomial {
        let left = try parseSum()
        skipSpaces()
        guard index < scalars.count, scalars[index] == "=" else { throw fail("expected \"=\"") }
        index += 1
        let right = try parseSum()
        try expectEnd()
        guard let negated = -right, let difference = left + negated else { throw .tooLarge }
        return difference
    }

    package mutating func parseExpression() throws(EquationError) -> Polynomial {
        let value = try parseSum()
        try expectEnd()
        return value
    }

    private mutating func expectEnd() throws(EquationError) {
        skipSpaces()
        guard index == scalars.count else { throw fail("unexpected \"\(scalars[index])\"") }
    }

    private mutating func parseSum() throws(EquationError) -> Polynomial {
        var value = try parseProduct()
        while let op = peek(["+", "-", "−"]) {
            index += 1
            let right = try parseProduct()
            guard let term = op == "+" ? right : -right, let sum = value + term else { throw .tooLarge }
            value = sum
        }
        return value
    }

    private mutating func parseProduct() throws(EquationError) -> Polynomial {
        var value = try parseFactor()
        while let op = peek(["*", "/", "×", "÷", "·"]) {
            index += 1
            let right = try parseFactor()
            if op == "/" || op == "÷" {
                guard right.isConstant else { throw fail("division by a picture is not supported; multiply instead") }
                guard let inverse = Rational.one / right.constantTerm else { throw fail("division by zero") }
                guard let product = value * .constant(inverse) else { throw .tooLarge }
                value = product
            } else {
                guard let product = value * right else { throw .tooLarge }
                value = product
            }
        }
        return value
    }

    private mutating func parseFactor() throws(EquationError) -> Polynomial {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw fail("nested more than \(Self.maxDepth) deep") }
        skipSpaces()
        guard index < scalars.count else { throw fail("expected a picture name, a number or \"(\", found the end") }
        let scalar = scalars[index]
        if scalar == "-" || scalar == "−" {
            index += 1
            guard let negated = -(try parseFactor()) else { throw .tooLarge }
            return negated
        }
        if scalar == "(" {
            index += 1
            let inner = try parseSum()
            skipSpaces()
            guard index < scalars.count, scalars[index] == ")" else { throw fail("expected \")\"") }
            index += 1
            return inner
        }
        if ("0"..."9").contains(scalar) {
            var text = ""
            while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "." {
                text.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard let value = Rational(decimal: text) else { throw fail("cannot read the number \(text)") }
            return .constant(value)
        }
        guard ("a"..."z").contains(scalar) else { throw fail("unexpected \"\(scalar)\"") }
        let start = index
        var name = word()
        while index < scalars.count, scalars[index] == "-", index + 1 < scalars.count, isNameScalar(scalars[index + 1]) {
            let save = index
            index += 1
            let longer = name + "-" + word()
            if symbols.contains(longer) || !symbols.contains(name) && symbols.contains(where: { $0.hasPrefix(longer) }) {
                name = longer
            } else {
                index = save
                break
            }
        }
        guard symbols.contains(name) else {
            index = start
            throw fail("\"\(name)\" is not one of this item's symbols (\(symbols.sorted().joined(separator: ", ")))")
        }
        used.append(name)
        return .symbol(name)
    }

    private mutating func word() -> String {
        var text = ""
        while index < scalars.count, isNameScalar(scalars[index]) {
            text.unicodeScalars.append(scalars[index])
            index += 1
        }
        return text
    }

    private func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    private mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " { index += 1 }
    }

    private mutating func peek(_ operators: [Unicode.Scalar]) -> Unicode.Scalar? {
        skipSpaces()
        guard index < scalars.count, operators.contains(scalars[index]) else { return nil }
        return scalars[index]
    }

    private func fail(_ message: String) -> EquationError { .syntax(message, index) }
}

/// What can go wrong with a picture equation.
package enum EquationError: Error, Equatable {
    /// A message and the character offset.
    case syntax(String, Int)
    case tooLarge
}
