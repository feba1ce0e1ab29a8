import Foundation
import Testing

/// content-build end to end: build, verify, sign, diff, --previous.
@Suite struct BuildCommandTests {
    static let content = CommandRunner.repository.appendingPathComponent("content")

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("content-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func buildVerifyAndSign() throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let keygen = try CommandRunner.run("content-build", ["keygen", "release"], in: work)
        #expect(keygen.status == 0, "\(keygen.stderr)")
        let build = try CommandRunner.run("content-build", [Self.content.path, "-o", "dist", "--sign", "release.key", "--jobs", "2"], in: work)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout.split(separator: "\n").last?.hasPrefix("built brain-starter-1.0.0: ") == true, "\(build.stdout)")
        #expect(build.stderr == "", "no progress output when not on a terminal")
        let verify = try CommandRunner.run("content-build", ["verify", "dist/brain-starter-1.0.0", "--key", "release.pub"], in: work)
        #expect(verify.status == 0)
        #expect(verify.stdout.hasSuffix("files, signature valid\n"))
        try Data("tampered".utf8).write(to: work.appendingPathComponent("dist/brain-starter-1.0.0/tables.json"))
        let tampered = try CommandRunner.run("content-build", ["verify", "dist/brain-starter-1.0.0"], in: work)
        #expect(tampered.status == 1)
        #expect(tampered.stderr == "content-build: dist/brain-starter-1.0.0: tables.json: size or SHA-256 differs from the manifest (tampered or truncated)\n")
        let again = try CommandRunner.run("content-build", ["keygen", "release"], in: work)
        #expect(again.status == 2, "an existing key is never overwritten")
    }

    @Test func zipAndDiffAndPrevious() throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let pack = work.appendingPathComponent("content")
        try FileManager.default.copyItem(at: Self.content, to: pack)
        #expect(try CommandRunner.run("content-build", ["content", "-o", "old", "--zip"], in: work).status == 0)
        let riddles = pack.appendingPathComponent("riddles/riddles.json")
        let text = try String(contentsOf: riddles, encoding: .utf8)
        try text.replacingOccurrences(of: #""en": ["a towel", "towel"]"#, with: #""en": ["a towel"]"#)
            .write(to: riddles, atomically: true, encoding: .utf8)
        let refused = try CommandRunner.run("content-build", ["content", "-o", "new", "--previous", "old/brain-starter-1.0.0.zip"], in: work)
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("content-build: pack.json says version 1.0.0, but the changes since 1.0.0 need a major bump"))
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("new/brain-starter-1.0.0").path))
        let packFile = pack.appendingPathComponent("pack.json")
        try String(contentsOf: packFile, encoding: .utf8).replacingOccurrences(of: "\"1.0.0\"", with: "\"2.0.0\"")
            .write(to: packFile, atomically: true, encoding: .utf8)
        let accepted = try CommandRunner.run("content-build", ["content", "-o", "new", "--previous", "old/brain-starter-1.0.0.zip"], in: work)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        let diff = try CommandRunner.run("content-build", ["diff", "old/brain-starter-1.0.0.zip", "new/brain-starter-2.0.0"], in: work)
        #expect(diff.status == 0)
        #expect(diff.stdout == "changed  riddles/wet-towel (answer)\n1 change; minimum bump: major (1.0.0 → 2.0.0: ok)\n")
    }

    @Test func usageErrors() throws {
        let bad = try CommandRunner.run("content-build", ["content", "--jobs", "-1"], in: CommandRunner.repository)
        #expect(bad.status == 2)
        let missing = try CommandRunner.run("content-build", ["/nonexistent-pack"], in: CommandRunner.repository)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such file or folder"))
    }
}
