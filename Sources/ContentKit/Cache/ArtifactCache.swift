import ContentBundle
import Crypto
import Foundation

/// Content-addressed build outputs: an output is stored under the SHA-256 of what it is made
/// from (input bytes, recipe, generator version), so an unchanged item is never made again.
///
/// Each entry ends with the SHA-256 of its bytes: a damaged entry (a bit flip, a write cut short
/// by a full disk) is made again and rewritten, never trusted. A hit touches the entry, and
/// `prune` removes entries unused for `maximumAge` and then the least recently used ones until
/// the cache is under `maximumBytes`.
public final class ArtifactCache: Sendable {
    public let folder: URL
    public let maximumBytes: Int
    public let maximumAge: TimeInterval

    public init(folder: URL, maximumBytes: Int = 2 << 30, maximumAge: TimeInterval = 30 * 24 * 3600) {
        self.folder = folder
        self.maximumBytes = maximumBytes
        self.maximumAge = maximumAge
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The output made from `input` by `recipe`, and whether it came from the cache.
    public func output(for input: [UInt8], recipe: String, make: () throws -> [UInt8]) throws -> (bytes: [UInt8], wasCached: Bool) {
        var hasher = SHA256()
        hasher.update(data: Array("\(recipe)\u{0}\(ToolchainVersion.current)\u{0}".utf8))
        hasher.update(data: input)
        let key = hasher.finalize().hexString
        let url = folder.appendingPathComponent(String(key.prefix(2))).appendingPathComponent(key)
        if let data = FileManager.default.contents(atPath: url.path), let payload = Self.verified([UInt8](data)) {
            // why: the entry's time is its last use, which pruning goes by
            _ = utimes(url.path, nil)
            return (payload, true)
        }
        let output = try make()
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(output + SHA256.hash(data: output)).write(to: url, options: .atomic)
        return (output, false)
    }

    /// The entry's bytes without their checksum, or nil when the checksum does not match.
    static func verified(_ entry: [UInt8]) -> [UInt8]? {
        guard entry.count >= SHA256.byteCount else { return nil }
        let payload = Array(entry[..<(entry.count - SHA256.byteCount)])
        guard Array(SHA256.hash(data: payload)) == Array(entry[(entry.count - SHA256.byteCount)...]) else { return nil }
        return payload
    }

    /// Removes entries unused for longer than `maximumAge`, then the oldest until the cache
    /// holds at most `maximumBytes`; returns how many were removed.
    @discardableResult
    public func prune(now: Date = Date()) -> Int {
        let fileManager = FileManager.default
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        guard let enumerator = fileManager.enumerator(at: folder, includingPropertiesForKeys: keys) else { return 0 }
        var entries: [(url: URL, used: Date, size: Int)] = []
        while let url = enumerator.nextObject() as? URL {
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
            entries.append((url, values.contentModificationDate ?? .distantPast, values.fileSize ?? 0))
        }
        entries.sort { $0.used > $1.used }
        var kept = 0
        var removed = 0
        for entry in entries {
            if now.timeIntervalSince(entry.used) <= maximumAge, kept + entry.size <= maximumBytes {
                kept += entry.size
            } else if (try? fileManager.removeItem(at: entry.url)) != nil {
                removed += 1
            }
        }
        return removed
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
