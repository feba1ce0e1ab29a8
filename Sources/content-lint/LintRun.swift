import ContentCommands
import ContentCore
import ContentKinds
import ContentCheck
import ContentOutput
import Foundation

/// One invocation: the packs the paths belong to, each checked with its own settings, merged
/// into one report.
struct LintRun {
    let paths: [String]
    let pack: PackOptions
    let cache: (folder: CacheFolder, secret: CacheSecret)?
    /// Findings known from a baseline file, out of the count.
    var baseline: Baseline? = nil

    /// The packs the paths belong to (each once), and the files named (their findings only are printed).
    func open() throws -> (packs: [OpenedPack], namedFiles: Set<String>) {
        var packs: [OpenedPack] = []
        var namedFiles: Set<String> = []
        for path in paths {
            let opened = try pack.open(path, cache: cache)
            if !packs.contains(where: { $0.root == opened.root }) { packs.append(opened) }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                namedFiles.insert(URL(fileURLWithPath: path).standardizedFileURL.path)
            }
        }
        return (packs, namedFiles)
    }

    func run() throws -> Report {
        let (packs, namedFiles) = try open()
        return try run(packs, namedFiles: namedFiles)
    }

    func run(_ packs: [OpenedPack], namedFiles: Set<String>) throws -> Report {
        var diagnostics: [Diagnostic] = []
        var suppressed: [SuppressedFinding] = []
        var sources: [String: SourceText] = [:]
        var filesChecked = 0
        for opened in packs {
            let prefix = opened.prefix
            let result = try opened.check()
            filesChecked += result.filesChecked
            for (path, source) in result.sources { sources[prefix + path] = source }
            func moved(_ diagnostic: Diagnostic) -> Diagnostic {
                var moved = diagnostic
                moved.file = prefix + diagnostic.file
                moved.notes = diagnostic.notes.map { note in
                    var note = note
                    note.file = note.file.map { prefix + $0 }
                    return note
                }
                return moved
            }
            diagnostics += result.diagnostics.map(moved)
            suppressed += result.suppressed.map { SuppressedFinding(diagnostic: moved($0.diagnostic), reason: $0.reason) }
        }
        if !namedFiles.isEmpty {
            let named = { (diagnostic: Diagnostic) in namedFiles.contains(URL(fileURLWithPath: diagnostic.file).standardizedFileURL.path) }
            diagnostics = diagnostics.filter(named)
            suppressed = suppressed.filter { named($0.diagnostic) }
        }
        if let baseline {
            let (kept, known) = baseline.apply(to: diagnostics.sorted(by: Diagnostic.reportOrder))
            diagnostics = kept
            suppressed += known
        }
        return Report(diagnostics: diagnostics.sorted(by: Diagnostic.reportOrder), suppressed: suppressed, filesChecked: filesChecked, sources: sources)
    }
}
