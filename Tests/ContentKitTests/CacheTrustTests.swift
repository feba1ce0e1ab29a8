import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The lint cache's trust boundary (issue 28): a cache someone else wrote, well-formed and with
/// every checksum right, never makes a broken pack lint clean. The forgery the issue measured
/// (findings removed, the checksum recomputed) is made here with the tool's own writer, so it is
/// as good as a forgery can be; only the key differs.
@Suite struct CacheTrustTests {
    private static let broken = #"""
        {"kind": "riddles", "items": [
          {"id": "r1", "text": {"en": "What  has keys but no locks?"}, "answers": {"en": ["piano"]}}]}
        """#
    private static let packJSON = #"{"kind": "pack", "id": "trust", "version": "1.0.0", "title": {"en": "Trust"}, "locales": ["en"], "answers": "embedded"}"#

    private func pack() throws -> (DiskPack, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cache-trust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Self.packJSON.write(to: root.appendingPathComponent("pack.json"), atomically: true, encoding: .utf8)
        try Self.broken.write(to: root.appendingPathComponent("riddles.json"), atomically: true, encoding: .utf8)
        return (DiskPack(root: root, displayName: ""), root)
    }

    private func errors(_ pack: DiskPack, _ store: LintCacheStore) throws -> Int {
        var options = LintOptions()
        options.cache = store
        return try ContentPipeline.check(pack, options: options).errorCount
    }

    /// What an attacker writes: the cache of this very pack with every finding taken out, sealed
    /// with `secret` (theirs) into the user's cache folder.
    private func forge(_ store: LintCacheStore) {
        var state = store.load()
        state.checked = state.checked.map { entry in
            guard var record = entry.record else { return entry }
            record.diagnostics = []
            return LintCacheState.Entry(record)
        }
        state.packRules = state.packRules.mapValues { _ in [] }
        store.save(state)
    }

    @Test func aForgedCacheNeverMakesABrokenPackLintClean() throws {
        let (pack, root) = try pack()
        defer { try? FileManager.default.removeItem(at: root) }
        let cacheFile = root.appendingPathComponent(".cache/pack.lint-cache")
        let user = LintCacheStore(file: cacheFile, key: "options", secret: CacheSecret(bytes: Array(repeating: 1, count: 32)))
        let attacker = LintCacheStore(file: cacheFile, key: "options", secret: CacheSecret(bytes: Array(repeating: 2, count: 32)))
        #expect(try errors(pack, user) > 0, "cold")
        #expect(try errors(pack, user) > 0, "warm")

        // The attacker's forgery: well-formed, sealed, about this pack's files as they are now.
        forge(attacker)
        #expect(try errors(pack, user) > 0, "a cache sealed with another key is a cold run")
        // and the same forgery under the user's own key would have worked: the key is what stops it
        forge(user)
        #expect(try errors(pack, user) == 0, "the forgery is a real one")
    }

    @Test func aRecordAppendedBySomeoneElseIsNotRead() throws {
        let (pack, root) = try pack()
        defer { try? FileManager.default.removeItem(at: root) }
        let cacheFile = root.appendingPathComponent(".cache/pack.lint-cache")
        let user = LintCacheStore(file: cacheFile, key: "options", secret: CacheSecret(bytes: Array(repeating: 1, count: 32)))
        #expect(try errors(pack, user) > 0)
        let facts = user.loadFacts()
        #expect(!facts.entries.isEmpty)
        // a record with the right shape and a code of another key, appended at the end
        var out = CacheWriter()
        FactsEntry(path: "riddles.json", digests: [1, 2, 3], facts: [4]).write(to: &out, seal: CacheSeal(key: Array(repeating: 9, count: 32)))
        let handle = try FileHandle(forWritingTo: user.factsFile)
        try handle.seekToEnd()
        try handle.write(contentsOf: out.bytes)
        try handle.close()
        let read = user.loadFacts()
        #expect(read.entries["riddles.json"]?.digests != [1, 2, 3])
        #expect(read.compact, "the file is written anew")
    }

    @Test func aRuleStateSealedWithAnotherKeyIsNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rule-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cache = try CacheFolder.open(parent: folder, name: "content-lint")
        func state(_ secret: UInt8, expected: [UInt8]?) -> PackRuleState {
            PackRuleState(folder: cache, stem: "stem.rule", key: [7], seal: CacheSeal(key: Array(repeating: secret, count: 32)), expected: expected)
        }
        let written = state(1, expected: nil)
        let base = try #require(written.writeBase([("ids", [1, 2, 3, 4, 5, 6, 7, 8])], magic: "test base"))
        #expect(written.writeOverlay(magic: "test overlay", baseID: base) { $0.int(42) })
        let token = try #require(written.written)
        #expect(state(1, expected: token).readOverlay(magic: "test overlay") != nil)
        #expect(state(1, expected: token).mapBase(magic: "test base", id: base) != nil)
        #expect(state(2, expected: token).readOverlay(magic: "test overlay") == nil)
        #expect(state(2, expected: token).mapBase(magic: "test base", id: base) == nil)
    }

    /// The secret itself: made once, 32 bytes, 0600 in a 0700 folder; two processes that race to
    /// make it read the same one.
    @Test func theSecretIsMadeOnceAndKeptPrivate() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("secret-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["XDG_STATE_HOME": home.path]
        let secrets = Array(0..<8).parallelMap(minimumCount: 1) { _ in try? CacheSecret.load(environment: environment).key(for: "x") }
        #expect(secrets.allSatisfy { $0 != nil && $0 == secrets[0] })
        chmod(home.appendingPathComponent("content-toolchain/cache.key").path, 0o644)
        #expect(throws: FileFailure.self) { try CacheSecret.load(environment: environment) }
    }
}
