import Foundation

/// A results log on disk that records are appended to, one whole line per `write` (so two
/// processes appending to one log never interleave within a line). The log is opened
/// `O_APPEND|O_NOFOLLOW` (a link planted at its path is refused, never followed) and must be a
/// regular file; a line left unfinished by a crash is closed with a line break first, so it stays
/// one bad line a reader reports instead of spoiling the next record.
public final class ResultsLogFile: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var closed = false

    /// Why a log cannot be opened or written.
    public struct LogError: Error, Equatable, CustomStringConvertible, Sendable {
        /// The log's path.
        public let path: String
        /// What went wrong (the system's words, or what the file is).
        public let reason: String
        /// `path: reason`.
        public var description: String { "\(path): \(reason)" }
    }

    /// Opens the log at `url` for appending, creating it (mode 0600) when it does not exist.
    public init(appendingTo url: URL) throws(LogError) {
        let path = url.path
        // why: read-write, so the last byte is read through this descriptor, not by opening the path again
        let opened = open(path, O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard opened >= 0 else { throw LogError(path: path, reason: errno == ELOOP ? "is a symbolic link (refused)" : String(cString: strerror(errno))) }
        var info = stat()
        guard fstat(opened, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            closeFile(opened)
            throw LogError(path: path, reason: "is not a regular file")
        }
        descriptor = opened
        var last: UInt8 = 0
        if info.st_size > 0, pread(opened, &last, 1, off_t(info.st_size - 1)) == 1, last != UInt8(ascii: "\n") {
            try? write(Data([UInt8(ascii: "\n")]))
        }
    }

    deinit { if !closed { closeFile(descriptor) } }

    /// Appends one record as one line.
    public func append(_ record: ResultRecord) throws(LogError) {
        try write(ResultsLog.line(record))
    }

    private func write(_ data: Data) throws(LogError) {
        lock.lock()
        defer { lock.unlock() }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure != 0 { throw LogError(path: "results log", reason: String(cString: strerror(failure))) }
    }

    /// Closes the log (also done when the value goes away).
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        if !closed { closeFile(descriptor); closed = true }
    }
}

/// The system's `close` (the class's own `close()` hides it inside the class).
private func closeFile(_ descriptor: Int32) { close(descriptor) }
