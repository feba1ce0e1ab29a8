import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// content-build's bundle: determinism, atomic replacement, the cache, zip, signing.
@Suite struct BundleBuildTests {
    @Test func twoBuildsAreByteIdentical() throws {
        let dist1 = BundleFixture.temporaryFolder("d1")
        let dist2 = BundleFixture.temporaryFolder("d2")
        let copy = try BundleFixture.copyOfSamplePack()
        let (first, _, _) = try BundleFixture.build(TestPaths.content, into: dist1, uncached: true)
        let (second, _, _) = try BundleFixture.build(copy, into: dist2, uncached: true)
        let a = BundleFixture.files(under: first)
        let b = BundleFixture.files(under: second)
        #expect(a.count > 30)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, data) in a { #expect(b[path] == data, "\(path) differs between builds") }
        // And again into the same folder: the same bytes.
        let (again, _, _) = try BundleFixture.build(TestPaths.content, into: dist1)
        #expect(BundleFixture.files(under: again) == a)
    }

    @Test func zipIsDeterministicAndOpens() throws {
        let dist1 = BundleFixture.temporaryFolder("z1")
        let dist2 = BundleFixture.temporaryFolder("z2")
        // why: the builder's determinism is twoBuildsAreByteIdentical's; this is the zip writer's
        let zip1 = try BundleWriter.write(BundleFixture.sample.contents, to: dist1, options: BundleWriter.Options(zip: true))
        let zip2 = try BundleWriter.write(BundleFixture.sample.contents, to: dist2, options: BundleWriter.Options(zip: true))
        #expect(zip1.lastPathComponent == "brain-starter-1.0.0.zip")
        #expect(FileManager.default.contents(atPath: zip1.path) == FileManager.default.contents(atPath: zip2.path))
        let bundle = try ContentBundle.open(zip1)
        #expect(try bundle.riddles.count == 30)
        #expect(bundle.manifest.pack.id == "brain-starter")
    }

    @Test func failedBuildLeavesThePreviousBundleUntouched() throws {
        let dist = BundleFixture.temporaryFolder("atomic")
        let contents = BundleFixture.sample.contents
        let url = try BundleWriter.write(contents, to: dist)
        let before = BundleFixture.files(under: url)
        var options = BundleWriter.Options()
        let written = Counter()
        options.beforeEachFile = { path in
            if written.increment() > 10 { throw BuildError.output("injected failure before \(path)") }
        }
        var changed = contents
        changed.files["items/riddles.json"] = Array("{\"kind\": \"riddles\", \"items\": []}\n".utf8)
        #expect(throws: BuildError.self) { try BundleWriter.write(changed, to: dist, options: options) }
        #expect(BundleFixture.files(under: url) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dist.path).filter { $0.hasPrefix(".brain-starter") }
        #expect(leftovers.isEmpty, "temporary folders left: \(leftovers)")
        #expect(throws: Never.self) { try ContentBundle.open(url) }
    }

    @Test func unchangedPackIsServedFromTheCache() throws {
        let dist = BundleFixture.temporaryFolder("cache")
        let cache = ArtifactCache(folder: dist.appendingPathComponent(".content-build-cache"))
        let (_, built, first) = try BundleFixture.build(TestPaths.content, into: dist, cache: cache)
        #expect(first.produced > 0)
        let (_, rebuilt, second) = try BundleFixture.build(TestPaths.content, into: dist, cache: cache)
        #expect(built.files == rebuilt.files, "the cached pieces, pictures and rounds are the ones made")
        // why: the counts prove every artefact came from the cache; a wall-clock bound only
        // measured how busy the machine was (it failed at 5.8 s beside other builds)
        #expect(second.produced == 0)
        #expect(second.cached == first.produced + first.cached)
    }

    @Test func signedBundleVerifiesOnlyWithItsKey() throws {
        let dist = BundleFixture.temporaryFolder("sign")
        let (privateKey, publicKey) = BundleWriter.makeKeyPair()
        let url = try BundleWriter.write(BundleFixture.sample.contents, to: dist, options: BundleWriter.Options(signingKey: privateKey))
        #expect(FileManager.default.fileExists(atPath: url.appendingPathComponent("manifest.sig").path))
        #expect(throws: Never.self) { try ContentBundle.open(url, publicKey: publicKey) }
        let other = BundleWriter.makeKeyPair().publicKey
        #expect(throws: BundleError.badSignature) { try ContentBundle.open(url, publicKey: other) }
        #expect(throws: BundleError.badPublicKey) { try ContentBundle.open(url, publicKey: "not a key") }
        try FileManager.default.removeItem(at: url.appendingPathComponent("manifest.sig"))
        #expect(throws: BundleError.missingSignature) { try ContentBundle.open(url, publicKey: publicKey) }
    }

    @Test func badSigningKeyIsAClearError() throws {
        let contents = BundleFixture.sample.contents
        #expect(throws: BuildError.self) {
            try BundleWriter.write(contents, to: BundleFixture.temporaryFolder("badkey"), options: BundleWriter.Options(signingKey: "c2hvcnQ="))
        }
    }

    @Test func manifestMatchesItsSchema() throws {
        let url = BundleFixture.sample.bundle
        let bytes = try [UInt8](Data(contentsOf: url.appendingPathComponent("manifest.json")))
        let root = try #require(JSONParser.parse(bytes, file: "manifest.json").root)
        let schema = try #require(SchemaCatalog.embedded.schema(named: "manifest.json"))
        #expect(schema.validate(root).map(\.message) == [])
    }
}

/// A thread-safe counter for the failure-injection hook.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
