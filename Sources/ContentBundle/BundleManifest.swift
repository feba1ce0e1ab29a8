/// `manifest.json`: what the bundle is and every file it holds, with size and SHA-256.
public struct BundleManifest: Codable, Sendable, Equatable {
    /// The bundle format's version; `ContentBundle.open` refuses one other than `BundleFormat.version`.
    public var formatVersion: Int
    /// Which pack and release the bundle is, from its `pack.json`.
    public var pack: PackInfo
    /// The tool that wrote the bundle (`content-build` and its version).
    public var generator: Generator
    /// Items per content kind.
    public var counts: [String: Int]
    /// Every file of the bundle except `manifest.json` and `manifest.sig`, sorted by path.
    public var files: [FileEntry]
    /// SHA-256 over the file list: for each file in order, `path`, NUL, `sha256`, LF.
    public var contentHash: String

    /// The pack the bundle was built from.
    public struct PackInfo: Codable, Sendable, Equatable {
        /// The pack's id; the bundle's folder is `<id>-<version>`.
        public var id: String
        /// The pack's semantic version (`1.4.2`); a major bump means old results are no longer comparable.
        public var version: String
        /// The pack's title by locale code (`en`, `ru`, …).
        public var title: [String: String]
        /// The locale codes every localised text of the pack has, in the pack's order.
        public var locales: [String]
        /// `embedded`, `separate` or `hashed`.
        public var answers: String
    }

    /// The tool that wrote a bundle.
    public struct Generator: Codable, Sendable, Equatable {
        /// The tool's name: `content-build`.
        public var name: String
        /// The tool's version.
        public var version: String
    }

    /// One file of the bundle as the manifest lists it.
    public struct FileEntry: Codable, Sendable, Equatable {
        /// Relative, `/`-separated path inside the bundle.
        public var path: String
        /// The file's size in bytes.
        public var bytes: Int
        /// Lower-case hex SHA-256 of the file's bytes.
        public var sha256: String

        /// An entry as given (the writer's; apps read entries from `ContentBundle.manifest`).
        public init(path: String, bytes: Int, sha256: String) {
            self.path = path
            self.bytes = bytes
            self.sha256 = sha256
        }
    }

    /// A manifest as given (the writer's; apps read the manifest from `ContentBundle.manifest`).
    public init(formatVersion: Int, pack: PackInfo, generator: Generator, counts: [String: Int], files: [FileEntry], contentHash: String) {
        self.formatVersion = formatVersion
        self.pack = pack
        self.generator = generator
        self.counts = counts
        self.files = files
        self.contentHash = contentHash
    }
}

extension ContentKind {
    /// `"kind": "pack"`: the pack's own `pack.json`, the source of the manifest's `pack`.
    public static let pack = ContentKind("pack")
}
