import ContentCommands
import ContentCore
import ContentCheck
import ContentOutput
import Foundation

/// `content-lint --results`: the pack checked as usual, then the results logs analysed against
/// it (`ItemAnalysis`); the item findings point at the items' ids in the pack, the logs' own
/// problems at their lines.
struct ResultsRun {
    let paths: [String]
    let pack: PackOptions
    let logs: [String]
    let bundle: String?

    func run() throws -> (report: Report, table: [ItemAnalysis.DifficultyRow]) {
        // why: a log that cannot be read stops the run before the pack's check, not after it
        // (the reader refuses it again when it opens it: O_NOFOLLOW, a regular file)
        for log in logs {
            var info = stat()
            guard lstat(log, &info) == 0 else { throw CommandFailure(message: "cannot read the results log \(log): \(String(cString: strerror(errno)))") }
            if info.st_mode & S_IFMT == S_IFLNK { throw CommandFailure(message: "cannot read the results log \(log): is a symbolic link (refused)") }
            if info.st_mode & S_IFMT != S_IFREG { throw CommandFailure(message: "cannot read the results log \(log): is not a regular file") }
        }
        var opened: OpenedPack?
        for path in paths {
            let next = try pack.open(path, keepContent: true)
            if let first = opened, first.root != next.root {
                throw CommandFailure(message: "--results analyses the logs of one pack; \(path) is in another")
            }
            opened = next
        }
        guard let opened else { throw CommandFailure(message: "--results needs the pack") }
        let checked = try opened.check()
        var options = ItemAnalysis.Options()
        if let bundle {
            do {
                options.revisions = try ItemAnalysis.revisions(ofBundleAt: bundle)
            } catch {
                throw CommandFailure(message: "\(bundle): cannot read the bundle's revisions: \(error)")
            }
        }
        let outcome: ItemAnalysis.Outcome
        do {
            outcome = try ItemAnalysis.analyse(checked, logs: logs, configuration: opened.options.configuration, options: options)
        } catch {
            throw CommandFailure(message: "cannot read the results log \(error)")
        }
        let prefix = opened.prefix
        let packFiles = Set(checked.sources.keys)
        func moved(_ diagnostic: Diagnostic) -> Diagnostic {
            var moved = diagnostic
            if packFiles.contains(diagnostic.file) || !logs.contains(diagnostic.file) { moved.file = prefix + diagnostic.file }
            return moved
        }
        var sources: [String: SourceText] = [:]
        for (path, source) in checked.sources { sources[prefix + path] = source }
        for (path, source) in outcome.sources { sources[path] = source }
        let diagnostics = (checked.diagnostics + outcome.diagnostics).map(moved).sorted(by: Diagnostic.reportOrder)
        let suppressed = checked.suppressed.map { SuppressedFinding(diagnostic: moved($0.diagnostic), reason: $0.reason) }
        return (Report(diagnostics: diagnostics, suppressed: suppressed, filesChecked: checked.filesChecked, sources: sources), outcome.table)
    }

    /// The suggested-difficulty table as text: one item a line, in the pack's order of ids.
    static func table(_ rows: [ItemAnalysis.DifficultyRow]) -> String {
        var out = "item\tdeclared\tn\tright\tproportion\tobserved\tsuggested\n"
        for row in rows {
            let fields = [row.id, row.declared.map(String.init) ?? "-", "\(row.answers)", "\(row.correct)",
                          String(format: "%.3f", row.proportion), String(format: "%.2f", row.observed), row.suggested.map(String.init) ?? "-"]
            out += fields.joined(separator: "\t") + "\n"
        }
        return out
    }
}
