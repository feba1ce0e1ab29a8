import ContentBundle
import Crypto
import Foundation
import ContentCore
import ContentKinds

/// A pack's cache: every file's stamp and hash in path order, each content file's record
/// (findings, facts' digests, dependencies) in check order, each pack rule's findings.
///
/// Shaped for the warm run: when the pack's file list is as before (`listing`), files and
/// records are matched by position, no path is decoded, and a record is decoded only when its
/// file changed or it holds findings; unchanged records are written back byte for byte.
struct LintCacheState: Sendable {
    /// The first 16 bytes of the SHA-256: a file's identity in the cache.
    static func digest(_ bytes: [UInt8]) -> [UInt8] { Array(SHA256.hash(data: bytes).prefix(16)) }

    static let magic = "content-lint cache 9"
    static let factsMagic = "content-lint facts 7"

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
