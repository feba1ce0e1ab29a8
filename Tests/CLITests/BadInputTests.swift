import Foundation
import Testing

/// Hostile input made at run time (too big or too odd to commit): each is one diagnostic with a
/// position and exit status 1, never a crash or a hang.
@Suite struct BadInputTests {
    /// A fresh copy of the minimal fixture pack in a temporary folder.
    private func temporaryPack() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("content-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["pack.json", "riddles.json"] {
            try FileManager.default.copyItem(
                at: CommandRunner.fixtures.appendingPathComponent("minimal/\(name)"), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test func hundredMegabyteFileIsRefusedUnread() throws {
        let pack = try temporaryPack()
        defer { try? FileManager.default.removeItem(at: pack) }
        let big = pack.appendingPathComponent("big.json")
        _ = FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 100 * 1024 * 1024)
        try handle.close()
        // why: the size comes from the file's status, before it is opened (the message says the
        // size, and a 100 MB sparse file read whole would be 100 MB of zeros, not JSON)
        let result = try CommandRunner.run("content-lint", ["."], in: pack)
        #expect(result.stdout == "big.json:1:1: error: file is 104857600 bytes, over the limit of 16777216 bytes (16 MiB); split it [json-limits]\n")
        #expect(result.status == 1)
    }

    @Test func symbolicLinkOutOfThePack() throws {
        let pack = try temporaryPack()
        defer { try? FileManager.default.removeItem(at: pack) }
        try FileManager.default.createSymbolicLink(atPath: pack.appendingPathComponent("secret.png").path, withDestinationPath: "/etc/passwd")
        let memory = #"{"kind": "memory", "id": "set", "title": {"en": "Set", "ru": "Набор"}, "grid": [1, 2], "cards": ["secret.png", "secret.png"]}"#
        try memory.write(to: pack.appendingPathComponent("memory.json"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run("content-lint", ["memory.json"], in: pack)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3, "\(result.stdout)")
        #expect(lines.first?.hasPrefix("memory.json:1:98: error: asset \"secret.png\" is a symbolic link to /etc/passwd, outside the pack folder") == true)
        #expect(result.status == 1)
    }

    @Test func symbolicLinkedContentFilesAreNotFollowed() throws {
        let pack = try temporaryPack()
        defer { try? FileManager.default.removeItem(at: pack) }
        try FileManager.default.createSymbolicLink(atPath: pack.appendingPathComponent("outside.json").path, withDestinationPath: "/etc/hostname")
        let result = try CommandRunner.run("content-lint", ["."], in: pack)
        #expect(result.stdout == "")
        #expect(result.status == 0)
    }

    @Test func binaryGarbageIsASyntaxError() throws {
        let pack = try temporaryPack()
        defer { try? FileManager.default.removeItem(at: pack) }
        var generator = SystemRandomNumberGenerator()
        var noise = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) }
        // why: a first byte of white space would move the finding one column on (1 run in ~60)
        noise[0] = 0xFF
        try Data([0x7B] + noise).write(to: pack.appendingPathComponent("noise.json"))
        let result = try CommandRunner.run("content-lint", ["."], in: pack)
        #expect(result.stdout.hasPrefix("noise.json:1:2: error: "))
        #expect(result.status == 1)
    }
}
