import ContentBundle
import Crypto
import Foundation
import ContentCore
import ContentKinds

/// Where `content-lint` keeps what it found last time, so a run after a small change checks only
/// what changed: files per pack in the tool's own cache folder (`CacheFolder`:
/// `$XDG_CACHE_HOME/content-lint/`, else `~/.cache/content-lint/`, or `DIR/content-lint/` for
/// `--cache-dir DIR`), named by a hash of the pack's path.
///
/// Trust: the folder must be the user's own, writable by no one else, and every file in it is
/// sealed with an HMAC under the user's `CacheSecret`, kept outside the folder; a file that is
/// not the user's, is a link, or does not authenticate reads as nothing (a cold run). So a
/// cache that someone else wrote (a repository that ships one, a poisoned shared CI cache)
/// can never make a pack lint clean. The one boundary: the user's own account (and root),
/// which can read the secret.
///
/// Invalidation: the whole cache is set aside when the toolchain (version and binary), the
/// options (configuration, limits, dictionaries) or pack.json change. Otherwise a file's
/// findings and facts are reused while its bytes and the bytes (or absence) of every asset it
/// names are the same; a pack rule's findings while what it reads of the changed files is the
/// same. Bounds: a pack's index holds entries for the pack's current files only (a deleted
/// file's entry goes at the next write); its facts file takes appended entries and is written
/// anew when it is read and most of its entries are superseded (or it is damaged); the folder's
/// own files (and nothing else) are pruned to 30 days and 512 MiB, oldest first, when a pack's
/// cache is written anew.
public struct LintCacheStore: Sendable {
    let folder: CacheFolder
    /// The pack's files' common stem (a hash of its path).
    let stem: String
    /// The toolchain and options the entries were made with; any difference is a cold run.
    let key: [UInt8]
    let seal: CacheSeal

    /// The folder `content-lint` keeps its cache in, under `parent`.
    public static let folderName = "content-lint"

    /// The cache of the pack at `packRoot` in `folder`, valid for this toolchain and the options
    /// `fingerprint` stands for (`LintOptions.cacheFingerprint`); nil without a fingerprint
    /// (options that cannot be fingerprinted: schemas from a folder, given dictionaries).
    public init?(folder: CacheFolder, secret: CacheSecret, packRoot: URL, fingerprint: String?, toolchain: String = ToolchainVersion.buildIdentity) {
        guard let fingerprint else { return nil }
        self.folder = folder
        stem = String(SHA256.hash(data: Array(packRoot.standardizedFileURL.path.utf8)).hexString.prefix(24))
        key = Array(SHA256.hash(data: Array("\(toolchain)\u{0}\(fingerprint)".utf8)))
        seal = CacheSeal(key: secret.key(for: "content-lint cache"))
    }

    /// A cache file with a key of the caller's (tests): `file`'s folder is opened as the cache
    /// folder, and its name without extension is the stem.
    init(file: URL, key: String, secret: CacheSecret = .perProcess) {
        folder = try! CacheFolder.open(parent: file.deletingLastPathComponent().deletingLastPathComponent(),
                                       name: file.deletingLastPathComponent().lastPathComponent)
        stem = file.deletingPathExtension().lastPathComponent
        self.key = Array(SHA256.hash(data: Array(key.utf8)))
        seal = CacheSeal(key: secret.key(for: "content-lint cache"))
    }

