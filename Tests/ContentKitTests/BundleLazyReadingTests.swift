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
        func listing(allowing listed: Set<String>) throws -> [String: Int] { try inner.listing(allowing: listed) }
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

    @Test func openReadsTheManifestOnlyAndEachKindOnFirstUse() throws {
        let storage = CountingStorage(Self.built)
        let bundle = try ContentBundle(storage: storage, publicKey: nil)
        #expect(storage.reads == [BundleFormat.manifestFile])
        #expect(bundle.manifest.files.count > 2000, "the sample bundle has its pictures")
        // the first riddle: the riddles' file and the answer key it may need, once each
        let riddle = try #require(try bundle.riddles.first)
        _ = try bundle.riddles
        #expect(storage.reads == [BundleFormat.manifestFile, Riddle.kind.itemsFile, BundleFormat.answersFile])
        // checking a riddle's answer reads nothing more
        _ = try bundle.check(answer: .text("x", locale: "en"), for: riddle)
        _ = try bundle.check(answer: .text("x", locale: "en"), for: riddle.id)
        #expect(storage.reads.count == 3)
        // a picture is read each time it is asked for, never kept
        let picture = try #require(try bundle.jigsaws.first?.image)
        _ = try bundle.data(at: picture)
        #expect(storage.reads.last == picture)
        #expect(storage.reads.filter { $0 == Jigsaw.kind.itemsFile }.count == 1)
        // an IQ test reads the series and the report it names, which it checks against
        _ = try bundle.iqTests
        #expect(Set([MatrixSeries.kind.itemsFile, IQReport.kind.itemsFile, IQTest.kind.itemsFile]).isSubset(of: storage.reads))
        #expect(!storage.reads.contains(BundleFormat.tablesFile))
        _ = try bundle.games
        #expect(storage.reads.filter { $0 == BundleFormat.tablesFile }.count == 1)
    }

    @Test func anAnswerCheckedByIdReadsTheKindsUntilItIsFound() throws {
        let storage = CountingStorage(Self.built)
        let bundle = try ContentBundle(storage: storage, publicKey: nil)
        let other = try ContentBundle.open(Self.built)
        let series = try #require(try other.numberSeries.first)
        #expect(try bundle.check(answer: .number(-12345), for: series.id) == false)
        #expect(storage.reads.contains(NumberSeriesItem.kind.itemsFile))
        #expect(!storage.reads.contains(Jigsaw.kind.itemsFile), "a kind without answers is never read for a key")
        #expect(throws: AnswerError.unknownItem("no-such-item")) { try bundle.check(answer: .number(1), for: "no-such-item") }
    }

    @Test func aBrokenItemsFileFailsItsKindOnlyEveryTimeItIsAskedFor() throws {
        let url = try copy()
        let bundle = try ContentBundle.open(url)
        let file = url.appendingPathComponent(Riddle.kind.itemsFile)
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: file)
        #expect(throws: BundleError.tamperedFile(Riddle.kind.itemsFile)) { try bundle.riddles }
        #expect(throws: BundleError.tamperedFile(Riddle.kind.itemsFile)) { try bundle.riddles }
        #expect(throws: BundleError.tamperedFile(Riddle.kind.itemsFile)) { try bundle.readAllItems() }
        #expect(try bundle.jigsaws.count == 10, "the other kinds are intact and usable")
        #expect(throws: BundleError.tamperedFile(Riddle.kind.itemsFile)) { try bundle.check(answer: .text("x", locale: "en"), for: "riddle-that-is-not") }
    }

    @Test func aZipFileCutShortAfterOpenIsAnErrorNotACrash() throws {
        let dist = BundleFixture.temporaryFolder("lazy-zip-cut")
        let zip = try BundleWriter.write(BundleFixture.sample.contents, to: dist, options: BundleWriter.Options(zip: true, opensBeforeReplacing: false))
        let bundle = try ContentBundle.open(zip)
        // another process cuts the file short (a mapped file would turn the next read into SIGBUS)
        #expect(truncate(zip.path, 1000) == 0)
        #expect(throws: BundleError.tamperedFile(Riddle.kind.itemsFile)) { try bundle.riddles }
        let picture = try bundle.manifest.files.first { $0.path.hasSuffix(".png") }.map(\.path) ?? ""
        #expect(throws: BundleError.tamperedFile(picture)) { try bundle.data(at: picture) }
    }

    @Test func threadsAskingAtOnceShareOneRead() async throws {
        let storage = CountingStorage(Self.built)
        let bundle = try ContentBundle(storage: storage, publicKey: nil)
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<16 {
                group.addTask { index % 2 == 0 ? try bundle.riddles.count : try bundle.matrixSeries.count }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(Set(counts).count == 2)
        #expect(storage.reads.filter { $0 == Riddle.kind.itemsFile }.count == 1)
        #expect(storage.reads.filter { $0 == MatrixSeries.kind.itemsFile }.count == 1)
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
        #expect(try damaged.riddles.count == bundle.riddles.count)
    }

    @Test func anAsyncOpenGivesTheSameBundle() async throws {
        let bundle = try await ContentBundle.open(Self.built)
        let riddle = try #require(bundle.riddles.first)
        #expect(try bundle.check(answer: .text("definitely not the answer", locale: "en"), for: riddle.id) == false)
        let again = try await ContentBundle.open(Self.built)
        #expect(bundle.manifest.contentHash == again.manifest.contentHash)
    }
}
