import ContentBundle
import Crypto
import ContentCore
import ContentKinds

/// The one check every command runs: JSON → kind → schema → file rules → pack rules →
/// configuration. `content-lint` reports the checked pack; `content-build` and `sheet` compile
/// from it. With a cache (`LintOptions.cache`) only what changed since the last run is checked
/// again (`IncrementalCheck`); the findings are the same either way.
public enum ContentPipeline {
    public static func check(_ fileSystem: any PackFileSystem, options: LintOptions = LintOptions()) throws -> CheckedPack {
        if let store = options.cache, !options.keepContent {
            let listed = try fileSystem.stampedFiles().filter { options.isContent($0.path) }
            let run = PipelineRun(fileSystem, options, files: listed.map(\.path))
            return IncrementalCheck(run: run, store: store).check(stamps: listed.map(\.stamp))
        }
        let run = PipelineRun(fileSystem, options, files: try fileSystem.allFiles().filter(options.isContent))
        // why: one pass per file (load, then its rules) keeps only one tree per core alive; the
        // pack rules get the files without their trees (unless the builder needs them).
        let checked: [ContentLoader.Loaded] = run.contentPaths.parallelMap { path in run.checkFile(path) }
        var diagnostics = checked.flatMap(\.diagnostics)
        let files = checked.map(\.file)
        for rule in run.packRules {
            diagnostics += rule.check(files, in: run.context)
        }
        var sources: [String: SourceText] = [:]
        for item in checked where !item.diagnostics.isEmpty || options.keepContent { sources[item.file.path] = item.file.source }
        return run.finish(diagnostics, files: files, sources: sources)
    }
}

/// What one check settles before it reads the content: the pack's files, the enabled rules and
/// the facts they read, pack.json's settings; and the steps both ways of checking share.
struct PipelineRun: Sendable {
    let fileSystem: any PackFileSystem
    let options: LintOptions
    let allFiles: [String]
    /// The pack's JSON files, pack.json first, the others in path order.
    let contentPaths: [String]
    let packRules: [any PackRule]
    let context: LintContext
    private let fileRules: FileRulesByKind
    private let facts: ContentFacts
    /// pack.json's tree: it is read first, for the settings every other file is checked with
    /// (and checked itself like any file, only when its findings are wanted).
    private let packRoot: JSONNode?
    private let packBytes: Result<[UInt8], any Error>

    /// - Parameter files: the pack's files the options take as content, sorted.
    init(_ fileSystem: any PackFileSystem, _ options: LintOptions, files: [String]) {
        self.fileSystem = fileSystem
        self.options = options
        allFiles = files
        let json = allFiles.filter { $0.hasSuffix(".json") }
        contentPaths = ["pack.json"] + json.filter { $0 != "pack.json" }
        let enabledFileRules = RuleRegistry.fileRules.filter { options.configuration.isEnabled(type(of: $0).description.id) }
        packRules = RuleRegistry.packRules.filter { options.configuration.isEnabled(type(of: $0).description.id) }
        facts = (enabledFileRules.map { RuleRegistry.facts(of: type(of: $0)) } + packRules.map { RuleRegistry.facts(of: type(of: $0)) })
            .reduce(into: ContentFacts()) { $0.formUnion($1) }
        // why: a rule's description is a struct of strings and examples; look each kind's
        // rules up once, not for every file.
        fileRules = FileRulesByKind(enabledFileRules)
        // why: a warm incremental run needs pack.json's settings but not its findings; the
        // schemas are compiled only when a file is validated
        packBytes = Result { try fileSystem.read("pack.json", maxBytes: options.limits.maxBytes) }
        packRoot = (try? packBytes.get()).flatMap { JSONParser.parse($0, file: "pack.json", limits: options.limits).root }
        context = LintContext(settings: PackSettings(packJSON: packRoot), fileSystem: fileSystem, allFiles: allFiles,
                              dictionaries: options.dictionaries, assets: AssetStore(fileSystem))
    }

    /// One content file through the front end and its file rules, summarised for the pack rules.
    func checkFile(_ path: String) -> ContentLoader.Loaded {
        let loaded = path == "pack.json"
            ? ContentLoader.load(path, read: packBytes, options: options, facts: facts)
            : ContentLoader.load(path, from: fileSystem, options: options, facts: facts)
        return Self.rules(loaded, fileRules, context, keep: options.keepContent)
    }

    private static func rules(_ load: ContentLoader.Loaded, _ fileRules: FileRulesByKind, _ context: LintContext, keep: Bool) -> ContentLoader.Loaded {
        var found = load.diagnostics
        for rule in fileRules.applying(to: load.file) {
            found += rule.check(load.file, in: context)
        }
        return ContentLoader.Loaded(file: load.file.summary(keepSource: keep || !found.isEmpty, keepTree: keep), diagnostics: found)
    }

    /// The configuration applied, the findings sorted, the bytes of every file they name.
    func finish(_ diagnostics: [Diagnostic], files: [ContentFile], sources known: [String: SourceText]) -> CheckedPack {
        var sources = known
        func source(_ file: String) -> SourceText? {
            if let text = sources[file] { return text }
            let text = (try? fileSystem.read(file, maxBytes: options.limits.maxBytes)).map(SourceText.init)
            sources[file] = text
            return text
        }
        let (accepted, suppressed, stale) = Acceptance.apply(options.configuration.accept, to: options.configuration.apply(to: diagnostics), source: source)
        let configured = (accepted + stale).sorted(by: Diagnostic.reportOrder)
        // why: pack rules (and cached findings) may report in files whose bytes were not kept
        // (and in SVG files); read those.
        let reported = Set(configured.flatMap { [$0.file] + $0.notes.compactMap(\.file) })
        for file in reported.sorted() where sources[file] == nil {
            sources[file] = SourceText((try? fileSystem.read(file, maxBytes: options.limits.maxBytes)) ?? [])
        }
        let title = packRoot?["title"]?.object?.members.compactMap { member in member.value.string.map { (member.key, $0) } } ?? []
        return CheckedPack(
            diagnostics: configured, suppressed: suppressed, filesChecked: contentPaths.count, sources: sources, settings: context.settings, packTitle: title,
            files: files.filter { $0.path != "pack.json" }, fileSystem: fileSystem, assets: context.assets)
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

    /// A file that does not match its kind's schema gets the rules for every file only.
    func applying(to file: ContentFile) -> [any FileRule] {
        guard file.root != nil else { return [] }
        guard file.isSchemaValid else { return forAll }
        return file.kind.flatMap { byKind[$0] } ?? forAll
    }
}
