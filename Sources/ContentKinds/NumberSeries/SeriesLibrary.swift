import ContentBundle
import ContentCore

/// Another explanation of a number series' shown terms: which family, how complex, and the next
/// term it predicts.
public struct SeriesExplanation: Hashable, Sendable {
    public let family: String
    /// How many numbers the explanation needs (start values and constants; a coefficient of 1
    /// or a step of 0 is free), the measure on which "simpler" is decided.
    public let complexity: Int
    public let next: Int
    /// For a polynomial (by finite differences, on the terms or on their differences): its degree
    /// on the terms and how many terms confirm it beyond those that fix it; nil otherwise.
    public let polynomial: (degree: Int, confirmations: Int)?

    public init(family: String, complexity: Int, next: Int, polynomial: (degree: Int, confirmations: Int)? = nil) {
        self.family = family
        self.complexity = complexity
        self.next = next
        self.polynomial = polynomial
    }

    /// A polynomial of degree 3 or more confirmed by one term only: through n terms a polynomial
    /// of degree n − 2 always exists, so it explains nothing a player would see ("5, 1, 0, 0, 0, 0"
    /// is not a quartic that gives 1).
    public var isInterpolation: Bool {
        guard let polynomial else { return false }
        return polynomial.degree >= 3 && polynomial.confirmations < 2
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.family == b.family && a.complexity == b.complexity && a.next == b.next
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(family)
        hasher.combine(complexity)
        hasher.combine(next)
    }
}

/// The rule families a player might see in a series: polynomials (by finite differences),
/// geometric, affine `p·a(n-1) + q`, constant-coefficient linear recurrences, digit append and
/// prepend, two interleaved series, and the same applied to differences and ratios; and (in
/// `SeriesLibrary+Steps`) steps that depend on n, sums and products of the previous terms, two
/// operations in turn and powers of n. Exact
/// arithmetic (rationals on 64-bit parts); a family whose numbers overflow does not explain.
public enum SeriesLibrary {
    /// Every explanation of the terms, each confirmed by at least one term beyond the ones that
    /// fix its numbers; with `limit`, only those needing at most that many numbers (families that
    /// always need more are not tried: the series check asks this for every item of a pack).
    public static func explanations(_ terms: [Int], upTo limit: Int = .max) -> [SeriesExplanation] {
        var found = direct(terms, upTo: limit) + steps(terms)
        // the same families on the differences and ratios of consecutive terms
        if terms.count >= 4, limit >= 2 {
            let differences = zip(terms.dropFirst(), terms).map { $0 &- $1 }
            for inner in direct(differences, upTo: limit - 1) where inner.complexity > 0 {
                let (next, overflow) = terms.last!.addingReportingOverflow(inner.next)
                // why: a polynomial of degree d on the differences is one of degree d + 1 on the terms
                let polynomial = inner.polynomial.map { (degree: $0.degree + 1, confirmations: $0.confirmations) }
                if !overflow { found.append(SeriesExplanation(family: "differences: \(inner.family)", complexity: inner.complexity + 1, next: next, polynomial: polynomial)) }
            }
            if !terms.contains(0), let ratios = rationals(terms).map({ values in zip(values.dropFirst(), values).compactMap { $0 / $1 } }),
               ratios.count == terms.count - 1, ratios.allSatisfy({ $0.denominator == 1 }) {
                for inner in direct(ratios.map(\.numerator), upTo: limit - 1) where inner.complexity > 0 {
                    let (next, overflow) = terms.last!.multipliedReportingOverflow(by: inner.next)
                    if !overflow { found.append(SeriesExplanation(family: "ratios: \(inner.family)", complexity: inner.complexity + 1, next: next)) }
                }
            }
        }
        // two series interleaved (odd and even positions), each polynomial or geometric
        if terms.count >= 6 {
            let odd = stride(from: 0, to: terms.count, by: 2).map { terms[$0] }
            let even = stride(from: 1, to: terms.count, by: 2).map { terms[$0] }
            let nextIsOdd = terms.count % 2 == 0
            let nextSide = nextIsOdd ? odd : even
            let otherSide = nextIsOdd ? even : odd
            // why: each side may be up to a quadratic (measured: numGen's model 10 interleaves an
            // arithmetic side with a quadratic one, 1, 5, 4, 10, 7, 17, 10, 26 → 13); four terms a
            // side confirm a quadratic
            let simple: ([Int]) -> [SeriesExplanation] = { values in
                (polynomial(values) + geometric(values)).filter { $0.complexity <= (values.count >= 4 ? 3 : 2) }
            }
            if let other = simple(otherSide).map(\.complexity).min() {
                for side in simple(nextSide) {
                    found.append(SeriesExplanation(family: "two interleaved series (\(side.family) for the next one)", complexity: side.complexity + other, next: side.next))
                }
            }
        }
        return limit == .max ? found : found.filter { $0.complexity <= limit }
    }

