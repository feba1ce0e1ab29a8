import Foundation
import Testing

/// `content-build norms` end to end on the conformance pack (a test of two items, bands 5-17
/// and 18-120): what it writes, where it refuses to, and what it reports.
@Suite struct NormsCommandTests {
    private let manager = FileManager.default
    static let pack = CommandRunner.repository.appendingPathComponent("conformance/pack").path

    private func temporaryFolder(_ name: String) throws -> URL {
        let folder = manager.temporaryDirectory.appendingPathComponent("norms-\(name)-\(UUID().uuidString)")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A log: 240 sittings of ages 5-17 and 60 of adults, raw scores 0, 1, 2 in turn, and one of
    /// each kind left out.
    private func log(in folder: URL) throws -> URL {
        func sitting(_ index: Int, age: Int, pack: String = "conformance", revision: Int = 1, raw: Int? = nil) -> String {
            #"{"age":\#(age),"format":1,"items":2,"ms":1000,"pack":"\#(pack)","rawScore":\#(raw ?? index % 3),"rawScores":{},"record":"sitting","revision":\#(revision),"session":"s\#(index)","test":"conformance-test","version":"1.0.0"}"#
        }
        var lines = (0..<240).map { sitting($0, age: 5 + $0 % 13) } + (240..<300).map { sitting($0, age: $0 - 222) }
        lines += [sitting(301, age: 30, pack: "elsewhere"), sitting(302, age: 30, raw: 2).replacingOccurrences(of: "\"age\":30", with: "\"age\":3"),
                  "{broken", sitting(303, age: 151)]
        let url = folder.appendingPathComponent("results.jsonl")
        try lines.joined(separator: "\n").write(to: url, atomically: false, encoding: .utf8)
        return url
    }

    private func norms(_ arguments: [String], log: URL, in folder: URL) throws -> CommandResult {
        try CommandRunner.run("content-build", ["norms", "--pack", Self.pack, "--test", "conformance-test", "--results", log.path] + arguments, in: folder)
    }

    @Test func writesTheNormsReportsTheSmallBandAndWhatWasLeftOut() throws {
        let work = try temporaryFolder("write")
        defer { try? manager.removeItem(at: work) }
        let result = try norms(["-o", "norms.json"], log: try log(in: work), in: work)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("norms.json:") && result.stdout.contains("rests on 60 sittings, fewer than the 200 a band needs"))
        #expect(result.stdout.contains("[norms-sample-size]"))
        #expect(result.stdout.contains("ages 5-17: 240 sittings"))
        #expect(result.stdout.contains("2 lines unreadable as records") && result.stdout.contains("1 sitting of other packs (elsewhere)"))
        #expect(result.stdout.contains("1 sitting of ages in no band (age: sittings 3: 1)"))
        let written = try String(contentsOf: work.appendingPathComponent("norms.json"), encoding: .utf8)
        #expect(written.contains("\"kind\": \"iq-norms\"") && written.contains("\"sittings\": 240"))
        // the same log gives the same bytes, on standard output too
        let again = try norms(["-o", "-"], log: work.appendingPathComponent("results.jsonl"), in: work)
        #expect(again.status == 0 && again.stdout == written, "\(again)")
        #expect(again.stderr.contains("<standard output>:") && again.stderr.contains("[norms-sample-size]"))
        #expect(try manager.contentsOfDirectory(atPath: work.path).sorted() == ["norms.json", "results.jsonl"])
    }

    @Test func anExistingFileIsKeptUnlessForced() throws {
        let work = try temporaryFolder("existing")
        defer { try? manager.removeItem(at: work) }
        let log = try log(in: work)
        let output = work.appendingPathComponent("norms.json")
        try "mine\n".write(to: output, atomically: false, encoding: .utf8)
        let kept = try norms(["-o", "norms.json"], log: log, in: work)
        #expect(kept.status == 2 && kept.stderr.contains("exists; not replaced (--force replaces it)"), "\(kept)")
        #expect(try String(contentsOf: output, encoding: .utf8) == "mine\n")
        let forced = try norms(["-o", "norms.json", "--force"], log: log, in: work)
        #expect(forced.status == 0, "\(forced)")
        #expect(try String(contentsOf: output, encoding: .utf8).contains("\"kind\": \"iq-norms\""))
        #expect(try manager.contentsOfDirectory(atPath: work.path).sorted() == ["norms.json", "results.jsonl"])
    }

