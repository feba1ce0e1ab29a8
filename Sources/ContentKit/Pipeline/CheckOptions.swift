/// How a pack is checked: limits, schemas, the configuration, dictionaries, and what the caller
/// keeps afterwards. The same options serve `content-lint`, `content-build` and `sheet`, so the
/// three give one verdict on one pack.
public struct LintOptions: Sendable {
    public var limits: JSONLimits
    public var catalog: SchemaCatalog
    public var configuration: LintConfiguration
    /// Where word lists come from for the dictionary check (nil: no dictionary check).
    public var dictionaries: DictionarySource?
    /// Keep every content file's tree in the checked pack (the builder compiles from them);
    /// a lint-only run keeps only what the pack rules read.
    public var keepContent: Bool
    /// Pack-relative folders that are not part of the pack (a build's output inside it).
    public var excludedFolders: [String]

    public init(limits: JSONLimits = .default, catalog: SchemaCatalog = .embedded,
                configuration: LintConfiguration = LintConfiguration(), dictionaries: DictionarySource? = nil,
                keepContent: Bool = false, excludedFolders: [String] = []) {
        self.limits = limits
        self.catalog = catalog
        self.configuration = configuration
        self.dictionaries = dictionaries
        self.keepContent = keepContent
        self.excludedFolders = excludedFolders
    }

    /// Whether a pack-relative path is part of the pack: not ignored by the configuration, not
    /// under an excluded folder.
    func isContent(_ path: String) -> Bool {
        !configuration.isIgnored(path) && !excludedFolders.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }
}
