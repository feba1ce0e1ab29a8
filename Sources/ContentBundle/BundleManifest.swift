/// `manifest.json`: what the bundle is and every file it holds, with size and SHA-256.
public struct BundleManifest: Codable, Sendable, Equatable {
    public var formatVersion: Int
    public var pack: PackInfo
    public var generator: Generator
    /// Items per content kind.
    public var counts: [String: Int]
    /// Every file of the bundle except `manifest.json` and `manifest.sig`, sorted by path.
    public var files: [FileEntry]
    /// SHA-256 over the file list: for each file in order, `path`, NUL, `sha256`, LF.
    public var contentHash: String

    public struct PackInfo: Codable, Sendable, Equatable {
        public var id: String
        public var version: String
        public var title: [String: String]
        public var locales: [String]
        /// `embedded`, `separate` or `hashed`.
        public var answers: String
    }

    public struct Generator: Codable, Sendable, Equatable {
        public var name: String
        public var version: String
    }

    public struct FileEntry: Codable, Sendable, Equatable {
        public var path: String
        public var bytes: Int
        public var sha256: String

        public init(path: String, bytes: Int, sha256: String) {
            self.path = path
            self.bytes = bytes
            self.sha256 = sha256
        }
    }

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
