import ContentArt
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The seeded-defect corpus: the clean sample pack with over a hundred defects injected, each of
/// a kind a rule targets, at a known file and line. Every defect must be found there by its rule,
/// nothing may be reported anywhere else, and the clean pack must give nothing at all.
@Suite struct SeededDefectTests {
    struct Defect {
        let path: String
        /// The byte range replaced in the original file (on one line).
        let range: Range<Int>
        let replacement: String
        let rule: String
        /// Where the rule must report it.
        let line: Int
        /// Lines that findings caused by this defect may be on (its item).
        let span: ClosedRange<Int>
        /// The file the rule reports in, when not the changed one.
        var reportPath: String? = nil
    }

    /// One defect to make: the node to replace, its new JSON, the rule, and optionally the node
    /// the rule reports at and the item whose lines other consequences may appear on.
    struct Change {
        let node: JSONNode
        let replacement: String
        let rule: String
        var at: JSONNode? = nil
        var item: JSONNode? = nil
        /// Replace these bytes instead of the node (a key, say).
        var range: Range<Int>? = nil
    }

    /// The sample pack's files, in memory.
    static func samplePack() throws -> [String: [UInt8]] {
        let pack = DiskPack(root: TestPaths.content, displayName: "content/")
        var files: [String: [UInt8]] = [:]
        for path in try pack.allFiles() { files[path] = try pack.read(path, maxBytes: 64 << 20) }
        return files
    }

    /// Builds the defects of one file from its tree.
    static func defects(in files: [String: [UInt8]], _ path: String, _ make: (JSONNode) -> [Change]) -> [Defect] {
        guard let bytes = files[path], let root = JSONParser.parse(bytes, file: path).root else { return [] }
        let index = LineIndex(SourceText(bytes))
        func line(_ offset: Int) -> Int { index.location(of: offset).line }
        return make(root).map { change in
            let line = line((change.at ?? change.node).range.lowerBound)
            let span = change.item.map { self.line(in: index, $0) } ?? line...line
            return Defect(path: path, range: change.range ?? change.node.range, replacement: change.replacement, rule: change.rule, line: line, span: span)
        }
    }

