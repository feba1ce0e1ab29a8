/// Names and numbers of the bundle format (see Docs/BundleFormat.md).
public enum BundleFormat {
    /// The format version this library reads and `content-build` writes.
    public static let version = 1
    /// `manifest.json`, at the bundle's root: the file list with sizes and SHA-256.
    public static let manifestFile = "manifest.json"
    /// `manifest.sig`, at the bundle's root: optional base64 Ed25519 signature of the manifest's bytes.
    public static let signatureFile = "manifest.sig"
    /// `answers.json`: the answer keys of `separate` and `hashed` bundles.
    public static let answersFile = "answers.json"
    /// `tables.json`: game tables, item pools per difficulty and compiled IQ norms (`BundleTables`).
    public static let tablesFile = "tables.json"

    /// The most bytes an app reads of a JSON file of the bundle (nil: a picture or other file,
    /// read only when the app asks): the manifest and tables 16 MiB, items files 32 MiB,
    /// answers 8 MiB, any other JSON file (rounds, pieces, dots) 16 MiB. Decoding costs about 20-30
    /// bytes of memory per byte of JSON, so these bound what a crafted bundle can make `open`
    /// take; `content-build` refuses to write a bundle past them (the sample's largest items
    /// file is 0.4 MB).
    public static func maximumBytes(of path: String) -> Int? {
        guard path.hasSuffix(".json") else { return nil }
        if path == answersFile { return 8 << 20 }
        if path.hasPrefix("items/") && !path.dropFirst(6).contains("/") { return 32 << 20 }
        return 16 << 20
    }

    /// The most members one object of tables.json or a rounds file may have (the builder writes
    /// a few dozen: a game's levels, a table's keys).
    static let maximumMembers = 4096
    /// The most values tables.json or a rounds file may hold in all.
    static let maximumTableValues = 1_000_000

    /// The fixed fields of every entry of a zipped bundle, which the writer writes and the reader
    /// requires: zip version 2.0, UTF-8 names, stored (method 0), dated 1980-01-01 00:00 (no
    /// build time in the bytes).
    public enum Zip {
        /// Zip version needed to extract: 20 (2.0), written in every header.
        public static let version = 20
        /// General-purpose bit flags: bit 11 (0x0800), names are UTF-8.
        public static let flags = 0x0800
        /// MS-DOS time of every entry: 0 (00:00:00).
        public static let dosTime = 0
        /// MS-DOS date of every entry: 1980-01-01 (years since 1980 << 9 | month << 5 | day).
        public static let dosDate = (0 << 9) | (1 << 5) | 1
    }
}
