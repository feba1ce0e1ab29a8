import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// `riddle-near-duplicate` on a real riddle collection (Debian fortunes, en and ru) and on
/// hand-written paraphrase pairs: few false flags, most rewordings found. See the fixture
/// folder's README for the sources and their licences.
@Suite struct RiddleDuplicateMeasureTests {
    private static let folder = TestPaths.fixtures.appendingPathComponent("riddle-duplicates")

    /// Rows of a tab-separated fixture, comments and blank lines left out.
    private static func rows(_ name: String) throws -> [[String]] {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    private static func jsonString(_ text: String) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: [text], options: []), as: UTF8.self).dropFirst().dropLast().description
    }

    /// A one-locale pack of the riddles (id, question, answer).
    private static func pack(_ riddles: [(String, String, String)], locale: String) throws -> MemoryPack {
        let items = try riddles.map { id, question, answer in
            #"{"id": "\#(id)", "difficulty": 1, "text": {"\#(locale)": \#(try jsonString(question))}, "answers": {"\#(locale)": [\#(try jsonString(answer))]}}"#
        }
        return MemoryPack(texts: [
            "pack.json": #"{"kind": "pack", "id": "fortunes", "version": "1.0.0", "title": {"\#(locale)": "Fortunes"}, "locales": ["\#(locale)"], "answers": "embedded"}"#,
            "riddles.json": #"{"kind": "riddles", "items": ["# + items.joined(separator: ",\n") + "]}"])
    }

    /// The rule's findings as (later id, earlier id).
    private static func flags(_ pack: MemoryPack) throws -> [(String, String)] {
        try ContentPipeline.check(pack).diagnostics.filter { $0.ruleID == "riddle-near-duplicate" }.map { diagnostic in
            let ids = diagnostic.message.split(separator: "\"")
            return (String(ids[1]), String(ids[3]))
        }
    }

    private static func collection(_ locale: String) throws -> [(String, String, String)] {
        try rows("fortunes-\(locale).tsv").map { ($0[0], $0[1], $0[2]) }
    }

    @Test func fewFalseFlagsOnTheFortunesCollection() throws {
        let labels = Dictionary(try Self.rows("flags-labelled.tsv").map { ("\($0[0]) \($0[1])", $0[2]) }) { first, _ in first }
        var flags: [(String, String)] = []
        for locale in ["en", "ru"] { flags += try Self.flags(Self.pack(Self.collection(locale), locale: locale)) }
        let unlabelled = flags.filter { labels["\($0.0) \($0.1)"] == nil }
        #expect(unlabelled.isEmpty, "flags nobody has read: \(unlabelled)")
        let different = flags.filter { labels["\($0.0) \($0.1)"] == "different" }.count
        // why: the issue's target; measured 2 of 22
        #expect(Double(different) <= 0.1 * Double(flags.count), "\(different) of \(flags.count) flags are two different riddles")
        #expect(flags.count >= 20)
    }

    @Test(arguments: [("en", "en"), ("ru", "ru"), ("uk", "ru")])
    func paraphrasesAreFound(language: String, background: String) throws {
        var riddles = try Self.collection(background)
        var expected: [String: String] = [:]
        for (number, row) in try Self.rows("paraphrases-\(language).tsv").enumerated() {
            var original = row[0]
            let given = original.split(separator: "|").map(String.init)
            if given.count == 2 {
                original = "own-\(number)"
                riddles.append((original, given[0], given[1]))
            }
            riddles.append(("paraphrase-\(number)", row[1], row[2]))
            expected["paraphrase-\(number)"] = original
        }
        let found = Dictionary(try Self.flags(Self.pack(riddles, locale: language))) { first, _ in first }
        let hits = expected.filter { found[$0.key] == $0.value }.count
        // why: measured 75/79 en, 55/62 ru, 8/12 uk: 138/153 = 90 % in all, the issue's target;
        // the search is deterministic, so the floors are the measured counts
        let floor = ["en": 75, "ru": 55, "uk": 8][language]!
        let missed = expected.keys.filter { found[$0] != expected[$0] }.sorted()
        #expect(hits >= floor, "\(hits) of \(expected.count) \(language) paraphrases found; missed \(missed)")
        #expect(!found.keys.contains { $0.hasPrefix("paraphrase") && expected[$0] != found[$0] })
    }
}
