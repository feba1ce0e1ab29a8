import Foundation

/// What `lstat` says of a file: when its size, inode, modification and change times are all
/// as before, its bytes are taken to be as before and its hash is not computed again (as git's
/// index does). A file modified within a second of the cache being written is hashed anyway
/// (`isRacy`): a second edit in the same clock tick would otherwise keep its stamp.
public struct FileStamp: Sendable, Equatable {
    package var size: Int
    var inode: Int
    package var modified: Int
    var changed: Int

    /// Nanoseconds since 1970 of the last modification or status change.
    package static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileStamp(info)
    }

    /// The stamp `lstat` or `fstatat` gave.
    init(_ info: stat) {
        self.init(size: Int(info.st_size), inode: Int(info.st_ino),
                  modified: Int(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(info.st_mtim.tv_nsec),
                  changed: Int(info.st_ctim.tv_sec) &* 1_000_000_000 &+ Int(info.st_ctim.tv_nsec))
    }

    /// Whether the file changed so close to `written` (ns) that a later edit may share its stamp.
    package func isRacy(writtenAt written: Int) -> Bool {
        max(modified, changed) >= written &- 1_000_000_000
    }

    package func write(to out: inout CacheWriter) {
        out.int(size)
        out.int(inode)
        out.int(modified)
        out.int(changed)
    }

    init(size: Int, inode: Int, modified: Int, changed: Int) {
        self.size = size
        self.inode = inode
        self.modified = modified
        self.changed = changed
    }

    package init?(from input: inout CacheReader) {
        guard let size = input.int(), let inode = input.int(), let modified = input.int(), let changed = input.int() else { return nil }
        self.init(size: size, inode: inode, modified: modified, changed: changed)
    }
}
