import Foundation
import Testing
@testable import ContentBundle
@testable import ContentCore
@testable import ContentKinds

/// Picture-equation symbols defined from others, and the worked solution the bundle carries.
@Suite struct EquationDefinitionsTests {
    private func item(_ body: String, symbols: String = #"{"glass": "a.svg", "half-glass": "b.svg", "lemon": "c.svg"}"#) -> EquationItem {
        EquationItem(json(#"{"symbols": \#(symbols), \#(body)}"#))
    }

    @Test func theSampleBundleServesDefinitionsAndTheWorkedSolution() throws {
        let bundle = try #require(IQSessionTests.bundle)
        let glasses = try #require(try bundle.equations.first { $0.id == "glasses" })
        #expect(glasses.definitions == ["half-glass": "glass / 2"])
        #expect(glasses.solution == [
            Equation.SolutionStep(symbol: "glass", value: "4", equations: [0], definition: nil),
            Equation.SolutionStep(symbol: "lemon", value: "5", equations: [1], definition: nil),
            Equation.SolutionStep(symbol: "half-glass", value: "2", equations: nil, definition: "glass / 2"),
        ])
        // every item of the sample has its worked solution, one step per symbol
        for equation in try bundle.equations {
            #expect(Set(equation.solution?.map(\.symbol) ?? []) == Set(equation.symbols.keys), "\(equation.id)")
        }
        #expect(try bundle.check(answer: .number(9), for: "glasses"))
    }

    @Test func definitionsAreSubstitutedBeforeSolving() {
        let solved = item(#""definitions": {"half-glass": "glass / 2"}, "equations": ["glass + half-glass = 9", "lemon - half-glass = 1"], "question": "lemon""#)
        #expect(solved.outcome == .solved(["glass": Rational(6), "half-glass": Rational(3), "lemon": Rational(4)]))
        #expect(solved.steps.map(\.symbol) == ["glass", "lemon", "half-glass"])
        #expect(solved.steps.map(\.definition) == [false, false, true])
        // chained: a quarter is half a half
        let chained = item(#""definitions": {"half-glass": "glass / 2", "lemon": "half-glass / 2"}, "equations": ["lemon + glass = 10"], "question": "lemon + half-glass""#)
        #expect(chained.outcome == .solved(["glass": Rational(8), "half-glass": Rational(4), "lemon": Rational(2)]))
        // a fraction stays exact in the steps
        let thirds = item(#""definitions": {"half-glass": "glass / 3"}, "equations": ["half-glass = 1 / 3", "lemon = 2"], "question": "glass""#)
        #expect(thirds.steps.first { $0.symbol == "glass" }?.value == Rational(1))
        #expect(Rational(1, 3)!.exactText == "1/3" && Rational(7, 2)!.exactText == "3.5" && Rational(-1, 8)!.exactText == "-0.125")
    }

    @Test func aCycleAnUnknownSymbolAndAContradictionAreFound() {
        let cycle = item(#""definitions": {"half-glass": "lemon - glass", "lemon": "half-glass * 2"}, "equations": ["glass = 2"], "question": "lemon + half-glass""#)
        #expect(cycle.outcome == .cyclic(["half-glass", "lemon"]))
        let own = item(#""definitions": {"lemon": "lemon + 1"}, "equations": ["glass + half-glass = 3"], "question": "lemon""#)
        #expect(own.outcome == .cyclic(["lemon"]))
        let unknown = item(#""definitions": {"quarter": "glass / 4"}, "equations": ["glass = 4"], "question": "glass""#)
        #expect(unknown.outcome == nil && unknown.definitions.map(\.name) == ["quarter"])
        let contradicted = item(#""definitions": {"half-glass": "glass / 2"}, "equations": ["glass = 8", "half-glass = 3", "lemon = 1"], "question": "lemon""#)
        #expect(contradicted.outcome == .contradiction(3), "the definition (index 3 = the first after 3 equations) is blamed")
        let equationsAlone = item(#""definitions": {"half-glass": "glass / 2"}, "equations": ["glass = 8", "glass = 3"], "question": "half-glass""#)
        #expect(equationsAlone.outcome == .contradiction(1), "equations that contradict each other are blamed themselves")
    }

    @Test func hostileDefinitionsAreBoundedFindingsNeverCrashes() {
        // 10,000 symbols defined in a chain, and in one cycle: linear, no recursion
        let chain = (1..<10_000).map { (name: "s\($0)", value: Polynomial.symbol("s\($0 - 1)") + .constant(.one)) }.compactMap { entry in entry.value.map { (name: entry.name, value: $0) } }
        let started = Date()
        #expect(EquationSystem.cycle(chain).isEmpty)
        let (outcome, steps) = EquationSystem.solve([Polynomial.symbol("s0")], definitions: chain, unknowns: ["s0", "s9999"])
        #expect(outcome != .tooLarge && steps.count <= chain.count + 1)
        var ring = chain
        ring.append((name: "s0", value: Polynomial.symbol("s9999")))
        #expect(EquationSystem.cycle(ring).count == 10_000)
        #expect(Date().timeIntervalSince(started) < 60)
        // squaring again and again: the degree limit stops it
        let squares = (1..<100).compactMap { index in (Polynomial.symbol("q\(index - 1)") * .symbol("q\(index - 1)")).map { (name: "q\(index)", value: $0) } }
        #expect(EquationSystem.solve([Polynomial.symbol("q99")], definitions: squares, unknowns: ["q99"]).outcome == .tooLarge)
        // 2^63 - 1 doubled
        let overflow = item(#""definitions": {"half-glass": "glass * 2"}, "equations": ["glass = 9223372036854775807"], "question": "half-glass""#)
        #expect(overflow.outcome == .tooLarge)
        // 1e308 is no number the parser reads exactly: a syntax finding, no outcome
        let huge = item(#""definitions": {"half-glass": "glass * 1e308"}, "equations": ["glass = 1"], "question": "half-glass""#)
        #expect(huge.outcome == nil && huge.definitions.first?.line.error != nil)
    }
}
