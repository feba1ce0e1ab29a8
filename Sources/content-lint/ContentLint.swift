import ArgumentParser
import ContentKit
import Foundation

/// The `content-lint` command: finds the pack, lints it, prints the findings, sets the exit code.
struct ContentLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "content-lint",
        abstract: "Check a content pack: every defect as one file:line:column diagnostic with a rule id.",
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

    @Option(help: "A configuration file (rule severities, ignored paths); default: .content-lint.json at the pack root.")
    var config: String?

    @Option(help: "Validate against the schemas in this folder instead of the built-in ones (for schema authors).")
    var schemas: String?

    @Option(help: "Hunspell dictionaries for the word check (none: no check).")
    var dictionaries: String = "/usr/share/hunspell"

    @Flag(help: "List every rule with its id, default severity and summary, then exit.")
    var listRules = false

    @Option(help: ArgumentHelp("Write Docs/Diagnostics pages for every rule into this folder.", visibility: .hidden))
    var writeRuleDocs: String?

    func validate() throws {
        if format == .markdown, !listRules {
            throw ValidationError("--format markdown goes with --list-rules")
        }
    }

    func run() throws {
        if let folder = writeRuleDocs { return try RuleDocsWriter.write(to: folder) }
        if listRules { return print(RuleListing.render(format), terminator: "") }
        let catalog = try loadCatalog()
        var report = LintRun(paths: paths.isEmpty ? ["."] : paths, catalog: catalog,
                             dictionaries: dictionaries == "none" ? nil : .folder(dictionaries), configPath: config)
        let outcome = try report.run()
        let reporter = (format.reportFormat ?? .text).reporter
        FileHandle.standardOutput.write(Data(reporter.render(outcome).utf8))
        if format == .text, isatty(STDOUT_FILENO) != 0 {
            let color = ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            print(TextReporter().summary(outcome, color: color))
        }
        let failed = outcome.count(.error) > 0 || (strict && outcome.count(.warning) > 0)
        throw ExitCode(failed ? 1 : 0)
    }

    private func loadCatalog() throws -> SchemaCatalog {
        guard let folder = schemas else { return .embedded }
        let url = URL(fileURLWithPath: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".json") }.sorted()
        let files = try names.map { name in
            (name, [UInt8](try Data(contentsOf: url.appendingPathComponent(name))), url.appendingPathComponent(name).relativePath)
        }
        let catalog = SchemaCatalog(files: files)
        if !catalog.diagnostics.isEmpty {
            let sources = Dictionary(files.map { ($0.2, SourceText($0.1)) }, uniquingKeysWith: { a, _ in a })
            let text = TextReporter().render(Report(diagnostics: catalog.diagnostics.sorted(by: Diagnostic.reportOrder), filesChecked: 0, sources: sources))
            throw UsageFailure(message: "the schemas in \(folder) are broken:\n" + text)
        }
        return catalog
    }
}

/// Output formats of the command line.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github, markdown

    var reportFormat: ReportFormat? { ReportFormat(rawValue: rawValue) }
}

/// The linter could not run: printed to standard error, exit status 2.
struct UsageFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
