import ContentBundle
import Crypto
import Foundation

/// The toolchain's one version: `--version` of both tools, the generator a bundle's manifest
/// records, the SARIF driver, and the key of every cache (a new version never reads an old
/// version's results). The README's pre-commit snippet names the tag `v<version>`.
public enum ToolchainVersion {
    public static let current = "0.5.0"
}

extension ToolchainVersion {
    /// The version and the running binary's size and modification time: a rebuilt linter of the
    /// same version (a development build) never reads the cache of another build.
    public static let buildIdentity: String = {
        var info = stat()
        let binary = stat("/proc/self/exe", &info) == 0 || stat(CommandLine.arguments[0], &info) == 0
        return binary ? "\(current) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)" : current
    }()
}

extension ToolchainVersion {
    /// The version and the SHA-256 of the running binary, for keys other machines share (the
    /// remote cache): two machines share entries only when they run the same tool, so a fix
    /// to a generator that forgot to raise the version never serves stale outputs to others.
    /// Read once per process (a few tens of milliseconds).
    public static let contentIdentity: String = {
        var hasher = SHA256()
        if let file = FileHandle(forReadingAtPath: "/proc/self/exe") {
            defer { try? file.close() }
            while let chunk = try? file.read(upToCount: 1 << 20), !chunk.isEmpty { hasher.update(data: chunk) }
        } else {
            // why: no /proc (not Linux): the binary's path is all there is beside the version
            hasher.update(data: Array((CommandLine.arguments.first ?? "").utf8))
        }
        return current + " " + hasher.finalize().hexString
    }()
}
