import ContentArt
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Content files of a few bytes that crashed or hung the linter (issue 13): each is now a finding.
@Suite struct HostileContentTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let path: String
        let text: String
        let bytes: [String: [UInt8]]
        /// Rule ids any of which may report it, and text the message must hold.
        let rules: Set<String>
        let says: String
        var description: String { name }
    }

    static let deepSeries = "a(n) = " + String(repeating: "(", count: 30_000) + "n" + String(repeating: ")", count: 30_000)
    static let deepEquation = String(repeating: "(", count: 200_000) + "cat" + String(repeating: ")", count: 200_000) + " = 4"

    /// The 29-byte PNG: a signature and an IHDR whose 9 data bytes claim 16-bit samples.
    static let shortSixteenBitPNG: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 9] + Array("IHDR".utf8) + [0, 0, 0, 1, 0, 0, 0, 1, 16]

    static let cases: [Case] = [
        Case(name: "Int.min / -1 in a series rule", path: "series.json",
             text: Examples.series(#""terms": [1, 2, 3], "answer": 4, "rule": "a(n) = (-9223372036854775807 - 1) / (-1) + n", "choices": [4, 5]"#),
             bytes: [:], rules: ["series-rule-reproduces-terms", "series-rule-gives-answer", "series-rule-syntax"], says: "64-bit"),
        Case(name: "Int.min % -1 in a series rule", path: "series.json",
             text: Examples.series(#""terms": [1, 2, 3], "answer": 4, "rule": "a(n) = (-9223372036854775807 - 1) % (-1) + n", "choices": [4, 5]"#),
             bytes: [:], rules: ["series-rule-reproduces-terms", "series-rule-gives-answer", "series-rule-syntax"], says: "64-bit"),
        Case(name: "30,000 nested parentheses in a series rule", path: "series.json",
             text: Examples.series(#""terms": [1, 2, 3], "answer": 4, "rule": "\#(deepSeries)", "choices": [4, 5]"#),
             bytes: [:], rules: ["series-rule-syntax", "schema"], says: ""),
        Case(name: "a sum of two halves of Int.min in an equation", path: "eq.json",
             text: Examples.equation(#""equations": ["cat = -4611686018427387904 - 4611686018427387904"], "question": "cat", "answer": 1, "choices": [1, 2]"#),
             bytes: [:], rules: ["equation-syntax"], says: "64-bit"),
        Case(name: "a product equal to Int.min in an equation", path: "eq.json",
             text: Examples.equation(#""equations": ["cat = -2147483648 * 4294967296"], "question": "cat", "answer": 1, "choices": [1, 2]"#),
             bytes: [:], rules: ["equation-syntax"], says: "64-bit"),
        Case(name: "an exponent of Int.min in an equation's number", path: "eq.json",
             text: Examples.equation(#""equations": ["cat = 2", "dog = 1"], "question": "cat", "answer": 1e-9223372036854775808, "choices": [2, 3]"#),
             bytes: [:], rules: ["json-number-range", "equation-answer"], says: ""),
        Case(name: "200,000 nested parentheses in an equation", path: "eq.json",
             text: Examples.equation(#""equations": ["\#(deepEquation)"], "question": "cat", "answer": 2, "choices": [2, 3]"#),
             bytes: [:], rules: ["equation-syntax", "schema"], says: ""),
        Case(name: "a 29-byte 16-bit PNG as a memory card", path: "memory/pets.json",
             text: Examples.memory(cards: #""../img/cat.png", "../img/short.png""#),
             bytes: ["img/short.png": shortSixteenBitPNG], rules: ["asset-content"], says: "short.png"),
        Case(name: "99999 dots asked for", path: "dots.json",
             text: Examples.dots(#""dots": 99999"#), bytes: ["img/star.svg": Array(Examples.starSVG.utf8)], rules: ["schema"], says: "150"),
        Case(name: "a plan's deposit past 64 bits at its highest goal", path: "plans.json",
             text: PlanScheduleRule.plan(goal: "137800", deposit: #""goal ^ 5 * k""#, rounding: "nearest"),
             bytes: PlanScheduleRule.slides.mapValues { Array($0.utf8) }, rules: ["plan-schedule"], says: "too large"),
        Case(name: "200 nested parentheses in a plan's formula", path: "plans.json",
             text: PlanScheduleRule.plan(goal: "137800", deposit: "\"" + String(repeating: "(", count: 200) + "k" + String(repeating: ")", count: 200) + "\"", rounding: "nearest"),
             bytes: PlanScheduleRule.slides.mapValues { Array($0.utf8) }, rules: ["plan-schedule", "schema"], says: ""),
        Case(name: "math-check operands spanning all of Int", path: "games/math.json",
             text: Examples.mathCheck(levels: #"{"level": 1, "operands": [[-9223372036854775807, 9223372036854775807], [-9223372036854775807, 9223372036854775807]], "operations": ["*", "/"], "pointsPerRound": 10}"#, rounds: "[1, 1, 1, 1, 1]"),
             bytes: Examples.slides(for: "math-check").mapValues { Array($0.utf8) }, rules: ["game-content", "game-levels"], says: ""),
    ]

    @Test(arguments: cases)
    func hostileContentIsAFinding(_ example: Case) throws {
        var pack = ExamplePack.pack(with: example.text, at: example.path)
        for (path, bytes) in example.bytes { pack.files[path] = bytes }
        let checked = try ContentPipeline.check(pack, options: LintOptions(keepContent: true))
        let findings = checked.diagnostics.filter { $0.file == example.path && example.rules.contains($0.ruleID) }
        #expect(findings.contains { example.says.isEmpty || $0.message.contains(example.says) },
                "\(checked.diagnostics.map { "\($0.ruleID): \($0.message.prefix(160))" })")
    }

    @Test func seriesArithmeticNeverTraps() throws {
        let extremes = [Int.min, Int.min + 1, -1, 0, 1, Int.max]
        for op in ["+", "-", "*", "/", "%", "^"] {
            for a in extremes {
                for b in extremes {
                    // why: a rule's numbers are non-negative literals; extremes come from earlier terms
                    let rule = try SeriesRule.parse("a(n) = a(n-2) \(op) a(n-1)").get()
                    _ = try? rule.value(at: 3, terms: [a, b])
                }
            }
        }
        let power = try SeriesRule.parse("a(n) = a(n-1) ^ n").get()
        #expect(try power.value(at: 3, terms: [0, -1]) == -1, "(-1)^3")
        #expect(try power.value(at: 4, terms: [0, 0, -1]) == 1, "(-1)^4")
        #expect(throws: SeriesEvaluationError.overflow) { try power.value(at: 70, terms: Array(repeating: 2, count: 69)) }
    }

    @Test func aDamagedCacheEntryIsMadeAgain() throws {
        let blob = ArtifactCache.pack(["a.png": [1, 2, 3], "b.png": [4]])
        var damaged = blob
        // the first entry's length field, 8 bytes after its 4-byte name length and name
        for index in (4 + 5)..<(4 + 5 + 8) { damaged[index] = 0xFF }
        #expect(ArtifactCache.unpack(damaged) == nil)
        #expect(ArtifactCache.unpack(blob)?["a.png"] == [1, 2, 3])

        let cache = ArtifactCache(folder: BundleFixture.temporaryFolder("damaged-cache"))
        let first = try cache.output(for: [9], recipe: "test") { [1, 2, 3] }
        #expect(!first.wasCached)
        #expect(try cache.output(for: [9], recipe: "test") { [7] } == ([1, 2, 3], true))
        // flip one bit of every entry on disk: each is then made again, not trusted
        let enumerator = FileManager.default.enumerator(at: cache.folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard !url.hasDirectoryPath else { continue }
            var bytes = [UInt8](try Data(contentsOf: url))
            guard !bytes.isEmpty else { continue }
            bytes[0] ^= 1
            try Data(bytes).write(to: url)
        }
        #expect(try cache.output(for: [9], recipe: "test") { [1, 2, 3] } == ([1, 2, 3], false))
        #expect(try cache.output(for: [9], recipe: "test") { [7] } == ([1, 2, 3], true), "rewritten after the damage")
    }

    @Test func theCacheIsPrunedByAgeAndSize() throws {
        let cache = ArtifactCache(folder: BundleFixture.temporaryFolder("pruned-cache"), maximumBytes: 3 * (1000 + 32), maximumAge: 3600)
        for index in 0..<5 { _ = try cache.output(for: [UInt8(index)], recipe: "size") { Array(repeating: UInt8(index), count: 1000) } }
        #expect(cache.prune() == 2, "two of five 1 kB entries over a 3 kB budget")
        #expect(cache.prune(now: Date().addingTimeInterval(7200)) == 3, "the rest are older than an hour two hours on")
    }

    /// Columns on a long line: the chunked count agrees with a scan from the line's start.
    @Test func columnsOnALongLineAgreeWithAScan() {
        var text = ""
        for index in 0..<3000 { text += index % 7 == 0 ? "\n" : index % 3 == 0 ? "Ёж ü " : "abc " }
        let bytes = Array(text.utf8)
        let index = LineIndex(SourceText(bytes))
        for offset in stride(from: 0, through: bytes.count, by: 37) {
            let lineStart = (bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
            let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
            let line = bytes[..<offset].filter { $0 == UInt8(ascii: "\n") }.count + 1
            let found = index.location(of: offset)
            #expect(found.line == line && found.column == column, "offset \(offset)")
        }
    }
}
