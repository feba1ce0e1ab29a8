/// What a build produces before it is written: every file of the bundle but the manifest, by
/// bundle path, and the counts and pack facts the manifest needs.
public struct BundleContents: Sendable {
    public var files: [String: [UInt8]]
    public var counts: [String: Int]
    public var packID: String
    public var version: String
    public var title: [(String, String)]
    public var locales: [String]
    public var answers: String
    public var dailyFreeGames: Int?

    package init(files: [String: [UInt8]], counts: [String: Int], packID: String, version: String, title: [(String, String)], locales: [String], answers: String,
                 dailyFreeGames: Int? = nil) {
        self.dailyFreeGames = dailyFreeGames
        self.files = files
        self.counts = counts
        self.packID = packID
        self.version = version
        self.title = title
        self.locales = locales
        self.answers = answers
    }

    /// `<pack-id>-<version>`, the bundle's folder name.
    public var name: String { "\(packID)-\(version)" }
}
