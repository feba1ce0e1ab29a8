import Crypto
import Foundation
import Testing
@testable import ContentBundle
@testable import ContentCore
@testable import ContentCheck
@testable import ContentOutput

/// A store in memory whose answers a test scripts: failures, refusals, and what it holds.
final class ScriptedStore: RemoteStore, @unchecked Sendable {
    private let lock = NSLock()
    private(set) var blobs: [String: [UInt8]] = [:]
    private(set) var calls = 0
    private(set) var puts = 0
    /// Every request fails this way (nil: answered normally).
    var failure: RemoteFailure?
    /// Writes fail this way.
    var writeFailure: RemoteFailure?
    /// Writes larger than this get a 413.
    var uploadLimit = Int.max

    var display: String { "memory://test" }

    subscript(path: String) -> [UInt8]? {
        get { lock.withLock { blobs[path] } }
        set { lock.withLock { blobs[path] = newValue } }
    }

    func get(_ path: String, maxBytes: Int) -> RemoteAnswer {
        lock.withLock {
            calls += 1
            if let failure { return .failed(failure) }
            guard let bytes = blobs[path] else { return .missing }
            return bytes.count > maxBytes ? .failed(RemoteFailure(.oversized, "too long")) : .found(bytes)
        }
    }

    func exists(_ path: String) -> Result<Bool, RemoteFailure> {
        lock.withLock {
            calls += 1
            if let failure { return .failure(failure) }
            return .success(blobs[path] != nil)
        }
    }

    func put(_ path: String, _ bytes: [UInt8]) -> Result<Void, RemoteFailure> {
        lock.withLock {
            calls += 1
            if let failure { return .failure(failure) }
            if let writeFailure { return .failure(writeFailure) }
            if bytes.count > uploadLimit { return .failure(RemoteFailure(.tooLarge, "HTTP 413")) }
            puts += 1
            blobs[path] = bytes
            return .success(())
        }
    }
}

@Suite struct RemoteCacheTests {
    static let key = String(repeating: "ab", count: 32)
    static let otherKey = String(repeating: "cd", count: 32)

    private func cache(_ store: ScriptedStore, writes: Bool = true, verifying: Curve25519.Signing.PublicKey? = nil,
                       signing: Curve25519.Signing.PrivateKey? = nil, toolchain: String = "test 1") -> RemoteCache {
        RemoteCache(.init(store: store, writes: writes, verifyingKey: verifying, signingKey: signing, toolchain: toolchain))
    }

    @Test func anOutputStoredByOneMachineIsFetchedByAnother() {
        let store = ScriptedStore()
        let output = Array("the pieces".utf8)
        cache(store).store(Self.key, output)
        let reader = cache(store, writes: false)
        #expect(reader.fetch(Self.key) == output)
        #expect(reader.fetch(Self.otherKey) == nil)
        #expect(reader.counts.hits == 1 && reader.counts.misses == 1)
        // another tool (version or binary) never shares
        #expect(cache(store, toolchain: "test 2").fetch(Self.key) == nil)
        // the layout is the protocol's: an entry under ac/, two blobs (the output and the record) under cas/
        #expect(store.blobs.keys.filter { $0.hasPrefix("ac/") }.count == 1)
        #expect(store.blobs.keys.filter { $0.hasPrefix("cas/") }.count == 2)
        #expect(store["cas/" + SHA256.hash(data: output).hexString] == output)
    }

    @Test func aReadOnlyMachineWritesNothing() {
        let store = ScriptedStore()
        cache(store, writes: false).store(Self.key, [1, 2, 3])
        #expect(store.calls == 0)
    }

    @Test func signedEntriesAreCheckedAgainstTheConfiguredKey() {
        let store = ScriptedStore()
        let ci = Curve25519.Signing.PrivateKey()
        let output = Array("signed".utf8)
        cache(store, signing: ci).store(Self.key, output)
        #expect(cache(store, writes: false, verifying: ci.publicKey).fetch(Self.key) == output)
        // another key: refused as forged
        let stranger = cache(store, writes: false, verifying: Curve25519.Signing.PrivateKey().publicKey)
        #expect(stranger.fetch(Self.key) == nil)
        #expect(stranger.counts.forged == 1)
        #expect(stranger.summary.contains { $0.contains("refused") && $0.contains("not signed by the configured key") })
        // an unsigned entry, when a key is configured: refused
        let unsignedStore = ScriptedStore()
        cache(unsignedStore).store(Self.key, output)
        let strict = cache(unsignedStore, writes: false, verifying: ci.publicKey)
        #expect(strict.fetch(Self.key) == nil)
        #expect(strict.counts.unsigned == 1)
    }

