import ContentBundle
import Foundation
import ContentCore
import ContentKinds
import ContentCheck
import Crypto

/// `manifest.json` for a bundle's files: deterministic bytes (keys in a fixed order, files sorted).
enum ManifestWriter {
    static func manifest(for contents: BundleContents) -> [UInt8] {
        // why: hashed on every core, without a copy (a studio bundle is 600 MB)
        let bundleFiles = contents.files
        let entries = bundleFiles.keys.sorted().parallelMap(jobs: 0) { path in
            BundleManifest.FileEntry(path: path, bytes: bundleFiles[path]!.count, sha256: SHA256.hash(data: bundleFiles[path]!).hexString)
        }
        let files: [JSONWriter.Value] = entries.map { entry in
            .object([("path", .string(entry.path)), ("bytes", .int(entry.bytes)), ("sha256", .string(entry.sha256))])
        }
        var pack: [(String, JSONWriter.Value)] = [
            ("id", .string(contents.packID)), ("version", .string(contents.version)),
            ("title", .object(contents.title.map { ($0.0, .string($0.1)) })),
            ("locales", .array(contents.locales.map { .string($0) })),
            ("answers", .string(contents.answers)),
        ]
        // why: written only when the pack sets it, so a pack without it builds the bytes it built before
        if let games = contents.dailyFreeGames { pack.append(("dailyFreeGames", .int(games))) }
        let root: JSONWriter.Value = .object([
            ("formatVersion", .int(BundleFormat.version)),
            ("pack", .object(pack)),
            ("generator", .object([("name", .string(BuildInfo.generatorName)), ("version", .string(ToolchainVersion.current))])),
            ("counts", .object(contents.counts.keys.sorted().map { ($0, .int(contents.counts[$0]!)) })),
            ("files", .array(files)),
            ("contentHash", .string(BundleVerifier.contentHash(of: entries))),
        ])
        return JSONWriter.encode(root)
    }
}
