import ContentBundle
import Crypto
import Foundation

/// The shared cache behind a machine's own (`ArtifactCache`): outputs other machines made,
/// fetched by key, and this machine's outputs offered to them, over a `RemoteStore`.
///
/// An output is stored as three things: the output's bytes as a blob (`cas/<sha256 of them>`),
/// a `CacheRecord` naming the action's key and the output's digest (a blob too, signed when a
/// signing key is given), and an action entry (`ac/<action key>`, an `ActionEntry`) pointing at
/// both. A read checks every step: the entry must parse, each blob must hash to its name, the
/// record must name this action and, when a verifying key is configured, carry that key's
/// signature. Anything else is counted, reported once in the summary, and the output is made
/// locally: the cache can cost time, never change a build's result or fail it.
///
/// A store that fails (no connection, a time-out, a 5xx answer) `failuresBeforeStopping` times
/// in a row, or times out that many times in all, is not asked again in this run (a circuit
/// breaker); a refused write (401, 403) ends
/// the writes only; a 413 skips that one upload.
public final class RemoteCache: @unchecked Sendable {
    // why: the keys are immutable values (swift-crypto does not mark them Sendable)
    public struct Settings: @unchecked Sendable {
        public var store: any RemoteStore
        /// Whether this machine uploads what it makes (it has the write token).
        public var writes: Bool
        /// Entries must be signed by this key (nil: any well-formed entry whose blobs match).
        public var verifyingKey: Curve25519.Signing.PublicKey?
        /// Records this machine writes are signed with this key.
        public var signingKey: Curve25519.Signing.PrivateKey?
        /// What tells builds of different tools apart (`ToolchainVersion.contentIdentity`).
        public var toolchain: String
        public var failuresBeforeStopping: Int

        public init(store: any RemoteStore, writes: Bool, verifyingKey: Curve25519.Signing.PublicKey? = nil,
                    signingKey: Curve25519.Signing.PrivateKey? = nil, toolchain: String, failuresBeforeStopping: Int = 3) {
            self.store = store
            self.writes = writes
            self.verifyingKey = verifyingKey
            self.signingKey = signingKey
            self.toolchain = toolchain
            self.failuresBeforeStopping = failuresBeforeStopping
        }
    }

    /// What one run did with the store.
    public struct Tally: Sendable, Equatable {
        public var hits = 0
        public var misses = 0
        public var uploaded = 0
        public var bytesDown = 0
        public var bytesUp = 0
        public var requests = 0
        public var unsigned = 0
        public var forged = 0
        public var malformed = 0
        public var mismatched = 0
        public var tooLarge = 0
        public var oversized = 0
        public var failed = 0
        public var firstFailure: String?
        public var writeRefusal: String?
        public var stoppedAfter: String?
    }

    public let settings: Settings
    private let lock = NSLock()
    private var tally = Tally()
    private var failuresInARow = 0
    private var timeOuts = 0

    public init(_ settings: Settings) {
        self.settings = settings
    }

    /// The largest output fetched (a picture's cuts are megabytes; a record saying more is refused).
    public static let maximumOutputBytes = 1 << 30

    public var counts: Tally { lock.withLock { tally } }

    /// Whether the store is still asked (the breaker has not opened).
    public var isAvailable: Bool { lock.withLock { tally.stoppedAfter == nil } }

    private var writesAllowed: Bool { settings.writes && lock.withLock { tally.writeRefusal == nil && tally.stoppedAfter == nil } }

    /// The name of the action in the store: the local key (which covers the input bytes, the
    /// recipe and the toolchain version) under this protocol's prefix and the toolchain's fingerprint.
    public func actionKey(_ key: String) -> String {
        SHA256.hash(data: Array("content-toolchain action 1\u{0}\(settings.toolchain)\u{0}\(key)".utf8)).hexString
    }

    // MARK: Reading

    /// The output stored for `key`, checked end to end; nil (counted) when there is none or it
    /// cannot be trusted.
    public func fetch(_ key: String) -> [UInt8]? {
        guard isAvailable else { return nil }
        let action = actionKey(key)
        guard let entryBytes = read("ac/" + action, maxBytes: ActionEntry.maximumBytes) else { return nil }
        guard let entry = ActionEntry(decoding: entryBytes), let pointer = entry.outputs.first(where: { $0.path == Self.recordPath }),
              Self.isDigest(pointer.hash), pointer.size <= CacheRecord.maximumBytes else {
            count { $0.malformed += 1 }
            return nil
        }
        guard let recordBytes = blob(pointer.hash, size: pointer.size) else { return nil }
        guard let record = CacheRecord(decoding: recordBytes), record.action == action, record.outputSize <= Self.maximumOutputBytes else {
            count { $0.malformed += 1 }
            return nil
        }
        if let key = settings.verifyingKey, !record.isSigned(by: key) {
            count { if record.signature == nil { $0.unsigned += 1 } else { $0.forged += 1 } }
            return nil
        }
        guard let output = blob(record.outputHash, size: record.outputSize) else { return nil }
        count { $0.hits += 1 }
        return output
    }