    /// A link at the output's name is never written through or replaced, with or without --force.
    @Test func aLinkedOutputIsRefused() throws {
        let work = try temporaryFolder("link")
        defer { try? manager.removeItem(at: work) }
        let log = try log(in: work)
        let victim = work.appendingPathComponent("victim.txt")
        try "precious\n".write(to: victim, atomically: false, encoding: .utf8)
        try manager.createSymbolicLink(atPath: work.appendingPathComponent("norms.json").path, withDestinationPath: victim.path)
        for force in [[], ["--force"]] {
            let result = try norms(["-o", "norms.json"] + force, log: log, in: work)
            #expect(result.status == 2, "\(result)")
            #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
            #expect(try manager.destinationOfSymbolicLink(atPath: work.appendingPathComponent("norms.json").path) == victim.path)
        }
        #expect(try manager.contentsOfDirectory(atPath: work.path).sorted() == ["norms.json", "results.jsonl", "victim.txt"])
    }

    /// Written into the pack in place of its norms, the file lints as the command said it would
    /// (the same finding at the same place); written beside them, it is refused (two norms of one id).
    @Test func inThePackTheFileLintsAsTheCommandSaid() throws {
        let work = try temporaryFolder("in-pack")
        defer { try? manager.removeItem(at: work) }
        let log = try log(in: work)
        let pack = work.appendingPathComponent("pack")
        try manager.copyItem(atPath: Self.pack, toPath: pack.path)
        func run(_ arguments: [String]) throws -> CommandResult {
            try CommandRunner.run("content-build", ["norms", "--pack", "pack", "--test", "conformance-test", "--results", log.path] + arguments, in: work)
        }
        let beside = try run(["-o", "pack/iq-norms/other.json"])
        #expect(beside.status == 1 && beside.stdout.contains("pack/iq-norms/other.json:4:9: error:") && beside.stdout.contains("[id-unique]"), "\(beside)")
        #expect(!manager.fileExists(atPath: pack.appendingPathComponent("iq-norms/other.json").path))
        let replaced = try run(["-o", "pack/iq-norms/norms.json", "--force"])
        #expect(replaced.status == 0, "\(replaced)")
        let finding = try #require(replaced.stdout.split(separator: "\n").first { $0.contains("[norms-sample-size]") })
        let lint = try CommandRunner.run("content-lint", ["--no-cache", "."], in: pack)
        #expect(lint.status == 0 && lint.stdout.contains(String(finding.dropFirst("pack/".count))), "\(lint)")
    }

    @Test func refusals() throws {
        let work = try temporaryFolder("refusals")
        defer { try? manager.removeItem(at: work) }
        let log = try log(in: work)
        let badBands = try norms(["-o", "n.json", "--bands", "5-17,18-x"], log: log, in: work)
        #expect(badBands.status == 1 && badBands.stderr.contains("\"18-x\" is not an age band"), "\(badBands)")
        let noTest = try CommandRunner.run("content-build", ["norms", "--pack", Self.pack, "--test", "nope", "--results", log.path, "-o", "n.json"], in: work)
        #expect(noTest.status == 1 && noTest.stderr.contains("no IQ test \"nope\" (tests: conformance-test)"), "\(noTest)")
        let otherRevision = try norms(["-o", "n.json", "--revision", "2"], log: log, in: work)
        #expect(otherRevision.status == 1 && otherRevision.stderr.contains("at revision 2 was counted"), "\(otherRevision)")
        #expect(otherRevision.stderr.contains("left out: 2 lines unreadable as records; 1 sitting of other packs (elsewhere); 301 sittings of other revisions of the test (1: 301)"))
        // bands the sittings do not cover: a band nobody fell in cannot be normed
        let uncovered = try norms(["-o", "n.json", "--bands", "5-17,18-99,100-120"], log: log, in: work)
        #expect(uncovered.status == 1 && uncovered.stderr.contains("no sitting of ages 100-120"), "\(uncovered)")
        // a gap between bands is norms-ages' finding in the computed file: nothing written
        let gap = try norms(["-o", "n.json", "--bands", "5-10,12-120"], log: log, in: work)
        #expect(gap.status == 1 && gap.stdout.contains("n.json:") && gap.stdout.contains("[norms-ages]"), "\(gap)")
        let fifo = work.appendingPathComponent("fifo")
        mkfifo(fifo.path, 0o600)
        let notAFile = try norms(["-o", "n.json"], log: fifo, in: work)
        #expect(notAFile.status == 2 && notAFile.stderr.contains("is not a regular file"), "\(notAFile)")
        #expect(try manager.contentsOfDirectory(atPath: work.path).sorted() == ["fifo", "results.jsonl"])
    }
}
