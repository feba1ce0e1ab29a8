/// How a lint run is set up.
public struct LintOptions: Sendable {
    public var limits: JSONLimits
    public var catalog: SchemaCatalog
    public var configuration: LintConfiguration
    /// Where word lists come from for the dictionary check (nil: no dictionary check).
    public var dictionaries: DictionarySource?

    public init(limits: JSONLimits = .default, catalog: SchemaCatalog = .embedded,
                configuration: LintConfiguration = LintConfiguration(), dictionaries: DictionarySource? = nil) {
        self.limits = limits
        self.catalog = catalog
        self.configuration = configuration
        self.dictionaries = dictionaries
    }
}

/// What a lint run found.
public struct LintResult: Sendable {
    /// Every finding, in report order, with the configuration's severities applied.
    public let diagnostics: [Diagnostic]
    /// How many content files were checked.
    public let filesChecked: Int
    /// The text of every file read, by pack-relative path, for line and column.
    public let sources: [String: SourceText]

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}

/// The linter's entry point: JSON → kind → schema → file rules → pack rules → configuration.
public enum Linter {
    public static func lint(_ fileSystem: any PackFileSystem, options: LintOptions = LintOptions()) throws -> LintResult {
        let allFiles = try fileSystem.allFiles()
        let contentPaths = allFiles.filter { $0.hasSuffix(".json") && !options.configuration.isIgnored($0) }
        let enabledFileRules = RuleRegistry.fileRules.filter { options.configuration.isEnabled(type(of: $0).description.id) }
        let enabledPackRules = RuleRegistry.packRules.filter { options.configuration.isEnabled(type(of: $0).description.id) }
        let facts = (enabledFileRules as [any LintRule] + enabledPackRules).reduce(into: ContentFacts()) { $0.formUnion(type(of: $1).facts) }
        // why: a rule's description is a struct of strings and examples; look each kind's
        // rules up once, not for every file.
        let fileRules = FileRulesByKind(enabledFileRules)
        let packFile = ContentLoader.load("pack.json", from: fileSystem, options: options, facts: facts)
        let context = LintContext(settings: PackSettings(packJSON: packFile.file.root), fileSystem: fileSystem, allFiles: allFiles,
                                  dictionaries: options.dictionaries)

        let others = contentPaths.filter { $0 != "pack.json" }
        // why: one pass per file (load, then its rules) keeps only one tree per core alive; the
        // pack rules get the files without their trees.
        let checked: [ContentLoader.Loaded] = [packFile].map { check($0, fileRules, context) } + others.parallelMap { path in
            check(ContentLoader.load(path, from: fileSystem, options: options, facts: facts), fileRules, context)
        }
        var diagnostics = checked.flatMap(\.diagnostics)
        let files = checked.map(\.file)
        for rule in enabledPackRules {
            diagnostics += rule.check(files, in: context)
        }
        let configured = options.configuration.apply(to: diagnostics).sorted(by: Diagnostic.reportOrder)
        var sources: [String: SourceText] = [:]
        for item in checked where !item.diagnostics.isEmpty { sources[item.file.path] = item.file.source }
        // why: pack rules may report in files whose bytes were not kept; read those again.
        let reported = Set(configured.flatMap { [$0.file] + $0.notes.compactMap(\.file) })
        for file in reported.sorted() where sources[file] == nil {
            sources[file] = SourceText((try? fileSystem.read(file, maxBytes: options.limits.maxBytes)) ?? [])
        }
        return LintResult(diagnostics: configured, filesChecked: checked.count, sources: sources)
    }

    private static func check(_ load: ContentLoader.Loaded, _ rules: FileRulesByKind, _ context: LintContext) -> ContentLoader.Loaded {
        var found = load.diagnostics
        for rule in rules.applying(to: load.file) {
            found += rule.check(load.file, in: context)
        }
        return ContentLoader.Loaded(file: load.file.summary(keepSource: !found.isEmpty), diagnostics: found)
    }
}

/// The file rules that apply to each kind of file: the rules for every file (when it is JSON)
/// and the kind's own, listed once per kind.
private struct FileRulesByKind: Sendable {
    private let forAll: [any FileRule]
    private let byKind: [ContentKind: [any FileRule]]

    init(_ rules: [any FileRule]) {
        let forAll = rules.filter { type(of: $0).description.kind == nil }
        self.forAll = forAll
        byKind = Dictionary(grouping: rules.filter { type(of: $0).description.kind != nil }) { type(of: $0).description.kind! }
            .mapValues { forAll + $0 }
    }

    func applying(to file: ContentFile) -> [any FileRule] {
        guard file.root != nil else { return [] }
        return file.kind.flatMap { byKind[$0] } ?? forAll
    }
}
