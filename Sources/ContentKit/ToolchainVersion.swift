/// The toolchain's one version: `--version` of both tools, the generator a bundle's manifest
/// records, the SARIF driver, and the key of every cache (a new version never reads an old
/// version's results). The README's pre-commit snippet names the tag `v<version>`.
public enum ToolchainVersion {
    public static let current = "0.3.0"
}
