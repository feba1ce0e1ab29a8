import ContentCore
import Foundation

/// HTTP/1.1 over plain sockets to one `http://` server, for the cache protocol's few requests:
/// every wait is a `poll` with the time-out (between bytes; ten times it for a whole request),
/// an answer is read only up to what the caller allows, redirects are answers like any other,
/// and idle connections are kept for the next request (keep-alive), one per request at a time.
///
/// Written for the shared cache after Foundation's URLSession on Linux lost answers under load
/// (shards in parallel: requests nginx had answered at once waited out their time-outs) and
/// never ended a request answered 401 with a challenge.
final class HTTPConnectionPool: @unchecked Sendable {
    let host: String
    let port: UInt16
    let timeout: TimeInterval
    private let lock = NSLock()
    private var idle: [Int32] = []
    static let maximumIdle = 16
    /// The most a response's head (status line and headers) may take.
    static let maximumHead = 32 << 10
    /// The most of an error page's body that is read (past it, the connection is closed).
    static let maximumDiscard = 64 << 10

    init(host: String, port: UInt16, timeout: TimeInterval) {
        self.host = host
        self.port = port
        self.timeout = timeout
    }

    deinit {
        for descriptor in idle { close(descriptor) }
    }

    struct Answer {
        var status: Int
        var body: [UInt8]
    }

    enum Failure: Error {
        case unreachable(String)
        case timedOut
        case oversized
        case protocolError(String)
    }

    /// Sends one request and reads its answer. A kept connection the server closed meanwhile
    /// is replaced once, before any byte of the answer came.
    func perform(_ method: String, target: String, headers: [(String, String)], body: [UInt8]?, maxBytes: Int) -> Result<Answer, Failure> {
        let deadline = Date().addingTimeInterval(timeout * 10)
        for attempt in 0..<2 {
            let reused: Bool
            let descriptor: Int32
            if attempt == 0, let kept = lock.withLock({ idle.popLast() }) {
                (descriptor, reused) = (kept, true)
            } else {
                switch connect(deadline: deadline) {
                case .success(let opened): (descriptor, reused) = (opened, false)
                case .failure(let failure): return .failure(failure)
                }
            }
            var connection = Connection(descriptor: descriptor, timeout: timeout, deadline: deadline)
            let outcome = connection.exchange(method, target: target, host: host, port: port, headers: headers, body: body, maxBytes: maxBytes)
            switch outcome {
            case .success(let (answer, keep)):
                let kept = keep && lock.withLock { () -> Bool in
                    guard idle.count < Self.maximumIdle else { return false }
                    idle.append(descriptor)
                    return true
                }
                if !kept { close(descriptor) }
                return .success(answer)
            case .failure(let failure):
                close(descriptor)
                // why: a kept connection the server closed fails before any answer; one retry on a new one
                if reused, !connection.receivedAny, case .unreachable = failure { continue }
                return .failure(failure)
            }
        }
        return .failure(.unreachable("the connection closed before an answer"))
    }

    private func connect(deadline: Date) -> Result<Int32, Failure> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &found)
        guard status == 0, let first = found else {
            return .failure(.unreachable("cannot resolve \(host): \(String(cString: gai_strerror(status)))"))
        }
        defer { freeaddrinfo(first) }
        var reason = "no address"
        var address: UnsafeMutablePointer<addrinfo>? = first
        while let current = address {
            address = current.pointee.ai_next
            let descriptor = socket(current.pointee.ai_family, current.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue),
                                    current.pointee.ai_protocol)
            guard descriptor >= 0 else { continue }
            if Glibc.connect(descriptor, current.pointee.ai_addr, current.pointee.ai_addrlen) == 0 || errno == EINPROGRESS {
                var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                let wait = Int32(max(0, min(timeout, deadline.timeIntervalSinceNow)) * 1000)
                let ready = poll(&poller, 1, wait)
                var error: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                if ready == 1, getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length) == 0, error == 0 {
                    var on: Int32 = 1
                    setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
                    return .success(descriptor)
                }
                if ready == 0 {
                    close(descriptor)
                    return .failure(.timedOut)
                }
                reason = String(cString: strerror(error != 0 ? error : errno))
            } else {
                reason = String(cString: strerror(errno))
            }
            close(descriptor)
        }
        return .failure(.unreachable("cannot connect to \(host):\(port): \(reason)"))
    }
}

