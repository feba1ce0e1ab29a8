import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds

/// What the tally counts and what it leaves out, and hostile logs.
@Suite struct NormsTallyTests {
    static func sitting(pack: String = "conformance", test: String = "conformance-test", revision: Int = 1, raw: Int = 30, items: Int = 60,
                        age: Int? = 20, series: [String: Int] = [:], session: String = UUID().uuidString, learner: String? = nil) -> ResultRecord {
        .sitting(SittingRecord(context: RecordContext(pack: pack, version: "1.0.0", session: session, learner: learner, age: age), test: test, revision: revision,
                               rawScore: raw, rawScores: series, items: items, milliseconds: 1))
    }

    static func tally(revision: Int? = nil) -> SittingTally {
        SittingTally(target: NormsFromResultsTests.target(), revision: revision)
    }

    @Test func otherPacksTestsRevisionsAndLengthsAreCountedNeverMixed() {
        var tally = Self.tally()
        tally.add(Self.sitting(revision: 2, raw: 10, age: 7))
        tally.add(Self.sitting(revision: 2, raw: 30, age: 12))
        tally.add(Self.sitting(pack: "another", raw: 59))
        tally.add(Self.sitting(test: "other-test", raw: 59))
        tally.add(Self.sitting(revision: 1, raw: 59))
        tally.add(Self.sitting(revision: 2, raw: 40, items: 48))
        tally.add(Self.sitting(revision: 2, raw: 61))
        tally.add(Self.sitting(revision: 2, raw: 30, series: ["a": 20, "b": 5]))
        tally.add(Self.sitting(revision: 2, raw: 30, age: nil))
        tally.add(Self.sitting(revision: 2, raw: 30, age: 3))
        tally.add(.answer(AnswerRecord(context: RecordContext(pack: "conformance", version: "1.0.0", session: "s"), item: "x", revision: 1,
                                       given: .option(1), correct: true, milliseconds: 1)))
        #expect(tally.revision == 2)
        #expect(tally.counted == 2)
        #expect(tally.counts[0][10] == 1 && tally.counts[1][30] == 1)
        #expect(tally.exclusions.otherPacks == 1 && tally.exclusions.otherPackIDs == ["another"])
        #expect(tally.exclusions.otherTests == 1)
        #expect(tally.exclusions.otherRevisions == [1: 1])
        #expect(tally.current.otherLength == 2)
        #expect(tally.current.inconsistent == 1)
        #expect(tally.current.noAge == 1)
        #expect(tally.current.agesOutside == [3: 1])
        #expect(tally.exclusions.notSittings == 1)
    }

    /// Without --revision the highest revision wins, whenever it comes: the sittings of the
    /// lower one counted so far move to the left-out count, and none of theirs stays.
    @Test func aHigherRevisionStartsTheCountAgain() {
        var tally = Self.tally()
        tally.add(Self.sitting(revision: 1, raw: 10))
        tally.add(Self.sitting(revision: 1, raw: 20, age: nil))
        tally.add(Self.sitting(revision: 3, raw: 30))
        tally.add(Self.sitting(revision: 2, raw: 40))
        #expect(tally.revision == 3 && tally.counted == 1)
        #expect(tally.counts[2][10] == 0 && tally.counts[2][30] == 1)
        #expect(tally.exclusions.otherRevisions == [1: 2, 2: 1])
        #expect(tally.current.noAge == 0)

        var asked = Self.tally(revision: 1)
        asked.add(Self.sitting(revision: 1, raw: 10))
        asked.add(Self.sitting(revision: 3, raw: 30))
        #expect(asked.revision == 1 && asked.counted == 1 && asked.exclusions.otherRevisions == [3: 1])
    }

    /// Lines that are not records (not JSON, a raw score above the items, an age below 0 or
    /// above 150, a line too long) are counted and the first five named; none is counted as a
    /// sitting.
    @Test func malformedLinesAreCountedAndNamed() throws {
        let good = String(decoding: ResultsLog.line(Self.sitting()).dropLast(), as: UTF8.self)
        let lines = [
            "{not json", good,
            good.replacingOccurrences(of: "\"rawScore\":30", with: "\"rawScore\":61"),
            good.replacingOccurrences(of: "\"age\":20", with: "\"age\":-3"),
            good.replacingOccurrences(of: "\"age\":20", with: "\"age\":1e300"),
            good.replacingOccurrences(of: "\"age\":20", with: "\"age\":151"),
            String(repeating: "x", count: ResultsLog.maximumLineBytes + 10),
            "[]", "null",
        ]
        var tally = Self.tally()
        ResultsLogReader.records(in: Array(lines.joined(separator: "\n").utf8)) { line, result in tally.add(line: line, in: "log", result) }
        #expect(tally.counted == 1)
        #expect(tally.exclusions.unreadableLines == 8)
        #expect(tally.exclusions.firstUnreadable.map(\.line) == [1, 3, 4, 5, 6])
        #expect(tally.exclusions.firstUnreadable[1].reason.contains("rawScore"))
    }

