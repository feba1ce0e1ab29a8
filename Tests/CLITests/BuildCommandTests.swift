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
        #expect(refused.stderr.hasPrefix("content-build: pack.json says version 1.0.0, but the changes since 1.0.0 need a major bump (to 2.0.0)\n"))
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("new/brain-starter-1.0.0").path))
        let packFile = pack.appendingPathComponent("pack.json")
        try String(contentsOf: packFile, encoding: .utf8).replacingOccurrences(of: "\"1.0.0\"", with: "\"2.0.0\"")
            .write(to: packFile, atomically: true, encoding: .utf8)
        let accepted = try CommandRunner.run("content-build", ["content", "-o", "new", "--previous", "old/brain-starter-1.0.0.zip"], in: work)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        let diff = try CommandRunner.run("content-build", ["diff", "old/brain-starter-1.0.0.zip", "new/brain-starter-2.0.0"], in: work)
        #expect(diff.status == 0)
        #expect(diff.stdout == """
            major: riddle wet-towel: accepted answer "towel" (en) removed — earlier results counted it right
            1 change; minimum bump: major, suggested version 2.0.0 (1.0.0 → 2.0.0: ok)
            revisions: 1 raised

            """)
        // For a results store: the change with its item's revisions, every subject's, no mismatch.
        let json = try CommandRunner.run("content-build", ["diff", "--format", "json", "old/brain-starter-1.0.0.zip", "new/brain-starter-2.0.0"], in: work)
        #expect(json.status == 0, "\(json.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let change = try #require((report["changes"] as? [[String: Any]])?.first)
        #expect(change["name"] as? String == "wet-towel" && change["rank"] as? String == "major")
        #expect(change["revision"] as? [String: Int] == ["before": 1, "after": 2])
        let subjects = (report["revisions"] as? [String: Any])?.count ?? 0
        #expect(subjects > 100, "every subject of the sample: \(subjects)")
        #expect((report["revisionMismatches"] as? [Any])?.isEmpty == true)
        let revisions = try String(contentsOf: work.appendingPathComponent("new/brain-starter-2.0.0/revisions.json"), encoding: .utf8)
        #expect(revisions.contains(#""wet-towel": 2"#))
        // A release built without --previous starts again at 1: diff says which revisions are wrong.
        #expect(try CommandRunner.run("content-build", ["content", "-o", "unlinked"], in: work).status == 0)
        let unlinked = try CommandRunner.run("content-build", ["diff", "old/brain-starter-1.0.0.zip", "unlinked/brain-starter-2.0.0"], in: work)
        #expect(unlinked.stdout.contains("revision mismatch: wet-towel: the new bundle says 1, its changes from the old one make it 2 (build it with --previous pointing at the old bundle)\n"))
    }

    /// Results are stored per pack: neither `diff` nor `--previous` compares two different packs.
    @Test func bundlesOfAnotherPackAreRefused() throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let pack = work.appendingPathComponent("content")
        try FileManager.default.copyItem(at: Self.content, to: pack)
        #expect(try CommandRunner.run("content-build", ["content", "-o", "old"], in: work).status == 0)
        let packFile = pack.appendingPathComponent("pack.json")
        try String(contentsOf: packFile, encoding: .utf8).replacingOccurrences(of: "\"brain-starter\"", with: "\"brain-teaser\"")
            .write(to: packFile, atomically: true, encoding: .utf8)
        let refusal = "content-build: cannot compare bundles of two different packs: the old one is \"brain-starter\", the new one \"brain-teaser\"; "
            + "players' results are stored per pack, so no version bump leads from one to the other\n"
        let previous = try CommandRunner.run("content-build", ["content", "-o", "new", "--previous", "old/brain-starter-1.0.0"], in: work)
        #expect(previous.status == 1)
        #expect(previous.stderr == refusal)
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("new/brain-teaser-1.0.0").path))
        #expect(try CommandRunner.run("content-build", ["content", "-o", "new"], in: work).status == 0)
        let diff = try CommandRunner.run("content-build", ["diff", "old/brain-starter-1.0.0", "new/brain-teaser-1.0.0"], in: work)
        #expect(diff.status == 1)
        #expect(diff.stdout == "")
        #expect(diff.stderr == refusal)
    }

    @Test func usageErrors() throws {
        let bad = try CommandRunner.run("content-build", ["content", "--jobs", "-1"], in: CommandRunner.repository)
        #expect(bad.status == 2)
        let missing = try CommandRunner.run("content-build", ["/nonexistent-pack"], in: CommandRunner.repository)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such file or folder"))
    }

    /// The linter's configuration (`.content-lint.json` or `--config`) decides for every command:
    /// a rule turned off or an ignored file stops neither `content-build` nor `sheet`.
    @Test func theConfigurationAppliesToBuildAndSheet() throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let pack = work.appendingPathComponent("pack")
        try FileManager.default.copyItem(at: CommandRunner.fixtures.appendingPathComponent("minimal"), to: pack)
        let sample = CommandRunner.repository.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: pack.appendingPathComponent("img/cards"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: pack.appendingPathComponent("memory"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: sample.appendingPathComponent("img/cards/animals"), to: pack.appendingPathComponent("img/cards/animals"))
        let memory = try String(contentsOf: sample.appendingPathComponent("memory/animals.json"), encoding: .utf8)
        try memory.replacingOccurrences(of: #", "uk": "Тварини""#, with: "").write(to: pack.appendingPathComponent("memory/animals.json"), atomically: true, encoding: .utf8)
        let spaced = #"{"kind": "riddles", "items": [{"id": "spaced", "difficulty": 1, "text": {"en": "Two  spaces?", "ru": "Два  пробела?"}, "answers": {"en": ["yes"], "ru": ["да"]}}]}"#
        try Data(spaced.utf8).write(to: pack.appendingPathComponent("spaced.json"))

        let refused = try CommandRunner.run("content-build", ["pack", "-o", "dist"], in: work)
        #expect(refused.status == 1 && refused.stdout.contains("[text-double-space]"), "\(refused.stdout)\(refused.stderr)")
        let refusedSheet = try CommandRunner.run("content-build", ["sheet", "pack", "-o", "sheet.png"], in: work)
        #expect(refusedSheet.status == 1, "\(refusedSheet.stdout)\(refusedSheet.stderr)")

        try Data(#"{"rules": {"text-double-space": "off"}}"#.utf8).write(to: work.appendingPathComponent("off.json"))
        try Data(#"{"ignore": ["spaced.json"]}"#.utf8).write(to: work.appendingPathComponent("ignore.json"))
        for config in ["off.json", "ignore.json"] {
            let built = try CommandRunner.run("content-build", ["pack", "-o", "dist-\(config)", "--config", config], in: work)
            #expect(built.status == 0, "\(config): \(built.stdout)\(built.stderr)")
            let sheet = try CommandRunner.run("content-build", ["sheet", "pack", "-o", "sheet-\(config).png", "--config", config], in: work)
            #expect(sheet.status == 0, "\(config): \(sheet.stdout)\(sheet.stderr)")
            #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("sheet-\(config).png").path))
        }
        // The pack's own .content-lint.json is found without --config.
        try FileManager.default.copyItem(at: work.appendingPathComponent("off.json"), to: pack.appendingPathComponent(".content-lint.json"))
        #expect(try CommandRunner.run("content-build", ["pack", "-o", "dist-own"], in: work).status == 0)
        #expect(try CommandRunner.run("content-lint", ["pack"], in: work).status == 0)
    }

    /// `content-build` run inside the pack with no `-o` writes `dist/` there; the next lint and
    /// the next build do not see the bundle as content.
    @Test func aBuildInsideThePackDoesNotPolluteIt() throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let pack = work.appendingPathComponent("pack")
        try FileManager.default.copyItem(at: CommandRunner.fixtures.appendingPathComponent("minimal"), to: pack)
        for _ in 0..<2 {
            let built = try CommandRunner.run("content-build", ["."], in: pack)
            #expect(built.status == 0, "\(built.stdout)\(built.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: pack.appendingPathComponent("dist/minimal-0.1.0/manifest.json").path))
        let lint = try CommandRunner.run("content-lint", ["."], in: pack)
        #expect(lint.status == 0 && lint.stdout == "", "\(lint.stdout)")
        let refused = try CommandRunner.run("content-build", [".", "-o", "."], in: pack)
        #expect(refused.status != 0 && refused.stderr.contains("is the pack folder itself"), "\(refused.stderr)")
    }
}
