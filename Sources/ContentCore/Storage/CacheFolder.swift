import Foundation

/// A folder that holds one tool's cache and nothing else: `PARENT/NAME` (`~/.cache/content-lint`,
/// `DIST/.content-build-cache`), made 0700 and used only while it is the user's own and no one
/// else may write it (checked on the open descriptor, so a folder swapped in after the check is
/// not used). The tool reads and writes only names it makes there, and prunes only those: a
/// cache folder pointed at `~/.cache`, `~` or `/tmp` loses nothing of anyone else's.
public struct CacheFolder: Sendable {
    package let folder: FolderDescriptor

    /// The folder's path.
    public var url: URL { URL(fileURLWithPath: folder.path) }

    /// Opens (and makes) `parent/name`.
    /// - Throws: `FileFailure` naming what is wrong: a link, a file, a folder of another user's
    ///   or one that others may write.
    public static func open(parent: URL, name: String) throws -> CacheFolder {
        let parentPath = parent.standardizedFileURL.path
        let folder = try FolderDescriptor.open(parentPath, create: true, mode: 0o700).subfolder(name, create: true, mode: 0o700)
        let info = try folder.status()
        guard info.st_uid == geteuid() else { throw FileFailure("\(folder.path) belongs to another user; the cache is not kept there") }
        guard info.st_mode & 0o022 == 0 else { throw FileFailure("others may write in \(folder.path); the cache is not kept there") }
        return CacheFolder(folder: folder)
    }

    /// One file of the cache as the tool wrote it: a regular file of the user's that no one
    /// else may write, opened without following a link (nil otherwise, or past `maxBytes`).
    package func read(_ name: String, maxBytes: Int = 1 << 31) -> [UInt8]? {
        folder.read(name, maxBytes: maxBytes, ownedOnly: true)
    }

    /// Writes one file of the cache in one step (`FolderDescriptor.replace`, 0600). A link or
    /// anything but a regular file under that name is removed first (only the name: this is the
    /// tool's own folder, and what a link points at is never touched).
    package func write(_ name: String, _ bytes: [UInt8]) throws {
        if let existing = folder.entry(name), existing.st_mode & S_IFMT != S_IFREG { folder.remove(name) }
        try folder.replace(name, with: bytes, mode: 0o600)
    }

    /// Appends to one file of the cache (`FolderDescriptor.append`); a file that is not the
    /// user's own regular file is removed instead, and the append reported as failed.
    package func append(_ name: String, _ bytes: [UInt8]) -> Bool {
        if (try? folder.append(name, bytes)) != nil { return true }
        folder.remove(name)
        return false
    }

    /// A file the tool keeps here, under a name `isOwn` takes for one of its own.
    struct Entry {
        let name: String
        let used: Int
        let size: Int
    }

    /// Removes the tool's files (names `isOwn` accepts, regular files only; in the subfolders
    /// `subfolderIsOwn` accepts, one level down) unused for longer than `maximumAge`, then the
    /// oldest until they take at most `maximumBytes`, and the tool's temporary files
    /// (`.NAME.RANDOM.tmp`) older than a day; returns how many were removed.
    @discardableResult
    package func prune(maximumBytes: Int, maximumAge: TimeInterval, now: Date = Date(),
               isOwn: (String) -> Bool, subfolderIsOwn: (String) -> Bool = { _ in false }) -> Int {
        var entries: [(folder: FolderDescriptor, entry: Entry)] = []
        var removed = 0
        let nowSeconds = Int(now.timeIntervalSince1970)
        func collect(_ folder: FolderDescriptor, depth: Int) {
            for name in (try? folder.names()) ?? [] {
                guard let info = folder.entry(name) else { continue }
                let kind = info.st_mode & S_IFMT
                if kind == S_IFDIR, depth == 0, subfolderIsOwn(name), let sub = try? folder.subfolder(name) {
                    collect(sub, depth: 1)
                } else if kind == S_IFREG, info.st_uid == geteuid() {
                    let used = Int(info.st_mtim.tv_sec)
                    if Self.isTemporary(name) {
                        if nowSeconds - used > 24 * 3600, folder.remove(name) { removed += 1 }
                    } else if isOwn(name) {
                        entries.append((folder, Entry(name: name, used: used, size: Int(info.st_size))))
                    }
                }
            }
        }
        collect(folder, depth: 0)
        entries.sort { $0.entry.used > $1.entry.used }
        var kept = 0
        for (folder, entry) in entries {
            if Double(nowSeconds - entry.used) <= maximumAge, kept + entry.size <= maximumBytes {
                kept += entry.size
            } else if folder.remove(entry.name) {
                removed += 1
            }
        }
        return removed
    }

    /// Whether a name is one `FolderDescriptor.createTemporary` makes (`.NAME.HEX16.tmp`).
    static func isTemporary(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let stem = name.dropLast(4)
        guard let dot = stem.lastIndex(of: ".") else { return false }
        let random = stem[stem.index(after: dot)...]
        return random.count == 16 && random.allSatisfy(\.isHexDigit)
    }
}
