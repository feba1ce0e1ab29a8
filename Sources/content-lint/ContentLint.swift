import ArgumentParser
import ContentCommands
import ContentCore
import ContentKinds
import ContentCheck
import ContentOutput
import Foundation

/// `content-lint`: lints a pack (the default subcommand, so `content-lint content/` lints), or
/// writes the schemas for editors.
struct ContentLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "content-lint",
        abstract: "Check a content pack: every defect as one file:line:column diagnostic with a rule id.",
        discussion: """
            With no subcommand, lints: `content-lint content/` is `content-lint lint content/` (a folder \
            named lint or schemas needs a ./ before it).

            Exit status: 0 no errors (and no warnings with --strict), 1 findings, 2 usage error or \
            the linter could not run.
            """,
        version: ToolchainVersion.current,
        subcommands: [Lint.self, Schemas.self],
        defaultSubcommand: Lint.self)
}

/// `content-lint lint`: finds the pack, lints it, prints the findings, sets the exit code.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint the pack(s) holding the paths (default: the current folder), or list the rules.",
        discussion: """
            Lints the pack(s) holding the given paths: the nearest folder at or above each path with a \
            pack.json. When files are named, only their findings are printed (the whole pack is still \
            read, for pack-wide checks).

            Exit status: 0 no errors (and no warnings with --strict), 1 findings, 2 usage error or \
            the linter could not run.
            """)

    @Argument(help: "Files or folders inside the pack(s) to lint (default: the current folder).")
    var paths: [String] = []

    @Option(help: "Output format: text, json, sarif (GitHub code scanning) or github (workflow annotations); with --list-rules also markdown.")
    var format: OutputFormat = .text

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @OptionGroup var pack: PackOptions

    @OptionGroup var remote: RemoteCacheOptions

    @Flag(help: "Apply the exact fixes (NFC, white space at the ends, double spaces, a look-alike letter of the other script inside a word) to the files, then report what is left.")
    var fix = false

    @Flag(help: "With --fix: print the fixes as a unified diff and change no file.")
    var dryRun = false

    @Flag(help: "Check every file, without reading or writing the cache of earlier runs.")
    var noCache = false

    @Option(help: ArgumentHelp("Keep the cache of earlier runs in DIR/content-lint, a folder only you can write (default: DIR is $XDG_CACHE_HOME or ~/.cache).", valueName: "dir"))
    var cacheDir: String?

    @Option(help: ArgumentHelp("Report only findings not recorded in this baseline file (content-lint --write-baseline makes one): a pack adopting the linter fails on new findings only.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record today's findings in this file as the baseline (replacing it), then exit 0.", valueName: "file"))
    var writeBaseline: String?

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Analyse these results logs (JSON Lines, schemas/results.json) against the pack: item findings at each item's id, each with the counts it rests on (see Docs/ItemAnalysis.md). Name the pack first: the files after --results, up to the next option, are logs.", valueName: "file"))
    var results: [String] = []

    @Flag(help: "With --results: print the table of suggested difficulty per item (tab-separated) instead of the findings.")
    var difficultyTable = false

    @Option(help: ArgumentHelp("With --results: the built bundle whose item revisions are current (default: each item's highest revision in the logs).", valueName: "dir"))
    var bundle: String?

    @Flag(help: "List every rule with its id, default severity and summary, then exit.")
    var listRules = false

    @Option(help: ArgumentHelp("Write Docs/Diagnostics pages for every rule into this folder.", visibility: .hidden))
    var writeRuleDocs: String?

    func validate() throws {
        if dryRun, !fix { throw ValidationError("--dry-run goes with --fix") }
        if writeBaseline != nil, baseline != nil || fix { throw ValidationError("--write-baseline records every finding: it goes with neither --baseline nor --fix") }
        if results.isEmpty, difficultyTable || bundle != nil { throw ValidationError("--difficulty-table and --bundle go with --results") }
        if !results.isEmpty, fix || writeBaseline != nil || baseline != nil { throw ValidationError("--results goes with neither --fix nor a baseline") }
        if format == .markdown, !listRules {
            throw ValidationError("--format markdown goes with --list-rules")
        }
    }

    func run() throws {
        if let folder = writeRuleDocs { return try RuleListing.writePages(to: folder) }
        if listRules { return print(RuleListing.render(format.listingFormat), terminator: "") }
        if !results.isEmpty {
            let (report, table) = try ResultsRun(paths: paths.isEmpty ? ["."] : paths, pack: pack, logs: results, bundle: bundle).run()
            if difficultyTable { return print(ResultsRun.table(table), terminator: "") }
            return try finish(report)
        }
        var run = LintRun(paths: paths.isEmpty ? ["."] : paths, pack: pack, cache: noCache ? nil : openCache())
        if let baseline { run.baseline = try readBaseline(baseline) }
        if let writeBaseline {
            let report = try run.run()
            let recorded = Baseline(report.diagnostics)
            try writeBaselineFile(recorded, to: writeBaseline)
            FileHandle.standardError.write(Data("content-lint: \(recorded.count) findings recorded in \(writeBaseline)\n".utf8))
            return
        }
        if fix { return try finish(try FixRun(lint: run, dryRun: dryRun).run()) }
        let (packs, namedFiles) = try run.open()
        let sharedCache = try remote.open(configured: packs.first?.options.configuration.remoteCache)
        // why: a warm local cache answers in milliseconds; naming the shared entry means hashing
        // every file, so a warm run asks the shared cache nothing (and a reading machine skips the key)
        let warm = packs.allSatisfy { $0.options.cache?.isWarm == true }
        let key = sharedCache.flatMap { cache in
            warm && !cache.settings.writes ? nil : SharedLintOutcome.key(packs, pack: pack, purpose: cachePurpose(namedFiles: namedFiles))
        }
        if !warm, let sharedCache, let key, let bytes = sharedCache.fetch(key), let shared = SharedLintOutcome(decoding: bytes) {
            reportShared(sharedCache)
            return try finish(shared)
        }
        let outcome = rendered(try run.run(packs, namedFiles: namedFiles))
        if let sharedCache, let key { sharedCache.store(key, outcome.encoded) }
        if let sharedCache { reportShared(sharedCache) }
        try finish(outcome)
    }

    /// Prints the report and exits with its status.
    func finish(_ outcome: Report) throws {
        try finish(rendered(outcome))
    }

    /// What a run prints and how it ends, as the shared cache keeps it.
    func rendered(_ outcome: Report) -> SharedLintOutcome {
        let reporter = (format.reportFormat ?? .text).reporter
        var summary: String?
        if format == .text, isatty(STDOUT_FILENO) != 0 {
            let color = TextReporter.usesColor(environment: ProcessInfo.processInfo.environment, isTerminal: true)
            summary = TextReporter().summary(outcome, color: color)
        }
        let failed = outcome.count(.error) > 0 || (strict && outcome.count(.warning) > 0)
        return SharedLintOutcome(output: reporter.render(outcome), summary: summary, failed: failed)
    }

    func finish(_ outcome: SharedLintOutcome) throws {
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        if let summary = outcome.summary { print(summary) }
        throw ExitCode(outcome.failed ? 1 : 0)
    }

    /// Everything of this run's own that changes what it prints: the format, --strict, the
    /// baseline's bytes, the files named, and whether the summary goes to a colour terminal.
    func cachePurpose(namedFiles: Set<String>) -> String? {
        var parts = ["content-lint lint", "format \(format.rawValue)", "strict \(strict)"]
        if let baseline {
            guard let data = FileManager.default.contents(atPath: baseline) else { return nil }
            parts.append("baseline " + SharedLintOutcome.digest(Array(data)))
        }
        parts.append("named " + namedFiles.sorted().joined(separator: "\u{1}"))
        let terminal = format == .text && isatty(STDOUT_FILENO) != 0
        parts.append("terminal \(terminal) colour \(terminal && TextReporter.usesColor(environment: ProcessInfo.processInfo.environment, isTerminal: true))")
        return parts.joined(separator: "\n")
    }

    /// The shared cache's summary, on standard error (standard output is the report, which may be JSON or SARIF).
    func reportShared(_ cache: RemoteCache) {
        // why: a run with a warm lint cache asks the shared one nothing (see run)
        let lines = cache.counts.requests == 0 ? ["remote cache \(cache.settings.store.display): not asked (this machine's lint cache is warm)"] : cache.summary
        FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    }
}

