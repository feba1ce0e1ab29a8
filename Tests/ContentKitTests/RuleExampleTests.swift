import ContentArt
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The standard pack every rule example is linted in (see `Example`).
enum ExamplePack {
    static let packJSON = #"""
        {"kind": "pack", "id": "example", "version": "1.0.0",
         "title": {"en": "Example", "ru": "Пример", "uk": "Приклад"},
         "locales": ["en", "ru", "uk"], "answers": "separate"}
        """#

    static func pack(with example: String, at path: String, extra: [String: String] = [:]) -> MemoryPack {
        var files: [String: [UInt8]] = [
            "pack.json": Array(packJSON.utf8),
            "img/cat.svg": Array(Examples.triangleSVG(size: 48).utf8),
            "img/readme.txt": Array("notes".utf8),
            "img/photo.png": photoPNG,
            "matrix/series-a.json": Array(seriesA.utf8),
            "img/cat.png": discPNG,
            "img/set/one.png": discPNG,
        ]
        files.merge(SoundFixtures.examplePack) { first, _ in first }
        for (extraPath, text) in extra { files[extraPath] = Array(text.utf8) }
        files[path] = Array(example.utf8)
        return MemoryPack(files: files, outsideLinks: ["img/escape.png": "/etc/passwd"])
    }

    /// A 240x160 photo-like picture for the jigsaw examples.
    static let photoPNG: [UInt8] = {
        var pixels: [UInt8] = []
        for y in 0..<160 {
            for x in 0..<240 { pixels += [UInt8(x), UInt8(y), UInt8((x + y) / 2), 255] }
        }
        return (try? PNGCodec.encode(RGBAImage(width: 240, height: 160, pixels: pixels)).get()) ?? []
    }()

    /// The dictionary check's word lists for the examples: every word the anagram examples use,
    /// but the misspelt one.
    static let options = LintOptions(dictionaries: .given([
        "ru": HunspellDictionary(dic: "7\nкот\nсон\nнос\nлимон\nууу\nшум\nсос\n", aff: ""),
        "en": HunspellDictionary(dic: "2\ncat\ndog/S\n", aff: "SFX S Y 1\nSFX S 0 s .\n"),
    ]))

    /// The two-item matrix series the IQ norm examples are tables of (its items differ from
    /// every matrix example's, so none repeats across the pack).
    static let seriesA: String = {
        let cube = Examples.cube
        let first = Examples.matrixItem(id: "sa-1", options: [cube[0], cube[1], cube[2], cube[3], cube[4], cube[6], cube[5], cube[7]], answer: "6")
        let second = Examples.matrixItem(id: "sa-2", options: [cube[5], cube[0], cube[1], cube[2], cube[3], cube[4], cube[6], cube[7]], answer: "0")
        return Examples.matrixSeries([first, second], id: "series-a")
    }()

    /// A 48x48 red disc on transparent ground, for memory cards.
    static let discPNG: [UInt8] = {
        var pixels: [UInt8] = []
        for y in 0..<48 {
            for x in 0..<48 {
                let inside = (Double(x) - 23.5) * (Double(x) - 23.5) + (Double(y) - 23.5) * (Double(y) - 23.5) < 400
                pixels += inside ? [220, 40, 40, 255] : [0, 0, 0, 0]
            }
        }
        return (try? PNGCodec.encode(RGBAImage(width: 48, height: 48, pixels: pixels)).get()) ?? []
    }()

    /// The text without its `↓` markers, and the byte offsets the markers stood at.
    static func unmark(_ text: String) -> (String, [Int]) {
        let marker = Array("↓".utf8)
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        let source = Array(text.utf8)
        var index = 0
        while index < source.count {
            if index + marker.count <= source.count, Array(source[index..<index + marker.count]) == marker {
                offsets.append(bytes.count)
                index += marker.count
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
        return (String(decoding: bytes, as: UTF8.self), offsets)
    }

    /// The options for an example: with a results log, the trees are kept for the item analysis.
    static func options(for example: Example) -> LintOptions {
        var options = Self.options
        options.keepContent = resultsLog(example) != nil
        return options
    }

    /// The example's results log: the example itself (`.jsonl`) or its file `results.jsonl`.
    static func resultsLog(_ example: Example, text: String? = nil) -> String? {
        example.path.hasSuffix(".jsonl") ? (text ?? example.text) : example.files["results.jsonl"]
    }

    /// The item analysis of the example's results log against the checked example pack, with the
    /// results rules other than `rule` off (nil: all on); nothing without a log.
    static func resultsFindings(_ example: Example, text: String, in pack: CheckedPack, rule: String?) -> [Diagnostic] {
        guard let log = resultsLog(example, text: text) else { return [] }
        let off = ResultsRuleID.all.filter { $0 != rule && rule != nil }
        let configuration = LintConfiguration(severities: Dictionary(uniqueKeysWithValues: off.map { ($0, Severity?.none) }))
        var analysis = ItemAnalysis(pack: pack)
        analysis.read(bytes: Array(log.utf8), as: example.path.hasSuffix(".jsonl") ? example.path : "results.jsonl")
        return configuration.apply(to: analysis.finish().diagnostics)
    }

    /// The three spellings of an example each test runs: as written, with a multi-byte member
    /// before everything else, and with CRLF line ends.
    static func variants(_ text: String, path: String = "example.json") -> [(String, String)] {
        var result = [("as written", text)]
        if path.hasSuffix(".json"), let brace = text.firstIndex(of: "{") {
            var prefixed = text
            prefixed.insert(contentsOf: "\"$comment\": \"Ёжик 🦔 — проверка\",\n", at: prefixed.index(after: brace))
            result.append(("multi-byte prefix", prefixed))
        }
        result.append(("CRLF", text.replacingOccurrences(of: "\n", with: "\r\n")))
        return result
    }
}

@Suite struct RuleExampleTests {
    static let ruleIDs = RuleRegistry.ids

    @Test(arguments: ruleIDs)
    func validExamplesAreClean(_ id: String) throws {
        let rule = try #require(RuleRegistry.description(of: id))
        for example in rule.valid {
            for (variant, text) in ExamplePack.variants(example.text, path: example.path) {
                let pack = ExamplePack.pack(with: text, at: example.path, extra: example.files)
                let result = try ContentPipeline.check(pack, options: ExamplePack.options(for: example))
                let diagnostics = result.diagnostics + ExamplePack.resultsFindings(example, text: text, in: result, rule: nil)
                #expect(diagnostics.isEmpty, "\(id) valid example (\(variant)) gave: \(diagnostics.map { "\($0.ruleID): \($0.message)" })")
            }
        }
    }

    @Test(arguments: ruleIDs)
    func invalidExamplesPointWhereMarked(_ id: String) throws {
        let rule = try #require(RuleRegistry.description(of: id))
        for example in rule.invalid {
            for (variant, marked) in ExamplePack.variants(example.text, path: example.path) {
                let (text, offsets) = ExamplePack.unmark(marked)
                #expect(!offsets.isEmpty, "\(id): an invalid example needs a ↓ marker")
                let pack = ExamplePack.pack(with: text, at: example.path, extra: example.files)
                let result = try ContentPipeline.check(pack, options: ExamplePack.options(for: example))
                let diagnostics = result.diagnostics + ExamplePack.resultsFindings(example, text: text, in: result, rule: id)
                let others = diagnostics.filter { $0.ruleID != id }
                #expect(others.isEmpty, "\(id) invalid example (\(variant)) also gave: \(others.map { "\($0.ruleID): \($0.message)" })")
                let found = diagnostics.filter { $0.ruleID == id }
                #expect(found.allSatisfy { $0.file == example.path })
                // why: a results log's findings point at its lines (line n is offset n - 1 of its line source)
                let expected = example.path.hasSuffix(".jsonl")
                    ? offsets.map { offset in text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count } : offsets
                #expect(found.map(\.range.lowerBound).sorted() == expected.sorted(),
                        "\(id) invalid example (\(variant)): expected findings at \(offsets), got \(found.map { "\($0.range.lowerBound): \($0.message)" })")
            }
        }
    }
}

@Suite struct RuleCatalogTests {
    @Test func idsAreUniqueKebabCaseAndSorted() {
        let ids = RuleRegistry.ids
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
        for id in ids {
            #expect(id.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression) != nil, "\(id) is not kebab-case")
        }
    }

    @Test func everyRuleHasBothKindsOfExampleAndADocPage() {
        for rule in RuleRegistry.descriptions {
            #expect(!rule.valid.isEmpty, "\(rule.id) has no valid example")
            #expect(!rule.invalid.isEmpty, "\(rule.id) has no invalid example")
            #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty)
            let page = TestPaths.repository.appendingPathComponent("Docs/Diagnostics/\(rule.id).md")
            let text = try? String(contentsOf: page, encoding: .utf8)
            #expect(text == RuleDocumentation.page(for: rule), "Docs/Diagnostics/\(rule.id).md is missing or stale: run Scripts/generate-docs")
        }
    }
}

@Suite struct ReadmeTests {
    @Test func ruleTableIsCurrent() throws {
        let readme = try String(contentsOf: TestPaths.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("<!-- rules:begin -->\n" + RuleDocumentation.table() + "<!-- rules:end -->"),
                "README's rule table is stale: run Scripts/generate-docs")
    }
}