    @Test func aRecordSignedForOneKeyIsRefusedUnderAnother() throws {
        let store = ScriptedStore()
        let ci = Curve25519.Signing.PrivateKey()
        let writer = cache(store, signing: ci)
        writer.store(Self.key, Array("genuine".utf8))
        // the attacker copies a genuine, signed entry to the name of another action
        store["ac/" + writer.actionKey(Self.otherKey)] = store["ac/" + writer.actionKey(Self.key)]
        let reader = cache(store, writes: false, verifying: ci.publicKey)
        #expect(reader.fetch(Self.otherKey) == nil)
        #expect(reader.counts.malformed == 1)
    }

    @Test func aForgedRecordPointingAtOtherBytesIsRefused() throws {
        let store = ScriptedStore()
        let ci = Curve25519.Signing.PrivateKey()
        let writer = cache(store, signing: ci)
        writer.store(Self.key, Array("genuine".utf8))
        let entryBytes = try #require(store["ac/" + writer.actionKey(Self.key)])
        let entry = try #require(ActionEntry(decoding: entryBytes))
        let pointer = try #require(entry.outputs.first { $0.path == RemoteCache.recordPath })
        let recordBytes = try #require(store["cas/" + pointer.hash])
        var record = try #require(CacheRecord(decoding: recordBytes))
        // the attacker's bytes, a record naming them under the genuine signature, and an entry pointing at it
        let evil = Array("a wrong key".utf8)
        store["cas/" + SHA256.hash(data: evil).hexString] = evil
        record.outputHash = SHA256.hash(data: evil).hexString
        record.outputSize = evil.count
        let forged = record.encoded
        store["cas/" + SHA256.hash(data: forged).hexString] = forged
        store["ac/" + writer.actionKey(Self.key)] = ActionEntry(outputs: [.init(path: RemoteCache.recordPath, hash: SHA256.hash(data: forged).hexString, size: forged.count)]).encoded
        let reader = cache(store, writes: false, verifying: ci.publicKey)
        #expect(reader.fetch(Self.key) == nil)
        #expect(reader.counts.forged == 1)
        // without a key the same forgery is only as good as the store: documented, and why CI configures one
        #expect(cache(store, writes: false).fetch(Self.key) == evil)
    }

    @Test func aBlobThatDoesNotMatchItsHashIsIgnored() {
        let store = ScriptedStore()
        let output = Array("pieces".utf8)
        cache(store).store(Self.key, output)
        store["cas/" + SHA256.hash(data: output).hexString] = Array("pieceS".utf8)
        let reader = cache(store, writes: false)
        #expect(reader.fetch(Self.key) == nil)
        #expect(reader.counts.mismatched == 1)
        #expect(reader.summary.contains { $0.contains("did not match its hash") })
    }

    @Test func malformedEntriesAreMissesNotCrashes() {
        let store = ScriptedStore()
        let reader = cache(store, writes: false)
        let action = reader.actionKey(Self.key)
        for bytes: [UInt8] in [[], [0xFF], [0x12, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01], [0x13], Array(repeating: 0x12, count: 100),
                               ActionEntry(outputs: [.init(path: RemoteCache.recordPath, hash: "not hex", size: 3)]).encoded,
                               ActionEntry(outputs: [.init(path: RemoteCache.recordPath, hash: Self.key, size: 1 << 40)]).encoded] {
            store["ac/" + action] = bytes
            #expect(reader.fetch(Self.key) == nil)
        }
        #expect(reader.counts.hits == 0)
    }

