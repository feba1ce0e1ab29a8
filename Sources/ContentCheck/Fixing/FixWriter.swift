import Foundation
import ContentCore
import ContentKinds

/// Puts a fixed content file in place of the one that was read, without ever losing what an
/// editor saves meanwhile.
///
/// The fixed bytes go to a new file under a random name beside the original
/// (`O_CREAT|O_EXCL|O_NOFOLLOW`, the original's mode set on the descriptor). At the last moment
/// the name must still hold the file that was read (same inode, same bytes); then the two are
/// swapped in one `renameat2(RENAME_EXCHANGE)`, and the file swapped out is checked once more:
/// when it is not the one that was read (an editor saved into or over it between the check and
/// the swap), it is swapped back, and the fix waits for the next run. A link is never written
/// through or replaced.
public enum FixWriter {
    /// What happened to one file.
    public enum Outcome: Equatable, Sendable {
        /// The fixed bytes are in place.
        case replaced
        /// The file changed since it was read (a save): it was left as it is now.
        case changedMeanwhile
    }

    /// Replaces the file at `path`, which must still hold `original`, with `fixed`.
    /// - Throws: `FileFailure` when the file is a link or cannot be read or written.
    public static func replace(_ path: String, original: [UInt8], with fixed: [UInt8]) throws -> Outcome {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let folder = try FolderDescriptor.open(url.deletingLastPathComponent().path)
        let name = url.lastPathComponent
        guard let read = folder.openForReading(name) else {
            if let info = folder.entry(name), info.st_mode & S_IFMT != S_IFREG {
                throw FileFailure("\(path) is \(FolderDescriptor.describe(info)); not fixed")
            }
            return .changedMeanwhile
        }
        defer { close(read) }
        var info = stat()
        guard fstat(read, &info) == 0 else { throw FileFailure("cannot read \(path): \(FileFailure.reason())") }
        let inode = info.st_ino
        func holdsOriginal() -> Bool { bytes(of: read, size: original.count + 1) == original }
        guard holdsOriginal() else { return .changedMeanwhile }
        let temporary = try folder.createTemporary(prefix: ".\(name).fix-", with: fixed, mode: info.st_mode & 0o7777)
        var keepTemporary = false
        defer { if !keepTemporary { folder.remove(temporary) } }
        guard let fixedInode = folder.entry(temporary)?.st_ino else { return .changedMeanwhile }
        // why: the last look before the swap; an editor's save since the lint is kept
        guard folder.entry(name)?.st_ino == inode, holdsOriginal() else { return .changedMeanwhile }
        guard folder.exchange(temporary, name) else {
            // why: a file system without the exchange: one rename, checked just before it
            try folder.rename(temporary, to: name)
            return .replaced
        }
        // `temporary` now names the file swapped out
        if folder.entry(temporary)?.st_ino == inode, holdsOriginal() {
            folder.remove(temporary)
            // why: a save written into the original after the swap went into the file just
            // removed; its bytes are put back (the fix waits)
            if holdsOriginal() { return .replaced }
            if let saved = bytes(of: read, size: .max) { try restore(saved, as: name, in: folder, over: fixedInode) }
            return .changedMeanwhile
        }
        // A save landed between the last look and the swap: it goes back under its name. Each
        // swap must bring out what the name held as far as is known (the fixed file, or a save
        // that a newer one superseded); when a newer save comes out instead, it goes back in.
        var expected = fixedInode
        for _ in 0..<8 {
            guard let goingIn = folder.entry(temporary)?.st_ino, folder.exchange(temporary, name),
                  let cameOut = folder.entry(temporary)?.st_ino else { break }
            if cameOut == expected { return .changedMeanwhile }
            expected = goingIn
        }
        // why: saves kept landing; what is left under the temporary name may be one of them
        keepTemporary = true
        throw FileFailure("\(path) kept changing while it was fixed; an earlier save is left in \(folder.display(temporary))")
    }

    /// Puts `saved` (what an editor wrote into the original while it was swapped out) back
    /// under `name`, when the name still holds the fixed file.
    private static func restore(_ saved: [UInt8], as name: String, in folder: FolderDescriptor, over fixedInode: ino_t) throws {
        guard folder.entry(name)?.st_ino == fixedInode else { return }
        try folder.replace(name, with: saved)
    }

    /// The file's bytes from its start (at most `size`), read through the descriptor.
    private static func bytes(of descriptor: Int32, size: Int) -> [UInt8]? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let count = Int(info.st_size)
        guard count <= size else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var total = 0
        while total < count {
            let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + total, count - total, off_t(total)) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { return nil }
            total += read
        }
        return bytes
    }
}