    /// Whether the store holds an entry for `key` (a shard's check that its output is there),
    /// without fetching it.
    public func has(_ key: String) -> Bool {
        guard isAvailable else { return false }
        return exists("ac/" + actionKey(key)) ?? false
    }

    /// Whether the store holds `path`; nil (counted) when it could not say.
    private func exists(_ path: String) -> Bool? {
        count { $0.requests += 1 }
        switch settings.store.exists(path) {
        case .success(let found):
            succeeded()
            return found
        case .failure(let failure):
            failed(failure)
            return nil
        }
    }

    /// A blob by its hash and size, checked; nil (counted) when missing, of another size or
    /// another hash.
    public func blob(_ hash: String, size: Int) -> [UInt8]? {
        guard Self.isDigest(hash), size >= 0, size <= Self.maximumOutputBytes, let bytes = read("cas/" + hash, maxBytes: size) else { return nil }
        guard bytes.count == size, SHA256.hash(data: bytes).hexString == hash else {
            count { $0.mismatched += 1 }
            return nil
        }
        return bytes
    }

    private func read(_ path: String, maxBytes: Int) -> [UInt8]? {
        guard isAvailable else { return nil }
        count { $0.requests += 1 }
        switch settings.store.get(path, maxBytes: maxBytes) {
        case .found(let bytes):
            succeeded()
            count { $0.bytesDown += bytes.count }
            return bytes
        case .missing:
            succeeded()
            // why: a missing blob under an entry is not a miss of the action; the output is made all the same
            if path.hasPrefix("ac/") { count { $0.misses += 1 } }
            return nil
        case .failed(let failure):
            failed(failure)
            return nil
        }
    }

    // MARK: Writing

    /// Uploads waiting or under way (`storeLater`), at most `uploadsAtOnce` at a time.
    private let uploads = DispatchGroup()
    private let uploadSlots = DispatchSemaphore(value: RemoteCache.uploadsAtOnce)
    static let uploadsAtOnce = 8

    /// `store` on a thread of its own, so the build goes on while the output travels (on a
    /// network, each upload is several round trips); a caller with `uploadsAtOnce` uploads under
    /// way waits for one to end. `waitForUploads` waits for them all.
    public func storeLater(_ key: String, _ output: [UInt8]) {
        guard writesAllowed else { return }
        uploadSlots.wait()
        uploads.enter()
        DispatchQueue.global().async {
            self.store(key, output)
            self.uploadSlots.signal()
            self.uploads.leave()
        }
    }

    /// Runs `upload` (several stores of its own) beside the build, counted with `storeLater`'s.
    public func uploadLater(_ upload: @escaping @Sendable () -> Void) {
        guard writesAllowed else { return }
        uploads.enter()
        DispatchQueue.global().async {
            upload()
            self.uploads.leave()
        }
    }

    /// Returns once every `storeLater` upload has ended (before the summary is printed).
    public func waitForUploads() { uploads.wait() }

    /// Offers `output`, made for `key`, to the store (when this machine writes): the blob, the
    /// record, then the entry, so an entry never points at what is not there yet.
    public func store(_ key: String, _ output: [UInt8]) {
        guard writesAllowed, let outputHash = storeBlob(output) else { return }
        let action = actionKey(key)
        let record = CacheRecord(action: action, outputHash: outputHash, outputSize: output.count).signed(with: settings.signingKey).encoded
        guard let recordHash = storeBlob(record) else { return }
        let entry = ActionEntry(outputs: [
            .init(path: Self.recordPath, hash: recordHash, size: record.count), .init(path: Self.outputPath, hash: outputHash, size: output.count),
        ])
        if write("ac/" + action, entry.encoded) { count { $0.uploaded += 1 } }
    }

    /// Puts a blob unless the store has it; its hash, or nil when it could not be stored. Only
    /// blobs larger than `askFirstBytes` are asked about first: for a small one the question
    /// costs as much as the upload.
    @discardableResult
    public func storeBlob(_ bytes: [UInt8]) -> String? {
        guard writesAllowed else { return nil }
        let hash = SHA256.hash(data: bytes).hexString
        if bytes.count > Self.askFirstBytes {
            switch exists("cas/" + hash) {
            case true?: return hash
            case false?: break
            case nil: return nil
            }
        }
        return write("cas/" + hash, bytes) ? hash : nil
    }