extension Lint {
    /// The cache folder and the user's secret; nil (with a line on standard error saying why)
    /// when either cannot be used safely, and the run checks every file.
    func openCache() -> (folder: CacheFolder, secret: CacheSecret)? {
        let parent = cacheDir.map { URL(fileURLWithPath: $0) } ?? LintCacheStore.defaultParent()
        do {
            return (try CacheFolder.open(parent: parent, name: LintCacheStore.folderName), try CacheSecret.load())
        } catch {
            FileHandle.standardError.write(Data("content-lint: checking every file without the cache: \(error)\n".utf8))
            return nil
        }
    }
}

extension Lint {
    /// The baseline file's findings; a usage error when it cannot be read or is not one.
    func readBaseline(_ path: String) throws -> Baseline {
        let url = URL(fileURLWithPath: path)
        let folder = try FolderDescriptor.open(url.deletingLastPathComponent().path)
        guard let bytes = folder.read(url.lastPathComponent, maxBytes: Baseline.maximumBytes) else {
            throw CommandFailure(message: "cannot read the baseline \(path) (a regular file of at most \(Baseline.maximumBytes >> 20) MiB)")
        }
        let (baseline, problems) = Baseline.read(bytes, file: path)
        if let baseline { return baseline }
        let findings = TextReporter().render(Report(diagnostics: problems, filesChecked: 0, sources: [path: SourceText(bytes)]))
        throw CommandFailure(message: "the baseline \(path) is not one:\n" + findings.trimmingCharacters(in: .newlines))
    }

    /// Replaces the baseline file in one step (a new file under a random name renamed over it,
    /// never through a link).
    func writeBaselineFile(_ baseline: Baseline, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = try FolderDescriptor.open(url.deletingLastPathComponent().path)
        try folder.replace(url.lastPathComponent, with: baseline.bytes)
    }
}

/// Output formats of the command line.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github, markdown

    var reportFormat: ReportFormat? { ReportFormat(rawValue: rawValue) }

    /// The rule listing has no SARIF or annotation form: those print the JSON listing.
    var listingFormat: RuleListing.Format {
        switch self {
        case .text: .text
        case .markdown: .markdown
        case .json, .sarif, .github: .json
        }
    }
}
