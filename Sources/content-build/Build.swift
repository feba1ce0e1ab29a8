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

    @OptionGroup var remote: RemoteCacheOptions

    @Option(help: ArgumentHelp("Make only part I of N of the outputs (0 ≤ I < N; by the hash of what each is made from) and upload them to --remote-cache; writes no bundle. A final build with --remote-cache assembles the bundle from the cache (Docs/Scale.md).", valueName: "I/N"))
    var shard: String?

    func validate() throws {
        if jobs < 0 { throw ValidationError("--jobs must be 0 (one per core) or more") }
        if let shard {
            guard BuildShard(shard) != nil else { throw ValidationError("--shard is I/N with 0 ≤ I < N ≤ 1024 (0/4 is the first of four), not \(shard)") }
            guard remote.remoteCache != nil else { throw ValidationError("--shard needs --remote-cache: a shard's outputs go to the shared cache, where the final build finds them") }
            if zip || sign != nil || previous != nil { throw ValidationError("--shard writes no bundle: --zip, --sign and --previous go with the final build") }
        }
    }

    func run() throws {
        let started = Date()
        let dist = URL(fileURLWithPath: output)
        let opened = try pack.open(content, keepContent: true, output: dist)
        if DisplayPath.relative(dist, inside: opened.root) == "" {
            throw CommandFailure(message: "-o \(output) is the pack folder itself; write bundles to a folder of their own (default: dist)")
        }
        let progress = Progress()
        let sharedCache = try remote.open(configured: opened.options.configuration.remoteCache)
        let part = shard.flatMap(BuildShard.init)
        if part != nil, sharedCache?.settings.writes != true {
            throw CommandFailure(message: "--shard needs CONTENT_CACHE_TOKEN: without it nothing this shard makes reaches the final build")
        }
        let cache: ArtifactCache?
        do {
            cache = try ArtifactCache.open(in: dist, secret: CacheSecret.load(), remote: sharedCache, shard: part)
        } catch {
            cache = nil
            FileHandle.standardError.write(Data("content-build: building without the build cache: \(error)\n".utf8))
        }
        if part != nil, cache == nil { throw CommandFailure(message: "--shard needs the build cache (see the line above)") }
        // why: a whole build in the shared cache needs no check and no compile; a shard's run
        // is never one (it leaves most outputs out)
        let wholeKey = sharedCache != nil && part == nil ? PackInputKey.key(opened, pack: pack, purpose: "content-build build", jobs: jobs) : nil
        if let wholeKey, let sharedCache, let entry = BuiltPackEntry.fetch(wholeKey, from: sharedCache, jobs: jobs) {
            do {
                let target = try release(entry.contents, to: dist, cache: cache, progress: progress)
                FileHandle.standardOutput.write(Data(entry.report.utf8))
                return finish(entry.contents, entry.statistics, target: target, sharedCache: sharedCache, fromSharedCache: true, started: started)
            } catch let failure as WriteFailure {
                // why: a build from the shared cache that cannot be written (a crafted entry the
                // checks let through) is built here instead: the cache never fails a build
                print("remote cache: the whole build from the shared cache could not be written (\(failure.message)); building locally")
            }
        }
        let checked = try opened.check()
        let report = TextReporter().render(opened.report(checked))
        FileHandle.standardOutput.write(Data(report.utf8))
        if checked.errorCount > 0 { throw CommandFailure(message: BuildError.lintErrors(checked.errorCount).description, status: 1) }
        let (contents, statistics) = try building {
            try BundleBuilder.build(checked, cache: cache, jobs: jobs, progress: progress.update, outputsOnly: part != nil)
        }
        if let part, let cache {
            sharedCache?.waitForUploads()
            progress.finish()
            let tally = cache.shardCounts
            for line in sharedCache?.summary ?? [] { print(line) }
            print("shard \(part) of \(contents.name): made \(counted(tally.made, "output")), \(tally.alreadyShared) already in the shared cache, "
                  + "\(tally.leftToOthers) left to other shards; no bundle written (the final build assembles it)")
            return
        }
        if let wholeKey, let sharedCache {
            // why: uploaded while the bundle is written; `finish` waits for it
            let entry = BuiltPackEntry(report: report, contents: contents, statistics: statistics)
            let jobs = self.jobs
            sharedCache.uploadLater { entry.store(wholeKey, in: sharedCache, jobs: jobs) }
        }
        let target: URL
        do {
            target = try release(contents, to: dist, cache: cache, progress: progress)
        } catch let failure as WriteFailure {
            throw CommandFailure(message: failure.message)
        }
        finish(contents, statistics, target: target, sharedCache: sharedCache, fromSharedCache: false, started: started)
    }

    /// A bundle writer's failure (the machine's: disk, permissions; or contents it cannot write).
    struct WriteFailure: Error {
        let message: String
    }

    /// Carries revisions from `--previous` and writes the bundle; where it went.
    private func release(_ built: BundleContents, to dist: URL, cache: ArtifactCache?, progress: Progress) throws -> URL {
        var contents = built
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
        let target: URL
        do {
            target = try BundleWriter.write(contents, to: dist, options: options)
        } catch let error as BuildError {
            throw WriteFailure(message: error.description)
        }
        cache?.prune()
        progress.finish()
        return target
    }

    /// The summary: the shared cache's lines, then what was built.
    private func finish(_ contents: BundleContents, _ statistics: BuildStatistics, target: URL, sharedCache: RemoteCache?, fromSharedCache: Bool, started: Date) {
        sharedCache?.waitForUploads()
        for line in sharedCache?.summary ?? [] { print(line) }
        let bytes = contents.files.values.reduce(0) { $0 + $1.count }
        let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
        print("built \(contents.name): \(counted(statistics.items, "item")), \(counted(contents.files.count, "file")), "
              + "\(ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file)) in \(seconds) s"
              + (fromSharedCache ? " (the whole build from the shared cache)" : "") + " → \(target.relativePath)")
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
