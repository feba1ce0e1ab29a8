import Foundation
import Testing

/// `content-lint --remote-cache` between two machines through a shared folder: the second
/// prints what the first printed, byte for byte, with its exit status, without checking; a
/// pack that changed, or other options, are misses; the configuration may name the cache but
/// never give it the token.
@Suite struct RemoteLintCommandTests {
    private func machine(_ root: URL, _ name: String, token: Bool = false) -> [String: String] {
        var environment = ["XDG_CACHE_HOME": root.appendingPathComponent("\(name)/cache").path,
                           "XDG_STATE_HOME": root.appendingPathComponent("\(name)/state").path]
        if token { environment["CONTENT_CACHE_TOKEN"] = "ci:secret" }
        return environment
    }

    private func workspace() throws -> (URL, URL, String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("remote-lint-\(UUID().uuidString)")
        let shared = root.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        let pack = try CommandRunner.packWithADoubleSpace(in: root)
        return (root, pack, "file://" + shared.path)
    }

    @Test func theSecondMachinePrintsWhatTheFirstPrinted() throws {
        let (root, pack, url) = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        for format in ["json", "sarif", "text"] {
            let first = try CommandRunner.run("content-lint", [pack.path, "--format", format, "--strict", "--remote-cache", url], in: root,
                                              environment: machine(root, "a-\(format)", token: true))
            let second = try CommandRunner.run("content-lint", [pack.path, "--format", format, "--strict", "--remote-cache", url], in: root,
                                               environment: machine(root, "b-\(format)"))
            #expect(first.status == 1 && second.status == 1, "\(format)")
            #expect(first.stdout == second.stdout && !first.stdout.isEmpty, "\(format)")
            #expect(first.stderr.contains("1 miss, 1 uploaded"), "\(first.stderr)")
            #expect(second.stderr.contains("1 hit, 0 misses"), "\(second.stderr)")
        }
        // another option is another entry
        let lenient = try CommandRunner.run("content-lint", [pack.path, "--format", "json", "--remote-cache", url], in: root, environment: machine(root, "c"))
        #expect(lenient.status == 1 && lenient.stderr.contains("0 hits, 1 miss"), "\(lenient.stderr)")
        // a changed pack is another entry: the fix is seen at once
        let riddles = pack.appendingPathComponent("riddles.json")
        let text = try String(contentsOf: riddles, encoding: .utf8).replacingOccurrences(of: "What  gets", with: "What gets")
        try text.write(to: riddles, atomically: true, encoding: .utf8)
        let fixed = try CommandRunner.run("content-lint", [pack.path, "--format", "json", "--strict", "--remote-cache", url], in: root, environment: machine(root, "d"))
        #expect(fixed.status == 0 && fixed.stderr.contains("0 hits, 1 miss"), "\(fixed.stderr)")
    }

    @Test func aCacheTheConfigurationNamesIsReadButNeverWritten() throws {
        let (root, pack, url) = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        try #"{"remoteCache": {"url": "\#(url)"}}"#.write(to: pack.appendingPathComponent(".content-lint.json"), atomically: true, encoding: .utf8)
        // the token is set, but the URL is the pack's: nothing is uploaded
        let run = try CommandRunner.run("content-lint", [pack.path], in: root, environment: machine(root, "a", token: true))
        #expect(run.status == 1 && run.stderr.contains("0 uploaded"), "\(run.stderr)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: String(url.dropFirst(7)))) ?? []).isEmpty)
        // a token in the configuration is refused, with the place
        try #"{"remoteCache": {"url": "\#(url)", "token": "ci:secret"}}"#.write(to: pack.appendingPathComponent(".content-lint.json"), atomically: true, encoding: .utf8)
        let refused = try CommandRunner.run("content-lint", [pack.path], in: root, environment: machine(root, "b"))
        #expect(refused.status == 2 && refused.stderr.contains("the write token never goes in a file of the pack"), "\(refused.stderr)")
    }

