import Foundation

/// Where an incremental pack rule keeps its state between lint runs: files beside the pack's
/// lint cache, named after the rule, valid for the cache's toolchain and options (`key`) and for
/// the run whose index names `expected`. The index names the token the rule writes this run, so
/// a state the index does not name (another run's, one cut short) is never read.
public final class PackRuleState: @unchecked Sendable {
    /// The path every state file of the rule starts with.
    let prefix: URL
    let key: [UInt8]
    /// The token the last run's index names for this rule (nil: none).
    let expected: [UInt8]?
    private let lock = NSLock()
    private var token: [UInt8]?

    init(prefix: URL, key: [UInt8], expected: [UInt8]?) {
        self.prefix = prefix
        self.key = key
        self.expected = expected
    }

    /// One of the rule's files.
    func file(_ suffix: String) -> URL {
        prefix.deletingLastPathComponent().appendingPathComponent(prefix.lastPathComponent + suffix)
    }

    /// A new token for the state about to be written; the index will name it.
    func newToken() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        let fresh = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        lock.withLock { token = fresh }
        return fresh
    }

    /// The token of the state this run wrote, or nil when it kept none.
    var written: [UInt8]? { lock.withLock { token } }

    /// Forgets the token (the state could not be written).
    func discard() { lock.withLock { token = nil } }
}