/// One request and its answer on one connection.
private struct Connection {
    let descriptor: Int32
    let timeout: TimeInterval
    let deadline: Date
    /// Whether any byte of the answer came (a failure after that is never retried).
    var receivedAny = false
    private var buffer: [UInt8] = []
    private var start = 0
    /// What one `recv` reads into (made once per request).
    private var chunk = [UInt8](repeating: 0, count: 64 << 10)

    init(descriptor: Int32, timeout: TimeInterval, deadline: Date) {
        self.descriptor = descriptor
        self.timeout = timeout
        self.deadline = deadline
    }

    typealias Failure = HTTPConnectionPool.Failure
    typealias Answer = HTTPConnectionPool.Answer

    /// Waits until the socket is ready for `events`, within the time-out and the deadline.
    private func wait(_ events: Int32) throws(Failure) {
        let left = min(timeout, deadline.timeIntervalSinceNow)
        guard left > 0 else { throw .timedOut }
        var poller = pollfd(fd: descriptor, events: Int16(events), revents: 0)
        while true {
            let ready = poll(&poller, 1, Int32(left * 1000))
            if ready < 0, errno == EINTR { continue }
            if ready == 0 { throw .timedOut }
            if ready < 0 { throw .unreachable(String(cString: strerror(errno))) }
            return
        }
    }

