import ContentCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The HTTP cache protocol of Bazel's remote caching, as nginx or Apache with WebDAV,
/// bazel-remote and others serve it: `GET`/`HEAD`/`PUT` of `BASE/ac/<sha256>` and
/// `BASE/cas/<sha256>`. 200 is found, 404 missing; a `PUT` succeeds with 200, 201 or 204, is
/// refused with 401 or 403 (no or a wrong write token) and with 413 (too large).
///
/// Every request has a time-out (`timeout` between bytes, ten times it for a whole transfer),
/// answers longer than the caller allows are cut off as they arrive (never held whole), and
/// redirects are not followed (the token goes to the server named and no other).
///
/// `http://` goes over the tools' own HTTP/1.1 client (`HTTPConnectionPool`); `https://` over
/// Foundation's URLSession (libcurl), which brings TLS.
public final class HTTPRemoteStore: RemoteStore, @unchecked Sendable {
    public let base: String
    public let display: String
    private let authorization: String?
    private let timeout: TimeInterval
    private let session: URLSession?
    private let delegate = Transfers()
    private let pool: HTTPConnectionPool?
    /// The path before `ac/` and `cas/` (`/prefix`), for the own client.
    private let prefix: String

    /// - Parameters:
    ///   - base: `http://host:port/prefix` or `https://…`, with no user or password in it.
    ///   - token: `user:password` (HTTP Basic) or a bearer token; sent with every request.
    public init(base: String, token: String?, timeout: TimeInterval) {
        self.base = base.hasSuffix("/") ? String(base.dropLast()) : base
        display = self.base
        authorization = token.map { token in
            token.contains(":") ? "Basic " + Data(token.utf8).base64EncodedString() : "Bearer " + token
        }
        // why: Foundation on Linux hands curl whole seconds; a fraction rounds down to none
        self.timeout = max(1, timeout.rounded(.up))
        let timeout = self.timeout
        let components = URLComponents(string: self.base)
        prefix = components?.percentEncodedPath ?? ""
        if self.base.hasPrefix("http://"), let host = components?.host, !host.isEmpty {
            pool = HTTPConnectionPool(host: host, port: UInt16(clamping: components?.port ?? 80), timeout: timeout)
            session = nil
            return
        }
        pool = nil
        let configuration = Self.configurationWithoutFolders()
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 10
        configuration.httpMaximumConnectionsPerHost = 8
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit { session?.invalidateAndCancel() }

    /// A configuration that keeps nothing (no cache, cookies or credentials), made without the folders Foundation on Linux makes for the
    /// shared URL cache and cookie store (`~/.cache/org.swift.foundation.URLCache/TOOL`,
    /// `~/.local/share/TOOL`), which every configuration touches: the tools write nothing
    /// outside their own folders. Foundation finds those folders through `XDG_CACHE_HOME` and
    /// `XDG_DATA_HOME`, which point at a path no folder can be made in while the shared stores
    /// are first made, and are then put back; this runs once, before the build's threads start.
    private static func configurationWithoutFolders() -> URLSessionConfiguration {
        sharedStoresLock.lock()
        defer { sharedStoresLock.unlock() }
        if !sharedStoresMade {
            let names = ["XDG_CACHE_HOME", "XDG_DATA_HOME"]
            let saved = names.map { getenv($0).map { String(cString: $0) } }
            for name in names { setenv(name, "/dev/null/content-toolchain", 1) }
            URLCache.shared = URLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: "/dev/null/content-toolchain")
            _ = HTTPCookieStorage.shared
            for (name, value) in zip(names, saved) {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            sharedStoresMade = true
        }
        // why: `.ephemeral` makes a URL cache of its own, in a folder; `.default` uses the shared
        // stores made above, and this configuration keeps none of them
        let configuration = URLSessionConfiguration.default
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.urlCredentialStorage = nil
        return configuration
    }

    private static let sharedStoresLock = NSLock()
    nonisolated(unsafe) private static var sharedStoresMade = false

    public func get(_ path: String, maxBytes: Int) -> RemoteAnswer {
        switch perform("GET", path, body: nil, maxBytes: maxBytes) {
        case .failure(let failure): return .failed(failure)
        case .success((200, let body)): return .found(body)
        case .success((404, _)): return .missing
        case .success((let status, _)): return .failed(Self.statusFailure(status, "GET", path))
        }
    }

    public func exists(_ path: String) -> Result<Bool, RemoteFailure> {
        switch perform("HEAD", path, body: nil, maxBytes: .max) {
        case .failure(let failure): return .failure(failure)
        case .success((200, _)): return .success(true)
        case .success((404, _)): return .success(false)
        case .success((let status, _)): return .failure(Self.statusFailure(status, "HEAD", path))
        }
    }

    public func put(_ path: String, _ bytes: [UInt8]) -> Result<Void, RemoteFailure> {
        switch perform("PUT", path, body: bytes, maxBytes: 64 << 10) {
        case .failure(let failure): return .failure(failure)
        case .success((200...204, _)): return .success(())
        case .success((let status, _)) where status == 401 || status == 403:
            return .failure(RemoteFailure(.writeRefused(status), "HTTP \(status) to PUT \(path)"))
        case .success((413, _)): return .failure(RemoteFailure(.tooLarge, "HTTP 413 to PUT \(path) (\(bytes.count) bytes)"))
        case .success((let status, _)): return .failure(Self.statusFailure(status, "PUT", path))
        }
    }

    private static func statusFailure(_ status: Int, _ method: String, _ path: String) -> RemoteFailure {
        RemoteFailure(.status(status), "HTTP \(status) to \(method) \(path)")
    }

    private func perform(_ method: String, _ path: String, body: [UInt8]?, maxBytes: Int) -> Result<(Int, [UInt8]), RemoteFailure> {
        if let pool {
            var headers: [(String, String)] = []
            if let authorization { headers.append(("Authorization", authorization)) }
            if body != nil { headers.append(("Content-Type", "application/octet-stream")) }
            switch pool.perform(method, target: prefix + "/" + path, headers: headers, body: body, maxBytes: maxBytes) {
            case .success(let answer): return .success((answer.status, answer.body))
            case .failure(.timedOut):
                return .failure(RemoteFailure(.timedOut, "\(display) did not answer \(method) \(path) within \(Int(timeout)) s (timed out)"))
            case .failure(.oversized): return .failure(RemoteFailure(.oversized, "\(method) \(path) answered more than \(maxBytes) bytes"))
            case .failure(.unreachable(let reason)): return .failure(RemoteFailure(.unreachable, "\(display) unreachable: \(reason)"))
            case .failure(.protocolError(let reason)):
                return .failure(RemoteFailure(.unreachable, "\(display) answered \(method) \(path) with something else than HTTP: \(reason)"))
            }
        }
        guard let session else { return .failure(RemoteFailure(.unreachable, "\(display) is not a URL")) }
        guard let url = URL(string: base + "/" + path) else { return .failure(RemoteFailure(.unreachable, "\(base)/\(path) is not a URL")) }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.timeoutInterval = timeout
        if let authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }
        if body != nil { request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type") }
        let task = body.map { session.uploadTask(with: request, from: Data($0)) } ?? session.dataTask(with: request)
        let transfer = delegate.begin(task, limit: maxBytes)
        task.resume()
        // why: a stalled transfer the session does not end is ended here, a little after its own limit
        if transfer.done.wait(timeout: .now() + timeout * 10 + 5) == .timedOut {
            task.cancel()
            delegate.end(task)
            return .failure(RemoteFailure(.timedOut, "no answer to \(method) \(path) within \(Int(timeout * 10)) s"))
        }
        let outcome = delegate.end(task)
        if outcome.overflowed { return .failure(RemoteFailure(.oversized, "\(method) \(path) answered more than \(maxBytes) bytes")) }
        if let error = outcome.error {
            let code = (error as? URLError)?.code
            if code == .timedOut { return .failure(RemoteFailure(.timedOut, "\(display) did not answer \(method) \(path) within \(Int(timeout)) s (timed out)")) }
            return .failure(RemoteFailure(.unreachable, "\(display) unreachable: \(error.localizedDescription)"))
        }
        guard let status = outcome.status else { return .failure(RemoteFailure(.unreachable, "\(display) sent no HTTP answer")) }
        return .success((status, outcome.body))
    }
}

/// The session's delegate: each transfer's answer, collected up to its limit.
private final class Transfers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    final class Transfer {
        let done = DispatchSemaphore(value: 0)
        let limit: Int
        var body: [UInt8] = []
        var status: Int?
        var error: (any Error)?
        var overflowed = false
        var finished = false
        /// The status of an answer that asked for credentials (401, 407), its challenge cancelled.
        var challenged: Int?

