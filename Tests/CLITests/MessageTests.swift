import Foundation
import Testing

/// What the commands say when something is in the way: the system's reason with the path, and
/// what a file is when it is not what the command takes.
@Suite struct MessageTests {
    private func anySVG() throws -> String {
        let content = CommandRunner.repository.appendingPathComponent("content")
        let found = FileManager.default.enumerator(atPath: content.path)?.compactMap { $0 as? String }.first { $0.hasSuffix(".svg") }
        return content.appendingPathComponent(try #require(found)).path
    }

    @Test func anUnwritableOutputIsTheSystemsReasonWithThePath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("messages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let result = try CommandRunner.run("content-build", ["render", try anySVG(), "-o", file.path + "/out.png"])
        #expect(result.status == 2)
        #expect(result.stderr == "content-build: cannot write \(file.path)/out.png: Not a directory\n")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a-file"])
    }

    @Test func renderSaysAPictureIsNotADrawing() throws {
        let png = CommandRunner.repository.appendingPathComponent("content/img/photos/coffee.png").path
        let result = try CommandRunner.run("content-build", ["render", png, "-o", "/tmp/never-written.png"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("this is a PNG picture, not an SVG drawing"), "\(result.stderr)")
        #expect(!result.stderr.contains("well-formed"))
    }

    @Test func bothToolsSayOneVersion() throws {
        let lint = try CommandRunner.run("content-lint", ["--version"])
        let build = try CommandRunner.run("content-build", ["--version"])
        #expect(lint.status == 0 && build.status == 0)
        #expect(lint.stdout == build.stdout)
        #expect(lint.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(lint.stdout)")
        let readme = try String(contentsOf: CommandRunner.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let version = lint.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(readme.contains("rev: v\(version)"), "the README's pre-commit snippet names the tag of this version")
    }
}

/// `content-lint --fix` on disk: the file rewritten in one step with its permissions, only the
/// fixed bytes changed; `--dry-run` prints the diff and changes nothing.
@Suite struct FixCommandTests {
    @Test func fixRewritesOnlyTheFixedBytesAndDryRunNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("riddles"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"kind": "pack", "id": "fix", "version": "1.0.0", "title": {"en": "Fix"}, "locales": ["en"], "answers": "separate"}"#.utf8)
            .write(to: folder.appendingPathComponent("pack.json"))
        let riddle = folder.appendingPathComponent("riddles/r.json")
        let text = """
            {
              "kind": "riddles",
              "items": [{"id": "r1", "difficulty": 1, "text": {"en": "What has  keys but no locks? "}, "answers": {"en": ["piano"]}}]
            }

            """
        try Data(text.utf8).write(to: riddle)
        chmod(riddle.path, 0o640)

        let dry = try CommandRunner.run("content-lint", ["--fix", "--dry-run", "--no-cache", "."], in: folder)
        #expect(dry.stdout.hasPrefix("--- a/riddles/r.json\n+++ b/riddles/r.json\n@@ -1,4 +1,4 @@\n"), "\(dry.stdout)")
        #expect(dry.stdout.contains(#"+  "items": [{"id": "r1", "difficulty": 1, "text": {"en": "What has keys but no locks?"}"#))
        #expect(dry.stderr == "would fix 2 findings in 1 file\n")
        #expect(dry.status == 1)
        #expect(try String(contentsOf: riddle, encoding: .utf8) == text)

        let fixed = try CommandRunner.run("content-lint", ["--fix", "."], in: folder)
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        #expect(fixed.stderr == "fixed 2 findings in 1 file\n")
        #expect(try String(contentsOf: riddle, encoding: .utf8) == text.replacingOccurrences(of: "has  keys", with: "has keys").replacingOccurrences(of: "locks? \"", with: "locks?\""))
        let mode = try FileManager.default.attributesOfItem(atPath: riddle.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("riddles").path) == ["r.json"])
    }
}
