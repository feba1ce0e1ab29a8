import Foundation
import Testing

/// A pack adopting the linter: findings it accepts in its configuration (with a reason) and a
/// baseline of today's findings (`--write-baseline`, `--baseline`): out of the count, shown as
/// suppressed, and said when they no longer apply.
@Suite struct AcceptanceCommandTests {
    private let manager = FileManager.default

    /// The minimal pack with a double space in its riddle (a text-double-space warning).
    private func pack() throws -> URL {
        try CommandRunner.packWithADoubleSpace(in: manager.temporaryDirectory.appendingPathComponent("acceptance-\(UUID().uuidString)"))
    }

    private func itemID(in pack: URL) throws -> String {
        let data = try Data(contentsOf: pack.appendingPathComponent("riddles.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try #require(root["items"] as? [[String: Any]])
        return try #require(items.first?["id"] as? String)
    }

    @Test func anAcceptedFindingIsOutOfTheCountAndSuppressedInSARIF() throws {
        let pack = try pack()
        let before = try CommandRunner.run("content-lint", ["--no-cache", "--strict", "."], in: pack)
        #expect(before.status == 1 && before.output.contains("[text-double-space]"), "\(before.output)")
        let id = try itemID(in: pack)
        try #"{"accept": [{"rule": "text-double-space", "file": "riddles.json", "item": "\#(id)", "reason": "the double space is the riddle's joke"}]}"#
            .write(to: pack.appendingPathComponent(".content-lint.json"), atomically: true, encoding: .utf8)
        let after = try CommandRunner.run("content-lint", ["--no-cache", "--strict", "."], in: pack)
        #expect(after.status == 0 && !after.output.contains("text-double-space"), "\(after.output)")
        let sarif = try CommandRunner.run("content-lint", ["--no-cache", "--format", "sarif", "."], in: pack)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require(((root["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let suppressed = results.filter { $0["suppressions"] != nil }
        #expect(suppressed.count == 1)
        let justification = ((suppressed.first?["suppressions"] as? [[String: Any]])?.first)?["justification"] as? String
        #expect(justification == "the double space is the riddle's joke")
    }

    @Test func anEntryThatNoLongerAppliesIsSaid() throws {
        let pack = try pack()
        try #"{"accept": [{"rule": "text-double-space", "file": "riddles.json", "item": "no-such-riddle", "reason": "old"}]}"#
            .write(to: pack.appendingPathComponent(".content-lint.json"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run("content-lint", ["--no-cache", "."], in: pack)
        #expect(result.output.contains(".content-lint.json:1:") && result.output.contains("finds nothing there any more"), "\(result.output)")
        #expect(result.output.contains("[text-double-space]"), "the finding outside the entry's item stays: \(result.output)")
    }

    @Test func findingsARebuiltPackReliesOnCannotBeAccepted() throws {
        let pack = try pack()
        try #"{"accept": [{"rule": "schema", "file": "riddles.json", "reason": "later"}]}"#
            .write(to: pack.appendingPathComponent(".content-lint.json"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run("content-lint", ["--no-cache", "."], in: pack)
        #expect(result.status == 2 && result.output.contains("cannot be accepted"), "\(result.output)")
    }

    @Test func aBaselineKeepsTodaysFindingsAndFailsOnNewOnes() throws {
        let pack = try pack()
        let baseline = pack.deletingLastPathComponent().appendingPathComponent("baseline.json")
        let written = try CommandRunner.run("content-lint", ["--no-cache", "--write-baseline", baseline.path, "."], in: pack)
        #expect(written.status == 0)
        let known = try CommandRunner.run("content-lint", ["--no-cache", "--strict", "--baseline", baseline.path, "."], in: pack)
        #expect(known.status == 0 && !known.output.contains("text-double-space"), "\(known.output)")
        // a second double space, above the first: the known finding moved a line, the new one fails
        let riddles = pack.appendingPathComponent("riddles.json")
        let text = try String(contentsOf: riddles, encoding: .utf8)
        try ("\n" + text.replacingOccurrences(of: "What  gets wetter", with: "What  gets  wetter")).write(to: riddles, atomically: true, encoding: .utf8)
        let changed = try CommandRunner.run("content-lint", ["--no-cache", "--strict", "--baseline", baseline.path, "."], in: pack)
        #expect(changed.status == 1, "\(changed.output)")
        let json = try CommandRunner.run("content-lint", ["--no-cache", "--format", "json", "--baseline", baseline.path, "."], in: pack)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((root["suppressed"] as? [[String: Any]])?.count == 1)
        #expect((root["diagnostics"] as? [[String: Any]])?.count == 1)
    }

    @Test func aBaselineThatIsNotOneIsAUsageError() throws {
        let pack = try pack()
        let baseline = pack.deletingLastPathComponent().appendingPathComponent("baseline.json")
        try #"{"version": 7, "findings": []}"#.write(to: baseline, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run("content-lint", ["--no-cache", "--baseline", baseline.path, "."], in: pack)
        #expect(result.status == 2 && result.output.contains("\"version\": 1"), "\(result.output)")
        // written through no link: a link where the baseline goes is refused, its target untouched
        let victim = pack.deletingLastPathComponent().appendingPathComponent("victim.txt")
        try "precious\n".write(to: victim, atomically: false, encoding: .utf8)
        let link = pack.deletingLastPathComponent().appendingPathComponent("linked.json")
        try manager.createSymbolicLink(at: link, withDestinationURL: victim)
        let refused = try CommandRunner.run("content-lint", ["--no-cache", "--write-baseline", link.path, "."], in: pack)
        #expect(refused.status == 2)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
    }
}

private extension CommandResult {
    var output: String { stdout + stderr }
}
