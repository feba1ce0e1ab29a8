import ContentBundle
import ContentCore
import ContentKinds
import ContentCheck

/// One release of a pack as `diff` compares it: which pack, which version, its locales, and every
/// bundle file but the manifest (path → bytes).
public struct PackRelease: Sendable {
    /// `pack.json`'s `id`: only releases of one pack compare.
    public var packID: String
    /// `pack.json`'s semantic version.
    public var version: String
    /// The locales the release ships; a locale gained or dropped is one change.
    public var locales: [String]
    /// Bundle path → bytes, without `manifest.json` and `manifest.sig`.
    public var files: [String: [UInt8]]

    public init(packID: String, version: String, locales: [String], files: [String: [UInt8]]) {
        self.packID = packID
        self.version = version
        self.locales = locales
        self.files = files
    }

    /// A bundle as `BundleFiles.read` returns it.
    public init(manifest: BundleManifest, files: [String: [UInt8]]) {
        self.init(packID: manifest.pack.id, version: manifest.pack.version, locales: manifest.pack.locales, files: files)
    }

    /// A bundle just built, before it is written.
    public init(_ contents: BundleContents) {
        self.init(packID: contents.packID, version: contents.version, locales: contents.locales, files: contents.files)
    }
}
