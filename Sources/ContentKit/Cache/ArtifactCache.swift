import ContentBundle
import Crypto
import Foundation

/// Content-addressed build outputs: an output is stored under the SHA-256 of what it is made
/// from (input bytes, recipe, generator version), so an unchanged item is never made again.
public final class ArtifactCache: Sendable {
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The output made from `input` by `recipe`, and whether it came from the cache.
    public func output(for input: [UInt8], recipe: String, make: () throws -> [UInt8]) throws -> (bytes: [UInt8], wasCached: Bool) {
        var hasher = SHA256()
        hasher.update(data: Array("\(recipe)\u{0}\(BuildInfo.generatorVersion)\u{0}".utf8))
        hasher.update(data: input)
        let key = hasher.finalize().hexString
        let url = folder.appendingPathComponent(String(key.prefix(2))).appendingPathComponent(key)
        if let data = FileManager.default.contents(atPath: url.path) { return ([UInt8](data), true) }
        let output = try make()
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(output).write(to: url, options: .atomic)
        return (output, false)
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
            guard let nameLength = integer(4), offset + nameLength <= blob.count else { return nil }
            let name = String(decoding: blob[offset..<(offset + nameLength)], as: UTF8.self)
            offset += nameLength
            guard let length = integer(8), length <= blob.count - offset else { return nil }
            files[name] = Array(blob[offset..<(offset + length)])
            offset += length
        }
        return files
    }
}

/// Name and version the bundle's manifest records.
public enum BuildInfo {
    public static let generatorName = "content-build"
    public static let generatorVersion = "0.2.0"
}
