import Foundation

/// An open folder, and every file operation the tools make inside it relative to its
/// descriptor (`openat`, `mkdirat`, `renameat`, `unlinkat`), so that no step follows a link a
/// pack or another user planted: new files are created `O_CREAT|O_EXCL|O_NOFOLLOW` under a random
/// name and renamed into place, a name that holds a link is never written through or replaced,
/// modes are set on the descriptor (`fchmod`), and a folder that is swapped for another after it
/// was opened is not followed (the descriptor keeps the folder that was opened).
public final class FolderDescriptor: @unchecked Sendable {
    /// The folder's path as the caller named it (for messages).
    public let path: String
    package let descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Opens the folder at `path` (links in the path are followed: the caller chose it), making
    /// it and its missing parents with `mode` when `create`.
    public static func open(_ path: String, create: Bool = false, mode: mode_t = 0o755) throws -> FolderDescriptor {
        if create { try makeFolders(path, mode: mode) }
        let descriptor = Foundation.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileFailure("cannot open the folder \(path): \(FileFailure.reason())") }
        return FolderDescriptor(path: path, descriptor: descriptor)
    }

    private static func makeFolders(_ path: String, mode: mode_t) throws {
        var built = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            built += "/" + part
            if mkdir(built, mode) != 0, errno != EEXIST {
                throw FileFailure("cannot make the folder \(built): \(FileFailure.reason())")
            }
        }
    }

    // MARK: Subfolders

    /// The subfolder `name`, opened without following a link; made with `mode` when missing and
    /// `create`. A link or a file of that name is refused.
    public func subfolder(_ name: String, create: Bool = false, mode: mode_t = 0o755) throws -> FolderDescriptor {
        try Self.checkName(name)
        if create, mkdirat(descriptor, name, mode) != 0, errno != EEXIST {
            throw FileFailure("cannot make the folder \(display(name)): \(FileFailure.reason())")
        }
        let opened = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard opened >= 0 else {
            let reason = errno == ELOOP || errno == ENOTDIR ? "it is a link or a file, not a folder" : FileFailure.reason()
            throw FileFailure("cannot open the folder \(display(name)): \(reason)")
        }
        return FolderDescriptor(path: display(name), descriptor: opened)
    }

    /// A new, empty subfolder under a random name beginning with `prefix` (mode 0700 until the
    /// caller opens it up), made by this call and by no one else.
    public func newSubfolder(prefix: String) throws -> (name: String, folder: FolderDescriptor) {
        try Self.checkName(prefix)
        for _ in 0..<16 {
            let name = prefix + Self.randomSuffix()
            if mkdirat(descriptor, name, 0o700) == 0 { return (name, try subfolder(name)) }
            guard errno == EEXIST else { throw FileFailure("cannot make a folder in \(path): \(FileFailure.reason())") }
        }
        throw FileFailure("cannot make a folder in \(path): every random name was taken")
    }

    /// The folder's own status (`fstat` on the descriptor).
    public func status() throws -> stat {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileFailure("cannot read the status of \(path): \(FileFailure.reason())") }
        return info
    }

    /// Sets the folder's permission bits on its descriptor.
    public func setMode(_ mode: mode_t) throws {
        guard fchmod(descriptor, mode) == 0 else { throw FileFailure("cannot set the mode of \(path): \(FileFailure.reason())") }
    }

    // MARK: Entries

    /// What a name in the folder is, without following a link (nil: nothing by that name).
    public func entry(_ name: String) -> stat? {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return info
    }

    /// The folder's entries (not `.` and `..`), unsorted.
    public func names() throws -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0, let directory = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            throw FileFailure("cannot list \(path): \(FileFailure.reason())")
        }
        defer { closedir(directory) }
        rewinddir(directory)
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    // MARK: Reading

    /// A regular file's bytes, opened without following a link; nil when missing, not a
    /// regular file, larger than `maxBytes`, or (with `ownedOnly`) not the user's own with no
    /// one else allowed to write it and no second name.
    public func read(_ name: String, maxBytes: Int = .max, ownedOnly: Bool = false) -> [UInt8]? {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maxBytes,
              !ownedOnly || Self.isPrivate(info) else { return nil }
        return Self.readAll(file, size: Int(info.st_size))
    }

    /// Whether a file or folder is the user's own and writable by no one else (and, for a
    /// file, has no other name a stranger could have made it under).
    static func isPrivate(_ info: stat) -> Bool {
        let isFile = info.st_mode & S_IFMT == S_IFREG
        return info.st_uid == geteuid() && info.st_mode & 0o022 == 0 && (!isFile || info.st_nlink == 1)
    }

    static func readAll(_ file: Int32, size: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: size)
        var total = 0
        while total < size {
            let count = bytes.withUnsafeMutableBytes { Foundation.read(file, $0.baseAddress! + total, size - total) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            total += count
        }
        return bytes
    }

    /// Opens a regular file for reading without following a link (the caller closes it).
    public func openForReading(_ name: String) -> Int32? {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard file >= 0 else { return nil }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(file)
            return nil
        }
        return file
    }

    // MARK: Writing

    /// Creates the file `name`, which must not exist (`O_CREAT|O_EXCL|O_NOFOLLOW`: not even as a
    /// link), writes `bytes` and sets `mode` on the descriptor.
    public func create(_ name: String, with bytes: [UInt8], mode: mode_t = FileMode.file) throws {
        try createStreaming(name, mode: mode) { write in try write(bytes) }
    }

    /// Creates the file `name`, which must not exist (`O_CREAT|O_EXCL|O_NOFOLLOW`: not even as a
    /// link), and hands `body` a writer that appends bytes to it, for files too large to hold
    /// whole (a results log of a million records). A failure in `body` or a write removes the file.
    public func createStreaming(_ name: String, mode: mode_t = FileMode.file, _ body: (_ write: ([UInt8]) throws -> Void) throws -> Void) throws {
        try Self.checkName(name)
        let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard file >= 0 else { throw FileFailure("cannot write \(display(name)): \(FileFailure.reason())") }
        let shown = display(name)
        do {
            try body { bytes in try Self.writeAll(file, bytes, shown: shown) }
            guard fchmod(file, mode) == 0 else { throw FileFailure("cannot set the mode of \(shown): \(FileFailure.reason())") }
        } catch {
            close(file)
            unlinkat(descriptor, name, 0)
            throw error
        }
        // why: close reports a full disk on some file systems (the data is flushed then)
        guard close(file) == 0 else {
            let reason = FileFailure.reason()
            unlinkat(descriptor, name, 0)
            throw FileFailure("cannot write \(shown): \(reason)")
        }
    }

    /// A new file under a random name beginning with `prefix`, holding `bytes` with `mode`; its name.
    public func createTemporary(prefix: String, with bytes: [UInt8], mode: mode_t) throws -> String {
        try Self.checkName(prefix)
        for _ in 0..<16 {
            let name = prefix + Self.randomSuffix() + ".tmp"
            do {
                try create(name, with: bytes, mode: mode)
                return name
            } catch let failure as FileFailure where failure.code == EEXIST {
                continue
            }
        }
        throw FileFailure("cannot write a file in \(path): every random name was taken")
    }

    /// Replaces the file `name` in one step: the bytes go to a new file under a random name
    /// beside it, which is renamed over it, so a reader sees the old file or the whole new one.
    /// An existing file keeps its permission bits (new ones get `mode`); a name that holds a link,
    /// a folder or anything but a regular file is refused, never replaced or written through.
    public func replace(_ name: String, with bytes: [UInt8], mode: mode_t = FileMode.file) throws {
        try Self.checkName(name)
        let existing = entry(name)
        if let existing, existing.st_mode & S_IFMT != S_IFREG { throw FileFailure("\(display(name)) is \(Self.describe(existing)); not replaced") }
        let temporary = try createTemporary(prefix: ".\(Self.shortened(name)).", with: bytes, mode: existing.map { $0.st_mode & 0o7777 } ?? mode)
        do {
            // why: checked again at the last moment (a link put there since is not replaced)
            if let now = entry(name), now.st_mode & S_IFMT != S_IFREG { throw FileFailure("\(display(name)) is \(Self.describe(now)); not replaced") }
            guard renameat(descriptor, temporary, descriptor, name) == 0 else { throw FileFailure("cannot write \(display(name)): \(FileFailure.reason())") }
        } catch {
            unlinkat(descriptor, temporary, 0)
            throw error
        }
    }

    /// Writes the new file `name` in one step, never over anything: the bytes go to a new file
    /// under a random name beside it, which is then linked under `name` (`linkat` fails when
    /// anything has that name, a link included, so nothing is replaced or written through) and
    /// its random name removed. A reader sees no file or the whole new one.
    public func publish(_ name: String, with bytes: [UInt8], mode: mode_t = FileMode.file) throws {
        try Self.checkName(name)
        let temporary = try createTemporary(prefix: ".\(Self.shortened(name)).", with: bytes, mode: mode)
        defer { unlinkat(descriptor, temporary, 0) }
        guard linkat(descriptor, temporary, descriptor, name, 0) == 0 else {
            let exists = errno == EEXIST
            throw FileFailure("cannot write \(display(name)): \(exists ? "it exists; not replaced" : FileFailure.reason())")
        }
    }

    /// Appends `bytes` to the regular file `name` (made when missing), opened without
    /// following a link and only when it is the user's own, writable by no one else, with no
    /// second name. Returns the file's size before the append (0 for a new file).
    @discardableResult
    public func append(_ name: String, _ bytes: [UInt8]) throws -> Int {
        try Self.checkName(name)
        var file = openat(descriptor, name, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC)
        if file < 0, errno == ENOENT {
            file = openat(descriptor, name, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard file >= 0 else { throw FileFailure("cannot append to \(display(name)): \(FileFailure.reason())") }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Self.isPrivate(info) else {
            throw FileFailure("\(display(name)) is not a file of this user's that no one else can write; not appended to")
        }
        try Self.writeAll(file, bytes, shown: display(name))
        return Int(info.st_size)
    }

    static func writeAll(_ file: Int32, _ bytes: [UInt8], shown: String) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.write(file, $0.baseAddress! + written, bytes.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw FileFailure("cannot write \(shown): \(FileFailure.reason())") }
            written += count
        }
    }

    // MARK: Renaming and removing

    /// Renames `from` to `to` inside the folder (replacing what `to` names, which must not be a link).
    public func rename(_ from: String, to: String) throws {
        if let target = entry(to), target.st_mode & S_IFMT == S_IFLNK { throw FileFailure("\(display(to)) is a link; not replaced") }
        guard renameat(descriptor, from, descriptor, to) == 0 else { throw FileFailure("cannot move \(display(from)) to \(display(to)): \(FileFailure.reason())") }
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// Linux's `renameat2` (macOS's `renameatx_np` has the same shape, and 2 swaps there too),
    /// looked up at run time (Glibc's Swift module does not declare it).
    private static let renameat2: RenameAt2? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") ?? dlsym(dlopen(nil, RTLD_NOW), "renameatx_np") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    /// Swaps two existing names in one step (`RENAME_EXCHANGE`): at every moment each name holds
    /// a whole file or folder. False where the system or file system cannot.
    public func exchange(_ a: String, _ b: String) -> Bool {
        guard let renameat2 = Self.renameat2 else { return false }
        return renameat2(descriptor, a, descriptor, b, 2) == 0
    }

    /// Removes the file or link `name` (never what a link points to); false when it could not.
    @discardableResult
    public func remove(_ name: String) -> Bool { unlinkat(descriptor, name, 0) == 0 }

    /// Removes the folder `name` and everything in it, never following a link (a link inside is
    /// removed as a link), at most `depth` folders deep. False when something could not be
    /// removed (what could be is gone).
    @discardableResult
    public func removeTree(_ name: String, depth: Int = 64) -> Bool {
        guard let info = entry(name) else { return true }
        guard info.st_mode & S_IFMT == S_IFDIR else { return remove(name) }
        guard depth > 0, let folder = try? subfolder(name), let names = try? folder.names() else { return false }
        var removedAll = true
        for child in names where !folder.removeTree(child, depth: depth - 1) { removedAll = false }
        return removedAll && unlinkat(descriptor, name, AT_REMOVEDIR) == 0
    }

    // MARK: Names

    /// A name of one path component: no slash, not empty, not `.` or `..`.
    package static func checkName(_ name: String) throws {
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.utf8.contains(0) else {
            throw FileFailure("\"\(name)\" is not a file name")
        }
    }

    /// 16 random hex digits.
    package static func randomSuffix() -> String {
        var generator = SystemRandomNumberGenerator()
        return String(generator.next() as UInt64, radix: 16).leftPadded(16)
    }

    /// A name cut to keep a temporary name under the system's 255-byte limit.
    private static func shortened(_ name: String) -> String {
        name.utf8.count <= 200 ? name : String(decoding: name.utf8.prefix(200), as: UTF8.self)
    }

    package func display(_ name: String) -> String { path.hasSuffix("/") ? path + name : path + "/" + name }

    package static func describe(_ info: stat) -> String {
        switch info.st_mode & S_IFMT {
        case S_IFLNK: "a link"
        case S_IFDIR: "a folder"
        case S_IFREG: "a file"
        default: "not a regular file"
        }
    }
}

/// The permission bits the tools give what they write: the usual ones less the user's umask.
public enum FileMode {
    /// The process's umask, read once (setting it back at once).
    static let mask: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()

    /// A file anyone may read: 0644 less the umask.
    public static var file: mode_t { 0o644 & ~mask }
    /// A folder anyone may list: 0755 less the umask.
    public static var folder: mode_t { 0o755 & ~mask }
}

/// Why a file operation failed: one sentence naming the path and the system's reason.
public struct FileFailure: Error, CustomStringConvertible, Sendable {
    public let description: String
    /// The `errno` at the failure.
    public let code: Int32

    package init(_ description: String) {
        self.description = description
        code = errno
    }

    package static func reason() -> String { String(cString: strerror(errno)) }
}
