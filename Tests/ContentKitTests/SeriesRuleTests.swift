import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The number-series rule language: parsing, exact evaluation, and its errors.
@Suite struct SeriesRuleTests {
    private func values(_ rule: String, first: [Int], count: Int) throws -> [Int] {
        let parsed = try SeriesRule.parse(rule).get()
        var terms = first
        while terms.count < count { terms.append(try parsed.value(at: terms.count + 1, terms: terms)) }
        return terms
    }

    @Test func seedExamples() throws {
        #expect(try values("a(n) = concat(3, a(n-1))", first: [2], count: 4) == [2, 32, 332, 3332])
        #expect(try values("a(n) = a(n-1) + n - 1", first: [2], count: 6) == [2, 3, 5, 8, 12, 17])
    }

    @Test func operatorsAndFunctions() throws {
        #expect(try values("a(n) = 2 ^ n - 1", first: [], count: 5) == [1, 3, 7, 15, 31])
        #expect(try values("a(n) = -n % 3 + abs(-n)", first: [], count: 3) == [0, 0, 3])
        #expect(try values("a(n) = rev(a(n-1)) + 1", first: [12], count: 3) == [12, 22, 23])
        #expect(try values("a(n) = digitsum(a(n-1)) + ndigits(a(n-1))", first: [99], count: 3) == [99, 20, 4])
        #expect(try values("a(n) = if(even(n), 0, odd(n) * n)", first: [], count: 4) == [1, 0, 3, 0])
        #expect(try values("a(n) = a(n-1) + a(n-2)", first: [1, 1], count: 7) == [1, 1, 2, 3, 5, 8, 13])
        #expect(try SeriesRule.parse("a(n) = a(n-3) + a(n-1)").get().lookBack == 3)
        #expect(try values("a(n) = 2 ^ 3 ^ 2", first: [], count: 1) == [512])
    }

    @Test func overflowIsAnErrorNotAWrap() throws {
        let rule = try SeriesRule.parse("a(n) = a(n-1) * 1000000").get()
        #expect(throws: SeriesEvaluationError.overflow) { try rule.value(at: 2, terms: [1_000_000_000_000_000]) }
        #expect(throws: SeriesEvaluationError.overflow) { try SeriesRule.parse("a(n) = 10 ^ 30").get().value(at: 1, terms: []) }
        #expect(throws: SeriesEvaluationError.overflow) { try SeriesRule.parse("a(n) = concat(9999999999, 9999999999)").get().value(at: 1, terms: []) }
    }

    @Test func divisionMustDivide() throws {
        #expect(throws: SeriesEvaluationError.notDivisible(7, 2)) { try SeriesRule.parse("a(n) = 7 / 2").get().value(at: 1, terms: []) }
        #expect(throws: SeriesEvaluationError.divisionByZero) { try SeriesRule.parse("a(n) = n / 0").get().value(at: 1, terms: []) }
        #expect(throws: SeriesEvaluationError.beforeStart(0)) { try SeriesRule.parse("a(n) = a(n-1)").get().value(at: 1, terms: []) }
    }

    @Test func floorDivisionRoundsDown() throws {
        #expect(try values("a(n) = a(n-1) // 2", first: [100], count: 6) == [100, 50, 25, 12, 6, 3])
        #expect(try values("a(n) = a(n-1) // 4", first: [5], count: 4) == [5, 1, 0, 0])
        #expect(try values("a(n) = -7 // 2 + n * 0", first: [], count: 1) == [-4])
        #expect(try values("a(n) = 7 // -2", first: [], count: 1) == [-4])
        #expect(throws: SeriesEvaluationError.divisionByZero) { try SeriesRule.parse("a(n) = n // 0").get().value(at: 1, terms: []) }
        #expect(throws: SeriesEvaluationError.overflow) { try SeriesRule.parse("a(n) = a(n-1) // -1").get().value(at: 2, terms: [Int.min]) }
    }

    @Test func syntaxErrorsSayWhereAndWhat() {
        let cases: [(String, Int, String)] = [
            ("a(n) = ", 7, "expected a number, n, a(n-k), a function or \"(\", found the end"),
            ("b(n) = 1", 0, "a rule starts with \"a(n) =\""),
            ("a(n) = a(n+1)", 10, "a rule may only use earlier terms: a(n-1), a(n-2) …"),
            ("a(n) = concat(1)", 7, "concat takes 2 arguments, found 1"),
            ("a(n) = (n + 1", 13, "expected \")\""),
            ("a(n) = n n", 9, "unexpected \"n\" after the expression"),
        ]
        for (text, offset, message) in cases {
            guard case .failure(let error) = SeriesRule.parse(text) else {
                Issue.record("\(text) parsed")
                continue
            }
            #expect(error.offset == offset, "\(text)")
            #expect(error.message == message, "\(text)")
        }
    }
}
