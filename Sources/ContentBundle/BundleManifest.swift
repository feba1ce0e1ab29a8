import Foundation

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
        /// Games a day a player plays free of every limit, the daily training
        /// (`ContentBundle.dailyFreeGames(day:)` picks them); nil when the pack sets none.
        public var dailyFreeGames: Int?
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

extension BundleManifest {
    /// Why manifest.json is not the manifest the format defines.
    struct ShapeError: Error, CustomStringConvertible {
        let description: String
    }

    /// manifest.json as the runtime's own JSON reader reads it, the file list entry by entry
    /// (the sample's 2,429 files: 0.6 MB of memory at the peak less than a whole JSON value, a
    /// third of `JSONDecoder`'s time). Members the format does not define are skipped, as
    /// `JSONDecoder` skipped them; of a member given twice the first counts.
    init(reading data: Data) throws {
        var top: [String: JSONValue] = [:]
        var files: [FileEntry]?
        try BundleJSON.read(data) { reader in
            try reader.members(depth: 0) { key, reader in
                guard key == "files", files == nil else {
                    // why: a member the format does not define is skipped, not built: 16 MiB of
                    // unknown arrays took 400 MB before a bad signature or a missing file refused them
                    if Self.members.contains(key), top[key] == nil { top[key] = try reader.value(depth: 1) } else { try reader.skip(depth: 1) }
                    return
                }
                var list: [FileEntry] = []
                try reader.elements(depth: 1) { reader in
                    var path: String?, bytes: Double?, sha256: String?
                    try reader.members(depth: 2) { key, reader in
                        guard ["path", "bytes", "sha256"].contains(key) else { try reader.skip(depth: 3); return }
                        let value = try reader.value(depth: 3)
                        switch (key, value) {
                        case ("path", _) where path != nil, ("bytes", _) where bytes != nil, ("sha256", _) where sha256 != nil: break
                        case ("path", .string(let text)): path = text
                        case ("bytes", .number(let number)): bytes = number
                        case ("sha256", .string(let text)): sha256 = text
                        case ("path", _), ("bytes", _), ("sha256", _): throw ShapeError(description: "a file entry's \(key) is not what the format defines")
                        default: break
                        }
                    }
                    guard let path, let sha256, let size = bytes.flatMap({ Int(exactly: $0) }), size >= 0 else {
                        throw ShapeError(description: "a file entry without a path, a whole number of bytes and a SHA-256")
                    }
                    // why: a hash no file can have (upper-case, short) passed open and failed every read
                    guard sha256.utf8.count == 64, sha256.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
                        throw ShapeError(description: "\(path): sha256 is not 64 lower-case hex digits")
                    }
                    list.append(FileEntry(path: path, bytes: size, sha256: sha256))
                }
                files = list
            }
        }
        guard let files else { throw ShapeError(description: "files is not a list") }
        try self.init(top: top, files: files)
    }

    /// The top-level `formatVersion` of a manifest that is JSON, read without building the rest
    /// (nil when there is none or the bytes are not JSON).
    static func formatVersion(in data: Data) -> Int? {
        var version: Int?
        _ = try? BundleJSON.read(data) { reader in
            try reader.members(depth: 0) { key, reader in
                guard key == "formatVersion", version == nil else { return try reader.skip(depth: 1) }
                if case .number(let number) = try reader.value(depth: 1) { version = Int(exactly: number) }
            }
        }
        return version
    }

    /// The members the format defines besides `files`.
    private static let members: Set<String> = ["formatVersion", "pack", "generator", "counts", "contentHash"]

    /// The manifest from its members other than `files`, and the files.
    private init(top: [String: JSONValue], files: [FileEntry]) throws {
        func fail(_ what: String) -> ShapeError { ShapeError(description: what) }
        func text(_ value: JSONValue?, _ what: String) throws -> String {
            guard case .string(let text)? = value else { throw fail("\(what) is not a text") }
            return text
        }
        func whole(_ value: JSONValue?, _ what: String) throws -> Int {
            guard case .number(let number)? = value, let whole = Int(exactly: number) else { throw fail("\(what) is not a whole number") }
            return whole
        }
        guard case .object(let pack)? = top["pack"] else { throw fail("pack is not an object") }
        guard case .array(let locales)? = pack["locales"] else { throw fail("pack.locales is not a list") }
        guard case .object(let title)? = pack["title"] else { throw fail("pack.title is not an object") }
        guard case .object(let generator)? = top["generator"] else { throw fail("generator is not an object") }
        guard case .object(let counts)? = top["counts"] else { throw fail("counts is not an object") }
        formatVersion = try whole(top["formatVersion"], "formatVersion")
        self.pack = PackInfo(id: try text(pack["id"], "pack.id"), version: try text(pack["version"], "pack.version"),
                             title: try title.mapValues { try text($0, "pack.title") }, locales: try locales.map { try text($0, "a locale") },
                             answers: try text(pack["answers"], "pack.answers"),
                             dailyFreeGames: try pack["dailyFreeGames"].map { value in
                                 let games = try whole(value, "pack.dailyFreeGames")
                                 guard games >= 0 else { throw fail("pack.dailyFreeGames is negative") }
                                 return games
                             })
        self.generator = Generator(name: try text(generator["name"], "generator.name"), version: try text(generator["version"], "generator.version"))
        self.counts = try counts.mapValues { try whole($0, "a count") }
        self.files = files
        contentHash = try text(top["contentHash"], "contentHash")
    }
}
