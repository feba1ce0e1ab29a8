import Foundation

/// Writing files and folders with POSIX calls, so that a failure is the system's own sentence
/// ("Permission denied", "No space left on device") with the path, never a Foundation error dump.
public enum FileOutput {
    /// Makes the folder and its parents.
    static func makeFolder(_ url: URL) throws {
        var path = ""
        for part in url.standardizedFileURL.path.split(separator: "/") {
            path += "/" + part
            if mkdir(path, 0o755) != 0, errno != EEXIST {
                throw BuildError.output("cannot make the folder \(path): \(String(cString: strerror(errno)))")
            }
        }
        var info = stat()
        guard stat(path.isEmpty ? "/" : path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw BuildError.output("cannot make the folder \(url.path): a file of that name is in the way")
        }
    }

    /// Writes the bytes to a new file (replacing one of the same name), all of them or an error.
    /// Failures name `shown` (the file the caller means, when `url` is a temporary beside it).
    static func write(_ bytes: [UInt8], to url: URL, shown: String? = nil) throws {
        let name = shown ?? url.path
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw BuildError.output("cannot write \(name): \(String(cString: strerror(errno)))") }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw BuildError.output("cannot write \(name): \(reason)")
            }
            written += count
        }
        // why: close reports a full disk on some file systems (the data is flushed then)
        guard close(descriptor) == 0 else { throw BuildError.output("cannot write \(name): \(String(cString: strerror(errno)))") }
    }

    /// Replaces a file in one step: the bytes go to a temporary file beside it, which is renamed
    /// over it, so a reader sees the old file or the whole new one, never a part. An existing
    /// file keeps its permissions. Failures name the path and the system's reason.
    public static func replace(_ url: URL, with bytes: [UInt8]) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        do {
            try write(bytes, to: temporary, shown: url.path)
            var info = stat()
            if stat(url.path, &info) == 0 { _ = chmod(temporary.path, info.st_mode & 0o7777) }
            guard rename(temporary.path, url.path) == 0 else {
                throw BuildError.output("cannot write \(url.path): \(String(cString: strerror(errno)))")
            }
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    /// Moves `temporary` to `target` (a bundle, a preview site). A file, or a target that does
    /// not exist yet, takes one rename; an existing folder is exchanged with the new one in one
    /// `renameat2(RENAME_EXCHANGE)`, then the old one (now under the temporary name) is removed.
    /// Where the system cannot exchange, the old folder is moved aside first
    /// (`.NAME.old-PID`) and put back if the second rename fails; a kill between the two leaves
    /// it for the next writer to put back or remove. `what` names the thing in messages.
    static func swapIn(_ temporary: URL, as target: URL, what: String) throws {
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: target.path, isDirectory: &isFolder), isFolder.boolValue else {
            guard rename(temporary.path, target.path) == 0 else { throw BuildError.output("cannot move the \(what) into place: \(String(cString: strerror(errno)))") }
            return
        }
        if exchange(temporary, target) {
            try? fileManager.removeItem(at: temporary)
            return
        }
        let old = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).old-\(getpid())")
        try? fileManager.removeItem(at: old)
        guard rename(target.path, old.path) == 0 else { throw BuildError.output("cannot move the old \(what) aside: \(String(cString: strerror(errno)))") }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = rename(old.path, target.path)
            throw BuildError.output("cannot move the new \(what) into place: \(reason)")
        }
        try? fileManager.removeItem(at: old)
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// Linux's `renameat2`, looked up at run time (Glibc's Swift module does not declare it).
    private static let renameat2: RenameAt2? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    /// Swaps two existing paths in one step (`RENAME_EXCHANGE`): at every moment each name holds
    /// a whole bundle. False where the system or file system cannot.
    static func exchange(_ a: URL, _ b: URL) -> Bool {
        guard let renameat2 else { return false }
        // why: 2 is RENAME_EXCHANGE (linux/fs.h); AT_FDCWD resolves the paths as given
        return renameat2(AT_FDCWD, a.path, AT_FDCWD, b.path, 2) == 0
    }

    /// Whether a process with this id is running (a build that left folders behind has ended).
    static func isRunning(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}