    /// The families tried on the terms themselves; geometric, recurrences and digits need at
    /// least 2 numbers, affine 3.
    private static func direct(_ terms: [Int], upTo limit: Int) -> [SeriesExplanation] {
        var found = polynomial(terms)
        if limit >= 2 { found += geometric(terms) + recurrences(terms, upTo: limit) + digits(terms) }
        if limit >= 3 { found += affine(terms) }
        return found.filter { $0.complexity <= limit }
    }

    private static func rationals(_ values: [Int]) -> [Rational]? {
        let result = values.compactMap { Rational(whole: $0) }
        return result.count == values.count ? result : nil
    }

    /// Finite differences: the lowest degree whose differences are constant over two values.
    static func polynomial(_ terms: [Int]) -> [SeriesExplanation] {
        var rows = [terms]
        while let last = rows.last, last.count >= 2 {
            if last.allSatisfy({ $0 == last[0] }) {
                guard last.count >= 2 else { break }
                // extend each row by its last difference, from the constant row up
                var next = last[0]
                for row in rows.dropLast().reversed() {
                    let (value, overflow) = row.last!.addingReportingOverflow(next)
                    if overflow { return [] }
                    next = value
                }
                let degree = rows.count - 1
                let constant = last[0]
                // why: a constant step of 0 is free (a constant series needs one number)
                let complexity = degree + (constant == 0 && degree > 0 ? 0 : 1)
                return [SeriesExplanation(family: degree == 0 ? "constant" : degree == 1 ? "add \(constant)" : "polynomial of degree \(degree)",
                                          complexity: complexity, next: next, polynomial: (degree, last.count - 1))]
            }
            var differences: [Int] = []
            for (a, b) in zip(last.dropFirst(), last) {
                let (value, overflow) = a.subtractingReportingOverflow(b)
                if overflow { return [] }
                differences.append(value)
            }
            rows.append(differences)
        }
        return []
    }

    /// a(n) = r·a(n-1), r a fraction, r ≠ 1.
    static func geometric(_ terms: [Int]) -> [SeriesExplanation] {
        guard terms.count >= 3, terms[0] != 0, let values = rationals(terms), let ratio = values[1] / values[0], ratio != .one, !ratio.isZero else { return [] }
        for (a, b) in zip(values.dropFirst(), values) where (b * ratio) != a { return [] }
        guard let next = values.last! * ratio, next.denominator == 1 else { return [] }
        return [SeriesExplanation(family: "multiply by \(ratio)", complexity: 2, next: next.numerator)]
    }

    /// a(n) = p·a(n-1) + q, with p ≠ 1 and q ≠ 0 (the other cases are above).
    static func affine(_ terms: [Int]) -> [SeriesExplanation] {
        guard terms.count >= 4, let v = rationals(terms), let rise = v[1] - v[0], !rise.isZero,
              let p = (v[2] - v[1]).flatMap({ $0 / rise }), p != .one, let product = p * v[0], let q = v[1] - product, !q.isZero else { return [] }
        for (a, b) in zip(v.dropFirst(), v) {
            guard let expected = (p * b).flatMap({ $0 + q }), expected == a else { return [] }
        }
        guard let next = (p * v.last!).flatMap({ $0 + q }), next.denominator == 1 else { return [] }
        return [SeriesExplanation(family: "multiply by \(p) and add \(q)", complexity: 3, next: next.numerator)]
    }

