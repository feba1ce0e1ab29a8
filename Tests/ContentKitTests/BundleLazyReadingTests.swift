import Foundation
import Testing
@testable import ContentBundle
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// `open` reads the manifest and the item files only; every other file is read when asked for,
/// and checked then: a picture changed after open is an error, never a wrong picture.
@Suite struct BundleLazyReadingTests {
    /// A bundle folder's storage that counts what is read.
    final class CountingStorage: BundleStorage, @unchecked Sendable {
        let inner: FolderStorage
        private let lock = NSLock()
        private(set) var reads: [String] = []

        init(_ root: URL) { inner = FolderStorage(root: root) }
        func paths() throws -> [String] { try inner.paths() }
        func size(of path: String) -> Int? { inner.size(of: path) }
        func read(_ path: String, expectedBytes: Int?) -> Data? {
            lock.lock()
            reads.append(path)
            lock.unlock()
            return inner.read(path, expectedBytes: expectedBytes)
        }
    }

    private static var built: URL { BundleFixture.sample.bundle }

    private func copy() throws -> URL {
        let url = BundleFixture.temporaryFolder("lazy-copy").appendingPathComponent("bundle")
        try FileManager.default.copyItem(at: Self.built, to: url)
        return url
    }

    @Test func openReadsTheManifestAndTheItemFilesOnly() throws {
        let storage = CountingStorage(Self.built)
        let bundle = try ContentBundle(storage: storage, publicKey: nil)
        let expected = Set([BundleFormat.manifestFile, BundleFormat.tablesFile, BundleFormat.answersFile]
            + BundleItemTypes.all.map { $0.kind.itemsFile }).intersection(bundle.manifest.files.map(\.path) + [BundleFormat.manifestFile])
        #expect(Set(storage.reads) == expected)
        #expect(storage.reads.count == expected.count, "each read once")
        #expect(bundle.manifest.files.count > 2000, "the sample bundle has its pictures")
        let picture = try #require(bundle.jigsaws.first?.image)
        _ = try bundle.data(at: picture)
        #expect(storage.reads.last == picture)
    }

    @Test func aPictureChangedAfterOpenIsAnErrorNotAPicture() throws {
        let url = try copy()
        let bundle = try ContentBundle.open(url)
        let picture = try #require(bundle.jigsaws.first?.image)
        let file = url.appendingPathComponent(picture)
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: file)
        #expect(throws: BundleError.tamperedFile(picture)) { try bundle.data(at: picture) }
        #expect(throws: BundleError.tamperedFile(picture)) { try bundle.verifyAllFiles() }
        // a bundle opened now opens (its items are intact) and refuses the picture the same way
        #expect(throws: BundleError.tamperedFile(picture)) { try ContentBundle.open(url).data(at: picture) }
        #expect(throws: BundleError.notInBundle("no/such.png")) { try bundle.data(at: "no/such.png") }
    }

    @Test func aTruncatedPictureIsRefusedAtOpenByItsSize() throws {
        let url = try copy()
        let picture = try #require(try ContentBundle.open(url).jigsaws.first?.image)
        let file = url.appendingPathComponent(picture)
        try Data(contentsOf: file).prefix(100).write(to: file)
        #expect(throws: BundleError.tamperedFile(picture)) { try ContentBundle.open(url) }
    }

    @Test func aZipIsCheckedEntryByEntry() throws {
        let dist = BundleFixture.temporaryFolder("lazy-zip")
        let zip = try BundleWriter.write(BundleFixture.sample.contents, to: dist, options: BundleWriter.Options(zip: true))
        var bytes = try Data(contentsOf: zip)
        let bundle = try ContentBundle.open(zipData: bytes)
        let picture = try #require(bundle.jigsaws.first?.image)
        let original = try bundle.data(at: picture)
        // flip a byte inside the picture's entry: its CRC-32 and SHA-256 no longer match
        let at = try #require(bytes.range(of: original)).lowerBound + original.count / 2
        bytes[at] ^= 0x01
        let damaged = try ContentBundle.open(zipData: bytes)
        #expect(throws: BundleError.tamperedFile(picture)) { try damaged.data(at: picture) }
        #expect(damaged.riddles.count == bundle.riddles.count)
    }

    @Test func anAsyncOpenGivesTheSameBundle() async throws {
        let bundle = try await ContentBundle.open(Self.built)
        let riddle = try #require(bundle.riddles.first)
        #expect(try bundle.check(answer: .text("definitely not the answer", locale: "en"), for: riddle.id) == false)
        let again = try await ContentBundle.open(Self.built)
        #expect(bundle.manifest.contentHash == again.manifest.contentHash)
    }
}
