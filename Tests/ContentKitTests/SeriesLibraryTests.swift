import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The rule library on the seed's examples and on classic series.
@Suite struct SeriesLibraryTests {
    private func predictions(_ terms: [Int]) -> [String: Int] {
        Dictionary(SeriesLibrary.explanations(terms).map { ($0.family, $0.next) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func seedExamples() {
        // 2, 32, 332: a 3 written in front each time
        #expect(predictions([2, 32, 332])["write 3 before the previous term"] == 3332)
        // 2, 3, 5, 8, 12: the differences grow by one
        #expect(predictions([2, 3, 5, 8, 12]).values.contains(17))
        #expect(SeriesLibrary.explanations([2, 3, 5, 8, 12]).allSatisfy { $0.next == 17 })
    }

    @Test func families() {
        #expect(predictions([3, 6, 12, 24])["multiply by 2"] == 48)
        #expect(predictions([1, 3, 7, 15])["multiply by 2 and add 1"] == 31)
        #expect(predictions([1, 1, 2, 3, 5, 8]).values.contains(13))
        #expect(predictions([1, 4, 9, 16])["polynomial of degree 2"] == 25)
        #expect(predictions([1, 10, 2, 20, 3, 30]).values.contains(4))
        #expect(predictions([7, 71, 711])["write 1 after the previous term"] == 7111)
        // ratios 2, 3, 4: next ratio 5
        #expect(predictions([1, 2, 6, 24]).values.contains(120))
        // nothing confirms a family on two terms
        #expect(SeriesLibrary.explanations([4, 9]).isEmpty)
    }

    @Test func aSimplerRulePredictsAnotherListedChoice() throws {
        let item = #"{"kind": "number-series", "items": [{"id": "jump", "difficulty": 5, "terms": [2, 4, 6, 8], "answer": 34, "rule": "a(n) = 2 * n + (n - 1) * (n - 2) * (n - 3) * (n - 4)", "choices": [34, 10, 12]}]}"#
        let pack = MemoryPack(texts: ["pack.json": ExamplePack.packJSON, "series.json": item])
        let found = try ContentPipeline.check(pack).diagnostics.filter { $0.ruleID == "series-ambiguous" }
        #expect(found.map(\.message) == ["the terms also fit \"add 2\" (no more complex than the rule), which gives 10, one of the choices: a second answer"])
        #expect(found.first?.severity == .error)
    }

    /// Asking only for explanations up to a complexity skips families, never changes the answer.
    @Test func aComplexityLimitOnlyFilters() {
        var seeds: [[Int]] = [
            [2, 32, 332, 3332], [2, 3, 5, 8, 12], [2, 4, 6, 8], [3, 6, 12, 24, 48], [1, 3, 7, 15, 31],
            [1, 1, 2, 3, 5, 8, 13], [1, 4, 9, 16, 25], [1, 10, 2, 20, 3, 30, 4], [7, 71, 711, 7111],
            [1, 2, 6, 24, 120], [5, 5, 5, 5], [0, 1, 0, 1, 0, 1], [1, 2, 4, 7, 11, 16], [2, 6, 18, 54, 162],
        ]
        var state: UInt64 = 7
        for _ in 0..<200 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let start = Int(state >> 58), step = Int((state >> 50) & 7) - 3, count = 4 + Int((state >> 40) & 3)
            seeds.append((0..<count).map { start + step * $0 + ((state >> 30) & 1 == 1 ? $0 * $0 : 0) })
        }
        for terms in seeds {
            let all = SeriesLibrary.explanations(terms)
            for limit in 0...7 {
                #expect(SeriesLibrary.explanations(terms, upTo: limit) == all.filter { $0.complexity <= limit }, "\(terms) up to \(limit)")
            }
        }
    }
}
