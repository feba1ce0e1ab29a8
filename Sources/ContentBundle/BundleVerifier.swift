import Crypto
import Foundation

/// The checks `ContentBundle.open` and `content-build verify` make, in order.
public enum BundleVerifier {
    static func verify(_ storage: BundleStorage, publicKey: String?) throws -> (BundleManifest, [String: Data]) {
        guard let manifestData = storage.read(BundleFormat.manifestFile) else {
            throw BundleError.unreadableManifest("missing: this is not a content bundle")
        }
        struct VersionOnly: Decodable { var formatVersion: Int }
        guard let version = try? JSONDecoder().decode(VersionOnly.self, from: manifestData) else {
            throw BundleError.unreadableManifest("not a bundle manifest (no formatVersion)")
        }
        guard version.formatVersion <= BundleFormat.version, version.formatVersion >= 1 else {
            throw BundleError.unsupportedFormatVersion(version.formatVersion)
        }
        let manifest: BundleManifest
        do {
            manifest = try JSONDecoder().decode(BundleManifest.self, from: manifestData)
        } catch {
            throw BundleError.unreadableManifest("\(error)")
        }
        if let publicKey { try verifySignature(manifestData, storage.read(BundleFormat.signatureFile), publicKey) }
        // why: the listing comes first: it refuses links before any listed file is opened
        let present = try storage.paths()
        let presentSet = Set(present)
        var files: [String: Data] = [:]
        for entry in manifest.files {
            if let problem = BundlePath.problem(entry.path) { throw BundleError.unsafePath(entry.path, problem) }
            guard files[entry.path] == nil else { throw BundleError.unreadableManifest("\(entry.path) is listed twice") }
            guard presentSet.contains(entry.path) else { throw BundleError.missingFile(entry.path) }
            guard let data = storage.read(entry.path, expectedBytes: entry.bytes), sha256Hex(data) == entry.sha256 else {
                throw BundleError.tamperedFile(entry.path)
            }
            files[entry.path] = data
        }
        let listed = Set(manifest.files.map(\.path)).union([BundleFormat.manifestFile, BundleFormat.signatureFile])
        if let extra = present.first(where: { !listed.contains($0) }) { throw BundleError.unlistedFile(extra) }
        guard contentHash(of: manifest.files) == manifest.contentHash else { throw BundleError.contentHashMismatch }
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
