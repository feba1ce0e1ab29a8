import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck

/// The item analysis (`content-lint --results`) on simulated players of the sample pack's IQ
/// test: the real matrix items, parameters drawn around their declared difficulties.
@Suite struct ItemAnalysisTests {
    /// The sample pack's IQ test and its series (their pictures left out: the analysis reads ids,
    /// difficulties, options and keys), checked once with its trees.
    static let pack: CheckedPack = {
        var files: [String: [UInt8]] = [:]
        let content = TestPaths.content
        for path in ["pack.json", "iq-tests/matrices.json"] + (1...5).map({ "matrix-series/series-\(["a", "b", "c", "d", "e"][$0 - 1]).json" }) {
            files[path] = [UInt8]((try? Data(contentsOf: content.appendingPathComponent(path))) ?? Data())
        }
        var options = LintOptions()
        options.keepContent = true
        return try! ContentPipeline.check(MemoryPack(files: files), options: options)
    }()

    static let real = ResultsItems.test("matrices", in: pack) ?? []

    static func simulatedItems(seed: UInt64 = 7) -> [SimulatedItem] {
        PlayerSimulator.parameters(for: real.map { (id: $0.item.id, revision: 1, group: $0.series, options: $0.item.options!, key: $0.item.key!,
                                                    difficulty: $0.item.difficulty!) }, seed: seed)
    }

    static func analyse(_ items: [SimulatedItem], players: Int, seed: UInt64 = 7, options: ItemAnalysis.Options = .init()) -> ItemAnalysis.Outcome {
        var analysis = ItemAnalysis(pack: pack, options: options)
        var line = 0
        PlayerSimulator(pack: "brain-starter", version: "1.0.0", test: "matrices", items: items, seed: seed).run(players: players) { record in
            line += 1
            analysis.add(record, log: "sim.jsonl", line: line)
        }
        return analysis.finish()
    }

    /// Where an item's id stands in its file: the range the findings must point at.
    static func place(of id: String) throws -> (file: String, range: Range<Int>) {
        let item = try #require(ResultsItems.index(pack)[id])
        let source = try #require(pack.sources[item.file])
        let text = Array(source.bytes)
        let needle = Array("\"\(id)\"".utf8)
        let start = try #require((0...(text.count - needle.count)).first { Array(text[$0..<$0 + needle.count]) == needle })
        #expect(item.range == start..<start + needle.count)
        return (item.file, item.range)
    }

    @Test func theSampleTestHasSixtyChoiceItems() {
        #expect(Self.real.count == 60)
        #expect(Self.real.allSatisfy { $0.item.options != nil && $0.item.key != nil && $0.item.difficulty != nil })
    }

