import Foundation

/// Reads a results log line by line in bounded memory (64 KiB at a time), handing each line's
/// number (from 1) and its record, or why it is not one, to the caller: a log of a million
/// records is never held whole. Blank lines are skipped; a line past `ResultsLog.maximumLineBytes`
/// is reported and skipped without being kept.
public enum ResultsLogReader {
    /// Why a log cannot be read at all (a bad line is not this: it is handed to the caller).
    public struct ReadError: Error, Equatable, CustomStringConvertible, Sendable {
        /// The log's path.
        public let path: String
        /// What went wrong (the system's words, or what the file is).
        public let reason: String
        /// `path: reason`.
        public var description: String { "\(path): \(reason)" }
    }

    /// Calls `body` with every non-blank line of the log at `url`, in order. The file is opened
    /// `O_NOFOLLOW` and must be a regular file (a FIFO or device never blocks the reader).
    public static func read(_ url: URL, _ body: (Int, Result<ResultRecord, ResultsLog.LineError>) throws -> Void) throws {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw ReadError(path: url.path, reason: errno == ELOOP ? "is a symbolic link (refused)" : String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw ReadError(path: url.path, reason: "is not a regular file") }
        var splitter = LineSplitter()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw ReadError(path: url.path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            try splitter.feed(chunk[0..<count], body)
        }
        try splitter.finish(body)
    }

    /// Every non-blank line of bytes already in memory, as `read` hands them.
    public static func records(in bytes: some Collection<UInt8>, _ body: (Int, Result<ResultRecord, ResultsLog.LineError>) throws -> Void) rethrows {
        var splitter = LineSplitter()
        try splitter.feed(Array(bytes)[...], body)
        try splitter.finish(body)
    }
}

/// Cuts bytes into lines across chunk borders, keeping at most one line's bytes.
private struct LineSplitter {
    private var pending: [UInt8] = []
    private var tooLong = false
    private var number = 0

    mutating func feed(_ bytes: ArraySlice<UInt8>, _ body: (Int, Result<ResultRecord, ResultsLog.LineError>) throws -> Void) rethrows {
        var start = bytes.startIndex
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            append(bytes[start..<end])
            try emit(body)
            start = end + 1
        }
        append(bytes[start...])
    }

    mutating func finish(_ body: (Int, Result<ResultRecord, ResultsLog.LineError>) throws -> Void) rethrows {
        if !pending.isEmpty || tooLong { try emit(body) }
    }

    private mutating func append(_ bytes: ArraySlice<UInt8>) {
        guard !tooLong else { return }
        if pending.count + bytes.count > ResultsLog.maximumLineBytes {
            tooLong = true
            pending = []
        } else {
            pending += bytes
        }
    }

    private mutating func emit(_ body: (Int, Result<ResultRecord, ResultsLog.LineError>) throws -> Void) rethrows {
        number += 1
        defer { pending.removeAll(keepingCapacity: true); tooLong = false }
        if tooLong { return try body(number, .failure(ResultsLog.LineError(reason: "longer than \(ResultsLog.maximumLineBytes) bytes"))) }
        if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        if pending.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
        let result: Result<ResultRecord, ResultsLog.LineError>
        do { result = .success(try ResultsLog.record(from: pending)) } catch { result = .failure(error) }
        try body(number, result)
    }
}
