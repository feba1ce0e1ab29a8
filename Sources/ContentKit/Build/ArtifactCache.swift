import ContentBundle
import Crypto
import Foundation

/// Content-addressed build outputs: an output is stored under the SHA-256 of what it is made
/// from (input bytes, recipe, generator version), so an unchanged item is never made again.
public final class ArtifactCache: @unchecked Sendable {
    public let folder: URL
    /// Whether the last `output` call was served from the cache (used serially by the builder).
    public private(set) var lastWasHit = false

    public init(folder: URL) {
        self.folder = folder
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    public func output(for input: [UInt8], recipe: String, make: () throws -> [UInt8]) throws -> [UInt8] {
        var hasher = SHA256()
        hasher.update(data: Array("\(recipe)\u{0}\(BuildInfo.generatorVersion)\u{0}".utf8))
        hasher.update(data: input)
        let key = hasher.finalize().hexString
        let url = folder.appendingPathComponent(String(key.prefix(2))).appendingPathComponent(key)
        if let data = FileManager.default.contents(atPath: url.path) {
            lastWasHit = true
            return [UInt8](data)
        }
        lastWasHit = false
        let output = try make()
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(output).write(to: url, options: .atomic)
        return output
    }
}

/// Name and version the bundle's manifest records.
public enum BuildInfo {
    public static let generatorName = "content-build"
    public static let generatorVersion = "0.2.0"
}