    @Test func theSimulatorIsDeterministic() {
        var first: [Data] = [], second: [Data] = [], other: [Data] = []
        let items = Self.simulatedItems()
        PlayerSimulator(pack: "p", version: "1.0.0", test: "t", items: items, seed: 5).lines(players: 20) { first.append($0) }
        PlayerSimulator(pack: "p", version: "1.0.0", test: "t", items: items, seed: 5).lines(players: 20) { second.append($0) }
        PlayerSimulator(pack: "p", version: "1.0.0", test: "t", items: items, seed: 6).lines(players: 20) { other.append($0) }
        #expect(first == second)
        #expect(first != other)
        #expect(first.count == 20 * 61)
        // every line is a record the format reads back
        for line in first { #expect((try? ResultsLog.record(from: [UInt8](line))) != nil) }
    }

    /// Done when: with 2,000 players the suggested difficulties' rank correlation with the true
    /// difficulties is at least 0.9.
    @Test func suggestedDifficultiesFollowTheTrueOnes() throws {
        let items = Self.simulatedItems()
        let outcome = Self.analyse(items, players: 2000)
        let rows = Dictionary(uniqueKeysWithValues: outcome.table.map { ($0.id, $0) })
        let suggested = try items.map { Double(try #require(rows[$0.id]?.suggested)) }
        let observed = try items.map { try #require(rows[$0.id]?.observed) }
        let truth = items.map(\.difficulty)
        let rho = Self.spearman(suggested, truth)
        #expect(rho >= 0.9, "Spearman \(rho)")
        #expect(Self.spearman(observed, truth) >= 0.95)
        // the suggested values use the pack's scale as the pack does
        #expect(suggested.map { Int($0) }.sorted() == items.compactMap { id in Self.real.first { $0.item.id == id.id }?.item.difficulty }.sorted())
    }

    /// Done when: an injected wrong key and an injected dead distractor are found, at the items'
    /// ids, and nothing else is said of keys or distractors.
    @Test func aWrongKeyAndADeadDistractorAreFoundAtTheirItems() throws {
        var items = Self.simulatedItems()
        let wrong = try #require(items.firstIndex { $0.id == "b-05" })
        items[wrong].trueAnswer = (items[wrong].key + 1) % items[wrong].options
        let dead = try #require(items.firstIndex { $0.id == "c-03" })
        let deadOption = (items[dead].key + 2) % items[dead].options
        items[dead].attractiveness[deadOption] = 0
        let outcome = Self.analyse(items, players: 2000)
        let wrongPlace = try Self.place(of: "b-05"), deadPlace = try Self.place(of: "c-03")
        func found(_ rule: String) -> [Diagnostic] { outcome.diagnostics.filter { $0.ruleID == rule } }
        let discrimination = found(ResultsRuleID.discrimination)
        #expect(discrimination.contains { $0.file == wrongPlace.file && $0.range == wrongPlace.range })
        let strong = found(ResultsRuleID.distractorStrong)
        #expect(strong.count == 1)
        #expect(strong.first.map { $0.file == wrongPlace.file && $0.range == wrongPlace.range && $0.message.contains("option \(items[wrong].trueAnswer) more than the key") } == true)
        let deadFound = found(ResultsRuleID.distractorDead)
        #expect(deadFound.count == 1)
        #expect(deadFound.first.map { $0.file == deadPlace.file && $0.range == deadPlace.range && $0.message.hasPrefix("option \(deadOption) draws almost nobody") } == true)
        // the counts it rests on are in the message
        #expect(strong.first?.message.contains("n 2000") == true)
        // no key or distractor finding on any other item
        let others = outcome.diagnostics.filter { [ResultsRuleID.discrimination, ResultsRuleID.distractorStrong, ResultsRuleID.distractorDead].contains($0.ruleID) }
            .filter { ($0.file, $0.range) != (wrongPlace.file, wrongPlace.range) && ($0.file, $0.range) != (deadPlace.file, deadPlace.range) }
        #expect(others.isEmpty, "\(others.map(\.message))")
    }

    /// A slowed item is the one response-time outlier.
    @Test func aSlowItemIsATimeOutlier() throws {
        var items = Self.simulatedItems()
        let slow = try #require(items.firstIndex { $0.id == "d-02" })
        items[slow].seconds *= 8
        let outcome = Self.analyse(items, players: 500)
        let found = outcome.diagnostics.filter { $0.ruleID == ResultsRuleID.timeOutlier }
        let place = try Self.place(of: "d-02")
        #expect(found.map { "\($0.file) \($0.range)" } == ["\(place.file) \(place.range)"])
    }

    /// Done when: with 30 players nothing is claimed, even of a wrong key.
    @Test func thirtyPlayersClaimNothing() throws {
        var items = Self.simulatedItems()
        let wrong = try #require(items.firstIndex { $0.id == "b-05" })
        items[wrong].trueAnswer = (items[wrong].key + 1) % items[wrong].options
        let outcome = Self.analyse(items, players: 30)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
        #expect(outcome.table.count == 60)
        #expect(outcome.table.allSatisfy { $0.suggested == nil && $0.answers == 30 })
        // just below the minimum, still nothing; at it, the wrong key shows
        #expect(Self.analyse(items, players: ItemAnalysis.minimumAnswers - 1).diagnostics.isEmpty)
        #expect(Self.analyse(items, players: 400).diagnostics.contains { $0.ruleID == ResultsRuleID.distractorStrong })
    }

    /// Done when: records of an older revision are reported, not mixed in. The key of b-05 was
    /// wrong at revision 1 and fixed at revision 2: the statistics are revision 2's alone.
    @Test func anOlderRevisionIsReportedNotMixed() throws {
        var old = Self.simulatedItems()
        let index = try #require(old.firstIndex { $0.id == "b-05" })
        old[index].trueAnswer = (old[index].key + 1) % old[index].options
        var current = Self.simulatedItems()
        current[index].revision = 2
        for order in [[(old, UInt64(1)), (current, UInt64(2))], [(current, UInt64(2)), (old, UInt64(1))]] {
            var analysis = ItemAnalysis(pack: Self.pack)
            var line = 0
            for (items, seed) in order {
                PlayerSimulator(pack: "brain-starter", version: "1.0.0", test: "matrices", items: items, seed: seed).run(players: 600) { record in
                    line += 1
                    analysis.add(record, log: "sim.jsonl", line: line)
                }
            }
            let outcome = analysis.finish()
            let place = try Self.place(of: "b-05")
            let atItem = outcome.diagnostics.filter { $0.range == place.range && $0.file == place.file }
            #expect(atItem.map(\.ruleID) == [ResultsRuleID.revisionOld], "\(atItem.map(\.message))")
            #expect(atItem.first?.message.hasPrefix("600 answers of an earlier revision (1) are not counted with the 600 of revision 2") == true)
            #expect(outcome.table.first { $0.id == "b-05" }?.answers == 600)
        }
        // with a bundle's revisions, revision 2 is current and revision 3 is newer: reported, not counted
        var newer = Self.simulatedItems()
        newer[index].revision = 3
        let outcome = Self.analyse(newer, players: 200, options: ItemAnalysis.Options(revisions: ["b-05": 2]))
        let log = outcome.diagnostics.filter { $0.ruleID == ResultsRuleID.log }
        #expect(log.count == 1)
        #expect(log.first?.message.hasPrefix("200 answers to a revision newer than the bundle's") == true)
        #expect(outcome.table.first { $0.id == "b-05" } == nil)
    }

    // MARK: - Hostile logs

    @Test func badLinesAreReportedAtTheirLinesAndNotCounted() throws {
        var lines: [String] = []
        var items = Self.simulatedItems()
        items[0].revision = 1
        PlayerSimulator(pack: "brain-starter", version: "1.0.0", test: "matrices", items: items, seed: 3).lines(players: 2) { lines.append(String(decoding: $0, as: UTF8.self)) }
        let good = lines[0].trimmingCharacters(in: .newlines)
        let hostile = [
            "not json",
            String(repeating: "[", count: 100_000),
            good.replacingOccurrences(of: "\"ms\":", with: "\"ms\":1e999,\"x\":"),
            good.replacingOccurrences(of: "\"revision\":1", with: "\"revision\":NaN"),
            good.replacingOccurrences(of: "\"revision\":1", with: "\"revision\":1e300"),
            good.replacingOccurrences(of: "\"option\":", with: "\"option\":-"),
            good.replacingOccurrences(of: "\"item\":\"a-01\"", with: "\"item\":\"nobody-\\u0000\""),
            good.replacingOccurrences(of: "\"pack\":\"brain-starter\"", with: "\"pack\":\"other\""),
            "{\"format\": 1}",
            String(repeating: "x", count: 20 << 10),
        ]
        let text = (hostile + lines.map { $0.trimmingCharacters(in: .newlines) }).joined(separator: "\n")
        var analysis = ItemAnalysis(pack: Self.pack)
        analysis.read(bytes: Array(text.utf8), as: "hostile.jsonl")
        let outcome = analysis.finish()
        let found = outcome.diagnostics.filter { $0.ruleID == ResultsRuleID.log }
        let lineNumbers = found.map { $0.range.lowerBound + 1 }
        #expect(Set(lineNumbers) == Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), "\(found.map { "\($0.range.lowerBound + 1): \($0.message)" })")
        #expect(found.contains { $0.message.contains("another pack") && $0.message.contains("\"other\" (1)") })
        #expect(found.contains { $0.message.contains("items the pack does not have") && $0.message.contains("nobody-?") })
        // the good records are counted, and the line source places every finding
        #expect(outcome.table.first { $0.id == "a-01" }?.answers == 2)
        let source = try #require(outcome.sources["hostile.jsonl"])
        #expect(source.location(of: 9).line == 10)
    }

    /// 200,000 distinct sessions of one answer each and as many unknown item ids, with the bounds
    /// shrunk to 1,000 open sessions and 5,000 buffered answers so that eviction runs all along
    /// (Benchmarks/results/run measures a million distinct sessions at the real bounds).
    @Test func manySessionsAndUnknownItemsStayBounded() {
        var options = ItemAnalysis.Options()
        options.maximumOpenSessions = 1000
        options.maximumBufferedAnswers = 5000
        var analysis = ItemAnalysis(pack: Self.pack, options: options)
        let context = { (session: Int) in RecordContext(pack: "brain-starter", version: "1.0.0", session: "s\(session)") }
        for session in 0..<200_000 {
            analysis.add(.answer(AnswerRecord(context: context(session), item: "a-01", revision: 1, given: .option(2), correct: true, milliseconds: 10, within: "matrices")),
                         log: "many.jsonl", line: session + 1)
            if session % 1000 == 999 { #expect(analysis.open.count <= 1000) }
            analysis.add(.answer(AnswerRecord(context: context(session), item: "gone-\(session)", revision: 1, given: .none, correct: false, milliseconds: 10)),
                         log: "many.jsonl", line: session + 1)
        }
        #expect(analysis.open.count <= 1000)
        #expect(analysis.bufferedAnswers <= 5000)
        let outcome = analysis.finish()
        #expect(outcome.table.first { $0.id == "a-01" }?.answers == 200_000)
        let unknown = outcome.diagnostics.filter { $0.message.contains("does not have") }
        #expect(unknown.count == 1)
        #expect(unknown.first?.message.hasPrefix("200000 answers to items") == true)
        #expect(analysis.logs["many.jsonl"].map { $0.names.map(\.count).max() ?? 0 } ?? 0 <= ItemAnalysis.maximumNamed)
    }

    /// Sessions interleaved in one log (players answering at once) give the same statistics as
    /// the same answers one session after another, and closing sessions early (a small bound)
    /// changes no proportion.
    @Test func interleavedSessionsGiveTheSameStatistics() {
        let items = Self.simulatedItems()
        var records: [ResultRecord] = []
        PlayerSimulator(pack: "brain-starter", version: "1.0.0", test: "matrices", items: items, seed: 9).run(players: 300) { records.append($0) }
        var ordered = ItemAnalysis(pack: Self.pack)
        for (line, record) in records.enumerated() { ordered.add(record, log: "a", line: line + 1) }
        var shuffledRecords = records
        var random = SeededRandom(seed: 4)
        // players' records interleave, each player's in order
        let byPlayer = Dictionary(grouping: records, by: { $0.context.session })
        var queues = byPlayer.keys.sorted().map { byPlayer[$0]! }
        shuffledRecords = []
        while !queues.isEmpty {
            let pick = random.below(queues.count)
            shuffledRecords.append(queues[pick].removeFirst())
            if queues[pick].isEmpty { queues.remove(at: pick) }
        }
        var interleaved = ItemAnalysis(pack: Self.pack)
        for (line, record) in shuffledRecords.enumerated() { interleaved.add(record, log: "a", line: line + 1) }
        let first = ordered.finish(), second = interleaved.finish()
        #expect(first.table == second.table)
        #expect(first.diagnostics.map(\.message) == second.diagnostics.map(\.message))
    }

    @Test func aLinkedLogIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("item-analysis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real.jsonl")
        try Data().write(to: real)
        let link = folder.appendingPathComponent("link.jsonl")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        var analysis = ItemAnalysis(pack: Self.pack)
        #expect(throws: ResultsLogReader.ReadError.self) { try analysis.read(link, as: "link.jsonl") }
        #expect(throws: ResultsLogReader.ReadError.self) { try analysis.read(folder, as: "folder") }
    }

    @Test func theSimulatorWritesANewFileOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("item-analysis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let descriptor = try FolderDescriptor.open(folder.path)
        try Data("keep".utf8).write(to: folder.appendingPathComponent("taken.jsonl"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.jsonl"), withDestinationURL: folder.appendingPathComponent("elsewhere"))
        for name in ["taken.jsonl", "link.jsonl"] {
            #expect(throws: FileFailure.self) { try descriptor.createStreaming(name) { write in try write([1]) } }
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("taken.jsonl"), encoding: .utf8) == "keep")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("elsewhere").path))
        // a failure half way removes the file
        struct Stop: Error {}
        #expect(throws: Stop.self) { try descriptor.createStreaming("half.jsonl") { write in try write([1, 2]); throw Stop() } }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("half.jsonl").path))
    }

    @Test func everyResultsRuleIsInTheCatalog() {
        for id in ResultsRuleID.all { #expect(RuleRegistry.description(of: id) != nil, "\(id)") }
    }

    /// Spearman's rank correlation, ties given their mean rank.
    static func spearman(_ x: [Double], _ y: [Double]) -> Double {
        func ranks(_ values: [Double]) -> [Double] {
            let order = values.indices.sorted { values[$0] < values[$1] }
            var ranks = [Double](repeating: 0, count: values.count)
            var start = 0
            while start < order.count {
                var end = start
                while end + 1 < order.count, values[order[end + 1]] == values[order[start]] { end += 1 }
                for position in start...end { ranks[order[position]] = Double(start + end) / 2 }
                start = end + 1
            }
            return ranks
        }
        let rx = ranks(x), ry = ranks(y)
        let mx = rx.reduce(0, +) / Double(rx.count), my = ry.reduce(0, +) / Double(ry.count)
        let cov = zip(rx, ry).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
        let vx = rx.reduce(0) { $0 + ($1 - mx) * ($1 - mx) }, vy = ry.reduce(0) { $0 + ($1 - my) * ($1 - my) }
        return cov / (vx * vy).squareRoot()
    }
}

/// What the rules' pages and Docs/ItemAnalysis.md report as measured on simulated players: five
/// seeds of 2,000 players, each clean and with a wrong key and a dead distractor injected at
/// items drawn from the seed.
@Suite struct ItemAnalysisMeasurementTests {
    @Test func cleanAndInjectedSimulations() throws {
        var clean: [String: Int] = [:]
        var found = (wrongKey: 0, dead: 0), misplaced = 0
        var rhos: [Double] = []
        var rankFound = 0
        for seed in UInt64(1)...5 {
            let items = ItemAnalysisTests.simulatedItems(seed: seed)
            let outcome = ItemAnalysisTests.analyse(items, players: 2000, seed: seed)
            for diagnostic in outcome.diagnostics {
                clean[diagnostic.ruleID, default: 0] += 1
                let id = ResultsItems.index(ItemAnalysisTests.pack).values.first { $0.file == diagnostic.file && $0.range == diagnostic.range }.map(\.id) ?? "?"
                print("clean seed \(seed): \(id) \(diagnostic.ruleID) \(diagnostic.message.prefix(60))")
            }
            let rows = Dictionary(uniqueKeysWithValues: outcome.table.map { ($0.id, $0) })
            rhos.append(ItemAnalysisTests.spearman(items.map { Double(rows[$0.id]?.suggested ?? 0) }, items.map(\.difficulty)))
            var random = SeededRandom(seed: seed &* 7919)
            var injected = items
            let wrong = random.below(items.count)
            var dead = random.below(items.count)
            if dead == wrong { dead = (dead + 1) % items.count }
            injected[wrong].trueAnswer = (injected[wrong].key + 1 + random.below(injected[wrong].options - 1)) % injected[wrong].options
            let deadOption = (0..<injected[dead].options).filter { $0 != injected[dead].key }[random.below(injected[dead].options - 1)]
            injected[dead].attractiveness[deadOption] = 0
            let result = ItemAnalysisTests.analyse(injected, players: 2000, seed: seed)
            let wrongItem = try ItemAnalysisTests.place(of: items[wrong].id), deadItem = try ItemAnalysisTests.place(of: items[dead].id)
            func at(_ place: (file: String, range: Range<Int>)) -> (Diagnostic) -> Bool { { $0.file == place.file && $0.range == place.range } }
            if result.diagnostics.contains(where: { at(wrongItem)($0) && $0.ruleID == ResultsRuleID.distractorStrong && $0.message.contains("option \(injected[wrong].trueAnswer) more") }) { found.wrongKey += 1 }
            if result.diagnostics.contains(where: { at(wrongItem)($0) && $0.ruleID == ResultsRuleID.difficultyRank }) { rankFound += 1 }
            if result.diagnostics.contains(where: { at(deadItem)($0) && $0.ruleID == ResultsRuleID.distractorDead && $0.message.hasPrefix("option \(deadOption) ") }) { found.dead += 1 }
            misplaced += result.diagnostics.filter { [ResultsRuleID.discrimination, ResultsRuleID.distractorStrong, ResultsRuleID.distractorDead].contains($0.ruleID) && !at(wrongItem)($0) && !at(deadItem)($0) }.count
        }
        // fewer players: 300, five more seeds, clean and with the same kind of injections
        var small: [String: Int] = [:], smallFound = (wrongKey: 0, dead: 0)
        for seed in UInt64(11)...15 {
            let items = ItemAnalysisTests.simulatedItems(seed: seed)
            for diagnostic in ItemAnalysisTests.analyse(items, players: 300, seed: seed).diagnostics { small[diagnostic.ruleID, default: 0] += 1 }
            var random = SeededRandom(seed: seed &* 7919)
            var injected = items
            let wrong = random.below(items.count)
            let dead = (wrong + 1 + random.below(items.count - 1)) % items.count
            injected[wrong].trueAnswer = (injected[wrong].key + 1) % injected[wrong].options
            let deadOption = (injected[dead].key + 1) % injected[dead].options
            injected[dead].attractiveness[deadOption] = 0
            let result = ItemAnalysisTests.analyse(injected, players: 300, seed: seed)
            let wrongItem = try ItemAnalysisTests.place(of: items[wrong].id), deadItem = try ItemAnalysisTests.place(of: items[dead].id)
            if result.diagnostics.contains(where: { $0.file == wrongItem.file && $0.range == wrongItem.range && $0.ruleID == ResultsRuleID.distractorStrong }) { smallFound.wrongKey += 1 }
            if result.diagnostics.contains(where: { $0.file == deadItem.file && $0.range == deadItem.range && $0.ruleID == ResultsRuleID.distractorDead }) { smallFound.dead += 1 }
        }
        print("measured at 300 players: clean findings by rule \(small.sorted { $0.key < $1.key }); wrong keys found \(smallFound.wrongKey)/5, dead distractors \(smallFound.dead)/5")
        #expect(small.keys.allSatisfy { $0 == ResultsRuleID.noSpread })
        print("measured: clean findings by rule \(clean.sorted { $0.key < $1.key }); wrong keys found \(found.wrongKey)/5, dead distractors \(found.dead)/5, key or distractor findings elsewhere \(misplaced); wrong keys with a difficulty-rank finding \(rankFound)/5; Spearman \(rhos.map { ItemStatistics.fixed($0, 3) })")
        #expect(found.wrongKey == 5 && found.dead == 5)
        #expect(misplaced == 0)
        #expect(clean[ResultsRuleID.discrimination, default: 0] + clean[ResultsRuleID.distractorStrong, default: 0] + clean[ResultsRuleID.distractorDead, default: 0] == 0)
        #expect(rhos.allSatisfy { $0 >= 0.9 })
    }
}
