import ContentBundle
import Crypto
import Foundation
import ContentCore
import ContentKinds
import ContentCheck

/// Writes a bundle: `DIST/<id>-<version>/` (or `.zip`), built in a temporary sibling and moved
/// into place in one rename, so a failed or interrupted build leaves the previous bundle intact.
public enum BundleWriter {
    /// The build cache, inside the output folder (`ArtifactCache.folderName`).
    public static let cacheFolder = ArtifactCache.folderName

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
        let folder = try FileOutput.open(dist.standardizedFileURL.path, create: true)
        // why: a pack folder that holds the output folder does not treat bundles as content
        if folder.entry(DiskPack.outputMarker) == nil {
            _ = try? folder.create(DiskPack.outputMarker, with: Array("content-build writes bundles here; content-lint and content-build skip this folder.\n".utf8))
        }
        var all = contents.files
        let manifest = ManifestWriter.manifest(for: contents)
        all[BundleFormat.manifestFile] = manifest
        if let key = options.signingKey { all[BundleFormat.signatureFile] = try sign(manifest, key: key) }
        let ordered = all.keys.sorted().map { ($0, all[$0]!) }
        let targetName = contents.name + (options.zip ? ".zip" : "")
        // why: the name is the pack's id and version; one that is not a plain file name (a
        // version with a slash) is never a path to write through
        try FileOutput.output { try FolderDescriptor.checkName(targetName) }
        StagedFolder.removeLeftovers(in: folder, isReplaceable: isBundle)
        if options.zip {
            try options.beforeEachFile?(targetName)
            try writeZip(ZipWriter.archive(ordered), named: targetName, in: folder, opens: options.opensBeforeReplacing)
        } else {
            let staged = try StagedFolder(in: folder, for: targetName)
            do {
                if let beforeEachFile = options.beforeEachFile {
                    for (path, bytes) in ordered {
                        try beforeEachFile(path)
                        try staged.write(path, bytes)
                    }
                } else {
                    // why: the bundle's files on every core (writing 600 MB is most of a build
                    // served from the shared cache); the folders are made first, in order
                    try staged.makeFolders(for: ordered.map(\.0))
                    let failures: [(any Error)?] = ordered.parallelMap(jobs: 0) { path, bytes in
                        do {
                            try staged.writeMade(path, bytes)
                            return nil
                        } catch {
                            return error
                        }
                    }
                    if let failure = failures.compactMap({ $0 }).first { throw failure }
                }
                try staged.finish()
                if options.opensBeforeReplacing { try opens { try verifyInParallel(ContentBundle.open(staged.url)) } }
                try staged.swapIn(what: "bundle", isReplaceable: isBundle)
            } catch {
                staged.discard()
                throw error
            }
        }
        return dist.appendingPathComponent(targetName)
    }

    /// The bundle's files as an app reads them: the bundle is archived in memory exactly as
    /// `--zip` writes it, opened with `ContentBundle` (manifest, listing, every decoded number
    /// checked) and every listed file read back through its SHA-256. The preview is made from
    /// these, never from what the builder handed over.
    /// - Throws: `BuildError.output` when the bundle does not open as an app opens it.
    public static func openedAsAnApp(_ contents: BundleContents) throws -> [String: [UInt8]] {
        var all = contents.files
        let manifest = ManifestWriter.manifest(for: contents)
        all[BundleFormat.manifestFile] = manifest
        let archive = ZipWriter.archive(all.keys.sorted().map { ($0, all[$0]!) })
        var files: [String: [UInt8]] = [BundleFormat.manifestFile: manifest]
        try opens {
            let bundle = try ContentBundle.open(zipData: Data(archive))
            for entry in bundle.manifest.files { files[entry.path] = [UInt8](try bundle.data(at: entry.path)) }
        }
        return files
    }

    /// `verifyAllFiles` on every core: the decoding beside the files' hashes in sixteen parts,
    /// handed to the threads as they come free (the bundle's reads are safe from several
    /// threads). The first failure in the order of the parts is thrown, as the one-thread check
    /// would have thrown it.
    static func verifyInParallel(_ bundle: ContentBundle) throws {
        let count = bundle.manifest.files.count
        let parts = 16
        let lock = NSLock()
        nonisolated(unsafe) var failures: [Int: any Error] = [:]
        DispatchQueue.concurrentPerform(iterations: parts + 1) { task in
            do {
                if task == 0 {
                    try bundle.verifyDecoding()
                } else {
                    try bundle.verifyFiles((count * (task - 1) / parts)..<(count * task / parts))
                }
            } catch {
                lock.withLock { failures[task == 0 ? parts + 1 : task] = error }
            }
        }
        if let first = failures.keys.min() { throw failures[first]! }
    }

    /// What killed builds left in the output folder (`StagedFolder.removeLeftovers`).
    static func removeLeftovers(in dist: URL) {
        guard let folder = try? FileOutput.open(dist.standardizedFileURL.path) else { return }
        StagedFolder.removeLeftovers(in: folder, isReplaceable: isBundle)
    }

    /// Whether a folder holds a bundle (a manifest file), so that replacing it loses nothing
    /// but an earlier build.
    static func isBundle(_ folder: FolderDescriptor) -> Bool {
        folder.entry(BundleFormat.manifestFile).map { $0.st_mode & S_IFMT == S_IFREG } ?? false
    }

    /// Writes the archive under a random name beside its target, opens it as an app does, then
    /// renames it over the target: a link, a folder or a file that is not a zip archive there
    /// is never replaced.
    private static func writeZip(_ archive: [UInt8], named target: String, in folder: FolderDescriptor, opens check: Bool) throws {
        try FileOutput.output {
            let shown = folder.display(target)
            if let existing = folder.entry(target) {
                let zipSignature: [UInt8] = [0x50, 0x4B, 0x05, 0x06]
                guard existing.st_mode & S_IFMT == S_IFREG, existing.st_size >= 22,
                      let file = folder.openForReading(target) else {
                    throw FileFailure("\(shown) is \(FolderDescriptor.describe(existing)); not replaced")
                }
                defer { close(file) }
                // why: the end record of a zip file written by this tool closes the file
                var end = [UInt8](repeating: 0, count: 4)
                guard pread(file, &end, 4, off_t(existing.st_size) - 22) == 4, end == zipSignature else {
                    throw FileFailure("\(shown) is not a zip archive; not replaced (choose another output folder or remove it)")
                }
            }
            let temporary = try folder.createTemporary(prefix: ".\(target).tmp-\(getpid())-", with: archive, mode: FileMode.file)
            do {
                if check { try opens { try ContentBundle.open(zipData: Data(archive)).verifyAllFiles() } }
                try folder.rename(temporary, to: target)
            } catch {
                folder.remove(temporary)
                throw error
            }
        }
    }

    /// Opens the written bundle with the runtime, as `verify` and every app do (measured: a
    /// whole number past 64 bits built into a bundle that no app could open).
    private static func opens(_ open: () throws -> Void) throws {
        do {
            try open()
        } catch {
            throw BuildError.output("the written bundle does not open as an app opens it, so the previous one was kept: \(error)")
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
