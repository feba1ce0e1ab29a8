import ContentCommands
import ContentCore
import ContentKinds
import ContentCheck
import ContentOutput
import Foundation

/// `--fix`: lints, applies every exact fix to its file (each file rewritten in one step, only
/// the fixed bytes changed), lints again, up to three rounds (fixes that touched one another
/// wait for the next); `--dry-run` prints the fixes as a unified diff and writes nothing.
struct FixRun {
    let lint: LintRun
    let dryRun: Bool

    /// The findings left after fixing (with `dryRun`, the findings as they are).
    func run() throws -> Report {
        var report = try lint.run()
        var repaired = 0
        var files = Set<String>()
        for _ in 0..<3 {
            let fixable = report.diagnostics.filter { $0.fix != nil }
            var progressed = false
            for file in Set(fixable.map(\.file)).sorted() {
                // why: a file changed since it was read (an editor saving) is left for the next run
                guard let read = report.sources[file]?.bytes, let fixes = FileFixes(file: file, bytes: read, diagnostics: fixable) else { continue }
                if dryRun {
                    FileHandle.standardOutput.write(Data(fixes.diff.utf8))
                } else {
                    do {
                        guard try FixWriter.replace(file, original: read, with: fixes.fixed) == .replaced else { continue }
                    } catch let failure as FileFailure {
                        throw CommandFailure(message: failure.description)
                    }
                }
                repaired += fixes.repaired
                files.insert(file)
                progressed = true
            }
            if dryRun || !progressed { break }
            report = try lint.run()
        }
        let verb = dryRun ? "would fix" : "fixed"
        FileHandle.standardError.write(Data("\(verb) \(counted(repaired, "finding")) in \(counted(files.count, "file"))\n".utf8))
        return report
    }
}
