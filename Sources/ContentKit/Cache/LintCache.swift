import Crypto
import Foundation

/// Where `content-lint` keeps what it found last time, so a run after a small change checks only
/// what changed: one file per pack under the user's cache folder
/// (`$XDG_CACHE_HOME/content-lint/`, else `~/.cache/content-lint/`), named by the pack's path.
///
/// Invalidation: the whole cache is set aside when the toolchain (version and binary), the
/// options (configuration, limits, dictionaries) or pack.json change. Otherwise a file's
/// findings and facts are reused while its bytes and the bytes (or absence) of every asset it
/// names are the same; a pack rule's findings while the files it reads are the same. Bounds: a
/// pack's cache holds entries for the pack's current files only (a deleted file's entry goes at
/// the next write), and the folder is pruned to 30 days and 512 MiB, oldest first.
public struct LintCacheStore: Sendable {
    public let file: URL
    /// The toolchain and options the entries were made with; any difference is a cold run.
    let key: [UInt8]

    /// The cache of the pack at `packRoot` in `folder`, valid for this toolchain and `options`;
    /// nil when the options cannot be fingerprinted (schemas from a folder, given dictionaries).
    public init?(folder: URL, packRoot: URL, options: LintOptions, toolchain: String = ToolchainVersion.buildIdentity) {
        guard let fingerprint = options.cacheFingerprint else { return nil }
        let name = SHA256.hash(data: Array(packRoot.standardizedFileURL.path.utf8)).hexString.prefix(24)
        file = folder.appendingPathComponent("\(name).lint-cache")
        key = Array(SHA256.hash(data: Array("\(toolchain)\u{0}\(fingerprint)".utf8)))
    }

    /// A cache file with a key of the caller's (tests).
    init(file: URL, key: String) {
        self.file = file
        self.key = Array(SHA256.hash(data: Array(key.utf8)))
    }

    /// `$XDG_CACHE_HOME/content-lint`, else `~/.cache/content-lint`.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("content-lint")
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".cache/content-lint")
    }

    /// What the last run left, or an empty state (no file, another toolchain or options, damage).
    func load() -> LintCacheState {
        guard let data = FileManager.default.contents(atPath: file.path), let payload = ArtifactCache.verified([UInt8](data)) else {
            return LintCacheState()
        }
        var input = CacheReader(payload)
        guard let magic = input.string(), magic == LintCacheState.magic, let key = input.raw(), key == self.key,
              let state = LintCacheState(from: &input), input.isAtEnd else { return LintCacheState() }
        return state
    }

    /// Writes the state in one step (a reader sees the old cache or the new one), then prunes the
    /// folder. A cache that cannot be written is no error: the next run is cold.
    func save(_ state: LintCacheState) {
        var out = CacheWriter()
        out.string(LintCacheState.magic)
        out.raw(key)
        state.write(to: &out)
        let folder = file.deletingLastPathComponent()
        try? FileOutput.makeFolder(folder)
        try? FileOutput.replace(file, with: out.bytes + SHA256.hash(data: out.bytes))
        ArtifactCache(folder: folder, maximumBytes: 512 << 20).prune()
    }
}

/// A pack's cache: every file's hash (and stamp), each content file's findings and facts with
/// what they depend on, each pack rule's findings with the digest of what it read.
struct LintCacheState: Sendable {
    static let magic = "content-lint cache 1"

    struct FileRecord: Sendable {
        var stamp: FileStamp?
        var hash: [UInt8]
    }

    /// A content file as checked: findings of its own stage and rules, the facts pack rules read,
    /// and the state of every other path they depended on.
    struct Checked: Sendable {
        var hash: [UInt8]
        var dependencies: [(path: String, state: [UInt8])]
        var diagnostics: [Diagnostic]
        var facts: CachedFacts
    }

    struct PackRuleRecord: Sendable {
        var digest: [UInt8]
        var diagnostics: [Diagnostic]
    }

    /// When the state was written (ns since 1970), for racy stamps.
    var written = 0
    /// The hash of pack.json and of the listing: a different pack.json is a cold run.
    var packHash: [UInt8] = []
    var files: [String: FileRecord] = [:]
    var checked: [String: Checked] = [:]
    var packRules: [String: PackRuleRecord] = [:]

    init() {}

    func write(to out: inout CacheWriter) {
        out.int(written)
        out.raw(packHash)
        let paths = files.keys.sorted()
        out.list(paths) { out, path in
            let record = files[path]!
            out.string(path)
            out.raw(record.hash)
            out.bool(record.stamp != nil)
            record.stamp?.write(to: &out)
        }
        out.list(checked.keys.sorted()) { out, path in
            let record = checked[path]!
            out.string(path)
            out.raw(record.hash)
            out.list(record.dependencies) { out, dependency in out.string(dependency.path); out.raw(dependency.state) }
            out.list(record.diagnostics) { out, diagnostic in diagnostic.write(to: &out) }
            record.facts.write(to: &out)
        }
        out.list(packRules.keys.sorted()) { out, id in
            out.string(id)
            out.raw(packRules[id]!.digest)
            out.list(packRules[id]!.diagnostics) { out, diagnostic in diagnostic.write(to: &out) }
        }
    }

    init?(from input: inout CacheReader) {
        guard let written = input.int(), let packHash = input.raw(),
              let files = input.list({ input -> (String, FileRecord)? in
                  guard let path = input.string(), let hash = input.raw(), let hasStamp = input.bool() else { return nil }
                  var stamp: FileStamp?
                  if hasStamp {
                      guard let read = FileStamp(from: &input) else { return nil }
                      stamp = read
                  }
                  return (path, FileRecord(stamp: stamp, hash: hash))
              }),
              let checked = input.list({ input -> (String, Checked)? in
                  guard let path = input.string(), let hash = input.raw(),
                        let dependencies = input.list({ input -> (String, [UInt8])? in
                            guard let path = input.string(), let state = input.raw() else { return nil }
                            return (path, state)
                        }),
                        let diagnostics = input.list({ Diagnostic(from: &$0) }),
                        let facts = CachedFacts(from: &input) else { return nil }
                  return (path, Checked(hash: hash, dependencies: dependencies, diagnostics: diagnostics, facts: facts))
              }),
              let rules = input.list({ input -> (String, PackRuleRecord)? in
                  guard let id = input.string(), let digest = input.raw(), let diagnostics = input.list({ Diagnostic(from: &$0) }) else { return nil }
                  return (id, PackRuleRecord(digest: digest, diagnostics: diagnostics))
              })
        else { return nil }
        self.written = written
        self.packHash = packHash
        self.files = Dictionary(files, uniquingKeysWith: { a, _ in a })
        self.checked = Dictionary(checked, uniquingKeysWith: { a, _ in a })
        packRules = Dictionary(rules, uniquingKeysWith: { a, _ in a })
    }
}
