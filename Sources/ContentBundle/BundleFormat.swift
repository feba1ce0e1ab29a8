/// Names and numbers of the bundle format (see Docs/BundleFormat.md).
public enum BundleFormat {
    /// The format version this library reads and `content-build` writes.
    public static let version = 1
    public static let manifestFile = "manifest.json"
    public static let signatureFile = "manifest.sig"
    public static let answersFile = "answers.json"
    public static let tablesFile = "tables.json"

    /// The fixed fields of every entry of a zipped bundle, which the writer writes and the reader
    /// requires: zip version 2.0, UTF-8 names, stored (method 0), dated 1980-01-01 00:00 (no
    /// build time in the bytes).
    public enum Zip {
        public static let version = 20
        public static let flags = 0x0800
        public static let dosTime = 0
        public static let dosDate = (0 << 9) | (1 << 5) | 1
    }
}
