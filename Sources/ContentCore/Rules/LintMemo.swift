import Foundation

/// Values computed once per lint run and shared by the rules that need them (rules run in
/// parallel, so the table is locked; a value is made outside the lock, and the first one stored
/// wins if two threads race).
package final class LintMemo: @unchecked Sendable {
    private var values: [String: any Sendable] = [:]
    private let lock = NSLock()

    package func value<T: Sendable>(_ key: String, make: () -> T) -> T {
        lock.lock()
        let known = values[key] as? Box<T>
        lock.unlock()
        if let known { return known.value }
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let first = values[key] as? Box<T> { return first.value }
        values[key] = Box(value: made)
        return made
    }

    /// Values are boxed so that a stored nil is told apart from a missing key.
    private struct Box<T: Sendable>: Sendable {
        let value: T
    }
}
