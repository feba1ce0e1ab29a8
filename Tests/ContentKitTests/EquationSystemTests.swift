import ContentBundle
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Picture equations are solved exactly, like a player would solve them.
@Suite struct EquationSystemTests {
    private func solve(_ lines: [String], _ symbols: Set<String>) throws -> EquationSystem.Outcome {
        let polynomials = try lines.map { line in
            var parser = EquationParser(line, symbols: symbols)
            return try parser.parseEquation()
        }
        return EquationSystem.solve(polynomials, unknowns: symbols)
    }

    @Test func hyphenatedNamesAndFractions() throws {
        let symbols: Set<String> = ["blue", "half-blue"]
        let outcome = try solve(["blue + blue = 10", "half-blue + half-blue = blue"], symbols)
        #expect(outcome == .solved(["blue": Rational(5), "half-blue": Rational(5, 2)!]))
        var question = EquationParser("half-blue + blue * 2", symbols: symbols)
        let value = try question.parseExpression()
        guard case .solved(let values) = outcome else { return }
        #expect(value.substituting(values)?.constantTerm == Rational(25, 2)!)
        var minus = EquationParser("blue-1 = 4", symbols: symbols)
        #expect(try minus.parseEquation().variables == ["blue"])
    }

    @Test func linearSystemNeedsElimination() throws {
        #expect(try solve(["a + b = 5", "a - b = 1"], ["a", "b"]) == .solved(["a": Rational(3), "b": Rational(2)]))
        #expect(try solve(["a + b + c = 6", "a + b = 3", "b + c = 5"], ["a", "b", "c"])
                == .solved(["a": Rational(1), "b": Rational(2), "c": Rational(3)]))
    }

    @Test func ambiguousContradictoryAndNonlinear() throws {
        #expect(try solve(["a + b = 5"], ["a", "b"]) == .underdetermined(["b"]))
        #expect(try solve(["a + a = 4", "a * 3 = 7"], ["a"]) == .contradiction(1))
        #expect(try solve(["a * b = 6", "b * a = 6"], ["a", "b"]) == .nonlinear(0))
        #expect(try solve(["a = 2", "a * b = 6"], ["a", "b"]) == .solved(["a": Rational(2), "b": Rational(3)]))
    }

    @Test func sampleEquationsAreClean() throws {
        #expect(Rational(decimal: "2.5") == Rational(5, 2))
        #expect(Rational(decimal: "1e2") == Rational(100))
        #expect(Rational(decimal: "1e999") == nil)
    }

    /// The equations' arithmetic is the runtime's `Rational`: nil past 64 bits, never a trap, and
    /// exact where cross-reducing makes a product fit (the equations' own type refused these).
    @Test func arithmeticAtTheEndsOfInt() throws {
        let big = try #require(Rational(Int.max / 2, 3))
        #expect(big * Rational(3, Int.max / 2)! == Rational(1))
        #expect(Rational(Int.max) + Rational(1) == nil)
        #expect(Rational(whole: Int.min) == nil)
        #expect(-Rational(Int.min) == nil)
        #expect(Rational(Int.min + 1) - Rational(2) == nil)
        #expect(Rational(decimal: "-9223372036854775808") == nil)
        #expect(Rational(decimal: "92233720368547758.07") == nil || Rational(decimal: "92233720368547758.07")!.denominator == 100)
        #expect(try solve(["a * 4611686018427387903 = 9223372036854775806"], ["a"]) == .solved(["a": Rational(2)]))
        #expect(try solve(["a = 9223372036854775807", "b = a + 1"], ["a", "b"]) == .tooLarge)
    }
}
