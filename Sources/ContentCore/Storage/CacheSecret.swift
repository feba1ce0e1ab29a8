import Crypto
import Foundation

/// The user's own secret that authenticates what the tools cache: every cache file (the lint
/// index, facts, rule states; each build-cache entry) carries an HMAC-SHA256 under a key
/// derived from it, so a cache someone else wrote (a folder shipped in a repository, restored
/// from a shared CI cache, or written by another user) is never trusted: it reads as empty.
///
/// It lives outside every cache folder, in `$XDG_STATE_HOME/content-toolchain/cache.key`
/// (else `~/.local/state/content-toolchain/cache.key`): 32 random bytes made on first use, in a
/// folder and a file that only the user may write (0700 and 0600, checked on every read).
public struct CacheSecret: Sendable {
    private let secret: [UInt8]

    /// A secret of the caller's (tests).
    public init(bytes: [UInt8]) { secret = bytes }

    /// A new random secret, kept in memory only (tests, and runs that cache within one process).
    public static func ephemeral() -> CacheSecret { CacheSecret(bytes: SymmetricKey(size: .bits256).withUnsafeBytes { Array($0) }) }

    /// A random secret for this process (tests: what it seals reads as nothing in the next process).
    package static let perProcess = ephemeral()

    /// The key for one use (`purpose`), so a lint-cache file never authenticates as a build-cache entry.
    package func key(for purpose: String) -> [UInt8] {
        Array(HMAC<SHA256>.authenticationCode(for: Array(purpose.utf8), using: SymmetricKey(data: secret)))
    }

    static let fileName = "cache.key"

    /// The folder that holds the secret.
    public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/content-toolchain" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.local/state/content-toolchain"
    }

    /// The user's secret, made on first use.
    /// - Throws: `FileFailure` when there is no home folder, or the folder or the file is not the
    ///   user's own or others may write or read it (then nothing is cached).
    public static func load(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> CacheSecret {
        guard let path = folder(environment: environment) else { throw FileFailure("no HOME or XDG_STATE_HOME to keep the cache key in") }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let folder = try FolderDescriptor.open(parent, create: true, mode: 0o700).subfolder("content-toolchain", create: true, mode: 0o700)
        var info = try folder.status()
        // why: a folder of the user's made with a wider mode (by hand) is closed, not refused
        if info.st_uid == geteuid(), info.st_mode & 0o077 != 0, fchmod(folder.descriptor, 0o700) == 0 { info = try folder.status() }
        guard FolderDescriptor.isPrivate(info), info.st_mode & 0o077 == 0 else {
            throw FileFailure("\(path) is not a folder of this user's that only this user can open; the cache key is not kept there")
        }
        if let secret = read(folder) { return secret }
        // why: made under a temporary name and linked into place, which fails when another run
        // was first; then that run's key is read (never a half-written one)
        let bytes = SymmetricKey(size: .bits256).withUnsafeBytes { Array($0) }
        let temporary = try folder.createTemporary(prefix: ".\(fileName).", with: bytes, mode: 0o600)
        let linked = linkat(folder.descriptor, temporary, folder.descriptor, fileName, 0) == 0 || errno == EEXIST
        let reason = FileFailure.reason()
        folder.remove(temporary)
        guard linked else { throw FileFailure("cannot write \(folder.display(fileName)): \(reason)") }
        guard let secret = read(folder) else {
            throw FileFailure("\(folder.display(fileName)) is not a 32-byte file of this user's that only this user can read; the cache is not used")
        }
        return secret
    }

    private static func read(_ folder: FolderDescriptor) -> CacheSecret? {
        guard let file = folder.openForReading(fileName) else { return nil }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, FolderDescriptor.isPrivate(info), info.st_mode & 0o077 == 0, info.st_size == 32,
              let bytes = FolderDescriptor.readAll(file, size: 32) else { return nil }
        return CacheSecret(bytes: bytes)
    }
}
