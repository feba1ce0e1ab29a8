import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Every way a bundle can be wrong is refused with its own error naming the file.
@Suite struct BundleVerificationTests {
    private func freshBundle() throws -> URL {
        try BundleFixture.copyOfSampleBundle()
    }

    @Test func tamperedByte() throws {
        let url = try freshBundle()
        let file = url.appendingPathComponent("items/riddles.json")
        var data = try Data(contentsOf: file)
        data[data.count / 2] ^= 0x01
        try data.write(to: file)
        #expect(throws: BundleError.tamperedFile("items/riddles.json")) { try ContentBundle.open(url).riddles }
    }

    @Test func truncatedFile() throws {
        let url = try freshBundle()
        let file = url.appendingPathComponent("tables.json")
        try Data(contentsOf: file).prefix(10).write(to: file)
        #expect(throws: BundleError.tamperedFile("tables.json")) { try ContentBundle.open(url) }
    }

    @Test func missingFile() throws {
        let url = try freshBundle()
        try FileManager.default.removeItem(at: url.appendingPathComponent("answers.json"))
        #expect(throws: BundleError.missingFile("answers.json")) { try ContentBundle.open(url) }
    }

    @Test func extraFile() throws {
        let url = try freshBundle()
        try Data("x".utf8).write(to: url.appendingPathComponent("items/extra.json"))
        #expect(throws: BundleError.unlistedFile("items/extra.json")) { try ContentBundle.open(url) }
    }

    @Test func futureFormatVersion() throws {
        let url = try freshBundle()
        try BundleFixture.edit(url.appendingPathComponent("manifest.json")) {
            $0.replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 2")
        }
        #expect(throws: BundleError.unsupportedFormatVersion(2)) { try ContentBundle.open(url) }
    }

    @Test func editedFileListNeedsTheContentHash() throws {
        let url = try freshBundle()
        let manifestURL = url.appendingPathComponent("manifest.json")
        let file = url.appendingPathComponent("items/riddles.json")
        var data = try Data(contentsOf: file)
        data.append(0x20)
        try data.write(to: file)
        // Someone fixes up size and hash of the file, but not the content hash.
        let (manifest, _) = (try? BundleFiles.read(url)) ?? (nil, [:])
        #expect(manifest == nil)
        var text = try String(contentsOf: manifestURL, encoding: .utf8)
        let old = try #require(try JSONDecoder().decode(BundleManifest.self, from: Data(text.utf8)).files.first { $0.path == "items/riddles.json" })
        text = text.replacingOccurrences(of: old.sha256, with: BundleVerifier.sha256Hex(data))
            .replacingOccurrences(of: "\"bytes\": \(old.bytes),\n      \"sha256\": \"\(BundleVerifier.sha256Hex(data))",
                                  with: "\"bytes\": \(data.count),\n      \"sha256\": \"\(BundleVerifier.sha256Hex(data))")
        try text.write(to: manifestURL, atomically: true, encoding: .utf8)
        #expect(throws: BundleError.contentHashMismatch) { try ContentBundle.open(url) }
    }

    @Test func notABundleAndBrokenArchives() throws {
        #expect(throws: BundleError.self) { try ContentBundle.open(TestPaths.content) }
        let junk = BundleFixture.temporaryFolder("zip").appendingPathComponent("junk.zip")
        try Data(repeating: 7, count: 100).write(to: junk)
        #expect(throws: BundleError.unreadableArchive("no end-of-central-directory record at the end of the file")) { try ContentBundle.open(junk) }
    }
}

/// The manifest reader (the runtime's own JSON reader, the file list entry by entry) against
/// hostile manifests: each a clear `unreadableManifest` or `unsupportedFormatVersion`, never a
/// trap or a deep recursion.
@Suite struct HostileManifestTests {
    private func open(_ manifest: String) throws {
        _ = try ContentBundle.open(zipData: Data(ZipWriter.archive([(BundleFormat.manifestFile, Array(manifest.utf8))])))
    }

