import ContentBundle
import Foundation
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Where the tests' temporary folders go: one folder per test process, removed when it exits;
/// one left by a process that no longer runs (killed, crashed) is removed by the next run, so
/// running the tests again and again does not fill the disk.
enum TestScratch {
    private static let base = FileManager.default.temporaryDirectory.appendingPathComponent("contentkit-tests")
    private static let ownFolder = base.appendingPathComponent("\(getpid())")

    static let folder: URL = {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? [] {
            guard let pid = Int32(name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: base.appendingPathComponent(name))
        }
        try? FileManager.default.createDirectory(at: ownFolder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestScratch.ownFolder) }
        return ownFolder
    }()
}

/// Temporary folders and builds for the bundle tests.
enum BundleFixture {
    static func temporaryFolder(_ label: String) -> URL {
        let url = TestScratch.folder.appendingPathComponent("bundle-\(label)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A copy of the sample pack, to change without touching content/.
    static func copyOfSamplePack() throws -> URL {
        let folder = temporaryFolder("pack").appendingPathComponent("content")
        try FileManager.default.copyItem(at: TestPaths.content, to: folder)
        return folder
    }

    /// One artifact cache for the test process, so the sample pack's pictures are cut once (the
    /// determinism test builds uncached).
    static let sharedCache = ArtifactCache(folder: temporaryFolder("shared-cache"))

    /// The sample pack checked, built and written once for the test process: the tests that only
    /// read it share it (a test that changes the bundle takes `copyOfSampleBundle()`).
    static let sample: (checked: CheckedPack, contents: BundleContents, bundle: URL) = {
        let checked = try! ContentPipeline.check(DiskPack(root: TestPaths.content, displayName: "content/"), options: LintOptions(keepContent: true))
        let contents = try! BundleBuilder.build(checked, cache: sharedCache).0
        return (checked, contents, try! BundleWriter.write(contents, to: temporaryFolder("sample")))
    }()

    /// A copy of the shared sample bundle's folder, to tamper with.
    static func copyOfSampleBundle() throws -> URL {
        let url = temporaryFolder("sample-copy").appendingPathComponent(sample.bundle.lastPathComponent)
        try FileManager.default.copyItem(at: sample.bundle, to: url)
        return url
    }

    /// Builds a pack folder into `dist` and returns the bundle's URL; without a `cache`, through
    /// the shared one unless `uncached`.
    @discardableResult
    static func build(_ pack: URL, into dist: URL, options: BundleWriter.Options = BundleWriter.Options(),
                      cache: ArtifactCache? = nil, uncached: Bool = false) throws -> (URL, BundleContents, BuildStatistics) {
        let fileSystem = DiskPack(root: pack, displayName: "content/")
        let (contents, statistics) = try BundleBuilder.build(fileSystem, cache: uncached ? nil : cache ?? sharedCache)
        let url = try BundleWriter.write(contents, to: dist, options: options)
        return (url, contents, statistics)
    }

    /// Every file under a folder, by relative path.
    static func files(under folder: URL) -> [String: Data] {
        var found: [String: Data] = [:]
        let base = folder.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { found[String(url.standardizedFileURL.path.dropFirst(base.count + 1))] = FileManager.default.contents(atPath: url.path) }
        }
        return found
    }

    static func edit(_ url: URL, _ change: (String) -> String) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = change(text)
        precondition(changed != text, "edit changed nothing in \(url.lastPathComponent)")
        try changed.write(to: url, atomically: true, encoding: .utf8)
    }
}