    @Test func aFailingStoreStopsBeingAskedAfterThreeFailuresInARow() {
        let store = ScriptedStore()
        store.failure = RemoteFailure(.unreachable, "memory://test unreachable: connection refused")
        let remote = cache(store)
        for _ in 0..<50 {
            #expect(remote.fetch(Self.key) == nil)
            remote.store(Self.key, [1])
        }
        #expect(store.calls == 3)
        #expect(!remote.isAvailable)
        #expect(remote.summary.contains { $0.contains("stopped after 3 failures in a row") && $0.contains("connection refused") })
    }

    @Test func timeOutsCountInAllNotOnlyInARow() {
        let store = ScriptedStore()
        let remote = cache(store)
        for _ in 0..<3 {
            store.failure = RemoteFailure(.timedOut, "memory://test did not answer within 5 s (timed out)")
            _ = remote.fetch(Self.key)
            store.failure = nil
            _ = remote.fetch(Self.key)
        }
        #expect(!remote.isAvailable)
        #expect(remote.summary.contains { $0.contains("stopped after 3 time-outs") })
    }

    @Test func aServerErrorIsAFailureAndSuccessResetsTheCount() {
        let store = ScriptedStore()
        let remote = cache(store)
        store.failure = RemoteFailure(.status(500), "HTTP 500 to GET ac/…")
        _ = remote.fetch(Self.key)
        _ = remote.fetch(Self.key)
        store.failure = nil
        _ = remote.fetch(Self.key)
        store.failure = RemoteFailure(.status(500), "HTTP 500 to GET ac/…")
        _ = remote.fetch(Self.key)
        _ = remote.fetch(Self.key)
        #expect(remote.isAvailable)
        #expect(remote.summary.contains { $0.contains("4 requests failed") && $0.contains("HTTP 500") })
    }

    @Test func aRefusedWriteEndsTheWritesButNotTheReads() {
        let store = ScriptedStore()
        cache(store).store(Self.otherKey, [7])
        store.writeFailure = RemoteFailure(.writeRefused(401), "HTTP 401 to PUT cas/…")
        let remote = cache(store)
        remote.store(Self.key, [1, 2])
        let puts = store.calls
        remote.store(Self.key, [3, 4])
        #expect(store.calls == puts)
        #expect(remote.fetch(Self.otherKey) == [7])
        #expect(remote.summary.contains { $0.contains("writes refused") && $0.contains("401") })
    }

    @Test func aTooLargeUploadSkipsThatOutputOnly() {
        let store = ScriptedStore()
        store.uploadLimit = 500
        let remote = cache(store)
        remote.store(Self.key, [UInt8](repeating: 1, count: 1000))
        remote.store(Self.otherKey, [2])
        #expect(remote.counts.tooLarge == 1 && remote.counts.uploaded == 1)
        #expect(remote.summary.contains { $0.contains("413") })
        #expect(remote.isAvailable)
    }

