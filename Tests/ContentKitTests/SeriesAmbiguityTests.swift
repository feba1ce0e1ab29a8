import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The number-series checks on the textbook cases (issue 14): two defensible answers are caught,
/// a degenerate fit is not a simpler explanation, an altered term is blamed alone.
@Suite struct SeriesAmbiguityTests {
    private func findings(_ item: String) throws -> [(rule: String, message: String)] {
        let pack = ExamplePack.pack(with: Examples.series(item), at: "series.json")
        let all = try ContentPipeline.check(pack, options: ExamplePack.options).diagnostics
        // why: an item the schema refuses is not checked by the rules, and "no finding" would pass
        #expect(!all.contains { $0.ruleID == "schema" }, "\(all.filter { $0.ruleID == "schema" }.map(\.message))")
        return all.map { ($0.ruleID, $0.message) }
    }

    private func secondAnswers(_ item: String) throws -> [String] {
        try findings(item).filter { $0.rule == "series-ambiguous" && $0.message.contains("a second answer") }.map(\.message)
    }

    @Test(arguments: [
        (#""terms": [1, 2, 4], "answer": 8, "rule": "a(n) = 2 * a(n-1)", "choices": [7, 8, 6, 9]"#, "gives 7"),
        (#""terms": [1, 2, 4], "answer": 7, "rule": "a(n) = a(n-1) + n - 1", "choices": [6, 7, 8, 9]"#, "gives 8"),
        (#""terms": [2, 4, 8], "answer": 16, "rule": "a(n) = 2 * a(n-1)", "choices": [16, 14, 12, 18]"#, "gives 14"),
        (#""terms": [2, 4, 6], "answer": 8, "rule": "a(n) = a(n-1) + 2", "choices": [10, 8, 7, 9]"#, "gives 10"),
    ])
    func textbookSecondAnswersAreCaught(_ item: String, _ says: String) throws {
        let found = try secondAnswers(item)
        #expect(found.count == 1 && found[0].contains(says), "\(found)")
    }

    @Test func aCubicIsNotSimplerThanFloorDivision() throws {
        let found = try findings(#""terms": [5, 1, 0, 0, 0, 0], "answer": 0, "rule": "a(n) = a(n-1) // 4", "choices": [1, 0, 2, 5]"#)
        #expect(!found.contains { $0.rule == "series-ambiguous" }, "\(found)")
        let halving = try findings(#""terms": [100, 50, 25, 12, 6], "answer": 3, "rule": "a(n) = a(n-1) // 2", "choices": [2, 3, 4, 6]"#)
        #expect(halving.isEmpty, "\(halving)")
    }

    @Test func anAlteredTermIsBlamedAlone() throws {
        // the last shown term altered: the key (right under the rule) is not blamed
        let last = try findings(#""terms": [2, 3, 5, 8, 13], "answer": 17, "rule": "a(n) = a(n-1) + n - 1", "choices": [17, 16, 18, 20]"#)
        #expect(last.map(\.rule) == ["series-rule-reproduces-terms"], "\(last)")
        #expect(last.first?.message == "term 5 is 13, but the rule gives 12 (every other term fits the rule)")
        // a middle term altered
        let middle = try findings(#""terms": [2, 3, 5, 9, 12], "answer": 17, "rule": "a(n) = a(n-1) + n - 1", "choices": [17, 16, 18, 20]"#)
        #expect(middle.map(\.rule) == ["series-rule-reproduces-terms"], "\(middle)")
        // a wrong key under a right series is still the key's finding
        let key = try findings(#""terms": [2, 3, 5, 8, 12], "answer": 18, "rule": "a(n) = a(n-1) + n - 1", "choices": [17, 16, 18, 20]"#)
        #expect(key.map(\.rule) == ["series-rule-gives-answer"], "\(key)")
    }
}

/// The rule library on hostile terms: extremes of 64 bits, zeros, signs; it must answer, not trap.
@Suite struct SeriesLibraryHostileTests {
    @Test func extremeTermsNeverTrap() {
        let extremes = [Int.min, Int.min + 1, -1, 0, 1, 2, Int.max - 1, Int.max, 1 << 62, -(1 << 62), 3_037_000_500]
        var random = SeededRandom(seed: 14)
        var explained = 0
        for _ in 0..<3000 {
            let count = 3 + random.below(5)
            let terms = (0..<count).map { _ in random.coin() ? extremes[random.below(extremes.count)] : random.below(41) - 20 }
            explained += SeriesLibrary.explanations(terms).count
        }
        #expect(explained > 0)
        for terms in [[Int.min, -1, Int.min], [-1, Int.min, Int.max], [0, Int.min, 0, Int.min]] {
            _ = SeriesLibrary.explanations(terms)
        }
        // a next term past 64 bits is no prediction at all, never a wrapped one
        let doubling = SeriesLibrary.explanations([1 << 60, 1 << 61, 1 << 62])
        #expect(doubling.allSatisfy { $0.next > 0 }, "\(doubling)")
        #expect(!doubling.contains { $0.family == "multiply by 2" })
        #expect(SeriesLibrary.explanations([Int.max, Int.max, Int.max, Int.max]).contains { $0.next == Int.max })
    }
}