    private func reason(_ manifest: String) -> String? {
        do {
            try open(manifest)
            return nil
        } catch BundleError.unreadableManifest(let reason) {
            return reason
        } catch {
            return "\(error)"
        }
    }

    static let valid = #"{"formatVersion": 1, "pack": {"id": "p", "version": "1.0.0", "title": {"en": "P"}, "locales": ["en"], "answers": "embedded"}, "generator": {"name": "content-build", "version": "0"}, "counts": {}, "files": [FILES], "contentHash": "HASH"}"#

    private func manifest(files: String, hash: String = "") -> String {
        Self.valid.replacingOccurrences(of: "FILES", with: files).replacingOccurrences(of: "HASH", with: hash)
    }

    @Test func deepNestingIsRefusedNotRecursedInto() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(reason(Self.valid.replacingOccurrences(of: #""counts": {}"#, with: #""counts": {}, "extra": \#(deep)"#))?.contains("nesting deeper") == true)
        #expect(reason(manifest(files: String(repeating: "[", count: 100_000))) != nil)
    }

    @Test func fileEntriesOfTheWrongShapeAreRefused() {
        for entry in [#"{"path": "a.json", "bytes": 1e300, "sha256": "x"}"#, #"{"path": "a.json", "bytes": 2.5, "sha256": "x"}"#,
                      #"{"path": 7, "bytes": 1, "sha256": "x"}"#, #"{"bytes": 1, "sha256": "x"}"#, #""a.json""#,
                      #"{"path": "a\ud800.json", "bytes": 1, "sha256": "x"}"#] {
            let said = reason(manifest(files: entry))
            #expect(said != nil && said?.contains("missing") != true, "\(entry): \(said ?? "opened")")
        }
        #expect(reason(#"{"formatVersion": 1, "files": "#) != nil)
        #expect(reason("[]")?.contains("not a bundle manifest") == true)
        #expect(reason(#"{"formatVersion": 1e400}"#) != nil)
    }

    @Test func aNewerFormatIsNamedEvenWhenItsShapeChanged() {
        #expect(throws: BundleError.unsupportedFormatVersion(2)) { try open(#"{"formatVersion": 2, "files": {"a": 1}}"#) }
        #expect(throws: BundleError.unsupportedFormatVersion(0)) { try open(manifest(files: "").replacingOccurrences(of: #""formatVersion": 1"#, with: #""formatVersion": 0"#)) }
    }

    @Test func aValidManifestGetsAsFarAsItsFiles() {
        // the one listed file is not in the archive: refused for that, after the manifest was read whole
        let entry = #"{"path": "items/riddles.json", "bytes": 3, "sha256": "\#(String(repeating: "0", count: 64))", "note": {"x": [1, 2]}}"#
        #expect(throws: BundleError.missingFile("items/riddles.json")) { try open(manifest(files: entry)) }
        // of a member given twice the first counts, as JSONDecoder's did
        let twice = #"{"path": "items/riddles.json", "path": "other.json", "bytes": 3, "sha256": "\#(String(repeating: "0", count: 64))"}"#
        #expect(throws: BundleError.missingFile("items/riddles.json")) { try open(manifest(files: twice)) }
    }

    /// A folder bundle whose manifest lists no file, with `build` run in it.
    private func folder(_ name: String, _ build: (URL) throws -> Void) throws -> URL {
        let root = BundleFixture.temporaryFolder(name).appendingPathComponent("bundle")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let empty = BundleVerifier.contentHash(of: [])
        try Data(manifest(files: "", hash: empty).utf8).write(to: root.appendingPathComponent(BundleFormat.manifestFile))
        try build(root)
        return root
    }

    @Test func aFolderListsItsFilesWithoutFollowingOrDescendingForever() throws {
        #expect(throws: Never.self) { try ContentBundle.open(folder("empty") { _ in }) }
        let deep = try folder("deep") { root in
            let path = (0..<40).map { "d\($0)" }.joined(separator: "/")
            try FileManager.default.createDirectory(at: root.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        #expect(throws: BundleError.self) { try ContentBundle.open(deep) }
        let fifo = try folder("fifo") { root in
            #expect(mkfifo(root.appendingPathComponent("pipe").path, 0o600) == 0)
        }
        #expect(throws: BundleError.unlistedFile("pipe"), "a pipe is never opened (it would block)") { try ContentBundle.open(fifo) }
        let linked = try folder("linked") { root in
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("sub").path, withDestinationPath: "/etc")
        }
        #expect(throws: BundleError.linkInBundle("sub")) { try ContentBundle.open(linked) }
        let extra = try folder("extra") { root in
            try FileManager.default.createDirectory(at: root.appendingPathComponent("a/b"), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: root.appendingPathComponent("a/b/c.png"))
        }
        #expect(throws: BundleError.unlistedFile("a/b/c.png")) { try ContentBundle.open(extra) }
    }

    @Test func namesAreComparedAsBytesAndPipesNeverWaitedOn() throws {
        // an unlisted NFD name is not the listed NFC one (Swift's String == would say it is)
        let nfc = "caf\u{E9}.json", nfd = "cafe\u{301}.json"
        let entry = #"{"path": "\#(nfc)", "bytes": 2, "sha256": "\#(BundleVerifier.sha256Hex(Data("{}".utf8)))"}"#
        let root = BundleFixture.temporaryFolder("nfd").appendingPathComponent("bundle")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let files = [BundleManifest.FileEntry(path: nfc, bytes: 2, sha256: BundleVerifier.sha256Hex(Data("{}".utf8)))]
        try Data(manifest(files: entry, hash: BundleVerifier.contentHash(of: files)).utf8).write(to: root.appendingPathComponent(BundleFormat.manifestFile))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root.path + "/" + nfd))
        #expect(throws: BundleError.unlistedFile(nfd)) { try ContentBundle.open(root) }
        // manifest.json a pipe: refused at once, not waited on for a writer
        let piped = BundleFixture.temporaryFolder("pipe-manifest").appendingPathComponent("bundle")
        try FileManager.default.createDirectory(at: piped, withIntermediateDirectories: true)
        #expect(mkfifo(piped.appendingPathComponent(BundleFormat.manifestFile).path, 0o600) == 0)
        #expect(throws: BundleError.self) { try ContentBundle.open(piped) }
        // a listed file replaced by a pipe: missing at open
        let listed = try folder("pipe-listed") { root in
            #expect(mkfifo(root.appendingPathComponent("pipe").path, 0o600) == 0)
        }
        let manifestURL = listed.appendingPathComponent(BundleFormat.manifestFile)
        let pipeEntry = [BundleManifest.FileEntry(path: "pipe", bytes: 0, sha256: BundleVerifier.sha256Hex(Data()))]
        try Data(manifest(files: #"{"path": "pipe", "bytes": 0, "sha256": "\#(BundleVerifier.sha256Hex(Data()))"}"#,
                          hash: BundleVerifier.contentHash(of: pipeEntry)).utf8).write(to: manifestURL)
        #expect(throws: BundleError.missingFile("pipe")) { try ContentBundle.open(listed) }
    }

    @Test func manifestEntriesNoFileCanMatchAreRefusedAtOpen() {
        let upper = #"{"path": "a.json", "bytes": 2, "sha256": "\#(BundleVerifier.sha256Hex(Data("{}".utf8)).uppercased())"}"#
        #expect(reason(manifest(files: upper))?.contains("lower-case hex") == true)
        #expect(reason(manifest(files: #"{"path": "a.json", "bytes": -1, "sha256": "\#(String(repeating: "0", count: 64))"}"#)) != nil)
    }
}