    @Test func actionEntriesRoundTripAndRandomBytesNeverTrap() {
        let entry = ActionEntry(outputs: [.init(path: "a", hash: Self.key, size: 12), .init(path: "b", hash: Self.otherKey, size: 1 << 33)])
        #expect(ActionEntry(decoding: entry.encoded) == entry)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = ActionEntry(decoding: bytes)
            _ = CacheRecord(decoding: bytes)
            _ = BuiltPackEntry.read(index: bytes)
        }
        // a record spelled any other way than the canonical one is not one
        let record = CacheRecord(action: Self.key, outputHash: Self.otherKey, outputSize: 5)
        #expect(CacheRecord(decoding: record.encoded) == record)
        #expect(CacheRecord(decoding: Array(String(decoding: record.encoded, as: UTF8.self).replacingOccurrences(of: " 5\n", with: " 05\n").utf8)) == nil)
        #expect(CacheRecord(decoding: Array(String(decoding: record.encoded, as: UTF8.self).uppercased().utf8)) == nil)
    }

    @Test func theLocalCacheFetchesFromTheSharedOneAndNeverMakesWhatIsThere() throws {
        let store = ScriptedStore()
        let machineA = ArtifactCache(folder: BundleFixture.temporaryFolder("remote-a"), remote: cache(store))
        let machineB = ArtifactCache(folder: BundleFixture.temporaryFolder("remote-b"), remote: cache(store, writes: false))
        let (made, cachedOnA) = try machineA.output(for: [1, 2, 3], recipe: "test") { [9, 9] }
        #expect(made == [9, 9] && !cachedOnA)
        let (fetched, cachedOnB) = try machineB.output(for: [1, 2, 3], recipe: "test") { Issue.record("made again"); return [] }
        #expect(fetched == [9, 9] && cachedOnB)
        // a damaged shared blob: made locally, the right bytes
        for path in store.blobs.keys where path.hasPrefix("cas/") && store[path] == [9, 9] { store[path] = [9, 8] }
        let machineC = ArtifactCache(folder: BundleFixture.temporaryFolder("remote-c"), remote: cache(store, writes: false))
        let (remade, cachedOnC) = try machineC.output(for: [1, 2, 3], recipe: "test") { [9, 9] }
        #expect(remade == [9, 9] && !cachedOnC)
    }

    @Test func shardsSplitTheOutputsAndTogetherMakeAll() throws {
        let store = ScriptedStore()
        let inputs = (0..<200).map { [UInt8(truncatingIfNeeded: $0), UInt8($0 / 256)] }
        var madeBy: [[Int]] = []
        for index in 0..<3 {
            let shard = try #require(BuildShard("\(index)/3"))
            let machine = ArtifactCache(folder: BundleFixture.temporaryFolder("shard-\(index)"), remote: cache(store), shard: shard)
            var made: [Int] = []
            for (number, input) in inputs.enumerated() {
                _ = try machine.output(for: input, recipe: "test") {
                    made.append(number)
                    return input + [7]
                }
            }
            #expect(machine.shardCounts.made == made.count)
            madeBy.append(made)
        }
        #expect(madeBy.allSatisfy { $0.count > 40 })
        #expect(Set(madeBy.joined()).count == inputs.count && madeBy.joined().count == inputs.count)
        // the final machine makes nothing
        let final = ArtifactCache(folder: BundleFixture.temporaryFolder("shard-final"), remote: cache(store, writes: false))
        for input in inputs {
            let (bytes, _) = try final.output(for: input, recipe: "test") { Issue.record("made again"); return [] }
            #expect(bytes == input + [7])
        }
        for text in ["", "1", "3/3", "-1/2", "1/0", "a/b", "1/2/3", "0/1025", "00001/2", " 0/2"] { #expect(BuildShard(text) == nil, "\(text)") }
        #expect(BuildShard("0/1") != nil && BuildShard("1023/1024") != nil)
    }

    @Test func aWholeBuildRoundTripsThroughChunksAndACraftedIndexIsRefused() throws {
        let store = ScriptedStore()
        var files: [String: [UInt8]] = [:]
        for index in 0..<40 { files["assets/\(index).png"] = [UInt8](repeating: UInt8(index), count: index * 600_000) }
        files["empty.json"] = []
        var statistics = BuildStatistics()
        statistics.items = 12
        let contents = BundleContents(files: files, counts: ["riddles": 3], packID: "p", version: "1.2.3", title: [("en", "P")], locales: ["en"],
                                      answers: "separate", dailyFreeGames: 2)
        let entry = BuiltPackEntry(report: "a warning\n", contents: contents, statistics: statistics)
        #expect(entry.chunks().chunks.count > 1)
        entry.store(Self.key, in: cache(store), jobs: 2)
        let fetched = try #require(BuiltPackEntry.fetch(Self.key, from: cache(store, writes: false), jobs: 2))
        #expect(fetched.contents.files == files && fetched.report == "a warning\n" && fetched.statistics.items == 12)
        #expect(fetched.contents.dailyFreeGames == 2 && fetched.contents.counts == ["riddles": 3] && fetched.contents.version == "1.2.3")
        // an index whose places run past their chunk, or name a chunk that is not there
        let (chunkBytes, places) = entry.chunks()
        let chunks = chunkBytes.map { BuiltPackEntry.Chunk(hash: SHA256.hash(data: $0).hexString, size: $0.count) }
        var past = places
        past[0].range = 0..<(chunks[past[0].chunk].size + 1)
        #expect(BuiltPackEntry.read(index: BuiltPackEntry.index(entry, chunks: chunks, places: past)) == nil)
        var nowhere = places
        nowhere[0].chunk = chunks.count
        #expect(BuiltPackEntry.read(index: BuiltPackEntry.index(entry, chunks: chunks, places: nowhere)) == nil)
        for path in ["../escape", "a/../../b", "/root", "a//b", "", "a/./b", "a\u{0}b"] {
            var crafted = places
            crafted[0].path = path
            #expect(BuiltPackEntry.read(index: BuiltPackEntry.index(entry, chunks: chunks, places: crafted)) == nil, "\(path)")
        }
        var fileAndFolder = places
        fileAndFolder[1].path = fileAndFolder[0].path + "/inside"
        #expect(BuiltPackEntry.read(index: BuiltPackEntry.index(entry, chunks: chunks, places: fileAndFolder)) == nil)
        // one damaged chunk: no whole build (the build runs instead)
        let damaged = try #require(store.blobs.keys.first { $0.hasPrefix("cas/") && (store[$0]?.count ?? 0) > 1_000_000 })
        store[damaged]![0] ^= 1
        #expect(BuiltPackEntry.fetch(Self.key, from: cache(store, writes: false), jobs: 2) == nil)
    }

    @Test func aSharedFolderIsReadAndWrittenWithoutFollowingLinks() throws {
        let root = BundleFixture.temporaryFolder("shared-folder")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let store = FolderRemoteStore(path: root.path)
        let remote = cache(ScriptedStore())
        _ = remote
        let folderCache = RemoteCache(.init(store: store, writes: true, toolchain: "t"))
        folderCache.store(Self.key, [5, 6])
        #expect(RemoteCache(.init(store: store, writes: false, toolchain: "t")).fetch(Self.key) == [5, 6])
        // a link planted where a blob goes is neither read nor written through
        let victim = root.appendingPathComponent("victim")
        try Data("keep".utf8).write(to: victim)
        let hash = SHA256.hash(data: [UInt8]([1])).hexString
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("cas/" + hash).path, withDestinationPath: victim.path)
        if case .found = store.get("cas/" + hash, maxBytes: 100) { Issue.record("read through a link") }
        #expect(throws: Never.self) { _ = store.put("cas/" + hash, [1]) }
        #expect(try Data(contentsOf: victim) == Data("keep".utf8))
        // names other than ac/<hex> and cas/<hex> are refused
        for path in ["../x", "cas/../../etc/passwd", "cas/" + hash + "/x", "other/" + hash, "cas/ABC"] {
            if case .success = store.put(path, [1]) { Issue.record("wrote \(path)") }
        }
        // a missing root is a failure (the tools never make it), not a crash
        let missing = FolderRemoteStore(path: root.appendingPathComponent("missing").path)
        if case .found = missing.get("ac/" + hash, maxBytes: 10) { Issue.record("found in a missing folder") }
        if case .success = missing.put("ac/" + hash, [1]) { Issue.record("wrote into a missing folder") }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("missing").path))
    }

    @Test func theConfigurationNamesACacheButNeverAToken() {
        let (good, problems) = LintConfiguration.parse(Array(#"{"remoteCache": {"url": "https://cache.example.com/p", "publicKey": "AAAA"}}"#.utf8), file: "c.json")
        #expect(problems.isEmpty && good.remoteCache == RemoteCacheSetting(url: "https://cache.example.com/p", publicKey: "AAAA"))
        for (text, words) in [(#"{"remoteCache": {"url": "https://c", "token": "ci:secret"}}"#, "never goes in a file of the pack"),
                              (#"{"remoteCache": {"url": "ftp://c"}}"#, "needs a \"url\""),
                              (#"{"remoteCache": {"url": "file://relative"}}"#, "needs a \"url\""),
                              (#"{"remoteCache": "https://c"}"#, "is an object"),
                              (#"{"remoteCache": {"url": "https://c", "publicKey": 3}}"#, "base64 Ed25519")] {
            let (_, problems) = LintConfiguration.parse(Array(text.utf8), file: "c.json")
            #expect(problems.contains { $0.message.contains(words) }, "\(text)")
        }
    }
}
