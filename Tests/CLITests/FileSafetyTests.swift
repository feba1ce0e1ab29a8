import Foundation
import Testing

/// What the tools write, attacked as a pack someone else wrote would attack it (issue 28): links
/// planted where a temporary file, a cache file or an output goes; a cache folder pointed at a
/// folder full of other programs' files. Nothing outside what the tool made is ever written,
/// replaced, re-moded or removed.
@Suite struct FileSafetyTests {
    private let manager = FileManager.default

    private func temporaryFolder(_ name: String) throws -> URL {
        let folder = manager.temporaryDirectory.appendingPathComponent("file-safety-\(name)-\(UUID().uuidString)")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The minimal pack with a double space in its riddle (a finding `--fix` repairs).
    private func fixablePack(in work: URL) throws -> URL { try CommandRunner.packWithADoubleSpace(in: work) }

    /// A file of the user's that a link points at: its bytes and mode must stay.
    private func victim(in work: URL, _ name: String = "victim.txt") throws -> URL {
        let file = work.appendingPathComponent(name)
        try "precious\n".write(to: file, atomically: false, encoding: .utf8)
        chmod(file.path, 0o600)
        return file
    }

    private func isUntouched(_ file: URL) -> Bool {
        var info = stat()
        guard stat(file.path, &info) == 0 else { return false }
        return (try? String(contentsOf: file, encoding: .utf8)) == "precious\n" && info.st_mode & 0o7777 == 0o600
    }

    /// Case 1: `--fix` once wrote the fixed file to `.NAME.tmp-PID` with O_CREAT|O_TRUNC, so a
    /// link planted under every pid redirected it into any file of the user's (and chmod'ed it).
    @Test func fixNeverWritesThroughALinkPlantedBesideTheFile() throws {
        let work = try temporaryFolder("fix")
        defer { try? manager.removeItem(at: work) }
        let pack = try fixablePack(in: work)
        let target = try victim(in: work)
        // why: the old name's pid is the next process's; links for the pids around this one's
        let first = Int(getpid())
        for pid in first..<(first + 4000) {
            try manager.createSymbolicLink(atPath: pack.appendingPathComponent(".riddles.json.tmp-\(pid)").path, withDestinationPath: target.path)
        }
        let result = try CommandRunner.run("content-lint", ["--fix", "--no-cache", "."], in: pack)
        #expect(result.status == 0, "\(result)")
        #expect(isUntouched(target), "the linked file was written or re-moded")
        let fixed = try String(contentsOf: pack.appendingPathComponent("riddles.json"), encoding: .utf8)
        #expect(fixed.contains("What gets wetter"))
        let leftovers = try manager.contentsOfDirectory(atPath: pack.path).filter { $0.hasPrefix(".riddles.json.") && !$0.contains(".tmp-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    /// Case 1, the cache: every file of the lint cache replaced by a link to a file of the
    /// user's, then a run that writes the index, appends facts and writes rule states.
    @Test func theLintCacheNeverWritesOrAppendsThroughALink() throws {
        let work = try temporaryFolder("cache-links")
        defer { try? manager.removeItem(at: work) }
        let pack = try fixablePack(in: work)
        let cacheParent = work.appendingPathComponent("cache")
        let first = try CommandRunner.run("content-lint", ["--cache-dir", cacheParent.path, "."], in: pack)
        #expect(first.status == 1)
        #expect(first.stderr.isEmpty, "the cache is used: \(first.stderr)")
        let folder = cacheParent.appendingPathComponent("content-lint")
        let names = try manager.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasSuffix(".lint-cache") } && names.contains { $0.hasSuffix(".lint-facts") }, "\(names)")
        var victims: [URL] = []
        for name in names {
            let target = try victim(in: work, "victim-\(name)")
            try manager.removeItem(at: folder.appendingPathComponent(name))
            try manager.createSymbolicLink(atPath: folder.appendingPathComponent(name).path, withDestinationPath: target.path)
            victims.append(target)
        }
        // an edit, so the run writes the index and appends the changed file's facts
        let riddles = pack.appendingPathComponent("riddles.json")
        try (try String(contentsOf: riddles, encoding: .utf8)).replacingOccurrences(of: "a towel", with: "the towel")
            .write(to: riddles, atomically: true, encoding: .utf8)
        let second = try CommandRunner.run("content-lint", ["--cache-dir", cacheParent.path, "."], in: pack)
        #expect(second.status == 1)
        #expect(second.stdout.contains("[text-double-space]"))
        for target in victims { #expect(isUntouched(target), "\(target.lastPathComponent) was written through its link") }
        // the links were replaced by the tool's own files, never followed
        for name in try manager.contentsOfDirectory(atPath: folder.path) {
            let attributes = try manager.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular || !name.hasSuffix(".lint-cache"), "\(name)")
        }
    }

    /// Case 2: `--cache-dir DIR` once pruned DIR itself, recursively: other programs' files
    /// unused for 30 days, then the oldest past 512 MiB.
    @Test func aCacheFolderPrunesNothingButTheToolsOwnFiles() throws {
        let work = try temporaryFolder("prune")
        defer { try? manager.removeItem(at: work) }
        let pack = try fixablePack(in: work)
        let shared = work.appendingPathComponent("dot-cache")
        let old = Date().addingTimeInterval(-40 * 24 * 3600)
        var foreign: [URL] = []
        for relative in ["pip/http/a1b2", "fontconfig/cache-4", "thumbnails/large/x.png", "0123456789abcdef01234567.lint-cache", "stale.tmp"] {
            let file = shared.appendingPathComponent(relative)
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "someone else's\n".write(to: file, atomically: false, encoding: .utf8)
            try manager.setAttributes([.modificationDate: old], ofItemAtPath: file.path)
            foreign.append(file)
        }
        // a large file of another program's (sparse: 600 MiB past the 512 MiB budget)
        let large = shared.appendingPathComponent("browser/cache.db")
        try manager.createDirectory(at: large.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = manager.createFile(atPath: large.path, contents: nil)
        let handle = try FileHandle(forWritingTo: large)
        try handle.truncate(atOffset: 600 << 20)
        try handle.close()
        foreign.append(large)
        // also the tool's own folder holds a file it did not make
        let own = shared.appendingPathComponent("content-lint")
        try manager.createDirectory(at: own, withIntermediateDirectories: true)
        let note = own.appendingPathComponent("README")
        try "notes\n".write(to: note, atomically: false, encoding: .utf8)
        try manager.setAttributes([.modificationDate: old], ofItemAtPath: note.path)
        foreign.append(note)

        for home in [shared, work, work.appendingPathComponent("pack")] {
            let result = try CommandRunner.run("content-lint", ["--cache-dir", home.path, "."], in: pack)
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr.isEmpty, "the cache is used: \(result.stderr)")
        }
        for file in foreign { #expect(manager.fileExists(atPath: file.path), "\(file.path) was removed") }
        #expect(try manager.contentsOfDirectory(atPath: own.path).contains { $0.hasSuffix(".lint-cache") && !$0.hasPrefix("0123") })
    }

    /// A cache folder that others may write, or that is a link, is not used: the run checks
    /// every file and says why on standard error.
    @Test func aCacheFolderOthersMayWriteIsNotUsed() throws {
        let work = try temporaryFolder("open-cache")
        defer { try? manager.removeItem(at: work) }
        let pack = try fixablePack(in: work)
        let open = work.appendingPathComponent("open")
        try manager.createDirectory(at: open.appendingPathComponent("content-lint"), withIntermediateDirectories: true)
        chmod(open.appendingPathComponent("content-lint").path, 0o777)
        let result = try CommandRunner.run("content-lint", ["--cache-dir", open.path, "."], in: pack)
        #expect(result.status == 1)
        #expect(result.stdout.contains("[text-double-space]"))
        #expect(result.stderr.contains("without the cache") && result.stderr.contains("others may write"), "\(result.stderr)")
        #expect(try manager.contentsOfDirectory(atPath: open.appendingPathComponent("content-lint").path).isEmpty)

        let linked = work.appendingPathComponent("linked")
        let elsewhere = try temporaryFolder("elsewhere")
        defer { try? manager.removeItem(at: elsewhere) }
        try manager.createDirectory(at: linked, withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: linked.appendingPathComponent("content-lint").path, withDestinationPath: elsewhere.path)
        let viaLink = try CommandRunner.run("content-lint", ["--cache-dir", linked.path, "."], in: pack)
        #expect(viaLink.status == 1)
        #expect(viaLink.stderr.contains("without the cache"), "\(viaLink.stderr)")
        #expect(try manager.contentsOfDirectory(atPath: elsewhere.path).isEmpty)

        if geteuid() == 0 {
            // a folder another user made (root can hand one over)
            let theirs = work.appendingPathComponent("theirs")
            try manager.createDirectory(at: theirs.appendingPathComponent("content-lint"), withIntermediateDirectories: true)
            chown(theirs.appendingPathComponent("content-lint").path, 4242, 4242)
            let result = try CommandRunner.run("content-lint", ["--cache-dir", theirs.path, "."], in: pack)
            #expect(result.stderr.contains("belongs to another user"), "\(result.stderr)")
        }
    }

    /// The cache key: made 0600 in a 0700 folder outside the cache; a key file that is a link
    /// or that others may read is refused (the run goes on without the cache).
    @Test func theCacheKeyIsPrivateAndNeverALink() throws {
        let work = try temporaryFolder("key")
        defer { try? manager.removeItem(at: work) }
        let pack = try fixablePack(in: work)
        let state = work.appendingPathComponent("state")
        let environment = ["XDG_STATE_HOME": state.path, "XDG_CACHE_HOME": work.appendingPathComponent("cache").path]
        let made = try CommandRunner.run("content-lint", ["."], in: pack, environment: environment)
        #expect(made.stderr.isEmpty, "the cache is used: \(made.stderr)")
        let key = state.appendingPathComponent("content-toolchain/cache.key")
        let attributes = try manager.attributesOfItem(atPath: key.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect((attributes[.size] as? Int) == 32)
        #expect((try manager.attributesOfItem(atPath: key.deletingLastPathComponent().path)[.posixPermissions] as? Int) == 0o700)

        try manager.removeItem(at: key)
        let target = try victim(in: work)
        try manager.createSymbolicLink(atPath: key.path, withDestinationPath: target.path)
        let result = try CommandRunner.run("content-lint", ["."], in: pack, environment: environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("without the cache"), "\(result.stderr)")
        #expect(isUntouched(target))
    }

    /// `keygen` and `schemas -o` never write through a link planted under their names.
    @Test func keysAndSchemasNeverGoThroughALink() throws {
        let work = try temporaryFolder("keys")
        defer { try? manager.removeItem(at: work) }
        let target = try victim(in: work)
        try manager.createSymbolicLink(atPath: work.appendingPathComponent("release.key").path, withDestinationPath: target.path)
        let keygen = try CommandRunner.run("content-build", ["keygen", "release"], in: work)
        #expect(keygen.status != 0)
        #expect(isUntouched(target))
        // a dangling link is refused too (O_EXCL|O_NOFOLLOW), and nothing is made where it points
        let dangling = work.appendingPathComponent("nowhere.key")
        try manager.createSymbolicLink(atPath: work.appendingPathComponent("second.key").path, withDestinationPath: dangling.path)
        #expect(try CommandRunner.run("content-build", ["keygen", "second"], in: work).status != 0)
        #expect(!manager.fileExists(atPath: dangling.path))

        let schemas = work.appendingPathComponent("schemas")
        try manager.createDirectory(at: schemas, withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: schemas.appendingPathComponent("riddles.json").path, withDestinationPath: target.path)
        let written = try CommandRunner.run("content-lint", ["schemas", "-o", schemas.path], in: work)
        #expect(written.status != 0)
        #expect(written.stderr.contains("link"), "\(written.stderr)")
        #expect(isUntouched(target))
    }

    /// A build never replaces or follows what is not its own: an output name that is a link to
    /// a folder of the user's, a folder that is not a bundle, a build cache that is a link.
    @Test func aBuildReplacesOnlyItsOwnBundles() throws {
        let work = try temporaryFolder("build")
        defer { try? manager.removeItem(at: work) }
        let pack = work.appendingPathComponent("pack")
        try manager.createDirectory(at: pack, withIntermediateDirectories: true)
        for name in ["pack.json", "riddles.json"] {
            try manager.copyItem(at: CommandRunner.fixtures.appendingPathComponent("minimal/\(name)"), to: pack.appendingPathComponent(name))
        }
        let home = try temporaryFolder("home")
        defer { try? manager.removeItem(at: home) }
        try "diary\n".write(to: home.appendingPathComponent("diary.txt"), atomically: false, encoding: .utf8)
        let dist = work.appendingPathComponent("dist")
        try manager.createDirectory(at: dist, withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: dist.appendingPathComponent("minimal-0.1.0").path, withDestinationPath: home.path)
        try manager.createSymbolicLink(atPath: dist.appendingPathComponent(".content-build-cache").path, withDestinationPath: home.path)
        let linked = try CommandRunner.run("content-build", [".", "-o", dist.path], in: pack)
        #expect(linked.status == 2, "\(linked)")
        #expect(linked.stderr.contains("not replaced"), "\(linked.stderr)")
        #expect(try manager.contentsOfDirectory(atPath: home.path) == ["diary.txt"])

        try manager.removeItem(at: dist.appendingPathComponent("minimal-0.1.0"))
        try manager.createDirectory(at: dist.appendingPathComponent("minimal-0.1.0"), withIntermediateDirectories: true)
        try "mine\n".write(to: dist.appendingPathComponent("minimal-0.1.0/notes.txt"), atomically: false, encoding: .utf8)
        let foreign = try CommandRunner.run("content-build", [".", "-o", dist.path], in: pack)
        #expect(foreign.status == 2, "\(foreign)")
        #expect(manager.fileExists(atPath: dist.appendingPathComponent("minimal-0.1.0/notes.txt").path))

        try manager.removeItem(at: dist.appendingPathComponent("minimal-0.1.0"))
        let built = try CommandRunner.run("content-build", [".", "-o", dist.path], in: pack)
        #expect(built.status == 0, "\(built)")
        #expect(built.stderr.contains("without the build cache"), "\(built.stderr)")
        let again = try CommandRunner.run("content-build", [".", "-o", dist.path], in: pack)
        #expect(again.status == 0, "a bundle of the tool's own is replaced: \(again)")
        #expect(try manager.contentsOfDirectory(atPath: home.path) == ["diary.txt"])
    }
}
