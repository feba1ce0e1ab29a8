import ContentBundle
/// The one check every command runs: JSON → kind → schema → file rules → pack rules →
/// configuration. `content-lint` reports the checked pack; `content-build` and `sheet` compile
/// from it.
public enum ContentPipeline {
    public static func check(_ fileSystem: any PackFileSystem, options: LintOptions = LintOptions()) throws -> CheckedPack {
        let allFiles = try fileSystem.allFiles().filter(options.isContent)
        let contentPaths = allFiles.filter { $0.hasSuffix(".json") }
        let enabledFileRules = RuleRegistry.fileRules.filter { options.configuration.isEnabled(type(of: $0).description.id) }
        let enabledPackRules = RuleRegistry.packRules.filter { options.configuration.isEnabled(type(of: $0).description.id) }
        let facts = (enabledFileRules as [any LintRule] + enabledPackRules).reduce(into: ContentFacts()) { $0.formUnion(type(of: $1).facts) }
        // why: a rule's description is a struct of strings and examples; look each kind's
        // rules up once, not for every file.
        let fileRules = FileRulesByKind(enabledFileRules)
        let packFile = ContentLoader.load("pack.json", from: fileSystem, options: options, facts: facts)
        let assets = AssetStore(fileSystem)
        let context = LintContext(settings: PackSettings(packJSON: packFile.file.root), fileSystem: fileSystem, allFiles: allFiles,
                                  dictionaries: options.dictionaries, assets: assets)

        let others = contentPaths.filter { $0 != "pack.json" }
        let keep = options.keepContent
        // why: one pass per file (load, then its rules) keeps only one tree per core alive; the
        // pack rules get the files without their trees (unless the builder needs them).
        let checked: [ContentLoader.Loaded] = [packFile].map { check($0, fileRules, context, keep) } + others.parallelMap { path in
            check(ContentLoader.load(path, from: fileSystem, options: options, facts: facts), fileRules, context, keep)
        }
        var diagnostics = checked.flatMap(\.diagnostics)
        let files = checked.map(\.file)
        for rule in enabledPackRules {
            diagnostics += rule.check(files, in: context)
        }
        let configured = options.configuration.apply(to: diagnostics).sorted(by: Diagnostic.reportOrder)
        var sources: [String: SourceText] = [:]
        for item in checked where !item.diagnostics.isEmpty || keep { sources[item.file.path] = item.file.source }
        // why: pack rules may report in files whose bytes were not kept (and in SVG files); read those.
        let reported = Set(configured.flatMap { [$0.file] + $0.notes.compactMap(\.file) })
        for file in reported.sorted() where sources[file] == nil {
            sources[file] = SourceText((try? fileSystem.read(file, maxBytes: options.limits.maxBytes)) ?? [])
        }
        let packRoot = packFile.file.root
        let title = packRoot?["title"]?.object?.members.compactMap { member in member.value.string.map { (member.key, $0) } } ?? []
        return CheckedPack(
            diagnostics: configured, filesChecked: checked.count, sources: sources, settings: context.settings, packTitle: title,
            files: files.filter { $0.path != "pack.json" }, fileSystem: fileSystem,
            assets: assets)
    }

    private static func check(_ load: ContentLoader.Loaded, _ rules: FileRulesByKind, _ context: LintContext, _ keep: Bool) -> ContentLoader.Loaded {
        var found = load.diagnostics
        for rule in rules.applying(to: load.file) {
            found += rule.check(load.file, in: context)
        }
        return ContentLoader.Loaded(file: load.file.summary(keepSource: keep || !found.isEmpty, keepTree: keep), diagnostics: found)
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
