import ContentBundle
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

    /// The facts pack rules read, kept beside the index (`.lint-facts`): read only when a pack
    /// rule runs again or a file changed, so a warm run with nothing changed reads the index alone.
    var factsFile: URL { file.deletingPathExtension().appendingPathExtension("lint-facts") }

    /// What the last run left, or an empty state (no file, another toolchain or options, damage).
    func load() -> LintCacheState {
        guard var input = payload(of: file, magic: LintCacheState.magic), let state = LintCacheState(from: &input), input.isAtEnd else {
            return LintCacheState()
        }
        return state
    }

    /// Each content file's `CachedFacts.encoded`, with their `CachedFacts.digests` (an entry
    /// serves while the index records the same digests for the file: a change of its bytes that
    /// leaves its facts alone does not rewrite the facts file).
    func loadFacts() -> [String: (digests: [UInt8], facts: [UInt8])] {
        guard var input = payload(of: factsFile, magic: LintCacheState.factsMagic),
              let entries = input.list({ input -> (String, ([UInt8], [UInt8]))? in
                  guard let path = input.string(), let digests = input.raw(), let facts = input.raw() else { return nil }
                  return (path, (digests, facts))
              }), input.isAtEnd else { return [:] }
        return Dictionary(entries, uniquingKeysWith: { a, _ in a }).mapValues { (digests: $0.0, facts: $0.1) }
    }

    /// The bytes after the magic and the key, when the checksum, the magic and the key match.
    private func payload(of url: URL, magic: String) -> CacheReader? {
        guard let data = FileManager.default.contents(atPath: url.path), let payload = ArtifactCache.verified([UInt8](data)) else { return nil }
        var input = CacheReader(payload)
        guard input.string() == magic, input.raw() == key else { return nil }
        return input
    }

    /// Writes the state (and the facts, when given) in one step each (a reader sees the old
    /// file or the new one), then prunes the folder. A cache that cannot be written is no
    /// error: the next run is cold.
    func save(_ state: LintCacheState, facts: [(path: String, digests: [UInt8], facts: [UInt8])]?) {
        let folder = file.deletingLastPathComponent()
        try? FileOutput.makeFolder(folder)
        if let facts {
            write(factsFile, magic: LintCacheState.factsMagic) { out in
                out.list(facts) { out, entry in out.string(entry.path); out.raw(entry.digests); out.raw(entry.facts) }
            }
        }
        write(file, magic: LintCacheState.magic) { state.write(to: &$0) }
        ArtifactCache(folder: folder, maximumBytes: 512 << 20).prune()
    }

    private func write(_ url: URL, magic: String, _ body: (inout CacheWriter) -> Void) {
        var out = CacheWriter()
        out.string(magic)
        out.raw(key)
        body(&out)
        try? FileOutput.replace(url, with: out.bytes + SHA256.hash(data: out.bytes))
    }
}

/// A pack's cache: every file's hash (and stamp), each content file's findings and facts with
/// what they depend on, each pack rule's findings with the digest of what it read.
struct LintCacheState: Sendable {
    static let magic = "content-lint cache 3"
    static let factsMagic = "content-lint facts 2"

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
        var kind: ContentKind?
        /// `CachedFacts.encoded` of a file checked in this run; empty for one from the cache
        /// (its facts are in the facts file, read when needed).
        var facts: [UInt8]
        /// `CachedFacts.digests`.
        var factDigests: [UInt8]

        init(hash: [UInt8], dependencies: [(path: String, state: [UInt8])], diagnostics: [Diagnostic], facts: CachedFacts) {
            self.hash = hash
            self.dependencies = dependencies
            self.diagnostics = diagnostics
            kind = facts.kind
            self.facts = facts.encoded
            factDigests = facts.digests
        }

        init(hash: [UInt8], dependencies: [(path: String, state: [UInt8])], diagnostics: [Diagnostic], kind: ContentKind?, facts: [UInt8], factDigests: [UInt8]) {
            self.hash = hash
            self.dependencies = dependencies
            self.diagnostics = diagnostics
            self.kind = kind
            self.facts = facts
            self.factDigests = factDigests
        }

        /// The 16-byte digest of one fact.
        func digest(_ fact: SummaryFact) -> ArraySlice<UInt8> {
            let start = fact.rawValue * 16
            return factDigests.count >= start + 16 ? factDigests[start..<(start + 16)] : []
        }
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
            out.string(record.kind?.rawValue ?? "")
            out.raw(record.factDigests)
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
                        let kind = input.string(), let digests = input.raw() else { return nil }
                  return (path, Checked(hash: hash, dependencies: dependencies, diagnostics: diagnostics,
                                        kind: kind.isEmpty ? nil : ContentKind(rawValue: kind), facts: [], factDigests: digests))
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
