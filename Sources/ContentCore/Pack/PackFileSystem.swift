/// What a path inside a pack turned out to be.
public enum PackEntry: Sendable, Equatable {
    case missing
    case file
    case directory
    /// A symbolic link (somewhere along the path) that leads out of the pack, to this place.
    case linkOutside(String)
}

/// Where a pack's files come from: the disk, or memory (tests and rule examples). Paths are
/// relative to the pack root, `/`-separated, already normalised (no `.` or `..`).
public protocol PackFileSystem: Sendable {
    /// Every regular file of the pack (hidden files and folders left out), sorted.
    func allFiles() throws -> [String]
    /// The file's bytes; throws `PackError.tooLarge` without reading when it has more than
    /// `maxBytes` (the size is checked first, so a huge file costs nothing).
    func read(_ path: String, maxBytes: Int) throws -> [UInt8]
    func inspect(_ path: String) -> PackEntry
    /// How the pack root is named in messages (`content/`).
    var rootName: String { get }
    /// `allFiles()` with each file's stamp (size, inode and times), by which the lint cache
    /// knows an unchanged file without reading it; nil where there are none (the file's bytes
    /// are hashed then).
    func stampedFiles() throws -> [(path: String, stamp: FileStamp?)]
}

extension PackFileSystem {
    public func stampedFiles() throws -> [(path: String, stamp: FileStamp?)] { try allFiles().map { ($0, nil) } }
}

/// A pack held in memory, for tests and rule examples.
public struct MemoryPack: PackFileSystem {
    public var files: [String: [UInt8]]
    /// Paths that are symbolic links leading out of the pack, and where they lead.
    public var outsideLinks: [String: String]
    public var rootName: String { "content/" }

    public init(files: [String: [UInt8]] = [:], outsideLinks: [String: String] = [:]) {
        self.files = files
        self.outsideLinks = outsideLinks
    }

    public init(texts: [String: String], outsideLinks: [String: String] = [:]) {
        self.init(files: texts.mapValues { Array($0.utf8) }, outsideLinks: outsideLinks)
    }

    public func allFiles() throws -> [String] { files.keys.sorted() }
    public func read(_ path: String, maxBytes: Int) throws -> [UInt8] {
        guard let bytes = files[path] else { throw PackError.unreadable(path, "no such file") }
        if bytes.count > maxBytes { throw PackError.tooLarge(path, bytes.count) }
        return bytes
    }

    public func inspect(_ path: String) -> PackEntry {
        if let target = outsideLinks[path] { return .linkOutside(target) }
        if files[path] != nil { return .file }
        if files.keys.contains(where: { $0.hasPrefix(path + "/") }) { return .directory }
        return .missing
    }
}

/// A pack that could not be read at all.
public enum PackError: Error, Sendable, CustomStringConvertible {
    case noPack(String)
    case unreadable(String, String)
    case tooLarge(String, Int)

    public var description: String {
        switch self {
        case .noPack(let path): "no pack.json at or above \(path); a pack is a folder with a pack.json"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .tooLarge(let path, let bytes): "\(path) is \(bytes) bytes, over the size limit"
        }
    }
}
