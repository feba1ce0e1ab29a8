/// Names and numbers of the bundle format (see Docs/BundleFormat.md).
public enum BundleFormat {
    /// The format version this library reads and `content-build` writes.
    public static let version = 1
    public static let manifestFile = "manifest.json"
    public static let signatureFile = "manifest.sig"
    public static let answersFile = "answers.json"
    public static let tablesFile = "tables.json"
}
