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
