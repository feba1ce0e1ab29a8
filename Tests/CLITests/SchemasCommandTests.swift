import Foundation
import Testing

/// `content-lint schemas -o DIR`: the schemas of `schemas/`, byte for byte, in a folder of the
/// designer's choosing; a pack holding them in a hidden folder still lints as before.
@Suite struct SchemasCommandTests {
    static let schemaNames: [String] = ((try? FileManager.default.contentsOfDirectory(
        atPath: CommandRunner.repository.appendingPathComponent("schemas").path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("content-lint-schemas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func writesEverySchemaThenLeavesThemAlone() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CommandRunner.run("content-lint", ["schemas", "-o", "pack/.schemas"], in: folder)
        #expect(first == CommandResult(stdout: "wrote \(Self.schemaNames.count) schema files to pack/.schemas/\n", stderr: "", status: 0))
        let written = folder.appendingPathComponent("pack/.schemas")
        #expect(try FileManager.default.contentsOfDirectory(atPath: written.path).sorted() == Self.schemaNames)
        for name in Self.schemaNames {
            let original = try Data(contentsOf: CommandRunner.repository.appendingPathComponent("schemas/\(name)"))
            #expect(try Data(contentsOf: written.appendingPathComponent(name)) == original, "\(name)")
        }

        try Data("{}".utf8).write(to: written.appendingPathComponent("common.json"))
        try Data("mine".utf8).write(to: written.appendingPathComponent("notes.txt"))
        let second = try CommandRunner.run("content-lint", ["schemas", "-o", "pack/.schemas/"], in: folder)
        #expect(second.stdout == "wrote 1 schema file to pack/.schemas/ (common.json); the other \(Self.schemaNames.count - 1) already up to date\n")
        #expect(try String(contentsOf: written.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
        let third = try CommandRunner.run("content-lint", ["schemas", "-o", "pack/.schemas"], in: folder)
        #expect(third.stdout == "pack/.schemas/: all \(Self.schemaNames.count) schema files already up to date\n")
    }

    @Test func schemasInsideAPackAreNotContent() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["pack.json", "riddles.json"] {
            try FileManager.default.copyItem(
                at: CommandRunner.fixtures.appendingPathComponent("minimal/\(name)"), to: folder.appendingPathComponent(name))
        }
        let before = try CommandRunner.run("content-lint", ["."], in: folder)
        #expect(try CommandRunner.run("content-lint", ["schemas", "-o", ".schemas"], in: folder).status == 0)
        #expect(try CommandRunner.run("content-lint", ["."], in: folder) == before)
        #expect(try CommandRunner.run("content-lint", ["lint", "."], in: folder) == before)
    }
}
