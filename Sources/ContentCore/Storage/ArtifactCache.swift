import ContentBundle
import Crypto
import Foundation

/// Content-addressed build outputs: an output is stored under the SHA-256 of what it is made
/// from (input bytes, recipe, generator version), so an unchanged item is never made again.
///
/// The entries live in a folder of the tool's own (`CacheFolder`: the user's, writable by no one
/// else), each as `XX/KEY` (`XX` the key's first two hex digits), and each ends with an
/// HMAC-SHA256 of its name and bytes under the user's `CacheSecret`: a damaged entry (a bit
/// flip, a write cut short by a full disk) or one someone else wrote (a cache folder shipped
/// in a repository) is made again and rewritten, never trusted. A hit touches the entry, and
/// `prune` removes the tool's own entries (no other file) unused for `maximumAge` and then the
/// least recently used ones until the cache is under `maximumBytes`.
public final class ArtifactCache: Sendable {
    let cacheFolder: CacheFolder
    let seal: CacheSeal
    public let maximumBytes: Int
    public let maximumAge: TimeInterval
    /// The shared cache behind this one (nil: this machine's only).
    public let remote: RemoteCache?
    /// The part of the outputs this run makes (`--shard I/N`; nil: all of them).
    public let shard: BuildShard?
    private let tallyLock = NSLock()
    nonisolated(unsafe) private var shardTally = BuildShard.Tally()

    /// The cache's folder.
    public var folder: URL { cacheFolder.url }

    public init(folder: CacheFolder, secret: CacheSecret, maximumBytes: Int = 2 << 30, maximumAge: TimeInterval = 30 * 24 * 3600,
                remote: RemoteCache? = nil, shard: BuildShard? = nil) {
        cacheFolder = folder
        self.remote = remote
        self.shard = shard
        seal = CacheSeal(key: secret.key(for: "content-build cache"))
        self.maximumBytes = maximumBytes
        self.maximumAge = maximumAge
    }

    /// The cache in the folder at `folder` (made if missing), sealed with a secret of this
    /// process's (tests).
    convenience init(folder: URL, maximumBytes: Int = 2 << 30, maximumAge: TimeInterval = 30 * 24 * 3600, remote: RemoteCache? = nil, shard: BuildShard? = nil) {
        let opened = try! CacheFolder.open(parent: folder.deletingLastPathComponent(), name: folder.lastPathComponent)
        self.init(folder: opened, secret: .perProcess, maximumBytes: maximumBytes, maximumAge: maximumAge, remote: remote, shard: shard)
    }

    /// The build cache's folder, inside the output folder (hidden, and never part of a bundle).
    public static let folderName = ".content-build-cache"

    /// The build cache of the output folder `dist` (`DIST/.content-build-cache`).
    /// - Throws: `FileFailure` when that folder is not one the cache may use.
    public static func open(in dist: URL, secret: CacheSecret, remote: RemoteCache? = nil, shard: BuildShard? = nil) throws -> ArtifactCache {
        ArtifactCache(folder: try CacheFolder.open(parent: dist, name: folderName), secret: secret, remote: remote, shard: shard)
    }

    /// What a sharded run did (`--shard`).
    public var shardCounts: BuildShard.Tally { tallyLock.withLock { shardTally } }

    /// The output made from `input` by `recipe`, and whether it came from the cache.
    public func output(for input: [UInt8], recipe: String, make: () throws -> [UInt8]) throws -> (bytes: [UInt8], wasCached: Bool) {
        var hasher = SHA256()
        hasher.update(data: Array("\(recipe)\u{0}\(ToolchainVersion.current)\u{0}".utf8))
        hasher.update(data: input)
        let key = hasher.finalize().hexString
        let folder = try? cacheFolder.folder.subfolder(String(key.prefix(2)), create: true, mode: 0o700)
        if let folder, let entry = folder.read(key, ownedOnly: true), let payload = verified(entry, name: key) {
            // why: the entry's time is its last use, which pruning goes by
            _ = utimensat(folder.descriptor, key, nil, AT_SYMLINK_NOFOLLOW)
            // why: a shard's outputs must reach the shared cache, even when this runner had them already
            if let shard, shard.owns(key), let remote, remote.settings.writes, !remote.has(key) { remote.store(key, payload) }
            return (payload, true)
        }
        if let shard {
            // why: a shard makes only its part, and none of what the shared cache already holds;
            // its bundle is never written, so what it leaves out stands as nothing
            guard shard.owns(key) else {
                tallyLock.withLock { shardTally.leftToOthers += 1 }
                return ([], true)
            }
            if remote?.has(key) == true {
                tallyLock.withLock { shardTally.alreadyShared += 1 }
                return ([], true)
            }
        } else if let output = remote?.fetch(key) {
            store(output, key: key, in: folder)
            return (output, true)
        }
        let output = try make()
        store(output, key: key, in: folder)
        remote?.store(key, output)
        if shard != nil { tallyLock.withLock { shardTally.made += 1 } }
        return (output, false)
    }