    /// A million sittings cost one count per band and raw score: nothing grows with the log,
    /// even when every sitting raises the revision, names another pack or an age in no band.
    @Test func aMillionSittingsInBoundedMemory() {
        var tally = Self.tally()
        var random = SeededRandom(seed: 1)
        var kept = 0
        for index in 0..<1_000_000 {
            switch index % 4 {
            case 0: tally.add(Self.sitting(revision: 1 + index, raw: random.below(61), age: 6 + random.below(94), session: "s\(index)"))
            case 1: tally.add(Self.sitting(pack: "pack-\(index)", raw: 1, session: "s\(index)"))
            case 2: tally.add(Self.sitting(revision: 1, raw: 1, session: "s\(index)"))
            default:
                tally.add(Self.sitting(revision: tally.revision ?? 1, raw: random.below(61), age: [Int.min, -5, 0, 3, 5, 150, Int.max][index % 7],
                                       session: "s\(index)"))
            }
            kept = max(kept, tally.exclusions.otherRevisions.count)
        }
        #expect(tally.counts.count == 3 && tally.counts.allSatisfy { $0.count == 61 })
        #expect(tally.exclusions.otherPackIDs.count <= SittingExclusions.keptNames && tally.exclusions.otherPacks == 250_000)
        #expect(kept <= SittingExclusions.keptRevisions)
        #expect(tally.current.agesOutside.count <= 153)
        let excluded = tally.exclusions.otherRevisions.values.reduce(0, +) + tally.exclusions.otherRevisionsUnnamed
        #expect(excluded + tally.counted + tally.current.total + tally.exclusions.otherPacks == 1_000_000)
    }

    /// Of each player only the first sitting of the test counts (a retest is raised by practice);
    /// a record logged twice is one sitting. A player is a learner id, or a session without one.
    @Test func repeatSittingsAreLeftOut() {
        var tally = Self.tally()
        tally.add(Self.sitting(raw: 20, session: "a", learner: "ann"))
        tally.add(Self.sitting(raw: 50, session: "b", learner: "ann"))
        tally.add(Self.sitting(raw: 20, session: "c"))
        tally.add(Self.sitting(raw: 20, session: "c"))
        tally.add(Self.sitting(raw: 20, session: "d", learner: "c"))
        tally.add(Self.sitting(revision: 0 + 1, raw: 30, session: "e", learner: "bob"))
        #expect(tally.counted == 4 && tally.current.repeats == 2)
        #expect(tally.counts[2][50] == 0 && tally.counts[2][20] == 3)
        // a first sitting of another revision marks the player too: their later sitting is a retest
        var later = Self.tally()
        later.add(Self.sitting(revision: 1, raw: 20, session: "x", learner: "cy"))
        later.add(Self.sitting(revision: 2, raw: 40, session: "y", learner: "cy"))
        #expect(later.revision == 2 && later.counted == 0 && later.current.repeats == 1)
    }

    /// The filter of players seen stays 8 MiB; at a million players few first sittings are
    /// taken for repeats (expected about 11).
    @Test func aMillionPlayersAreTellable() {
        var seen = SeenPlayers()
        var mistaken = 0
        for index in 0..<1_000_000 where seen.insert("learner \(index)") { mistaken += 1 }
        #expect(mistaken < 100)
        #expect(seen.insert("learner 5") && seen.insert("learner 999999"))
    }

    @Test func bandsAreParsedOrRefused() throws {
        let bands = try NormBand.parse("6-7,8-9,10-12,13-17,18-99")
        #expect(bands.map(\.text) == ["6-7", "8-9", "10-12", "13-17", "18-99"])
        #expect(try NormBand.parse("5, 6-130").map(\.text) == ["5", "6-130"])
        for bad in ["", "7-6", "6-", "-6", "6-7-8", "a-b", "6-131", "99999999999999999999-1", "6,,7", String(repeating: "1,", count: 31) + "1"] {
            #expect(throws: NormsFailure.self, "\(bad)") { try NormBand.parse(bad) }
        }
    }
}
