import Foundation

/// Time spent on a timed sitting with pauses not counted (the IQ test's budget runs only while
/// the player is on it): the app reports start, pauses and resumptions with readings of one
/// monotonic clock, in seconds, and asks how much time has counted
/// (`IQSession.secondsLeft(after:)` takes it). A reading earlier than the one before (a clock
/// that went back) or not finite counts nothing; pausing a paused sitting or resuming a running
/// one changes nothing.
public struct ActiveTime: Sendable, Equatable {
    /// Seconds counted before the current stretch.
    private var counted: TimeInterval = 0
    /// The reading the current stretch started at; nil while paused.
    private var runningSince: TimeInterval?

    /// A sitting that starts running at the reading `start`.
    public init(startedAt start: TimeInterval) {
        runningSince = start.isFinite ? start : 0
    }

    /// Whether the sitting is paused.
    public var isPaused: Bool { runningSince == nil }

    /// Stops the clock at the reading `now`.
    public mutating func pause(at now: TimeInterval) {
        guard let since = runningSince else { return }
        counted += Self.stretch(from: since, to: now)
        runningSince = nil
    }

    /// Starts the clock again at the reading `now`.
    public mutating func resume(at now: TimeInterval) {
        guard runningSince == nil else { return }
        runningSince = now.isFinite ? now : nil
    }

    /// The seconds counted up to the reading `now` (pauses left out).
    public func elapsed(at now: TimeInterval) -> TimeInterval {
        guard let since = runningSince else { return counted }
        return counted + Self.stretch(from: since, to: now)
    }

    private static func stretch(from start: TimeInterval, to end: TimeInterval) -> TimeInterval {
        guard end.isFinite, start.isFinite, end > start else { return 0 }
        return end - start
    }
}
