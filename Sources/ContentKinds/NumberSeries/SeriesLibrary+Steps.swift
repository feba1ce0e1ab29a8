import ContentCore

/// The families a person tries on short series, where the differences or the neighbours of a
/// term say more than a fitted polynomial: steps that depend on n, sums and products of the
/// previous terms, two operations taking turns, and powers of n. Each fixes at most one number
/// from the first step(s) and is confirmed by every later term.
extension SeriesLibrary {
    /// Every family of this file that explains the terms.
    static func steps(_ terms: [Int]) -> [SeriesExplanation] {
        nDependent(terms) + neighbours(terms) + alternating(terms) + powers(terms)
    }

    /// A number a person must find: 0 and ±1 come free (as in a declared rule, where `n - 1`
    /// costs nothing), anything else costs one.
    static func cost(_ value: Int) -> Int { (-1...1).contains(value) ? 0 : 1 }

    /// Runs a rule a(n) = next(n, terms before n) from the first `start` terms and returns its
    /// next term when it gives every later shown term; nil when it does not or overflows.
    static func confirmed(_ terms: [Int], start: Int, _ next: (Int, [Int]) -> Int?) -> Int? {
        guard terms.count > start else { return nil }
        for n in (start + 1)...terms.count {
            guard let value = next(n, Array(terms.prefix(n - 1))), value == terms[n - 1] else { return nil }
        }
        return next(terms.count + 1, terms)
    }

    /// a(n) = a(n-1) + n + q (the step grows by one: 1, 2, 4, 7), a(n) = a(n-1) + k·(n-1) (the
    /// steps are multiples of the position: 2, 4, 8, 14), a(n) = n·a(n-1) and (n-1)·a(n-1).
    static func nDependent(_ terms: [Int]) -> [SeriesExplanation] {
        guard terms.count >= 3 else { return [] }
        var found: [SeriesExplanation] = []
        if let q = Int.checkedSum(terms[0], 2).flatMap({ Int.checkedDifference(terms[1], $0) }), let next = confirmed(terms, start: 1, { n, t in Int.checkedSum(n, q).flatMap { Int.checkedSum(t.last!, $0) } }) {
            let text = q == 0 ? "a(n-1) + n" : q > 0 ? "a(n-1) + n + \(q)" : "a(n-1) + n - \(-q)"
            found.append(SeriesExplanation(family: text, complexity: 1 + cost(q), next: next))
        }
        let k = terms[1] &- terms[0]
        // why: k = 1 is a(n-1) + n - 1, found above under that name
        if k != 0, k != 1, let next = confirmed(terms, start: 1, { n, t in Int.checkedProduct(k, n - 1).flatMap { Int.checkedSum(t.last!, $0) } }) {
            found.append(SeriesExplanation(family: "a(n-1) + \(k)·(n-1)", complexity: 1 + cost(k), next: next))
        }
        for (shift, text) in [(0, "n·a(n-1)"), (1, "(n-1)·a(n-1)")] where terms[0] != 0 {
            if let next = confirmed(terms, start: 1, { n, t in Int.checkedProduct(n - shift, t.last!) }) {
                found.append(SeriesExplanation(family: "a(n) = \(text)", complexity: 1, next: next))
            }
        }
        return found
    }

    /// a(n) = a(n-1) + a(n-2) (2, 4, 6 → 10), a(n-1)·a(n-2), each with or without a constant,
    /// and a(n-1) + a(n-2) + a(n-3).
    static func neighbours(_ terms: [Int]) -> [SeriesExplanation] {
        var found: [SeriesExplanation] = []
        let shapes: [(String, (Int, Int) -> Int?)] = [("a(n-1) + a(n-2)", Int.checkedSum), ("a(n-1)·a(n-2)", Int.checkedProduct)]
        for (text, combine) in shapes where terms.count >= 3 {
            if let next = confirmed(terms, start: 2, { _, t in combine(t[t.count - 1], t[t.count - 2]) }) {
                found.append(SeriesExplanation(family: "a(n) = \(text)", complexity: 2, next: next))
            } else if terms.count >= 4, let base = combine(terms[1], terms[0]) {
                let c = terms[2] &- base
                if c != 0, let next = confirmed(terms, start: 2, { _, t in combine(t[t.count - 1], t[t.count - 2]).flatMap { Int.checkedSum($0, c) } }) {
                    // why: the constant is a second operation on top of the combination, so it
                    // costs one even when it is 1 (1, 1, 2, 3 is Fibonacci before it is a product plus 1)
                    found.append(SeriesExplanation(family: "a(n) = \(text) \(c > 0 ? "+" : "-") \(abs(c))", complexity: 3, next: next))
                }
            }
        }
        if terms.count >= 4, let next = confirmed(terms, start: 3, { _, t in Int.checkedSum(t[t.count - 1], t[t.count - 2]).flatMap { Int.checkedSum($0, t[t.count - 3]) } }) {
            found.append(SeriesExplanation(family: "a(n) = a(n-1) + a(n-2) + a(n-3)", complexity: 3, next: next))
        }
        return found
    }

    /// Two operations taking turns (+3, ×2, +3, ×2 …): each an addition or a whole
    /// multiplication fixed by its first step, confirmed by its later ones.
    static func alternating(_ terms: [Int]) -> [SeriesExplanation] {
        guard terms.count >= 4 else { return [] }
        typealias Step = (text: String, cost: Int, apply: (Int) -> Int?)
        func candidates(from a: Int, to b: Int) -> [Step] {
            let difference = b &- a
            var steps: [Step] = [("+\(difference)", cost(difference), { Int.checkedSum($0, difference) })]
            // why: the reporting forms, because Int.min / -1 traps
            if a != 0, case let (ratio, false) = b.dividedReportingOverflow(by: a), b.remainderReportingOverflow(dividingBy: a).partialValue == 0,
               ratio != 1, ratio != 0 {
                steps.append(("×\(ratio)", cost(ratio), { Int.checkedProduct($0, ratio) }))
            }
            return steps
        }
        var found: [SeriesExplanation] = []
        for first in candidates(from: terms[0], to: terms[1]) {
            for second in candidates(from: terms[1], to: terms[2]) where first.text != second.text {
                if let next = confirmed(terms, start: 1, { n, t in (n % 2 == 0 ? first : second).apply(t.last!) }) {
                    found.append(SeriesExplanation(family: "\(first.text) and \(second.text) in turn", complexity: 1 + first.cost + second.cost + 1, next: next))
                }
            }
        }
        return found
    }

    /// n², n³ and 2ⁿ, each shifted by a constant (1, 4, 9 → 16; 3, 5, 9 → 17).
    static func powers(_ terms: [Int]) -> [SeriesExplanation] {
        guard terms.count >= 3 else { return [] }
        let shapes: [(String, (Int) -> Int?)] = [
            ("n²", { Int.checkedProduct($0, $0) }), ("n³", { n in Int.checkedProduct(n, n).flatMap { Int.checkedProduct($0, n) } }),
            ("2ⁿ", { n in n < 62 ? 1 << n : nil }),
        ]
        return shapes.compactMap { text, power in
            guard let base = power(1) else { return nil }
            let c = terms[0] &- base
            guard let next = confirmed(terms, start: 0, { n, _ in power(n).flatMap { Int.checkedSum($0, c) } }) else { return nil }
            let shift = c == 0 ? "" : c > 0 ? " + \(c)" : " - \(-c)"
            return SeriesExplanation(family: "a(n) = \(text)\(shift)", complexity: 1 + cost(c), next: next)
        }
    }
}
