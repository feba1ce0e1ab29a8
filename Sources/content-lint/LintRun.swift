import ContentKit
import Foundation

/// One invocation: the packs the paths belong to, linted and merged into one report.
struct LintRun {
    let paths: [String]
    let catalog: SchemaCatalog
    var dictionaries: DictionarySource? = nil
    let configPath: String?

    mutating func run() throws -> Report {
        var packs: [URL] = []
        var namedFiles: Set<String> = []
        for path in paths {
            let root: URL
            do {
                root = try DiskPack.find(containing: path)
            } catch {
                throw UsageFailure(message: "\(error)")
            }
            if !packs.contains(root) { packs.append(root) }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                namedFiles.insert(URL(fileURLWithPath: path).standardizedFileURL.path)
            }
        }
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceText] = [:]
        var filesChecked = 0
        for root in packs {
            let prefix = DisplayPath.prefix(for: root)
            let pack = DiskPack(root: root, displayName: prefix.isEmpty ? "./" : prefix)
            let configuration = try loadConfiguration(packRoot: root)
            let result = try Linter.lint(pack, options: LintOptions(catalog: catalog, configuration: configuration, dictionaries: dictionaries))
            filesChecked += result.filesChecked
            for (path, source) in result.sources { sources[prefix + path] = source }
            diagnostics += result.diagnostics.map { diagnostic in
                var moved = diagnostic
                moved.file = prefix + diagnostic.file
                moved.notes = diagnostic.notes.map { note in
                    var note = note
                    note.file = note.file.map { prefix + $0 }
                    return note
                }
                return moved
            }
        }
        if !namedFiles.isEmpty {
            diagnostics = diagnostics.filter { namedFiles.contains(URL(fileURLWithPath: $0.file).standardizedFileURL.path) }
        }
        return Report(diagnostics: diagnostics.sorted(by: Diagnostic.reportOrder), filesChecked: filesChecked, sources: sources)
    }

    private func loadConfiguration(packRoot: URL) throws -> LintConfiguration {
        let explicit = configPath.map { URL(fileURLWithPath: $0) }
        let candidate = explicit ?? packRoot.appendingPathComponent(".content-lint.json")
        guard FileManager.default.fileExists(atPath: candidate.path) else {
            if let configPath { throw UsageFailure(message: "cannot read the configuration \(configPath): no such file") }
            return LintConfiguration()
        }
        let bytes = [UInt8]((try? Data(contentsOf: candidate)) ?? Data())
        let name = configPath ?? DisplayPath.prefix(for: packRoot) + ".content-lint.json"
        let (configuration, problems) = LintConfiguration.parse(bytes, file: name)
        if !problems.isEmpty {
            let report = Report(diagnostics: problems, filesChecked: 0, sources: [name: SourceText(bytes)])
            throw UsageFailure(message: TextReporter().render(report).trimmingCharacters(in: .newlines))
        }
        return configuration
    }
}