    /// a(n) = c1·a(n-1) + … + ck·a(n-k) for k = 2 and 3: coefficients from the first 2k terms
    /// (exactly, by elimination), confirmed by every later one.
    static func recurrences(_ terms: [Int], upTo limit: Int = .max) -> [SeriesExplanation] {
        guard limit >= 2, let v = rationals(terms) else { return [] }
        var found: [SeriesExplanation] = []
        for k in 2...3 where terms.count >= 2 * k + 1 && k <= limit {
            // rows: a(i) = Σ c_j a(i-j), for i = k..<2k
            var matrix: [[Rational]] = (k..<(2 * k)).map { i in (1...k).map { v[i - $0] } + [v[i]] }
            guard let coefficients = solve(&matrix, k) else { continue }
            var holds = true
            for i in (2 * k)..<terms.count {
                var sum = Rational.zero
                for j in 1...k { guard let term = coefficients[j - 1] * v[i - j], let total = sum + term else { holds = false; break }; sum = total }
                if sum != v[i] { holds = false }
                if !holds { break }
            }
            guard holds else { continue }
            var next = Rational.zero
            for j in 1...k {
                guard let term = coefficients[j - 1] * v[terms.count - j], let total = next + term else { holds = false; break }
                next = total
            }
            guard holds, next.denominator == 1, coefficients.last != .zero else { continue }
            let free = coefficients.filter { $0 != .zero && $0 != .one }.count
            let text = coefficients.enumerated().map { "\($0.element)·a(n-\($0.offset + 1))" }.joined(separator: " + ")
            found.append(SeriesExplanation(family: "a(n) = \(text)", complexity: k + free, next: next.numerator))
        }
        return found
    }

    /// Gaussian elimination of a k x (k+1) system; nil when singular or overflowing.
    private static func solve(_ m: inout [[Rational]], _ k: Int) -> [Rational]? {
        for column in 0..<k {
            guard let pivot = (column..<k).first(where: { !m[$0][column].isZero }) else { return nil }
            m.swapAt(column, pivot)
            for row in 0..<k where row != column && !m[row][column].isZero {
                guard let factor = m[row][column] / m[column][column] else { return nil }
                for index in column...k {
                    guard let scaled = factor * m[column][index], let value = m[row][index] - scaled else { return nil }
                    m[row][index] = value
                }
            }
        }
        var result: [Rational] = []
        for row in 0..<k {
            guard let value = m[row][k] / m[row][row] else { return nil }
            result.append(value)
        }
        return result
    }

    /// The same digits written after (append) or before (prepend) the previous term.
    static func digits(_ terms: [Int]) -> [SeriesExplanation] {
        guard terms.count >= 3, terms.allSatisfy({ $0 >= 0 }) else { return [] }
        let texts = terms.map(String.init)
        var found: [SeriesExplanation] = []
        if texts[1].hasPrefix(texts[0]), texts[1].count > texts[0].count {
            let tail = String(texts[1].dropFirst(texts[0].count))
            if zip(texts.dropFirst(), texts).allSatisfy({ $0 == $1 + tail }), let next = Int(texts.last! + tail) {
                found.append(SeriesExplanation(family: "write \(tail) after the previous term", complexity: 2, next: next))
            }
        }
        if texts[1].hasSuffix(texts[0]), texts[1].count > texts[0].count {
            let head = String(texts[1].dropLast(texts[0].count))
            if zip(texts.dropFirst(), texts).allSatisfy({ $0 == head + $1 }), let next = Int(head + texts.last!) {
                found.append(SeriesExplanation(family: "write \(head) before the previous term", complexity: 2, next: next))
            }
        }
        return found
    }
}
