import ContentBundle
import ContentCore

/// A polynomial over picture symbols with exact rational coefficients: what each side of a picture
/// equation becomes. A monomial is the sorted list of its symbols (empty for the constant).
package struct Polynomial: Sendable {
    var terms: [[String]: Rational]

    static func constant(_ value: Rational) -> Polynomial { Polynomial(terms: value.isZero ? [:] : [[]: value]) }
    static func symbol(_ name: String) -> Polynomial { Polynomial(terms: [[name]: .one]) }

    var variables: Set<String> { Set(terms.keys.flatMap { $0 }) }
    var degree: Int { terms.keys.map(\.count).max() ?? 0 }
    var constantTerm: Rational { terms[[]] ?? .zero }
    var isConstant: Bool { terms.keys.allSatisfy(\.isEmpty) }

    static func + (a: Polynomial, b: Polynomial) -> Polynomial? {
        var result = a.terms
        for (monomial, coefficient) in b.terms {
            guard let sum = (result[monomial] ?? .zero) + coefficient else { return nil }
            result[monomial] = sum.isZero ? nil : sum
        }
        return Polynomial(terms: result)
    }

    static prefix func - (a: Polynomial) -> Polynomial? {
        var terms: [[String]: Rational] = [:]
        for (monomial, coefficient) in a.terms {
            guard let negated = -coefficient else { return nil }
            terms[monomial] = negated
        }
        return Polynomial(terms: terms)
    }

    /// Products past this many terms or this degree are too large to check (a picture equation
    /// has a handful); refusing them keeps a hostile `(a+b+c)*(a+b+c)*…` from growing without end.
    static let maxTerms = 4096
    static let maxDegree = 64

    static func * (a: Polynomial, b: Polynomial) -> Polynomial? {
        guard a.terms.count * b.terms.count <= maxTerms * 4, a.degree + b.degree <= maxDegree else { return nil }
        var result: [[String]: Rational] = [:]
        for (m1, c1) in a.terms {
            for (m2, c2) in b.terms {
                guard let product = c1 * c2 else { return nil }
                let monomial = (m1 + m2).sorted()
                guard let sum = (result[monomial] ?? .zero) + product else { return nil }
                result[monomial] = sum.isZero ? nil : sum
            }
        }
        return result.count <= maxTerms ? Polynomial(terms: result) : nil
    }

    /// Replaces known symbols by their values.
    package func substituting(_ values: [String: Rational]) -> Polynomial? {
        var result = Polynomial(terms: [:])
        for (monomial, coefficient) in terms {
            var factor = coefficient
            var rest: [String] = []
            for symbol in monomial {
                if let value = values[symbol] {
                    guard let product = factor * value else { return nil }
                    factor = product
                } else {
                    rest.append(symbol)
                }
            }
            guard let sum = result + Polynomial(terms: factor.isZero ? [:] : [rest: factor]) else { return nil }
            result = sum
        }
        return result
    }

    func coefficient(of symbol: String) -> Rational { terms[[symbol]] ?? .zero }
}
