import Foundation

/// A pack folder on disk.
public struct DiskPack: PackFileSystem {
    public let root: URL
    /// `root.path`, made once (a URL makes its path anew on every call).
    private let rootPath: String
    private let resolvedRoot: String
    public let rootName: String

    /// - Parameter displayName: how messages name the root (`content/`).
    public init(root: URL, displayName: String) {
        self.root = root.standardizedFileURL
        rootPath = self.root.path
        resolvedRoot = self.root.resolvingSymlinksInPath().path
        rootName = displayName
    }

    /// The folder holding the nearest `pack.json` at or above `path`.
    public static func find(containing path: String) throws -> URL {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw PackError.unreadable(path, "no such file or folder")
        }
        if !isDirectory.boolValue { url.deleteLastPathComponent() }
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("pack.json").path) { return url }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { throw PackError.noPack(path) }
            url = parent
        }
    }

    /// A file `content-build` leaves in its output folder; a folder holding it is not part of
    /// the pack (bundles written inside a pack are not content).
    public static let outputMarker = ".content-build-output"

    public func allFiles() throws -> [String] {
        var found: [(path: String, stamp: FileStamp?)] = []
        try collect(relative: "", stamping: false, into: &found)
        return Self.inOrder(found).map(\.path)
    }

    public func stampedFiles() throws -> [(path: String, stamp: FileStamp?)] {
        var found: [(path: String, stamp: FileStamp?)] = []
        try collect(relative: "", stamping: true, into: &found)
        return Self.inOrder(found)
    }

    /// The walk's files, sorted by path: the walk gives them in that order already (each
    /// folder's entries sorted, a subfolder by its name and a slash), which one pass checks.
    private static func inOrder(_ found: [(path: String, stamp: FileStamp?)]) -> [(path: String, stamp: FileStamp?)] {
        let sorted = found.indices.dropFirst().allSatisfy { found[$0 - 1].path < found[$0].path }
        return sorted ? found : found.sorted { $0.path < $1.path }
    }

    /// Walks the folder with readdir, which names each entry's type without a stat per file;
    /// with `stamping`, each regular file is stat'ed relative to its open folder, the folder's
    /// files on every core (a warm lint of 11,000 files spends most of its time here).
    private func collect(relative: String, stamping: Bool, into found: inout [(path: String, stamp: FileStamp?)]) throws {
        let folder = relative.isEmpty ? rootPath : rootPath + "/" + relative
        guard let directory = opendir(folder) else { throw PackError.unreadable(folder, "cannot list the folder") }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        // each entry's name, and for a subfolder its name with a slash: the key that sorts a
        // folder's entries as their paths sort
        var entries: [(key: String, name: String, isFolder: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var info = stat()
                guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                let format = info.st_mode & S_IFMT
                type = format == S_IFDIR ? Int32(DT_DIR) : format == S_IFREG ? Int32(DT_REG) : Int32(DT_LNK)
            }
            if type == Int32(DT_DIR) {
                entries.append((name + "/", name, true))
            } else if type == Int32(DT_REG) {
                entries.append((name, name, false))
            }
            // why: symbolic links are never followed into content files.
        }
        entries.sort { $0.key < $1.key }
        let stamps: [FileStamp?] = stamping ? entries.parallelMap(minimumCount: 512) { entry in
            var info = stat()
            guard !entry.isFolder, fstatat(descriptor, entry.name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            return FileStamp(info)
        } : []
        let prefix = relative.isEmpty ? "" : relative + "/"
        for (index, entry) in entries.enumerated() {
            if !entry.isFolder {
                found.append((prefix + entry.name, stamping ? stamps[index] : nil))
                continue
            }
            let subfolder = prefix + entry.name
            guard access(rootPath + "/" + subfolder + "/" + Self.outputMarker, F_OK) != 0 else { continue }
            try collect(relative: subfolder, stamping: stamping, into: &found)
        }
    }

    public func read(_ path: String, maxBytes: Int) throws -> [UInt8] {
        let descriptor = try openInside(path)
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw PackError.unreadable(path, String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw PackError.unreadable(path, "it is not a regular file") }
        let size = Int(info.st_size)
        if size > maxBytes { throw PackError.tooLarge(path, size) }
        var bytes = [UInt8](repeating: 0, count: size)
        var total = 0
        while total < size {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + total, size - total)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            total += count
        }
        if total < size { bytes.removeLast(size - total) }
        return bytes
    }

    /// Opens a pack file for reading. No rule or build step may read through a link that leads
    /// out of the pack: the path is walked from the root one folder at a time without following
    /// links, and only when a link (or `.` or `..`) is met is the whole path resolved and checked.
    private func openInside(_ path: String) throws -> Int32 {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
           let descriptor = openWithoutLinks(parts) {
            return descriptor
        }
        if case .linkOutside(let target)? = isLinkOutside(root.appendingPathComponent(path)) {
            throw PackError.unreadable(path, "it is a link to \(target), outside the pack")
        }
        let descriptor = open(rootPath + "/" + path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw PackError.unreadable(path, String(cString: strerror(errno))) }
        return descriptor
    }

    /// The file's descriptor when no part of the path is a link; nil when one is, or on any error
    /// (the caller then takes the slow path, which names the error).
    private func openWithoutLinks(_ parts: [Substring]) -> Int32? {
        var folder = open(rootPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return nil }
        defer { close(folder) }
        for (index, part) in parts.enumerated() {
            let last = index == parts.count - 1
            // why: O_NONBLOCK so that a named pipe opens at once (and is refused as not a file).
            let flags = O_RDONLY | O_CLOEXEC | O_NOFOLLOW | (last ? O_NONBLOCK : O_DIRECTORY)
            let next = openat(folder, String(part), flags)
            guard next >= 0 else { return nil }
            if last { return next }
            close(folder)
            folder = next
        }
        return nil
    }

    public func inspect(_ path: String) -> PackEntry {
        let url = root.appendingPathComponent(path)
        var info = stat()
        guard lstat(url.path, &info) == 0 || stat(url.path, &info) == 0 else {
            return isLinkOutside(url) ?? .missing
        }
        if let outside = isLinkOutside(url) { return outside }
        guard stat(url.path, &info) == 0 else { return .missing }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }

    private func isLinkOutside(_ url: URL) -> PackEntry? {
        let resolved = url.resolvingSymlinksInPath().path
        if resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot + "/") { return nil }
        return .linkOutside(resolved)
    }
}
