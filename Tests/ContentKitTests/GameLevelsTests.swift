import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The difficulty check on game tables as designers write them (issue 14: time per unit of work).
@Suite struct GameLevelsTests {
    private func findings(_ levels: String, game: String = "find-pair") throws -> [Diagnostic] {
        let table = """
            {"kind": "games", "game": "\(game)", "rounds": 5, "penalty": 0.3, "levels": [\(levels)]}
            """
        let pack = ExamplePack.pack(with: table, at: "games/\(game).json", extra: Examples.slides(for: game))
        let all = try ContentPipeline.check(pack, options: ExamplePack.options).diagnostics
        // why: a table the schema refuses is not checked by the rules, and "no finding" would pass
        let refused = all.filter { $0.ruleID == "schema" }
        #expect(refused.isEmpty, "the table does not meet the schema: \(refused.map(\.message))")
        return all.filter { $0.ruleID == "game-levels" || $0.ruleID == "game-difficulty" }
    }

    @Test func timeThatGrowsWithTheBoardIsNotEasier() throws {
        let found = try findings("""
            {"level": 1, "grid": [2, 3], "pairs": 3, "showSeconds": 6, "pointsPerPair": 10, "timeLimitSeconds": 60},
            {"level": 2, "grid": [3, 4], "pairs": 6, "showSeconds": 9, "pointsPerPair": 10, "timeLimitSeconds": 90},
            {"level": 3, "grid": [4, 4], "pairs": 8, "showSeconds": 10, "pointsPerPair": 10, "timeLimitSeconds": 120}
            """)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func moreTimePerPairIsEasier() throws {
        let found = try findings("""
            {"level": 1, "grid": [2, 3], "pairs": 3, "showSeconds": 6, "pointsPerPair": 10, "timeLimitSeconds": 60},
            {"level": 2, "grid": [3, 4], "pairs": 6, "showSeconds": 18, "pointsPerPair": 10, "timeLimitSeconds": 150}
            """)
        #expect(found.map(\.message) == [
            "level 2 is easier than level 1 in \"showSeconds\" (18 s for 6 pairs after 6 s for 3 pairs); it must shrink or stay per unit of work from level to level",
            "level 2 is easier than level 1 in \"timeLimitSeconds\" (150 s for 6 pairs after 60 s for 3 pairs); it must shrink or stay per unit of work from level to level",
        ])
    }

    @Test func aGameWithoutTimeLimitsIsFine() throws {
        let found = try findings("""
            {"level": 1, "grid": [2, 3], "pairs": 3, "showSeconds": 10, "pointsPerPair": 10},
            {"level": 2, "grid": [4, 4], "pairs": 8, "showSeconds": 10, "pointsPerPair": 10, "mistakesAllowed": 3}
            """)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func perRoundTimeForMathCheck() throws {
        let found = try findings("""
            {"level": 1, "operands": [[0, 5], [0, 5]], "operations": ["+"], "pointsPerRound": 10, "timeLimitSeconds": 60},
            {"level": 2, "operands": [[0, 10], [0, 5]], "operations": ["+"], "pointsPerRound": 10, "timeLimitSeconds": 61}
            """, game: "math-check")
        #expect(found.map(\.message) == [
            "level 2 is easier than level 1 in \"timeLimitSeconds\" (61 s after 60 s); it must shrink or stay per unit of work from level to level",
        ])
    }
}
