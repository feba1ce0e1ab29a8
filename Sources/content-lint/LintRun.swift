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

    func run() throws -> Report {
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
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceText] = [:]
        var filesChecked = 0
        for opened in packs {
            let prefix = opened.prefix
            let result = try opened.check()
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
}