    static func line(in index: LineIndex, _ node: JSONNode) -> ClosedRange<Int> {
        index.location(of: node.range.lowerBound).line...index.location(of: max(node.range.lowerBound, node.range.upperBound - 1)).line
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func allDefects(_ files: [String: [UInt8]]) -> [Defect] {
        var defects: [Defect] = []
        // Riddles: text and answer defects, one per riddle, in turn.
        defects += Self.defects(in: files, "riddles/riddles.json") { root in
            (root["items"]?.array ?? []).enumerated().compactMap { index, item -> Change? in
                guard let en = item["text"]?["en"], let text = en.string, let ru = item["text"]?["ru"], let ruText = ru.string else { return nil }
                switch index % 7 {
                case 0: return Change(node: en, replacement: quoted(text.replacingOccurrences(of: " ", with: "  ", options: [], range: text.range(of: " "))), rule: "text-double-space")
                case 1: return Change(node: ru, replacement: quoted(ruText + " "), rule: "text-trimmed")
                case 2: return Change(node: en, replacement: quoted(text.replacingOccurrences(of: "o", with: "о", options: [], range: text.range(of: "o"))), rule: "text-mixed-script")
                case 3: return Change(node: ru, replacement: quoted("И\u{0306}" + ruText), rule: "text-nfc")
                case 4:
                    guard let answers = item["answers"]?["en"], let first = answers.array?.first?.string else { return nil }
                    return Change(node: answers, replacement: "[\(quoted(first)), \(quoted(first.uppercased()))]", rule: "riddle-answers-distinct")
                case 5:
                    guard let id = item["id"] else { return nil }
                    return Change(node: id, replacement: quoted("piano-keys"), rule: "id-unique")
                default:
                    guard let object = item["text"], let uk = object.object?.members.first(where: { $0.key == "uk" }) else { return nil }
                    // the Ukrainian text filed under a wrong locale: "uk" is missing (and "ua" unlisted)
                    return Change(node: uk.value, replacement: quoted("ua"), rule: "locale-missing", at: object, item: object, range: uk.keyRange)
                }
            }
        }
        // Number series: wrong keys, wrong terms, broken rules, keys missing from the choices, repeated ids.
        defects += Self.defects(in: files, "number-series/series.json") { root in
            (root["items"]?.array ?? []).enumerated().compactMap { index, item -> Change? in
                guard item["rule"] != nil, let answer = item["answer"], let value = answer.integer, let terms = item["terms"]?.array, terms.count > 2 else { return nil }
                switch index % 5 {
                case 0:
                    return Change(node: answer, replacement: String(value + 1), rule: "series-rule-gives-answer", item: item)
                case 1:
                    guard let term = terms[terms.count - 2].integer else { return nil }
                    return Change(node: terms[terms.count - 2], replacement: String(term + 1), rule: "series-rule-reproduces-terms", item: item)
                case 2:
                    guard let rule = item["rule"] else { return nil }
                    return Change(node: rule, replacement: quoted("a(n) = a(n-1) +"), rule: "series-rule-syntax", item: item)
                case 3:
                    guard let choices = item["choices"], let count = choices.array?.count else { return nil }
                    return Change(node: choices, replacement: "[" + (1...count).map { String(value + 1000 + $0) }.joined(separator: ", ") + "]",
                                  rule: "series-answer-in-choices", at: answer, item: item)
                default:
                    guard let id = item["id"] else { return nil }
                    return Change(node: id, replacement: quoted("append-three"), rule: "id-unique")
                }
            }
        }
        // Anagram lists: repeated words, self-mapping look-alikes, words of the wrong length.
        for locale in ["en", "ru"] {
            defects += Self.defects(in: files, "anagrams/\(locale).json") { root in
                var found: [Change] = []
                for level in root["levels"]?.array ?? [] {
                    guard let words = level["words"]?.array, words.count > 2, let first = words[0].string else { continue }
                    found.append(Change(node: words[1], replacement: quoted(first), rule: "anagram-words"))
                }
                if let member = root["confusables"]?.object?.members.first {
                    found.append(Change(node: member.value, replacement: "[\(quoted(member.key))]", rule: "anagram-confusables"))
                }
                return found
            }
        }
        // Game tables: a level easier than the one before.
        for game in ["anagram", "find-pair", "math-check", "number-order"] {
            defects += Self.defects(in: files, "games/\(game).json") { root in
                guard let levels = root["levels"]?.array, levels.count > 2, let number = levels[2]["level"] else { return [] }
                return [Change(node: number, replacement: "2", rule: root["gameLevels"] != nil ? "game-pools" : "game-levels")]
            }
        }
        // Jigsaws: grids too fine for their pictures.
        for name in ["astronaut-9", "chelsea-9", "coffee-9", "hubble-deep-field-9", "rocket-9"] {
            defects += Self.defects(in: files, "jigsaw/\(name).json") { root in
                guard let rows = root["rows"] else { return [] }
                return [Change(node: rows, replacement: "60", rule: "jigsaw-picture")]
            }
        }
        // Jigsaws without jitter: pieces of the same shape.
        for name in ["astronaut-36", "chelsea-36", "coffee-36", "hubble-deep-field-64", "rocket-36"] {
            defects += Self.defects(in: files, "jigsaw/\(name).json") { root in
                guard let cut = root["cut"] else { return [] }
                return [Change(node: cut, replacement: #"{"style": "classic", "seed": 1, "tabSize": 0.2, "jitter": 0}"#, rule: "jigsaw-outlines")]
            }
        }
        // IQ norms: one band's table going down, another band starting a year late (a gap).
        defects += Self.defects(in: files, "iq-norms/matrices.json") { root in
            var found: [Change] = []
            for (index, band) in (root["bands"]?.array ?? []).enumerated() {
                guard let table = band["table"]?.array, table.count > 6, let row = table[5].array, row.count == 2,
                      let before = table[4].array?.last?.integer, before > 0 else { continue }
                if index == 3, let ages = band["ages"]?.array, let first = ages.first?.integer, let last = ages.last?.integer {
                    found.append(Change(node: band["ages"]!, replacement: "[\(first + 1), \(last)]", rule: "norms-ages"))
                } else {
                    found.append(Change(node: row[1], replacement: String(before - 1), rule: "norms-table", item: band))
                }
            }
            return found
        }
        // IQ matrices: keys moved to a distractor (rendered series), off the options (pictured).
        defects += Self.defects(in: files, "matrix-series/series-a.json") { root in
            (root["items"]?.array ?? []).prefix(3).compactMap { item in
                guard let answer = item["answer"], let count = item["options"]?.array?.count else { return nil }
                return Change(node: answer, replacement: String(count), rule: "matrix-pictured", item: item)
            }
        }
        defects += Self.defects(in: files, "matrix-series/series-c.json") { root in
            (root["items"]?.array ?? []).compactMap { item in
                guard let answer = item["answer"], let value = answer.integer, let count = item["options"]?.array?.count else { return nil }
                return Change(node: answer, replacement: String((value + 1) % count), rule: "matrix-rules-hold", item: item)
            }
        }
        // The pack's version, a picture outside the pack, a memory game choosing a category no set has.
        defects += Self.defects(in: files, "pack.json") { root in
            root["version"].map { [Change(node: $0, replacement: quoted("1.0"), rule: "pack-version-semver")] } ?? []
        }
        defects += Self.defects(in: files, "memory/fruits.json") { root in
            guard let cards = root["cards"]?.array, cards.count > 3 else { return [] }
            return [Change(node: cards[3], replacement: quoted("../../img/cards/fruits/pear.svg"), rule: "asset-outside-pack")]
        }
        defects += Self.defects(in: files, "games/memory.json") { root in
            guard let category = root["categories"]?.array?.last else { return [] }
            return [Change(node: category, replacement: quoted("trees"), rule: "game-content")]
        }
        // A slides file renamed away from its game: the game has no introduction.
        if let games = files["games/anagram.json"], let root = JSONParser.parse(games, file: "games/anagram.json").root, let game = root["game"] {
            let line = LineIndex(SourceText(games)).location(of: game.range.lowerBound).line
            if let slides = files["slides/anagram.json"], let slidesRoot = JSONParser.parse(slides, file: "slides/anagram.json").root, let node = slidesRoot["game"] {
                defects.append(Defect(path: "slides/anagram.json", range: node.range, replacement: quoted("anagrams"), rule: "game-slides",
                                      line: line, span: line...line, reportPath: "games/anagram.json"))
            }
        }
        // A word game offered in a locale the pack has no word list for.
        defects += Self.defects(in: files, "games/anagram.json") { root in
            guard let featured = root["featured"] else { return [] }
            return [Change(node: featured, replacement: #"false, "locales": ["en", "ru", "uk", "de"]"#, rule: "game-word-lists")]
        }
        // Sequences: an order using a symbol the sequence does not have.
        defects += Self.defects(in: files, "sequences/login.json") { root in
            (root["items"]?.array ?? []).compactMap { item in
                guard let order = item["order"]?.array, let last = order.last else { return nil }
                return Change(node: last, replacement: quoted("purple"), rule: "sequence-order", item: item)
            }
        }
        // Picture equations: wrong keys.
        defects += Self.defects(in: files, "equations/fruit-sums.json") { root in
            (root["items"]?.array ?? []).compactMap { item in
                guard let answer = item["answer"], let value = answer.number?.double else { return nil }
                return Change(node: answer, replacement: String(Int(value) + 1), rule: "equation-answer", item: item)
            }
        }
        // Memory sets: a copy of a card under another name.
        for set in ["animals", "fruits", "plants", "vehicles"] {
            defects += Self.defects(in: files, "memory/\(set).json") { root in
                guard let cards = root["cards"]?.array, cards.count > 1, let first = cards[0].string else { return [] }
                return [Change(node: cards[1], replacement: quoted(first.replacingOccurrences(of: ".svg", with: "-copy.svg")), rule: "memory-look-alike")]
            }
        }
        // Instructions for an IQ test the pack does not have; a survey option's id repeated.
        defects += Self.defects(in: files, "instructions/iq-matrices.json") { root in
            guard let test = root["for"]?["iqTest"] else { return [] }
            return [Change(node: test, replacement: quoted("matrix"), rule: "instructions-target")]
        }
        defects += Self.defects(in: files, "surveys/first-test-unfinished.json") { root in
            guard let options = root["questions"]?.array?.first?["options"]?.array, options.count > 1, let id = options[1]["id"] else { return [] }
            return [Change(node: id, replacement: quoted("too-long"), rule: "survey-ids")]
        }
        return defects
    }

    @Test func everySeededDefectIsFoundWhereItWasPut() throws {
        var files = try Self.samplePack()
        let clean = try ContentPipeline.check(MemoryPack(files: files))
        #expect(clean.diagnostics.isEmpty, "the clean pack gave \(clean.diagnostics.map { "\($0.file): \($0.message)" })")
        let defects = Self.allDefects(files)
        // copies for the look-alike cards
        for (path, bytes) in files where path.hasPrefix("img/cards/") && path.hasSuffix(".svg") {
            files[path.replacingOccurrences(of: ".svg", with: "-copy.svg")] = bytes
        }
        for (path, group) in Dictionary(grouping: defects, by: \.path) {
            var bytes = files[path]!
            for defect in group.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                bytes.replaceSubrange(defect.range, with: Array(defect.replacement.utf8))
            }
            files[path] = bytes
        }
        let result = try ContentPipeline.check(MemoryPack(files: files))
        let report = Report(diagnostics: result.diagnostics, filesChecked: result.filesChecked, sources: result.sources, displayPath: { $0 })
        func line(_ diagnostic: Diagnostic) -> Int { report.place(diagnostic.file, diagnostic.range).line }
        var missed: [String] = []
        var byRule: [String: (found: Int, total: Int)] = [:]
        for defect in defects {
            let hit = result.diagnostics.contains { $0.ruleID == defect.rule && $0.file == (defect.reportPath ?? defect.path) && line($0) == defect.line }
            byRule[defect.rule, default: (0, 0)].total += 1
            if hit { byRule[defect.rule]!.found += 1 } else { missed.append("\(defect.path):\(defect.line) \(defect.rule)") }
        }
        // why: the puzzle track names items by id, so a seeded id change (id-unique) rightly
        // leaves the track naming an item that is gone; those findings follow from the defect
        let original = try Self.samplePack()
        let renamed = Set(defects.filter { $0.rule == "id-unique" }.compactMap { defect in
            original[defect.path].map { String(decoding: $0[defect.range], as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        })
        let elsewhere = result.diagnostics.filter { diagnostic in
            !(diagnostic.ruleID == "puzzle-track-items" && renamed.contains { diagnostic.message == "no item \"\($0)\" in the pack" }) &&
            !defects.contains { ($0.reportPath ?? $0.path) == diagnostic.file && ($0.span.contains(line(diagnostic)) || $0.line == line(diagnostic))
                || $0.path == diagnostic.file && $0.span.contains(line(diagnostic)) }
        }
        let found = defects.count - missed.count
        print("seeded-defect corpus: \(found) of \(defects.count) defects found (recall \(String(format: "%.1f", Double(found) * 100 / Double(defects.count))) %), \(elsewhere.count) findings elsewhere")
        for (rule, counts) in byRule.sorted(by: { $0.key < $1.key }) { print("  \(rule): \(counts.found)/\(counts.total)") }
        #expect(defects.count >= 100)
        #expect(missed.isEmpty, "missed: \(missed)")
        #expect(elsewhere.isEmpty, "reported away from any seeded defect: \(elsewhere.map { "\($0.file):\(line($0)) \($0.ruleID): \($0.message)" })")
    }
}

/// Every rule's own invalid examples, injected into the sample pack (each in its own folder with
/// the pictures and sounds it names): each must still be found by its rule at its marked line, whatever
/// else the pack holds. With the seeded defects above, every rule is exercised in the corpus.
@Suite struct SeededExampleTests {
    @Test func everyRuleFindsItsExamplesInsideTheSamplePack() throws {
        var files = try SeededDefectTests.samplePack()
        var expected: [(rule: String, path: String, line: Int)] = []
        // why: these examples are about a file's place at the pack's root (pack.json, "../"
        // paths, a game and its slides), or about a kind the pack lacks (instructions for a kind
        // of puzzle with no file: the sample has every kind); the seeded defects above cover them
        let placed: Set<String> = ["pack-version-semver", "asset-outside-pack", "game-content", "game-slides", "game-word-lists", "instructions-target"]
        // why: the results rules judge players' answers, not the pack: their examples are a results
        // log analysed against a pack (RuleExampleTests, and ItemAnalysisTests on the sample's
        // IQ test), which a pack check alone never reports
        let analysed = Set(RuleRegistry.descriptions.filter { $0.invalid.contains { ExamplePack.resultsLog($0) != nil } }.map(\.id))
        for rule in RuleRegistry.descriptions where !placed.contains(rule.id) && !analysed.contains(rule.id) {
            for (index, example) in rule.invalid.enumerated() {
                let folder = "seeded/\(rule.id)-\(index + 1)"
                let (text, offsets) = ExamplePack.unmark(example.text)
                let bytes = Array(text.utf8)
                files["\(folder)/\(example.path)"] = bytes
                for (path, content) in example.files { files["\(folder)/\(path)"] = Array(content.utf8) }
                for (path, content) in ExamplePack.pack(with: "", at: "unused.json").files where path.hasPrefix("img/") || path.hasPrefix("snd/") {
                    files["\(folder)/\(path)"] = content
                }
                let index = LineIndex(SourceText(bytes))
                for offset in offsets { expected.append((rule.id, "\(folder)/\(example.path)", index.location(of: offset).line)) }
            }
        }
        // the word lists: the examples' words and the sample pack's own
        var words = ["кот", "сон", "нос", "лимон", "ууу", "шум", "сос", "cat", "dog"]
        for locale in ["en", "ru", "uk"] {
            let root = JSONParser.parse(files["anagrams/\(locale).json"]!, file: locale).root
            for level in root?["levels"]?.array ?? [] { words += (level["words"]?.array ?? []).compactMap(\.string) }
        }
        let dic = "\(words.count)\n" + words.joined(separator: "\n") + "\n"
        let options = LintOptions(dictionaries: .given(["en": HunspellDictionary(dic: dic, aff: ""), "ru": HunspellDictionary(dic: dic, aff: ""),
                                                        "uk": HunspellDictionary(dic: dic, aff: "")]))
        let result = try ContentPipeline.check(MemoryPack(files: files), options: options)
        let report = Report(diagnostics: result.diagnostics, filesChecked: result.filesChecked, sources: result.sources, displayPath: { $0 })
        let missed = expected.filter { want in
            !result.diagnostics.contains { $0.ruleID == want.rule && $0.file == want.path && report.place($0.file, $0.range).line == want.line }
        }
        let rules = Set(expected.map(\.rule))
        print("rule examples in the sample pack: \(expected.count - missed.count) of \(expected.count) found, \(rules.count) rules")
        // with the seeded defects, every rule is exercised
        let seeded = Set(SeededDefectTests.allDefects(try SeededDefectTests.samplePack()).map(\.rule))
        #expect(rules.union(seeded).union(analysed) == Set(RuleRegistry.ids), "not exercised: \(Set(RuleRegistry.ids).subtracting(rules.union(seeded).union(analysed)).sorted())")
        #expect(placed.isSubset(of: seeded))
        #expect(missed.isEmpty, "missed: \(missed.map { "\($0.path):\($0.line) \($0.rule)" })")
        // nothing outside the seeded folders
        // nothing outside the seeded folders, but what the seeded files cause there (the anagram
        // game counting the seeded word lists, say)
        #expect(result.diagnostics.filter { !$0.file.hasPrefix("seeded/") && !$0.message.contains("seeded/") }.isEmpty)
    }
}
