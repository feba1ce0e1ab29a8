/// ContentBundle: what a game runtime links to read a content bundle.
///
/// This release carries the answer normalisation shared with the linter; opening and verifying
/// bundles arrives with the bundle format (see Docs/BundleFormat.md when it lands).
public enum ContentBundleInfo {
    /// Version of the bundle format this library reads.
    public static let formatVersion = 1
}
