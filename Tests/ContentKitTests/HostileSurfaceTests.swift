import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The surfaces issue 28 attacked as a hostile content author: games and plans, pack-declared
/// game-type schemas, the configuration. Each case that crashed, hung or ran out of memory
/// before is now a finding (or a refusal) in bounded work; each test names the case it replays.
/// A trap would end the test process, a hang the test's time limit.
@Suite(.timeLimit(.minutes(2))) struct HostileSurfaceTests {
    /// The findings of a pack with `text` at `path`, linted and (when clean) built.
    private func lintAndBuild(_ text: String, at path: String, extra: [String: String] = [:]) throws -> [Diagnostic] {
        let pack = ExamplePack.pack(with: text, at: path, extra: extra)
        let checked = try ContentPipeline.check(pack, options: LintOptions(keepContent: true))
        if checked.errorCount == 0 { _ = try BundleBuilder.build(checked) }
        return checked.diagnostics.filter { $0.file == path }
    }

    // MARK: traps on schema-valid content (before: the process was killed)

    /// A math-check slip of a true result at Int.max (`MathCheckRounds.slips`): operands past the
    /// schema's ±10⁹ are now its finding; the generator's slips never overflow.
    @Test func aMathCheckResultAtTheEndOfIntIsAFinding() throws {
        let found = try lintAndBuild(Examples.mathCheck(levels: #"{"level": 1, "operands": [[4611686018427387903, 4611686018427387903], [4611686018427387904, 4611686018427387904]], "operations": ["+"], "pointsPerRound": 10}"#),
                                     at: "games/math.json", extra: Examples.slides(for: "math-check"))
        #expect(found.contains { $0.ruleID == "schema" && $0.message.contains("1000000000") }, "\(found.map(\.message))")
        let level = JSONParser.parse(Array(#"{"operands": [[1, 9], [1, 9]], "operations": ["+"], "results": [-9223372036854775807, 9223372036854775807]}"#.utf8), file: "l").root!
        let generator = try #require(MathCheckRounds(level))
        #expect(generator.slips(of: Int.max).allSatisfy { $0 < Int.max })
        #expect(generator.slips(of: Int.min + 5).allSatisfy { $0 > Int.min })
    }

    /// A number-order font range of 2·10¹⁸ (`count * font * 6`), and one past 2⁶³ that linted
    /// clean and then failed the build: both are schema findings now.
    @Test(arguments: ["2000000000000000000", "10000000000000000000"])
    func aHugeNumberOrderFontIsAFinding(_ font: String) throws {
        let found = try lintAndBuild(Examples.numberOrder(levels: #"{"level": 1, "count": 4, "fontSize": [\#(font), \#(font)], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60}"#),
                                     at: "games/order.json", extra: Examples.slides(for: "number-order"))
        #expect(found.contains { $0.severity == .error }, "\(found.map(\.message))")
        let level = JSONParser.parse(Array(#"{"count": 4, "fontSize": [2000000000000000000, 2000000000000000000], "colors": 1}"#.utf8), file: "l").root!
        #expect(NumberOrderBoards(level, game: level) == nil)
    }

    /// Plan deposits that sum past 64 bits (`PlanScheduleRule`): a finding, not a trap.
    @Test func planDepositsPastSixtyFourBitsAreAFinding() throws {
        let plan = PlanScheduleRule.plan(goal: "137800", deposit: #""9000000000000000000""#, rounding: "nearest")
        let found = try lintAndBuild(plan, at: "plans.json", extra: PlanScheduleRule.slides)
        #expect(found.contains { $0.ruleID == "plan-schedule" && $0.message.contains("64 bits") }, "\(found.map(\.message))")
    }

    /// A plan goal near -Int.max/2 trapped in `Rational.rounded`, inside ContentBundle (the app).
    @Test func roundingAFractionNearTheEndOfIntNeverTraps() throws {
        let fraction = try #require(Rational(-2, Int.max))
        #expect(fraction.rounded(PlanRounding.down, step: 1) == -1)
        #expect(fraction.rounded(PlanRounding.nearest, step: 1) == 0)
        #expect(fraction.rounded(PlanRounding.up, step: 1) == 0)
        #expect(Rational(Int.min).rounded(PlanRounding.down, step: 1) == nil)
        #expect(Rational(Int.max).rounded(PlanRounding.nearest, step: 2) == nil)
        let plan = PlanScheduleRule.plan(goal: "137800", deposit: #""goal / weeks""#, rounding: "nearest")
            .replacingOccurrences(of: #""rounding": "nearest"}"#, with: #""rounding": "nearest", "goal": "-2 / 9223372036854775807"}"#)
        _ = try lintAndBuild(plan, at: "plans.json", extra: PlanScheduleRule.slides)
    }

    // MARK: schema-invalid content whose rules ran anyway

    /// `"rounds": -1` (`Array(repeating:count: -1)`), `"plays": 100000000` (4 GiB, then abort),
    /// plan bounds of ±9·10¹⁸, `roundTo` of 2⁶²: the schema's findings, and no kind rule runs on
    /// such a file.
    @Test(arguments: [
        (#"{"kind": "games", "game": "memory", "rounds": -1, "penalty": 0, "levels": [{"level": 1, "grid": [2, 2], "pairs": 2, "showSeconds": 1, "pointsPerPair": 1}]}"#, "games/memory.json", "memory"),
        (#"{"kind": "games", "game": "memory", "rounds": 5, "plays": 100000000, "penalty": 0, "levels": [{"level": 1, "grid": [2, 2], "pairs": 2, "showSeconds": 1, "pointsPerPair": 1}]}"#, "games/memory.json", "memory"),
        (Examples.numberOrder(levels: #"{"level": 1, "count": 5000, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60}"#), "games/order.json", "number-order"),
    ])
    func schemaInvalidGamesAreOnlyTheSchemasFindings(_ text: String, _ path: String, _ game: String) throws {
        let found = try lintAndBuild(text, at: path, extra: Examples.slides(for: game))
        #expect(found.contains { $0.ruleID == "schema" })
        #expect(found.allSatisfy { ["schema", "game-slides", "id-unique"].contains($0.ruleID) || $0.ruleID.hasPrefix("text-") || $0.ruleID.hasPrefix("locale-") },
                "\(found.map(\.ruleID))")
    }

    @Test(arguments: [#""min": -9000000000000000000, "max": 9000000000000000000"#, #""min": 1000, "max": 1000000, "step": 4611686018427387904"#])
    func planBoundsPastTheSchemaAreItsFinding(_ bounds: String) throws {
        let plan = PlanScheduleRule.plan(goal: "137800", deposit: #""goal / weeks""#, rounding: "nearest")
            .replacingOccurrences(of: #""min": 1000, "max": 1000000"#, with: bounds)
            .replacingOccurrences(of: #""rounding": "nearest"}"#, with: #""rounding": "nearest", "roundTo": 4611686018427387904}"#)
        let found = try lintAndBuild(plan, at: "plans.json", extra: PlanScheduleRule.slides)
        #expect(found.contains { $0.ruleID == "schema" })
        #expect(!found.contains { $0.ruleID == "plan-schedule" })
        // and the runtime's own checks hold for the same numbers
        let parameter = PlanParameter(name: "goal", type: .money, min: -9_000_000_000_000_000_000, max: 9_000_000_000_000_000_000, defaultValue: 0, step: 7)
        #expect(parameter.problem(9_000_000_000_000_000_000) != nil)
        #expect(parameter.problem(-9_000_000_000_000_000_000) == nil)
    }

    // MARK: pack-declared level schemas

    private func spotGame(schema: String, levels: String = #"{"level": 1, "differences": 3, "pointsPerRound": 10}"#) throws -> [Diagnostic] {
        let type = #"{"kind": "game-type", "id": "spot-difference", "level": \#(schema), "grows": ["differences"]}"#
        let game = #"{"kind": "games", "game": "spot-difference", "rounds": 1, "penalty": 0.2, "levels": [\#(levels)]}"#
        var extra = Examples.slides(for: "spot-difference")
        extra["types/spot-difference.json"] = type
        let pack = ExamplePack.pack(with: game, at: "games/spot.json", extra: extra)
        return try ContentPipeline.check(pack, options: LintOptions()).diagnostics
    }

    /// A 60,000-long `$ref` chain overflowed the stack (`SchemaCycleFinder`): a finding.
    @Test func aLongReferenceChainIsRefused() throws {
        let count = 60_000
        let defs = (0..<count).map { ##""d\##($0)": {"$ref": "#/$defs/d\##($0 + 1)"}"## }.joined(separator: ", ")
        let schema = ##"{"$defs": {\##(defs), "d\##(count)": {"type": "object"}}, "$ref": "#/$defs/d0"}"##
        let found = try spotGame(schema: schema)
        #expect(found.contains { $0.ruleID == "game-type" && $0.message.contains("more than 64 times") }, "\(found.map(\.message).prefix(3))")
    }

    /// The same chain, compiled and let go on a thread with a 512 KiB stack: the nodes were
    /// freed one nested `deinit` inside the next (32,000 frames deep when it crashed the test
    /// run on an 8 MiB pool thread); the set now cuts their links before releasing them.
    @Test func aLongReferenceChainIsFreedOnASmallStack() throws {
        let count = 60_000
        let defs = (0..<count).map { ##""d\##($0)": {"$ref": "#/$defs/d\##($0 + 1)"}"## }.joined(separator: ", ")
        let text = ##"{"$defs": {\##(defs), "d\##(count)": {"type": "object"}}, "$ref": "#/$defs/d0"}"##
        let root = try #require(JSONParser.parse(text, file: "chain.json").root)
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var found = 0
        let thread = Thread {
            do {
                let set = SchemaSet()
                set.add(root, file: "chain.json", uri: "https://example.com/chain.json")
                found = set.compile().count
            }
            finished.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        finished.wait()
        #expect(found >= 1)
    }

    /// `$defs` each applying the next twice (`anyOf`, `allOf`): 40 of them were 2⁴⁰ steps (now
    /// a chain past the in-place limit, refused); 25 are within the limit and 2²⁵ steps, which
    /// the budget stops, saying so once.
    @Test(arguments: ["anyOf", "allOf"])
    func anExponentialSchemaIsTooComplex(_ keyword: String) throws {
        let deep = (0..<40).map { ##""d\##($0)": {"\##(keyword)": [{"$ref": "#/$defs/d\##($0 + 1)"}, {"$ref": "#/$defs/d\##($0 + 1)"}]}"## }.joined(separator: ", ")
        let refused = try spotGame(schema: ##"{"$defs": {\##(deep), "d40": {"required": ["nowhere"]}}, "$ref": "#/$defs/d0"}"##)
        #expect(refused.contains { $0.ruleID == "game-type" && $0.message.contains("more than 64 times") }, "\(refused.map(\.message))")
        let defs = (0..<25).map { ##""d\##($0)": {"\##(keyword)": [{"$ref": "#/$defs/d\##($0 + 1)"}, {"$ref": "#/$defs/d\##($0 + 1)", "type": "object"}]}"## }.joined(separator: ", ")
        let schema = ##"{"$defs": {\##(defs), "d25": {"type": "object", "required": ["nowhere"]}}, "$ref": "#/$defs/d0"}"##
        let levels = (1...30).map { #"{"level": \#($0), "differences": \#($0), "pointsPerRound": 10}"# }.joined(separator: ", ")
        let found = try spotGame(schema: schema, levels: levels)
        #expect(found.contains { $0.ruleID == "game-type" && $0.message.contains("steps per value") }, "\(found.map(\.message).prefix(5))")
        #expect(found.filter { $0.message.contains("steps per value") }.count == 1, "one finding, not one per level")
    }

    /// A pattern outside the built-in engine went to ICU's backtracking matcher (15 s on 30
    /// characters): the schema is refused.
    @Test func aBacktrackingPatternIsRefused() throws {
        let schema = #"{"type": "object", "properties": {"code": {"type": "string", "pattern": "(?=x)(x+x+)+y"}}}"#
        let found = try spotGame(schema: schema, levels: #"{"level": 1, "differences": 3, "code": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}"#)
        #expect(found.contains { $0.ruleID == "game-type" && $0.message.contains("look-around") }, "\(found.map(\.message))")
    }

    /// `uniqueItems` compared every pair: 300,000 numbers took hours; buckets by hash now.
    @Test func uniqueItemsOfManyNumbers() throws {
        let numbers = (0..<300_000).map(String.init).joined(separator: ", ")
        let root = JSONParser.parse(Array("[\(numbers), 1.0e0]".utf8), file: "x").root!
        let elements = try #require(root.array)
        #expect(SchemaEvaluator.firstDuplicate(elements).map { [$0.0, $0.1] } == [1, 300_000])
        #expect(SchemaEvaluator.firstDuplicate(Array(elements.dropLast())) == nil)
        let objects = JSONParser.parse(Array(#"[{"a": 1, "b": [2, 3]}, {"b": [2, 3.0], "a": 1.0}]"#.utf8), file: "x").root!.array!
        #expect(SchemaEvaluator.firstDuplicate(objects).map { [$0.0, $0.1] } == [0, 1])
    }

    // MARK: the configuration

    /// The config's `ignore` glob backtracked exponentially on `*a*a*a…b`, and recursed once per star.
    @Test func globsMatchInLinearTime() {
        let path = String(repeating: "a", count: 200) + ".json"
        #expect(!Glob.matches(String(repeating: "*a", count: 40) + "b", path))
        #expect(Glob.matches(String(repeating: "*", count: 200_000) + ".json", path))
        #expect(Glob.matches("a/**/b", "a/b") && Glob.matches("a/**/b", "a/x/y/b") && !Glob.matches("a/*/b", "a/x/y/b"))
        #expect(Glob.matches("**/x.json", "x.json") && Glob.matches("**", "a/b/c") && !Glob.matches("?", "/"))
    }

    /// A pack's own configuration turned the schema rule off, so lint said clean and the preview
    /// put a value with markup into a page: the rules a build relies on stay errors.
    @Test(arguments: ["schema", "json-syntax", "content-kind", "asset-outside-pack", "id-unique", "pack-version-semver"])
    func aConfigurationCannotSwitchOffWhatTheBuildReliesOn(_ rule: String) {
        for severity in ["off", "warning", "info"] {
            let (_, problems) = LintConfiguration.parse(Array(#"{"rules": {"\#(rule)": "\#(severity)"}}"#.utf8), file: ".content-lint.json")
            #expect(problems.contains { $0.message.contains("stays an error") }, "\(rule) \(severity)")
        }
        let (configuration, problems) = LintConfiguration.parse(Array(#"{"rules": {"\#(rule)": "error"}}"#.utf8), file: ".content-lint.json")
        #expect(problems.isEmpty && configuration.isEnabled(rule))
    }
}