    private func send(_ bytes: [UInt8]) throws(Failure) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if count > 0 {
                sent += count
                continue
            }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                try wait(POLLOUT)
                continue
            }
            throw .unreachable("the connection broke while sending: \(String(cString: strerror(errno)))")
        }
    }

    /// Receives once into `chunk`: how many bytes came, 0 at the end of the stream.
    private mutating func receive(atMost limit: Int) throws(Failure) -> Int {
        let descriptor = self.descriptor
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress!, min($0.count, limit), 0) }
            if count > 0 {
                receivedAny = true
                return count
            }
            if count == 0 { return 0 }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK {
                try wait(POLLIN)
                continue
            }
            throw .unreachable("the connection broke while reading: \(String(cString: strerror(errno)))")
        }
    }

    /// More bytes into the buffer; false at the end of the stream.
    private mutating func fill() throws(Failure) -> Bool {
        let count = try receive(atMost: chunk.count)
        guard count > 0 else { return false }
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        buffer += chunk[..<count]
        return true
    }

    /// The next line (without CRLF), at most `limit` bytes.
    private mutating func line(limit: Int) throws(Failure) -> String {
        while true {
            if let end = buffer[start...].firstIndex(of: 0x0A) {
                var text = buffer[start..<end]
                if text.last == 0x0D { text = text.dropLast() }
                start = end + 1
                return String(decoding: text, as: UTF8.self)
            }
            guard buffer.count - start <= limit else { throw .protocolError("a line of the answer is too long") }
            guard try fill() else { throw receivedAny ? .protocolError("the answer ended early") : .unreachable("the server closed the connection") }
        }
    }

    /// `count` bytes of body, kept in `output` when `keep`, else dropped as they come.
    private mutating func body(_ count: Int, keep: Bool, into output: inout [UInt8]) throws(Failure) {
        var left = count
        if keep { output.reserveCapacity(output.count + count) }
        // what the head's reads brought of the body, then straight from the socket (no second copy)
        let buffered = min(left, buffer.count - start)
        if keep { output += buffer[start..<(start + buffered)] }
        start += buffered
        left -= buffered
        while left > 0 {
            let received = try receive(atMost: left)
            guard received > 0 else { throw .protocolError("the answer ended before its length") }
            if keep { output += chunk[..<received] }
            left -= received
        }
    }

    /// The request, then its answer and whether the connection may be kept.
    mutating func exchange(_ method: String, target: String, host: String, port: UInt16, headers: [(String, String)], body: [UInt8]?,
                           maxBytes: Int) -> Result<(Answer, Bool), Failure> {
        do {
            return .success(try exchanging(method, target: target, host: host, port: port, headers: headers, body: body, maxBytes: maxBytes))
        } catch {
            return .failure(error)
        }
    }

    private mutating func exchanging(_ method: String, target: String, host: String, port: UInt16, headers: [(String, String)], body: [UInt8]?,
                                     maxBytes: Int) throws(Failure) -> (Answer, Bool) {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: \(host.contains(":") ? "[\(host)]" : host):\(port)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        try send(Array(head.utf8) + (body ?? []))
        // the status line and headers; 1xx answers are skipped
        var status = 0
        var fields: [String: String] = [:]
        repeat {
            let statusLine = try line(limit: HTTPConnectionPool.maximumHead)
            let parts = statusLine.split(separator: " ", maxSplits: 2)
            guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3, let code = Int(parts[1]) else {
                throw .protocolError("not an HTTP answer: \(statusLine.prefix(80))")
            }
            status = code
            fields = [:]
            var headBytes = 0
            while true {
                let field = try line(limit: HTTPConnectionPool.maximumHead)
                headBytes += field.utf8.count
                guard headBytes <= HTTPConnectionPool.maximumHead else { throw .protocolError("the answer's head is too long") }
                if field.isEmpty { break }
                guard let colon = field.firstIndex(of: ":") else { throw .protocolError("a header without a colon") }
                let name = field[..<colon].lowercased()
                let value = field[field.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                fields[name] = fields[name].map { $0 + "," + value } ?? value
            }
        } while (100..<200).contains(status)
        let keepAlive = fields["connection"]?.lowercased().contains("close") != true
        // why: only a found blob's bytes are kept; an error page is read up to a small limit and
        // dropped (past it the connection is closed rather than read)
        let keep = status == 200
        let limit = keep ? maxBytes : HTTPConnectionPool.maximumDiscard
        var output: [UInt8] = []
        if method == "HEAD" || status == 204 || status == 304 { return (Answer(status: status, body: []), keepAlive) }
        if let encoding = fields["transfer-encoding"]?.lowercased(), encoding != "identity" {
            guard encoding == "chunked" else { throw .protocolError("transfer encoding \(encoding)") }
            var total = 0
            while true {
                let sizeLine = try line(limit: 1024)
                let digits = sizeLine.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                guard !digits.isEmpty, digits.count <= 15, let size = Int(digits, radix: 16) else { throw .protocolError("a chunk size \(sizeLine.prefix(20))") }
                if size == 0 { break }
                total += size
                guard total <= limit else {
                    if keep { throw .oversized }
                    return (Answer(status: status, body: []), false)
                }
                try self.body(size, keep: keep, into: &output)
                guard try line(limit: 2).isEmpty else { throw .protocolError("a chunk's end") }
            }
            while try !line(limit: HTTPConnectionPool.maximumHead).isEmpty {}
            return (Answer(status: status, body: output), keepAlive)
        }
        if let lengthText = fields["content-length"] {
            guard lengthText.utf8.count <= 15, lengthText.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let length = Int(lengthText) else {
                throw .protocolError("a content length \(lengthText.prefix(20))")
            }
            guard length <= limit else {
                if keep { throw .oversized }
                return (Answer(status: status, body: []), false)
            }
            try self.body(length, keep: keep, into: &output)
            return (Answer(status: status, body: output), keepAlive)
        }
        // no length: the body runs to the end of the connection
        while try fill() {
            guard buffer.count - start <= limit else {
                if keep { throw .oversized }
                return (Answer(status: status, body: []), false)
            }
        }
        if keep { output += buffer[start...] }
        return (Answer(status: status, body: output), false)
    }
}
