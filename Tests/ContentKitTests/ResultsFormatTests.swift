import Foundation
import Testing
@testable import ContentBundle
@testable import ContentCore
@testable import ContentOutput

/// The results format (issue 33): records as canonical JSON Lines that read back as what was
/// written, the committed examples (`Tests/Results/records.jsonl`, which check_results_schema.py
/// also validates against schemas/results.json) and broken lines (`broken.jsonl`, refused by
/// both), hostile lines and logs, the log file's safety, and records made from a built bundle.
@Suite struct ResultsFormatTests {
    private static let folder = TestPaths.repository.appendingPathComponent("Tests/Results")

    private func lines(_ name: String) throws -> [String] {
        try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8).split(separator: "\n").map(String.init)
    }

    private func reason(_ line: String) -> String? {
        do {
            _ = try ResultsLog.record(from: Array(line.utf8))
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func theExamplesReadBackAndWriteTheSameBytes() throws {
        var shapes = Set<String>()
        for line in try lines("records.jsonl") {
            let record = try ResultsLog.record(from: Array(line.utf8))
            #expect(String(decoding: ResultsLog.line(record), as: UTF8.self) == line + "\n")
            switch record {
            case .answer(let answer): shapes.insert("answer \(answer.given)".prefix(12).description)
            case .levelPlay: shapes.insert("level")
            case .sitting: shapes.insert("sitting")
            }
        }
        #expect(shapes.count == 7, "every answer shape, a play and a sitting: \(shapes.sorted())")
    }

    @Test func everyBrokenExampleIsRefusedWithAReason() throws {
        let broken = try lines("broken.jsonl")
        #expect(broken.count == 22)
        for line in broken { #expect(reason(line) != nil, "read: \(line)") }
        #expect(reason(broken[1]) == #""revision" must be a whole number of at least 1"#)
        #expect(reason(broken[7]) == #"unknown member "name""#)
    }

    @Test func whatTheSchemaCannotSayIsRefusedToo() {
        let base = #"{"answer":null,"correct":true,"format":1,"item":"a","ms":1,"pack":"p","record":"answer","revision":1,"session":"s","version":"1"}"#
        #expect(reason(base) == "an answer without \"answer\" cannot be correct")
        let sitting = #"{"format":1,"items":3,"ms":1,"pack":"p","rawScore":4,"rawScores":{},"record":"sitting","revision":1,"session":"s","test":"t","version":"1"}"#
        #expect(reason(sitting) == "\"rawScore\" is more than \"items\"")
    }

    @Test func hostileLinesAreRefusedInBoundedTime() {
        let valid = #"{"answer":{"option":2},"correct":true,"format":1,"item":"a-01","ms":5230,"pack":"kids","record":"answer","revision":1,"session":"s-1","version":"1.4.0"}"#
        let hostile: [(String, [UInt8])] = [
            ("deep", Array((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8)),
            ("long", Array(String(repeating: " ", count: 20_000).utf8) + Array(valid.utf8)),
            ("huge number", Array(valid.replacingOccurrences(of: "5230", with: "1e400").utf8)),
            ("past 2^53", Array(valid.replacingOccurrences(of: "5230", with: "18014398509481984").utf8)),
            ("revision past Int", Array(valid.replacingOccurrences(of: #""revision":1"#, with: #""revision":1e30"#).utf8)),
            ("not UTF-8", Array(valid.utf8.prefix(40)) + [0xFF, 0xFE] + Array(valid.utf8.dropFirst(40))),
            ("NUL", Array(valid.replacingOccurrences(of: "kids", with: "ki\u{0}ds").utf8)),
            ("two values", Array((valid + valid).utf8)),
            ("empty", []),
            ("long text", Array(valid.replacingOccurrences(of: "s-1", with: String(repeating: "x", count: 2_000)).utf8)),
            ("many taps", Array(valid.replacingOccurrences(of: #"{"option":2}"#, with: #"{"taps":[\#(Array(repeating: #""a""#, count: 300).joined(separator: ","))]}"#).utf8)),
        ]
        for (name, bytes) in hostile {
            #expect(throws: ResultsLog.LineError.self, "\(name)") { _ = try ResultsLog.record(from: bytes) }
        }
        #expect(throws: Never.self) { _ = try ResultsLog.record(from: Array(valid.utf8)) }
    }

    @Test func theReaderNumbersLinesSkipsBlanksAndSurvivesAnOverlongLine() throws {
        let valid = try lines("records.jsonl")[0]
        let log = valid + "\r\n\n   \n" + String(repeating: "x", count: 40_000) + "\n" + valid + "\n" + valid
        var seen: [(Int, Bool)] = []
        ResultsLogReader.records(in: Array(log.utf8)) { seen.append(($0, (try? $1.get()) != nil)) }
        #expect(seen.map(\.0) == [1, 4, 5, 6] && seen.map(\.1) == [true, false, true, true])
        let url = BundleFixture.temporaryFolder("results-reader").appendingPathComponent("log.jsonl")
        try Data(log.utf8).write(to: url)
        var fromFile: [Int] = []
        try ResultsLogReader.read(url) { number, _ in fromFile.append(number) }
        #expect(fromFile == [1, 4, 5, 6])
        let link = url.deletingLastPathComponent().appendingPathComponent("link.jsonl")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: url)
        #expect(throws: ResultsLogReader.ReadError.self) { try ResultsLogReader.read(link) { _, _ in } }
        let fifo = url.deletingLastPathComponent().appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: ResultsLogReader.ReadError.self, "a FIFO is refused, never waited on") { try ResultsLogReader.read(fifo) { _, _ in } }
        #expect(throws: ResultsLogReader.ReadError.self) { try ResultsLogReader.read(url.deletingLastPathComponent()) { _, _ in } }
    }

    @Test func theLogFileAppendsWholeLinesAndNeverFollowsALink() throws {
        let folder = BundleFixture.temporaryFolder("results-log")
        let url = folder.appendingPathComponent("log.jsonl")
        let record = try ResultsLog.record(from: Array(try lines("records.jsonl")[0].utf8))
        let log = try ResultsLogFile(appendingTo: url)
        DispatchQueue.concurrentPerform(iterations: 200) { _ in try? log.append(record) }
        log.close()
        var count = 0
        try ResultsLogReader.read(url) { _, result in if (try? result.get()) == record { count += 1 } }
        #expect(count == 200, "every append is one whole line")
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // A line torn by a crash stays one bad line: the next record starts on its own line.
        try Data("{\"torn\":".utf8).write(to: url)
        let reopened = try ResultsLogFile(appendingTo: url)
        try reopened.append(record)
        reopened.close()
        var results: [Bool] = []
        try ResultsLogReader.read(url) { _, result in results.append((try? result.get()) != nil) }
        #expect(results == [false, true])
        // A link planted at the log's path is refused and its target left alone.
        let target = folder.appendingPathComponent("precious.txt")
        try Data("keep".utf8).write(to: target)
        let link = folder.appendingPathComponent("planted.jsonl")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(throws: ResultsLogFile.LogError.self) { _ = try ResultsLogFile(appendingTo: link) }
        #expect(try Data(contentsOf: target) == Data("keep".utf8))
        #expect(throws: ResultsLogFile.LogError.self, "a folder is no log") { _ = try ResultsLogFile(appendingTo: folder) }
    }

    @Test func recordsMadeFromTheSampleBundleCarryItsPackRevisionAndVerdict() throws {
        let bundle = try ContentBundle.open(BundleFixture.sample.bundle)
        let recorder = ResultRecorder(bundle: bundle, session: "s-1", learner: "L-1", age: 34)
        let test = try #require(try bundle.iqTests.first)
        var session = try #require(try IQSession(test, in: bundle))
        let step = session.steps[0]
        let key = try #require(step.item.options.indices.first { try bundle.check(answer: .option($0), for: step.item.id) })
        let right = try recorder.answer(.option(key), to: step.item.id, seconds: 5.23, within: test.id, at: Date(timeIntervalSince1970: 1_800_000_000))
        guard case .answer(let answer) = right else { Issue.record("not an answer"); return }
        #expect(answer.correct && answer.milliseconds == 5230 && answer.revision == 1 && answer.within == test.id)
        #expect(answer.context == RecordContext(pack: bundle.manifest.pack.id, version: bundle.manifest.pack.version, session: "s-1", learner: "L-1", age: 34, at: "2027-01-15T08:00:00Z"))
        #expect(try ResultsLog.record(from: ResultsLog.line(right)) == right)
        let skipped = try recorder.answer(nil, to: step.item.id, seconds: 60)
        if case .answer(let none) = skipped { #expect(none.given == .none && !none.correct) }
        #expect(throws: AnswerError.unknownItem("no-such")) { _ = try recorder.answer(nil, to: "no-such", seconds: 1) }
        for bad in [-1, .nan, .infinity, 1e300] as [Double] {
            #expect(throws: ResultRecorder.RecordError.self, "\(bad) seconds") {
                _ = try recorder.answer(.option(key), to: step.item.id, seconds: bad)
            }
        }
        session.record(option: key, for: step.item.id)
        let sitting = try recorder.sitting(session, result: session.result(age: 34, in: bundle), seconds: 900)
        guard case .sitting(let scored) = sitting else { Issue.record("not a sitting"); return }
        #expect(scored.rawScore == 1 && scored.items == session.steps.count && scored.test == test.id && scored.iq != nil)
        let table = try #require(try bundle.games.first { $0.roundsFile == nil } ?? bundle.games.first)
        let play = try #require(LevelPlay(table, level: table.levels[0].level, play: bundle.rounds(of: table)?.plays(level: table.levels[0].level).first))
        let record = try recorder.levelPlay(play, seconds: 12)
        guard case .levelPlay(let played) = record else { Issue.record("not a play"); return }
        #expect(played.outcome == .quit && played.game == table.id && played.revision == 1)
        #expect(throws: ResultRecorder.RecordError.badID("")) { _ = try ResultRecorder(bundle: bundle, session: "").levelPlay(play, seconds: 1) }
        #expect(throws: ResultRecorder.RecordError.badAge(-3)) { _ = try ResultRecorder(bundle: bundle, session: "s", age: -3).levelPlay(play, seconds: 1) }
    }
}
