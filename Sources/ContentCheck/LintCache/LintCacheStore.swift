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

    /// What the last run left, or an empty state (no file, another toolchain or options, damage,
    /// or a file the user's secret does not authenticate).
    func load() -> LintCacheState {
        guard let bytes = folder.read(indexName), var input = CacheReader(sealed: bytes[...], seal: seal, magic: LintCacheState.magic, key: key),
              let state = LintCacheState(from: &input), input.isAtEnd else {
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

/// One content file's facts in the facts file, with the digests the index must name for them.
struct FactsEntry: Sendable {
    let path: String
    let digests: [UInt8]
    let facts: [UInt8]

    /// A length-prefixed record and its code (a truncated HMAC), so a damaged tail, or a record
    /// someone else wrote, is found.
    func write(to out: inout CacheWriter, seal: CacheSeal) {
        var record = CacheWriter()
        record.string(path)
        record.raw(digests)
        record.raw(facts)
        out.raw(record.bytes)
        out.raw(seal.code(record.bytes[...], size: LintCacheStore.recordCodeSize))
    }
}

/// A pack's cache: every file's stamp and hash in path order, each content file's record
/// (findings, facts' digests, dependencies) in check order, each pack rule's findings.
///
/// Shaped for the warm run: when the pack's file list is as before (`listing`), files and
/// records are matched by position, no path is decoded, and a record is decoded only when its
/// file changed or it holds findings; unchanged records are written back byte for byte.
struct LintCacheState: Sendable {
    /// The first 16 bytes of the SHA-256: a file's identity in the cache.
    static func digest(_ bytes: [UInt8]) -> [UInt8] { Array(SHA256.hash(data: bytes).prefix(16)) }

    static let magic = "content-lint cache 8"
    static let factsMagic = "content-lint facts 6"

    /// A content file as checked: findings of its own stage and rules, the digests of the facts
    /// pack rules read (the facts are in the facts file), and the state of every other path
    /// they depended on.
    struct Checked: Sendable {
        var path: String
        var hash: [UInt8]
        var dependencies: [(path: String, state: [UInt8])]
        var diagnostics: [Diagnostic]
        var kind: ContentKind?
        /// `CachedFacts.digests`.
        var factDigests: [UInt8]

        /// The digest of what one fact says.
        func digest(_ fact: SummaryFact) -> ArraySlice<UInt8> { digest(at: 2 * fact.slot) }

        /// The digest of where one fact sits in the file.
        func placesDigest(_ fact: SummaryFact) -> ArraySlice<UInt8> { digest(at: 2 * fact.slot + 1) }

        private func digest(at index: Int) -> ArraySlice<UInt8> {
            let size = CachedFacts.digestSize
            return factDigests.count >= (index + 1) * size ? factDigests[(index * size)..<((index + 1) * size)] : []
        }

        /// The record as the index keeps it: a flags byte (findings, dependencies) first, so a
        /// warm run decodes only records it must.
        var encoded: [UInt8] {
            var out = CacheWriter()
            out.int((diagnostics.isEmpty ? 0 : 1) | (dependencies.isEmpty ? 0 : 2))
            out.string(path)
            out.raw(hash)
            out.string(kind?.rawValue ?? "")
            out.raw(factDigests)
            out.list(dependencies) { out, dependency in out.string(dependency.path); out.raw(dependency.state) }
            out.list(diagnostics) { out, diagnostic in diagnostic.write(to: &out) }
            return out.bytes
        }

        init(path: String, hash: [UInt8], dependencies: [(path: String, state: [UInt8])], diagnostics: [Diagnostic], kind: ContentKind?, factDigests: [UInt8]) {
            self.path = path
            self.hash = hash
            self.dependencies = dependencies
            self.diagnostics = diagnostics
            self.kind = kind
            self.factDigests = factDigests
        }

        init?(encoded bytes: ArraySlice<UInt8>) {
            var input = CacheReader(bytes)
            guard input.int() != nil, let path = input.string(), let hash = input.raw(), let kind = input.string(), let digests = input.raw(),
                  let dependencies = input.list({ input -> (String, [UInt8])? in
                      guard let path = input.string(), let state = input.raw() else { return nil }
                      return (path, state)
                  }),
                  let diagnostics = input.list({ Diagnostic(from: &$0) }), input.isAtEnd else { return nil }
            self.init(path: path, hash: hash, dependencies: dependencies, diagnostics: diagnostics,
                      kind: kind.isEmpty ? nil : ContentKind(rawValue: kind), factDigests: digests)
        }
    }

    /// A record as stored: its bytes, decoded when asked.
    struct Entry: Sendable {
        let bytes: ArraySlice<UInt8>
        var hasDiagnostics: Bool { bytes.first.map { $0 & 1 != 0 } ?? true }
        var hasDependencies: Bool { bytes.first.map { $0 & 2 != 0 } ?? true }
        var record: Checked? { Checked(encoded: bytes) }

        init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }
        init(_ record: Checked) { bytes = record.encoded[...] }
    }

    /// When the state was written (ns since 1970), for racy stamps.
    var written = 0
    /// The hash of pack.json: a different pack.json is a cold run.
    var packHash: [UInt8] = []
    /// The digest of the sorted file list.
    var listing: [UInt8] = []
    var stamps: [FileStamp?] = []
    var hashes: [ArraySlice<UInt8>] = []
    /// The files' paths, in order (`paths()` decodes them).
    private var pathBytes: [UInt8] = []
    /// Each content file's record, in check order.
    var checked: [Entry] = []
    var packRules: [String: [Diagnostic]] = [:]
    /// The token of the state each incremental pack rule kept (`PackRuleState`).
    var ruleStates: [String: [UInt8]] = [:]
    /// The entries appended to the facts file since it was last written whole.
    var factsAppended = 0

    init() {}

    /// The state of this run's files (paths sorted, stamps and hashes beside them).
    init(written: Int, packHash: [UInt8], listing: [UInt8], paths: [String], stamps: [FileStamp?], hashes: [ArraySlice<UInt8>]) {
        self.written = written
        self.packHash = packHash
        self.listing = listing
        self.stamps = stamps
        self.hashes = hashes
        var out = CacheWriter()
        out.list(paths) { out, path in out.string(path) }
        pathBytes = out.bytes
    }

    /// The files' paths, in order; nil when damaged.
    func paths() -> [String]? {
        var input = CacheReader(pathBytes)
        guard let paths = input.list({ $0.string() }), input.isAtEnd, paths.count == hashes.count else { return nil }
        return paths
    }

    /// About the bytes `write` takes, to write them into one allocation.
    var encodedSizeEstimate: Int { pathBytes.count + hashes.count * 64 + checked.reduce(0) { $0 + $1.bytes.count + 3 } + 4096 }

    func write(to out: inout CacheWriter) {
        out.int(written)
        out.raw(packHash)
        out.raw(listing)
        out.int(hashes.count)
        for (hash, stamp) in zip(hashes, stamps) {
            out.raw(hash)
            out.bool(stamp != nil)
            stamp?.write(to: &out)
        }
        out.raw(pathBytes)
        out.list(checked) { out, entry in out.raw(entry.bytes) }
        out.list(packRules.keys.sorted()) { out, id in
            out.string(id)
            out.list(packRules[id]!) { out, diagnostic in diagnostic.write(to: &out) }
        }
        out.list(ruleStates.keys.sorted()) { out, id in
            out.string(id)
            out.raw(ruleStates[id]!)
        }
        out.int(factsAppended)
    }

    init?(from input: inout CacheReader) {
        guard let written = input.int(), let packHash = input.raw(), let listing = input.raw(), let count = input.count() else { return nil }
        var stamps: [FileStamp?] = []
        var hashes: [ArraySlice<UInt8>] = []
        stamps.reserveCapacity(count)
        hashes.reserveCapacity(count)
        for _ in 0..<count {
            guard let hash = input.slice(), let hasStamp = input.bool() else { return nil }
            var stamp: FileStamp?
            if hasStamp {
                guard let read = FileStamp(from: &input) else { return nil }
                stamp = read
            }
            hashes.append(hash)
            stamps.append(stamp)
        }
        guard let pathBytes = input.raw(), let checked = input.list({ $0.slice().map(Entry.init) }),
              let rules = input.list({ input -> (String, [Diagnostic])? in
                  guard let id = input.string(), let diagnostics = input.list({ Diagnostic(from: &$0) }) else { return nil }
                  return (id, diagnostics)
              }),
              let tokens = input.list({ input -> (String, [UInt8])? in
                  guard let id = input.string(), let token = input.raw() else { return nil }
                  return (id, token)
              }),
              let appended = input.int()
        else { return nil }
        self.written = written
        self.packHash = packHash
        self.listing = listing
        self.stamps = stamps
        self.hashes = hashes
        self.pathBytes = pathBytes
        self.checked = checked
        packRules = Dictionary(rules, uniquingKeysWith: { a, _ in a })
        ruleStates = Dictionary(tokens, uniquingKeysWith: { a, _ in a })
        factsAppended = appended
    }
}
