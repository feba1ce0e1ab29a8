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
        #expect(throws: BundleError.tamperedFile("items/riddles.json")) { try ContentBundle.open(url) }
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
