import Crypto
import Foundation

/// The checks `ContentBundle.open` and `content-build verify` make, in order.
public enum BundleVerifier {
    /// The checks at open, which read no file but the manifest (and its signature): the format
    /// version; the signature, given a key; every listed path safe, listed once and present with
    /// its listed size; no file unlisted; the content hash over the listing. Each file's bytes
    /// are checked against its SHA-256 when it is read (`read(_:from:)`).
    static func verifyManifest(_ storage: BundleStorage, publicKey: String?) throws -> BundleManifest {
        let manifestLimit = BundleFormat.maximumBytes(of: BundleFormat.manifestFile)!
        if let size = storage.size(of: BundleFormat.manifestFile), size > manifestLimit {
            throw BundleError.fileTooLarge(BundleFormat.manifestFile, size, manifestLimit)
        }
        guard let manifestData = storage.read(BundleFormat.manifestFile) else {
            throw BundleError.unreadableManifest("missing: this is not a content bundle")
        }
        if let publicKey {
            // why: before the manifest is parsed: an unsigned manifest costs a hash, not a parse
            // why: a signature is 88 characters of base64; a larger file is no signature of ours
            let signature = (storage.size(of: BundleFormat.signatureFile) ?? 0) <= 1024 ? storage.read(BundleFormat.signatureFile) : Data("too large".utf8)
            try verifySignature(manifestData, signature, publicKey)
        }
        let manifest: BundleManifest
        do {
            manifest = try BundleManifest(reading: manifestData)
        } catch {
            // why: a newer format may change more than the version; say so rather than what broke
            // (read again without building the manifest's values: 16 MiB of them cost 400 MB)
            if let version = BundleManifest.formatVersion(in: manifestData), version != BundleFormat.version {
                throw BundleError.unsupportedFormatVersion(version)
            }
            throw BundleError.unreadableManifest("not a bundle manifest: \(error)")
        }
        guard manifest.formatVersion <= BundleFormat.version, manifest.formatVersion >= 1 else {
            throw BundleError.unsupportedFormatVersion(manifest.formatVersion)
        }
        var listed = Set<String>(minimumCapacity: manifest.files.count + 2)
        for entry in manifest.files {
            if let problem = BundlePath.problem(entry.path) { throw BundleError.unsafePath(entry.path, problem) }
            guard listed.insert(entry.path).inserted else { throw BundleError.unreadableManifest("\(entry.path) is listed twice") }
            if let limit = BundleFormat.maximumBytes(of: entry.path), entry.bytes > limit { throw BundleError.fileTooLarge(entry.path, entry.bytes, limit) }
        }
        listed.formUnion([BundleFormat.manifestFile, BundleFormat.signatureFile])
        // why: the listing comes before any listed file is opened: it refuses links and unlisted files
        let present = try storage.listing(allowing: listed)
        for entry in manifest.files {
            guard let size = present[entry.path] else { throw BundleError.missingFile(entry.path) }
            guard size == entry.bytes else { throw BundleError.tamperedFile(entry.path) }
        }
        guard contentHash(of: manifest.files) == manifest.contentHash else { throw BundleError.contentHashMismatch }
        return manifest
    }

    /// A listed file's bytes, when their size and SHA-256 are the manifest's; else `tamperedFile`
    /// (a file changed or cut short after open is refused, never shown).
    static func read(_ entry: BundleManifest.FileEntry, from storage: BundleStorage) throws -> Data {
        guard let data = storage.read(entry.path, expectedBytes: entry.bytes), sha256Hex(data) == entry.sha256 else {
            throw BundleError.tamperedFile(entry.path)
        }
        return data
    }

    /// Every check at once: the manifest's, then every file read and hashed (`content-build
    /// verify`, and tools that compare bundles).
    static func verify(_ storage: BundleStorage, publicKey: String?) throws -> (BundleManifest, [String: Data]) {
        let manifest = try verifyManifest(storage, publicKey: publicKey)
        var files: [String: Data] = [:]
        for entry in manifest.files { files[entry.path] = try read(entry, from: storage) }
        return (manifest, files)
    }

    static func verifySignature(_ manifest: Data, _ signatureFile: Data?, _ publicKey: String) throws {
        guard let raw = Data(base64Encoded: publicKey.trimmingCharacters(in: .whitespacesAndNewlines)),
              let key = try? Curve25519.Signing.PublicKey(rawRepresentation: raw) else { throw BundleError.badPublicKey }
        guard let signatureFile else { throw BundleError.missingSignature }
        let text = String(decoding: signatureFile, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let signature = Data(base64Encoded: text), key.isValidSignature(signature, for: manifest) else {
            throw BundleError.badSignature
        }
    }

    /// Lower-case hex SHA-256.
    public static func sha256Hex(_ data: Data) -> String {
        SHA256.hash(data: data).hexString
    }

    /// The manifest's `contentHash`: SHA-256 over `path NUL sha256 LF` of every file, in order.
    public static func contentHash(of files: [BundleManifest.FileEntry]) -> String {
        var hasher = SHA256()
        for file in files {
            hasher.update(data: Array(file.path.utf8) + [0] + Array(file.sha256.utf8) + [0x0A])
        }
        return hasher.finalize().hexString
    }
}
