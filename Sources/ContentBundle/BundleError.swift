/// Why a bundle was refused; each case names the file concerned.
public enum BundleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No manifest.json, or not the JSON the format defines.
    case unreadableManifest(String)
    /// A manifest of a format version this library does not know (a newer builder wrote it).
    case unsupportedFormatVersion(Int)
    /// A file the manifest lists is not in the bundle.
    case missingFile(String)
    /// A file's size or SHA-256 differs from the manifest.
    case tamperedFile(String)
    /// A file in the bundle that the manifest does not list.
    case unlistedFile(String)
    /// The manifest's contentHash does not match its file list.
    case contentHashMismatch
    /// A public key was given and manifest.sig is missing.
    case missingSignature
    /// manifest.sig is not a valid Ed25519 signature of manifest.json by the given key.
    case badSignature
    /// A public key that is not 32 bytes of Ed25519 key.
    case badPublicKey
    /// A file that should be JSON of a known shape is not.
    case malformedFile(String, String)
    /// The .zip cannot be read (or uses compression this reader does not support).
    case unreadableArchive(String)
    /// The manifest lists a path that is not a plain path inside the bundle (`..`, absolute).
    case unsafePath(String, String)
    /// A symbolic link inside a bundle folder.
    case linkInBundle(String)
    /// A path asked for that the manifest does not list.
    case notInBundle(String)
    /// A JSON file larger than an app reads (`BundleFormat.maximumBytes(of:)`): its size, the limit.
    case fileTooLarge(String, Int, Int)

    /// One line for logs: the file concerned, then what is wrong with it (English, not localised).
    public var description: String {
        switch self {
        case .unreadableManifest(let reason): "manifest.json: \(reason)"
        case .unsupportedFormatVersion(let version): "manifest.json: format version \(version) is newer than this reader (\(BundleFormat.version)); update the app"
        case .missingFile(let path): "\(path): listed in the manifest but missing"
        case .tamperedFile(let path): "\(path): size or SHA-256 differs from the manifest (tampered or truncated)"
        case .unlistedFile(let path): "\(path): not listed in the manifest"
        case .notInBundle(let path): "\(path): not a file of this bundle"
        case .contentHashMismatch: "manifest.json: contentHash does not match the file list"
        case .missingSignature: "manifest.sig: missing, and a public key was given"
        case .badSignature: "manifest.sig: not a valid signature of manifest.json by this key"
        case .badPublicKey: "public key: not an Ed25519 public key (32 bytes, base64)"
        case .malformedFile(let path, let reason): "\(path): \(reason)"
        case .unreadableArchive(let reason): "archive: \(reason)"
        case .unsafePath(let path, let reason): "manifest.json: \(path): \(reason); a bundle lists only paths inside itself"
        case .linkInBundle(let path): "\(path): a symbolic link; a bundle holds plain files only"
        case .fileTooLarge(let path, let size, let limit): "\(path): \(size) bytes, over the \(limit) bytes an app reads of such a file"
        }
    }
}

extension BundleError {
    /// The case's name (`tamperedFile`): the error class `conformance/index.json` names, which
    /// the C API reports as `cbundle_error_class` too.
    package var errorClass: String {
        switch self {
        case .unreadableManifest: "unreadableManifest"
        case .unsupportedFormatVersion: "unsupportedFormatVersion"
        case .missingFile: "missingFile"
        case .tamperedFile: "tamperedFile"
        case .unlistedFile: "unlistedFile"
        case .contentHashMismatch: "contentHashMismatch"
        case .missingSignature: "missingSignature"
        case .badSignature: "badSignature"
        case .badPublicKey: "badPublicKey"
        case .malformedFile: "malformedFile"
        case .unreadableArchive: "unreadableArchive"
        case .unsafePath: "unsafePath"
        case .linkInBundle: "linkInBundle"
        case .notInBundle: "notInBundle"
        case .fileTooLarge: "fileTooLarge"
        }
    }

    /// The file the error names (nil for the ones about the bundle as a whole or the key).
    package var file: String? {
        switch self {
        case .unreadableManifest, .unsupportedFormatVersion, .contentHashMismatch: BundleFormat.manifestFile
        case .missingSignature, .badSignature: BundleFormat.signatureFile
        case .badPublicKey, .unreadableArchive: nil
        case .missingFile(let path), .tamperedFile(let path), .unlistedFile(let path), .malformedFile(let path, _),
             .unsafePath(let path, _), .linkInBundle(let path), .notInBundle(let path), .fileTooLarge(let path, _, _): path
        }
    }
}
