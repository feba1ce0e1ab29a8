/// A store that speaks the HTTP cache protocol of Bazel's remote caching, or holds the same
/// names in a folder: `ac/<sha256>` (action entries: what an action made) and `cas/<sha256>`
/// (blobs, named by the SHA-256 of their bytes). `HTTPRemoteStore` (`http://`, `https://`) and
/// `FolderRemoteStore` (`file://`) are the two kinds; `RemoteCache` is what the tools use.
public protocol RemoteStore: Sendable {
    /// How the store is named in messages (its URL, without a password).
    var display: String { get }
    /// The bytes stored under `path` (`ac/<hex>` or `cas/<hex>`): `.missing` when there are
    /// none, `.failed` when the store could not answer or sent more than `maxBytes`.
    func get(_ path: String, maxBytes: Int) -> RemoteAnswer
    /// Whether something is stored under `path`.
    func exists(_ path: String) -> Result<Bool, RemoteFailure>
    /// Stores `bytes` under `path`.
    func put(_ path: String, _ bytes: [UInt8]) -> Result<Void, RemoteFailure>
}

/// What a store answered to a read.
public enum RemoteAnswer: Sendable {
    case found([UInt8])
    case missing
    case failed(RemoteFailure)
}

/// Why a store did not answer: what the summary line says, and whether it counts towards
/// stopping (`RemoteCache`'s circuit breaker).
public struct RemoteFailure: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// No connection: refused, no route, a name that does not resolve, TLS failed.
        case unreachable
        /// No answer within the time-out.
        case timedOut
        /// An HTTP status the protocol does not expect (500, 502, …).
        case status(Int)
        /// A write the server refused for want of rights (401, 403): a read-only client.
        case writeRefused(Int)
        /// A write the server refused as too large (413).
        case tooLarge
        /// An answer longer than the caller allows.
        case oversized
        /// A local failure of a `file://` store (permissions, a full disk, a link).
        case file
    }

    public let kind: Kind
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }

    /// Whether the failure is the store's health (it counts towards stopping), rather than a
    /// refusal of one request.
    public var isOutage: Bool {
        switch kind {
        case .unreachable, .timedOut, .status, .file: true
        case .writeRefused, .tooLarge, .oversized: false
        }
    }
}