    @Test func badSettingsAreUsageErrorsNotSilentlyNoCheck() throws {
        let (root, pack, url) = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let badKey = try CommandRunner.run("content-lint", [pack.path, "--remote-cache", url, "--remote-cache-public-key", "not a key"], in: root, environment: machine(root, "a"))
        #expect(badKey.status == 2 && badKey.stderr.contains("not a base64 Ed25519 public key"), "\(badKey.stderr)")
        let badURL = try CommandRunner.run("content-lint", [pack.path, "--remote-cache", "ftp://x"], in: root, environment: machine(root, "a"))
        #expect(badURL.status == 2 && badURL.stderr.contains("http://, https:// or file:///"), "\(badURL.stderr)")
        var signing = machine(root, "a", token: true)
        signing["CONTENT_CACHE_SIGNING_KEY"] = "AAAA"
        let badSigning = try CommandRunner.run("content-lint", [pack.path, "--remote-cache", url], in: root, environment: signing)
        #expect(badSigning.status == 2 && badSigning.stderr.contains("CONTENT_CACHE_SIGNING_KEY is not"), "\(badSigning.stderr)")
        let badShard = try CommandRunner.run("content-build", ["build", pack.path, "-o", root.appendingPathComponent("dist").path, "--shard", "4/4", "--remote-cache", url],
                                             in: root, environment: machine(root, "a"))
        #expect(badShard.status == 2 && badShard.stderr.contains("--shard is I/N"), "\(badShard.stderr)")
        let shardWithoutToken = try CommandRunner.run("content-build", ["build", pack.path, "-o", root.appendingPathComponent("dist").path, "--shard", "0/2", "--remote-cache", url],
                                                      in: root, environment: machine(root, "a"))
        #expect(shardWithoutToken.status == 2 && shardWithoutToken.stderr.contains("--shard needs CONTENT_CACHE_TOKEN"), "\(shardWithoutToken.stderr)")
    }
}

/// `content-build --remote-cache` through a shared folder when the whole build is not there:
/// a designer who changed one riddle gets every picture from the shared cache and makes none.
@Suite struct RemoteBuildOutputsTests {
    @Test func aChangedPackTakesEveryUnchangedOutputFromTheSharedCache() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("remote-outputs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let shared = root.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        let pack = root.appendingPathComponent("pack")
        try FileManager.default.copyItem(at: CommandRunner.repository.appendingPathComponent("conformance/pack"), to: pack)
        func machine(_ name: String, token: Bool) -> [String: String] {
            var environment = ["XDG_CACHE_HOME": root.appendingPathComponent("\(name)/cache").path, "XDG_STATE_HOME": root.appendingPathComponent("\(name)/state").path]
            if token { environment["CONTENT_CACHE_TOKEN"] = "ci:secret" }
            return environment
        }
        let url = "file://" + shared.path
        let ci = try CommandRunner.run("content-build", ["build", pack.path, "-o", root.appendingPathComponent("ci").path, "--remote-cache", url], in: root,
                                       environment: machine("ci", token: true))
        #expect(ci.status == 0, "\(ci.stderr)")
        let uploaded = try #require(Int(ci.stdout.firstMatch(of: /(\d+) uploaded/)?.1 ?? ""))
        #expect(uploaded > 10)
        // the designer rewords a riddle: another whole build, the same pictures
        let riddles = try #require(FileManager.default.enumerator(atPath: pack.appendingPathComponent("riddles").path)?.allObjects.compactMap { $0 as? String }.first { $0.hasSuffix(".json") })
        let file = pack.appendingPathComponent("riddles").appendingPathComponent(riddles)
        try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\"en\": \"", with: "\"en\": \"Well: ").write(to: file, atomically: true, encoding: .utf8)
        let designer = try CommandRunner.run("content-build", ["build", pack.path, "-o", root.appendingPathComponent("designer").path, "--remote-cache", url], in: root,
                                             environment: machine("designer", token: false))
        #expect(designer.status == 0, "\(designer.stderr)")
        // every output but the whole build is a hit: the one miss is the whole build's entry
        #expect(designer.stdout.contains("\(uploaded - 1) hits, 1 miss"), "\(designer.stdout)")
        let plain = try CommandRunner.run("content-build", ["build", pack.path, "-o", root.appendingPathComponent("plain").path], in: root, environment: machine("plain", token: false))
        #expect(plain.status == 0)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("plain").path).first { $0.hasPrefix("conformance-") })
        let built = root.appendingPathComponent("designer").appendingPathComponent(name)
        let reference = root.appendingPathComponent("plain").appendingPathComponent(name)
        let files = try #require(FileManager.default.subpathsOfDirectory(atPath: reference.path).sorted() as [String]?)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: built.path).sorted() == files)
        for path in files where !path.hasSuffix("/") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: reference.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            #expect(FileManager.default.contents(atPath: built.appendingPathComponent(path).path) == FileManager.default.contents(atPath: reference.appendingPathComponent(path).path), "\(path)")
        }
    }
}
