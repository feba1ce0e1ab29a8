import ArgumentParser
import ContentBundle
import ContentCommands
import ContentCore
import ContentKinds
import ContentCheck
import ContentOutput
import Foundation

struct Norms: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compute an IQ test's norms (raw score to IQ per age band) from collected sittings, check them with the rules of hand-written norms, and write them as an iq-norms file.",
        discussion: """
            Only sittings of the pack, the test and its revision (--revision, or the highest in the logs) with the test's number of items \
            are counted; every other record is counted by why it was left out and reported. Method: Docs/NormsFromResults.md.
            """)

    @Option(help: "The pack folder holding the IQ test (default: the current folder).")
    var pack: String = "."

    @Option(help: "The IQ test's id.")
    var test: String

    @Option(parsing: .upToNextOption, help: "Results logs (JSON Lines, schemas/results.json), read line by line.")
    var results: [String]

    @Option(help: "Age bands, YOUNGEST-OLDEST in whole years separated by commas (6-7,8-9,10-12,13-17,18-99); default: the bands of the pack's norms for the test.")
    var bands: String?

    @Option(help: "Count only sittings of this revision of the test (default: the highest revision in the logs).")
    var revision: Int?

    @Option(name: .shortAndLong, help: "The iq-norms file to write (-: standard output). An existing file is kept unless --force.")
    var output: String

    @Flag(help: "Replace the output file when it exists (never a link or anything but a file).")
    var force = false

    @OptionGroup var packOptions: PackOptions

    func validate() throws {
        if results.isEmpty { throw ValidationError("--results needs at least one results log") }
        if let revision, revision < 1 { throw ValidationError("--revision must be 1 or more") }
    }

    func run() throws {
        let opened = try packOptions.open(pack)
        let checked = try opened.check()
        let target = try computing { () throws(NormsFailure) -> NormsTarget in
            var chosen: [NormBand]?
            if let bands { chosen = try NormBand.parse(bands) }
            return try NormsTarget.find(test: test, pack: checked.settings.id ?? PackSettings.unnamedID, in: checked.files, bands: chosen)
        }
        let broken = checked.diagnostics.filter { $0.severity == .error && target.readFrom.contains($0.file) }
        if !broken.isEmpty {
            let report = opened.report(checked)
            FileHandle.standardOutput.write(Data(TextReporter().render(Report(diagnostics: broken, filesChecked: target.readFrom.count, sources: report.sources,
                                                                               displayPath: { [prefix = opened.prefix] in prefix + $0 })).utf8))
            throw CommandFailure(message: "the IQ test's files have errors; fix them first (content-lint)", status: 1)
        }
        var tally = SittingTally(target: target, revision: revision)
        for path in results {
            do {
                try ResultsLogReader.read(URL(fileURLWithPath: path)) { line, result in tally.add(line: line, in: path, result) }
            } catch let error as ResultsLogReader.ReadError {
                throw CommandFailure(message: error.description)
            }
        }
        let computed: ComputedNorms
        do {
            computed = try ComputedNorms(tally)
        } catch {
            // why: when nothing could be normed, what was left out says why
            FileHandle.standardError.write(Data(NormsReport.leftOutText(tally).utf8))
            throw CommandFailure(message: error.description, status: 1)
        }
        let bytes = computed.document
        let errors = try checkAsContent(bytes, target: target, opened: opened)
        guard errors == 0 else { throw CommandFailure(message: "the computed norms have \(counted(errors, "error")) (above); \(output) not written", status: 1) }
        try write(bytes)
        let summary = Data(NormsReport.text(computed, tally: tally, output: output == "-" ? "standard output" : output).utf8)
        (output == "-" ? FileHandle.standardError : FileHandle.standardOutput).write(summary)
    }

    /// Checks the norms with every rule in the pack they are for (in place of the pack's norms
    /// for the test, or at the output's place when it is in the pack) and prints their findings
    /// at the output's path; the number of errors.
    private func checkAsContent(_ bytes: [UInt8], target: NormsTarget, opened: OpenedPack) throws -> Int {
        // why: checked at the output's place only where the pack would read it as content there
        let inside = output == "-" ? nil : DisplayPath.relative(URL(fileURLWithPath: output), inside: opened.root).flatMap { relative in
            relative.hasSuffix(".json") && !relative.split(separator: "/").contains { $0.hasPrefix(".") } ? relative : nil
        }
        let path = inside ?? target.existingPath ?? "iq-norms/\(test)-computed.json"
        let overlay = OverlayPack(base: opened.fileSystem, path: path, bytes: bytes, hiding: inside == nil ? target.existingPath : nil)
        let rechecked: CheckedPack
        do {
            rechecked = try ContentPipeline.check(overlay, options: opened.options)
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        // why: a file the pack's settings ignore, or that is not read as norms, was judged by no rule
        guard rechecked.files.contains(where: { $0.path == path && $0.kind == NormTable.kind }) else {
            throw CommandFailure(message: "the computed norms could not be checked as the pack's \(path) (an ignored path?); nothing written")
        }
        let findings = rechecked.diagnostics.filter { $0.file == path }
        let shown = output == "-" ? "<standard output>" : output
        let prefix = opened.prefix
        let report = Report(diagnostics: findings, filesChecked: 1, sources: rechecked.sources, displayPath: { $0 == path ? shown : prefix + $0 })
        let reporter = TextReporter()
        // why: with `-o -` standard output is the file alone
        (output == "-" ? FileHandle.standardError : FileHandle.standardOutput)
            .write(Data((reporter.render(report) + (findings.isEmpty ? "" : reporter.summary(report, color: false) + "\n")).utf8))
        return findings.filter { $0.severity == .error }.count
    }

    /// Writes the file: a new one under a random name linked into place (never over anything), or
    /// with --force one renamed over a regular file; standard output for `-`.
    private func write(_ bytes: [UInt8]) throws {
        guard output != "-" else {
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        let url = URL(fileURLWithPath: output).standardizedFileURL
        do {
            let folder = try FolderDescriptor.open(url.deletingLastPathComponent().path)
            if force {
                try folder.replace(url.lastPathComponent, with: bytes)
            } else {
                try folder.publish(url.lastPathComponent, with: bytes)
            }
        } catch let failure as FileFailure {
            throw CommandFailure(message: failure.description + (failure.description.hasSuffix("not replaced") && !force ? " (--force replaces it)" : ""))
        }
    }
}

/// A step whose failure is the data's or the user's: a sentence, status 1.
private func computing<T>(_ step: () throws(NormsFailure) -> T) throws -> T {
    do {
        return try step()
    } catch {
        throw CommandFailure(message: error.description, status: 1)
    }
}