    static let askFirstBytes = 64 << 10

    private func write(_ path: String, _ bytes: [UInt8]) -> Bool {
        guard writesAllowed else { return false }
        count { $0.requests += 1 }
        switch settings.store.put(path, bytes) {
        case .success:
            succeeded()
            count { $0.bytesUp += bytes.count }
            return true
        case .failure(let failure):
            failed(failure)
            return false
        }
    }

    // MARK: Health

    private func count(_ change: (inout Tally) -> Void) { lock.withLock { change(&tally) } }

    private func succeeded() { lock.withLock { failuresInARow = 0 } }

    private func failed(_ failure: RemoteFailure) {
        lock.withLock {
            switch failure.kind {
            case .writeRefused: if tally.writeRefusal == nil { tally.writeRefusal = failure.message }
            case .tooLarge: tally.tooLarge += 1
            case .oversized: tally.oversized += 1
            default:
                tally.failed += 1
                if tally.firstFailure == nil { tally.firstFailure = failure.message }
            }
            guard failure.isOutage else { return }
            failuresInARow += 1
            if failure.kind == .timedOut { timeOuts += 1 }
            guard tally.stoppedAfter == nil else { return }
            // why: a server that answers small requests and times out on others would never fail
            // three times in a row, yet each time-out costs the whole wait: time-outs count in all
            if failuresInARow >= settings.failuresBeforeStopping {
                tally.stoppedAfter = "\(settings.failuresBeforeStopping) failures in a row (\(failure.message))"
            } else if timeOuts >= settings.failuresBeforeStopping {
                tally.stoppedAfter = "\(settings.failuresBeforeStopping) time-outs (\(failure.message))"
            }
        }
    }

    // MARK: Report

    /// The summary: one line of counts, then one line per kind of trouble.
    public var summary: [String] {
        let tally = counts
        let store = settings.store.display
        var lines = ["remote cache \(store): \(tally.hits) hit\(tally.hits == 1 ? "" : "s"), \(tally.misses) miss\(tally.misses == 1 ? "" : "es"), "
                     + "\(tally.uploaded) uploaded; \(Self.size(tally.bytesDown)) down, \(Self.size(tally.bytesUp)) up in \(Self.plural(tally.requests, "request", "requests"))"
                     + (settings.writes ? "" : " (reading only: no CONTENT_CACHE_TOKEN)")]
        let refused = tally.unsigned + tally.forged
        if refused > 0 {
            lines.append("remote cache: \(Self.plural(refused, "entry", "entries")) refused: not signed by the configured key "
                         + "(\(tally.unsigned) unsigned, \(tally.forged) with another key's or a forged signature); made locally")
        }
        if tally.malformed > 0 {
            lines.append("remote cache: \(Self.plural(tally.malformed, "entry", "entries")) refused: not a record of this tool's for its key; made locally")
        }
        if tally.mismatched > 0 {
            lines.append("remote cache: \(Self.plural(tally.mismatched, "blob", "blobs")) did not match \(tally.mismatched == 1 ? "its" : "their") hash; made locally")
        }
        if let stopped = tally.stoppedAfter {
            lines.append("remote cache: stopped after \(stopped); the rest was built locally")
        } else if tally.failed > 0, let first = tally.firstFailure {
            lines.append("remote cache: \(Self.plural(tally.failed, "request", "requests")) failed (first: \(first)); those outputs were made locally")
        }
        if let refusal = tally.writeRefusal {
            lines.append("remote cache: writes refused (\(refusal)): CONTENT_CACHE_TOKEN is missing or not one the server accepts; nothing more was uploaded")
        }
        if tally.tooLarge > 0 {
            lines.append("remote cache: \(Self.plural(tally.tooLarge, "upload", "uploads")) refused as too large (HTTP 413); "
                         + "raise the server's limit (nginx: client_max_body_size)")
        }
        if tally.oversized > 0 {
            lines.append("remote cache: \(Self.plural(tally.oversized, "answer", "answers")) longer than expected dropped")
        }
        return lines
    }

    static func plural(_ count: Int, _ one: String, _ many: String) -> String { "\(count) \(count == 1 ? one : many)" }

    static func size(_ bytes: Int) -> String {
        if bytes < 1000 { return "\(bytes) B" }
        if bytes < 1_000_000 { return String(format: "%.1f kB", Double(bytes) / 1e3) }
        return String(format: "%.1f MB", Double(bytes) / 1e6)
    }

    static let recordPath = "content-toolchain/record"
    static let outputPath = "content-toolchain/output"

    /// Whether `text` is a SHA-256 digest as the protocol names blobs: 64 lower-case hex digits.
    public static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