        init(limit: Int) { self.limit = limit }
    }

    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    func begin(_ task: URLSessionTask, limit: Int) -> Transfer {
        let transfer = Transfer(limit: limit)
        lock.withLock { transfers[task.taskIdentifier] = transfer }
        return transfer
    }

    /// The transfer's outcome, removed from the table.
    @discardableResult
    func end(_ task: URLSessionTask) -> (status: Int?, body: [UInt8], error: (any Error)?, overflowed: Bool) {
        lock.withLock {
            let transfer = transfers.removeValue(forKey: task.taskIdentifier)
            return (transfer?.status, transfer?.body ?? [], transfer?.error, transfer?.overflowed ?? false)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let status = (response as? HTTPURLResponse)?.statusCode
        let tooLong = lock.withLock { () -> Bool in
            guard let transfer = transfers[dataTask.taskIdentifier] else { return true }
            transfer.status = status
            // why: only a found blob's length matters; error pages are read up to the same limit
            if response.expectedContentLength > Int64(transfer.limit) && status == 200 { transfer.overflowed = true }
            return transfer.overflowed
        }
        completionHandler(tooLong ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let cancel = lock.withLock { () -> Bool in
            guard let transfer = transfers[dataTask.taskIdentifier] else { return true }
            // why: only a found blob's bytes are kept; an error page's are dropped as they come
            guard transfer.status == 200 else { return false }
            guard data.count <= transfer.limit - transfer.body.count else {
                transfer.overflowed = true
                return true
            }
            transfer.body += data
            return false
        }
        if cancel { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        // why: the token is for the server named, not wherever it points
        completionHandler(nil)
    }

    // why: swift-corelibs-foundation never ends a task answered 401 with a WWW-Authenticate
    // challenge when the session handles the challenge itself (the default): the write of a
    // client with a wrong token waited for the hard time-out, 55 s each with the defaults. The
    // token goes with every request; a challenge means it was refused, so the challenge is
    // cancelled and its status kept as the answer.
    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        let method = challenge.protectionSpace.authenticationMethod
        guard [NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodHTTPDigest, NSURLAuthenticationMethodDefault].contains(method) else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        let status = (challenge.failureResponse as? HTTPURLResponse)?.statusCode ?? (task.response as? HTTPURLResponse)?.statusCode ?? 401
        lock.withLock { transfers[task.taskIdentifier]?.challenged = status }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.withLock {
            guard let transfer = transfers[task.taskIdentifier], !transfer.finished else { return }
            transfer.finished = true
            if let challenged = transfer.challenged {
                transfer.status = challenged
            } else if let error, !transfer.overflowed {
                transfer.error = error
            }
            if transfer.status == nil, let response = task.response as? HTTPURLResponse { transfer.status = response.statusCode }
            transfer.done.signal()
        }
    }
}
