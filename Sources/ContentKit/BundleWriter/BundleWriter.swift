import ContentBundle
import Crypto
import Foundation

/// Writes a bundle: `DIST/<id>-<version>/` (or `.zip`), built in a temporary sibling and moved
/// into place in one rename, so a failed or interrupted build leaves the previous bundle intact.
public enum BundleWriter {
    /// The build cache, inside the output folder (hidden, and never part of a bundle).
    public static let cacheFolder = ".content-build-cache"

    public struct Options: Sendable {
        public var zip = false
        /// Base64 of a 32-byte Ed25519 private key: writes manifest.sig.
        public var signingKey: String?
        /// Test hook: called before each file is written; throwing stops the build half-way.
        public var beforeEachFile: (@Sendable (String) throws -> Void)?
        /// Open the written bundle as an app does before it replaces the old one, so a bundle no
        /// app can open is never put in place (off only for tests that write hostile bundles).
        public var opensBeforeReplacing = true

        public init(zip: Bool = false, signingKey: String? = nil, opensBeforeReplacing: Bool = true) {
            self.zip = zip
            self.signingKey = signingKey
            self.opensBeforeReplacing = opensBeforeReplacing
        }
    }

    /// Writes the bundle and returns where it went.
    @discardableResult
    public static func write(_ contents: BundleContents, to dist: URL, options: Options = Options()) throws -> URL {
        let fileManager = FileManager.default
        try FileOutput.makeFolder(dist)
        // why: a pack folder that holds the output folder does not treat bundles as content
        let marker = dist.appendingPathComponent(DiskPack.outputMarker)
        if !fileManager.fileExists(atPath: marker.path) {
            try FileOutput.write(Array("content-build writes bundles here; content-lint and content-build skip this folder.\n".utf8), to: marker)
        }
        var all = contents.files
        let manifest = ManifestWriter.manifest(for: contents)
        all[BundleFormat.manifestFile] = manifest
        if let key = options.signingKey { all[BundleFormat.signatureFile] = try sign(manifest, key: key) }
        let ordered = all.keys.sorted().map { ($0, all[$0]!) }
        let target = dist.appendingPathComponent(contents.name + (options.zip ? ".zip" : ""))
        let temporary = dist.appendingPathComponent(".\(contents.name).tmp-\(getpid())")
        removeLeftovers(in: dist)
        try? fileManager.removeItem(at: temporary)
        do {
            if options.zip {
                try options.beforeEachFile?(contents.name + ".zip")
                try FileOutput.write(ZipWriter.archive(ordered), to: temporary)
            } else {
                try writeFolder(ordered, at: temporary, options: options)
            }
            if options.opensBeforeReplacing { try opens(temporary, zip: options.zip) }
            try FileOutput.swapIn(temporary, as: target, what: "bundle")
        } catch {
            try? fileManager.removeItem(at: temporary)
            throw error
        }
        return target
    }

    /// Opens the written bundle with the runtime, as `verify` and every app do (measured: a
    /// whole number past 64 bits built into a bundle that no app could open).
    private static func opens(_ written: URL, zip: Bool) throws {
        do {
            if zip {
                try ContentBundle.open(zipData: Data(contentsOf: written)).verifyAllFiles()
            } else {
                try ContentBundle.open(written).verifyAllFiles()
            }
        } catch {
            throw BuildError.output("the written bundle does not open as an app opens it, so the previous one was kept: \(error)")
        }
    }

    private static func writeFolder(_ files: [(String, [UInt8])], at folder: URL, options: Options) throws {
        try FileOutput.makeFolder(folder)
        var made: Set<String> = [folder.path]
        for (path, bytes) in files {
            try options.beforeEachFile?(path)
            let url = folder.appendingPathComponent(path)
            let parent = url.deletingLastPathComponent()
            if made.insert(parent.path).inserted { try FileOutput.makeFolder(parent) }
            try FileOutput.write(bytes, to: url)
        }
    }

    /// What builds that were killed left in the output folder: `.NAME.tmp-PID` (a half-written
    /// bundle) is removed; `.NAME.old-PID` (a bundle moved aside) is put back when NAME is
    /// missing, else removed. Folders of builds still running are left alone.
    static func removeLeftovers(in dist: URL) {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: dist.path) else { return }
        for name in names where name.hasPrefix(".") {
            for marker in [".tmp-", ".old-"] {
                guard let range = name.range(of: marker, options: .backwards), let pid = Int32(name[range.upperBound...]),
                      !FileOutput.isRunning(pid) else { continue }
                let leftover = dist.appendingPathComponent(name)
                let original = dist.appendingPathComponent(String(name[name.index(after: name.startIndex)..<range.lowerBound]))
                if marker == ".old-", !fileManager.fileExists(atPath: original.path), rename(leftover.path, original.path) == 0 { continue }
                try? fileManager.removeItem(at: leftover)
            }
        }
    }

    /// manifest.sig: base64 of the Ed25519 signature of the manifest's exact bytes, and a newline.
    static func sign(_ manifest: [UInt8], key: String) throws -> [UInt8] {
        guard let raw = Data(base64Encoded: key.trimmingCharacters(in: .whitespacesAndNewlines)),
              let privateKey = try? Curve25519.Signing.PrivateKey(rawRepresentation: raw) else {
            throw BuildError.badKey("not an Ed25519 private key (32 bytes, base64); make one with content-build keygen")
        }
        let signature = try privateKey.signature(for: Data(manifest))
        return Array((signature.base64EncodedString() + "\n").utf8)
    }

    /// A new key pair as base64 text: (private, public).
    public static func makeKeyPair() -> (privateKey: String, publicKey: String) {
        let key = Curve25519.Signing.PrivateKey()
        return (key.rawRepresentation.base64EncodedString(), key.publicKey.rawRepresentation.base64EncodedString())
    }
}