    private func store(_ output: [UInt8], key: String, in folder: FolderDescriptor?) {
        guard let folder else { return }
        if let existing = folder.entry(key), existing.st_mode & S_IFMT != S_IFREG { folder.remove(key) }
        try? folder.replace(key, with: output + code(output, name: key), mode: 0o600)
    }

    private func code(_ output: [UInt8], name: String) -> [UInt8] { seal.code((Array(name.utf8) + [0] + output)[...]) }

    /// The entry's bytes without their code, or nil when the code is not theirs.
    func verified(_ entry: [UInt8], name: String) -> [UInt8]? {
        guard entry.count >= CacheSeal.codeSize else { return nil }
        let payload = Array(entry[..<(entry.count - CacheSeal.codeSize)])
        return CacheSeal.equal(code(payload, name: name), entry[(entry.count - CacheSeal.codeSize)...]) ? payload : nil
    }

    /// Whether a name is an entry's (64 lower-case hex digits) or a shard's (2).
    static func isHex(_ name: String, count: Int) -> Bool {
        name.utf8.count == count && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// Removes entries unused for longer than `maximumAge`, then the oldest until the cache
    /// holds at most `maximumBytes`; returns how many were removed.
    @discardableResult
    public func prune(now: Date = Date()) -> Int {
        cacheFolder.prune(maximumBytes: maximumBytes, maximumAge: maximumAge, now: now,
                          isOwn: { Self.isHex($0, count: 64) }, subfolderIsOwn: { Self.isHex($0, count: 2) })
    }
}

extension ArtifactCache {
    /// Several named outputs made from one input, cached together (as one length-prefixed blob).
    public func files(for input: [UInt8], recipe: String, make: () throws -> [String: [UInt8]]) throws -> (files: [String: [UInt8]], wasCached: Bool) {
        let (blob, cached) = try output(for: input, recipe: recipe) { Self.pack(try make()) }
        guard let files = Self.unpack(blob) else {
            // a damaged cache entry is made again, never trusted
            return (try make(), false)
        }
        return (files, cached)
    }

    static func pack(_ files: [String: [UInt8]]) -> [UInt8] {
        var blob: [UInt8] = []
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
            let nameBytes = Array(name.utf8)
            blob += withUnsafeBytes(of: UInt32(nameBytes.count).littleEndian, Array.init) + nameBytes
            blob += withUnsafeBytes(of: UInt64(bytes.count).littleEndian, Array.init) + bytes
        }
        return blob
    }

    static func unpack(_ blob: [UInt8]) -> [String: [UInt8]]? {
        var files: [String: [UInt8]] = [:]
        var offset = 0
        func integer(_ size: Int) -> Int? {
            guard offset + size <= blob.count else { return nil }
            var value = 0
            for index in 0..<size { value |= Int(blob[offset + index]) << (8 * index) }
            offset += size
            return value
        }
        while offset < blob.count {
            guard let nameLength = integer(4), nameLength <= blob.count - offset else { return nil }
            let name = String(decoding: blob[offset..<(offset + nameLength)], as: UTF8.self)
            offset += nameLength
            // why: a length read from damaged bytes may be negative as an Int (all ones)
            guard let length = integer(8), length >= 0, length <= blob.count - offset else { return nil }
            files[name] = Array(blob[offset..<(offset + length)])
            offset += length
        }
        return files
    }
}

/// The generator a bundle's manifest records: this name, and `ToolchainVersion.current`.
public enum BuildInfo {
    public static let generatorName = "content-build"
}
