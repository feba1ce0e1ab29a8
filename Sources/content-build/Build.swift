import ArgumentParser
import ContentCommands
import ContentBundle
import ContentCore
import ContentKinds
import ContentCheck
import ContentOutput
import Foundation

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Lint the pack, then write DIST/<pack-id>-<version>/ (lint errors stop the build).")

    @Argument(help: "The pack folder (default: the current folder).")
    var content: String = "."

    @Option(name: .shortAndLong, help: "Where bundles go.")
    var output: String = "dist"

    @Flag(help: "Write one deterministic .zip instead of a folder.")
    var zip = false

    @Option(help: "Sign the manifest with this Ed25519 private key (a file from `content-build keygen`, or its base64).")
    var sign: String?

    @Option(help: "The previous release's bundle: fail when it is another pack's, when pack.json's version is lower than the changes need (ranked by what they do to players' results), or when an id was reused.")
    var previous: String?

    @Option(help: "Parallel jobs (default: one per core).")
    var jobs: Int = 0

    @OptionGroup var pack: PackOptions

    func validate() throws {
        if jobs < 0 { throw ValidationError("--jobs must be 0 (one per core) or more") }
    }

    func run() throws {
        let started = Date()
        let dist = URL(fileURLWithPath: output)
        let opened = try pack.open(content, keepContent: true, output: dist)
        if DisplayPath.relative(dist, inside: opened.root) == "" {
            throw CommandFailure(message: "-o \(output) is the pack folder itself; write bundles to a folder of their own (default: dist)")
        }
        let checked = try opened.check()
        FileHandle.standardOutput.write(Data(TextReporter().render(opened.report(checked)).utf8))
        if checked.errorCount > 0 { throw CommandFailure(message: BuildError.lintErrors(checked.errorCount).description, status: 1) }

        let progress = Progress()
        let cache: ArtifactCache?
        do {
            cache = try ArtifactCache.open(in: dist, secret: CacheSecret.load())
        } catch {
            cache = nil
            FileHandle.standardError.write(Data("content-build: building without the build cache: \(error)\n".utf8))
        }
        var (contents, statistics) = try building { try BundleBuilder.build(checked, cache: cache, jobs: jobs, progress: progress.update) }
        if let previous {
            let (release, diff) = try checkVersion(contents, previous: previous)
            do {
                try BundleBuilder.carryRevisions(into: &contents, previous: (release, diff))
            } catch {
                throw CommandFailure(message: "content-build: cannot carry item revisions forward from \(previous): \(error)", status: 1)
            }
        }
        var options = BundleWriter.Options(zip: zip)
        if let sign { options.signingKey = keyText(sign) }
        progress.update("writing", 0, 1)
        let target = try building { try BundleWriter.write(contents, to: dist, options: options) }
        cache?.prune()
        progress.finish()
        let bytes = contents.files.values.reduce(0) { $0 + $1.count }
        let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
        print("built \(contents.name): \(counted(statistics.items, "item")), \(counted(contents.files.count, "file")), "
              + "\(ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file)) in \(seconds) s → \(target.relativePath)")
    }

    /// The previous release and the diff from it, once the version is checked.
    private func checkVersion(_ contents: BundleContents, previous: String) throws -> (PackRelease, BundleDiff) {
        let (manifest, oldFiles) = try readBundle(previous)
        let release = PackRelease(manifest: manifest, files: oldFiles)
        let diff = try comparing(release, PackRelease(contents))
        if let reused = diff.reusedIDs.first {
            throw CommandFailure(message: BuildError.idReused(reused.id, reused.reason).description, status: 1)
        }
        guard diff.newVersionIsEnough else {
            let refusal = BuildError.versionTooLow(current: contents.version, needed: diff.bump.description, previous: diff.oldVersion,
                                                   suggested: diff.suggestedVersion)
            throw CommandFailure(message: refusal.description + "\n" + BundleDiffReport.text(diff), status: 1)
        }
        return (release, diff)
    }
}

/// A build step whose failure (the machine's: disk, permissions) is a plain sentence, status 2.
func building<T>(_ step: () throws -> T) throws -> T {
    do {
        return try step()
    } catch let error as BuildError {
        throw CommandFailure(message: error.description)
    }
}

/// Progress on a terminal (standard error), nothing when it is not one.
final class Progress: @unchecked Sendable {
    private let enabled = isatty(STDERR_FILENO) != 0
    private let lock = NSLock()

    func update(_ stage: String, _ done: Int, _ total: Int) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(stage) \(done)/\(total)".utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
