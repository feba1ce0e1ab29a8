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
