import Foundation

/// What a build did, for the summary line and the cache test.
public struct BuildStatistics: Sendable {
    public var items = 0
    /// Outputs made anew (not served from the cache).
    public var produced = 0
    public var cached = 0

    public init() {}
}