    /// `$XDG_CACHE_HOME`, else `~/.cache`: the parent of the cache folder.
    public static func defaultParent(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return URL(fileURLWithPath: xdg) }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".cache")
    }

    var indexName: String { stem + ".lint-cache" }
    var factsName: String { stem + ".lint-facts" }

    /// The index file (tests).
    public var file: URL { folder.url.appendingPathComponent(indexName) }

    /// The facts pack rules read, kept beside the index (`.lint-facts`): read only when a pack
    /// rule runs again, so a warm run reads the index alone.
    var factsFile: URL { folder.url.appendingPathComponent(factsName) }

    /// Whether `name` is a file this tool keeps in its cache folder: `STEM.lint-cache`,
    /// `STEM.lint-facts`, `STEM.RULE.base`, `STEM.RULE.overlay` (STEM 24 hex digits).
    static func isOwn(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, first.count == 24, first.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return false }
        switch parts.count {
        case 2: return parts[1] == "lint-cache" || parts[1] == "lint-facts"
        case 3: return (parts[2] == "base" || parts[2] == "overlay") && !parts[1].isEmpty
            && parts[1].allSatisfy { ($0.isLetter && $0.isLowercase && $0.isASCII) || $0.isNumber || $0 == "-" }
        default: return false
        }
    }

    /// Whether an earlier run left an index this run can use: a warm run, which the shared
    /// cache would only slow down (hashing every file to name the entry).
    public var isWarm: Bool { openedIndex() != nil }

    /// The index file past its seal, magic and key: nil when there is none the user wrote for
    /// this toolchain and these options.
    private func openedIndex() -> CacheReader? {
        guard let bytes = folder.read(indexName) else { return nil }
        return CacheReader(sealed: bytes[...], seal: seal, magic: LintCacheState.magic, key: key)
    }

    /// What the last run left, or an empty state (no file, another toolchain or options, damage,
    /// or a file the user's secret does not authenticate).
    func load() -> LintCacheState {
        guard var input = openedIndex(), let state = LintCacheState(from: &input), input.isAtEnd else {
            return LintCacheState()
        }
        return state
    }

    /// Where the pack rule `id` keeps its state (`IncrementalPackRule`), for a run whose index
    /// names `expected` as its token.
    func ruleState(_ id: String, expected: [UInt8]?) -> PackRuleState {
        PackRuleState(folder: folder, stem: "\(stem).\(id)", key: key, seal: seal, expected: expected)
    }

    /// Bytes of a facts record's code: enough that a forgery is out of reach.
    static let recordCodeSize = 16

    /// Each content file's `CachedFacts.encoded` with its `CachedFacts.digests`, the last entry
    /// of each path (an entry serves while the index records the same digests for the file), and
    /// whether the file should be written anew (damaged, or mostly superseded entries).
    func loadFacts() -> (entries: [String: FactsEntry], compact: Bool) {
        guard let bytes = folder.read(factsName) else { return ([:], true) }
        var input = CacheReader(bytes)
        guard input.string() == LintCacheState.factsMagic, input.raw() == key else { return ([:], true) }
        var entries: [String: FactsEntry] = [:]
        var count = 0
        while !input.isAtEnd {
            // why: an append cut short (a crash, a full disk) leaves a damaged tail; what came
            // before it still serves, and the file is written anew. A record someone else
            // wrote does not authenticate and ends the read the same way.
            guard let record = input.slice(), let code = input.slice(),
                  CacheSeal.equal(seal.code(record, size: Self.recordCodeSize), code) else { return (entries, true) }
            var fields = CacheReader(record)
            guard let path = fields.string(), let digests = fields.raw(), let facts = fields.raw(), fields.isAtEnd else { return (entries, true) }
            entries[path] = FactsEntry(path: path, digests: digests, facts: facts)
            count += 1
        }
        return (entries, count > 2 * entries.count + 64)
    }

    /// What a run does to the facts file: nothing, add entries at its end, or write it anew.
    enum FactsWrite {
        case none
        case append([FactsEntry])
        case replace([FactsEntry])
    }

    /// Writes the index in one step (a reader sees the old file or the new one) and the facts as
    /// asked, then prunes the folder. A cache that cannot be written is no error: the next run
    /// is cold.
    /// - Parameter prune: whether to bound the folder (when a pack's cache is written anew; a
    ///   warm run's write replaces files of the same size or appends a few facts).
    func save(_ state: LintCacheState, facts: FactsWrite = .none, prune: Bool = true) {
        switch facts {
        case .none:
            break
        case .replace(let entries):
            var out = CacheWriter()
            out.string(LintCacheState.factsMagic)
            out.raw(key)
            for entry in entries { entry.write(to: &out, seal: seal) }
            try? folder.write(factsName, out.bytes)
        case .append(let entries):
            var out = CacheWriter()
            if folder.folder.entry(factsName) == nil {
                out.string(LintCacheState.factsMagic)
                out.raw(key)
            }
            for entry in entries { entry.write(to: &out, seal: seal) }
            // why: a file that is not the user's own, or a link, is never appended to (it is
            // removed, and the next run that reads facts writes the file anew)
            _ = folder.append(factsName, out.bytes)
        }
        var out = CacheWriter(capacity: state.encodedSizeEstimate)
        out.string(LintCacheState.magic)
        out.raw(key)
        state.write(to: &out)
        try? folder.write(indexName, out.sealed(with: seal))
        if prune { folder.prune(maximumBytes: 512 << 20, maximumAge: 30 * 24 * 3600, isOwn: Self.isOwn) }
    }
}
