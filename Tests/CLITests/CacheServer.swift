import Foundation

/// A real remote build cache for the tests: Debian's nginx serving the HTTP cache protocol
/// (`GET`/`HEAD`/`PUT` of `/ac/<sha256>` and `/cas/<sha256>`) from a folder of its own, started
/// and stopped by `Scripts/cache-server` (unprivileged, on 127.0.0.1, `PUT` behind the password
/// of user `ci`).
final class CacheServer: @unchecked Sendable {
    enum Mode: String {
        /// GET and HEAD open to all, PUT with the password.
        case normal
        /// Every request answered 500.
        case fail500
        /// Bodies of 4 KiB at most: a larger PUT answered 413.
        case limit413
        /// Every answer sent at 16 KiB/s (a slow server).
        case slow
    }

    static let script = CommandRunner.repository.appendingPathComponent("Scripts/cache-server")

    /// nginx is installed (Scripts/setup installs it; CI always has it).
    static let isAvailable: Bool = {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/sbin", "/sbin"]
        return path.contains { FileManager.default.isExecutableFile(atPath: "\($0)/nginx") }
    }()

    /// The folder of the server's prefix (configuration, logs, data).
    let folder: URL
    /// The cache's base URL, `http://127.0.0.1:PORT/cache`.
    let url: String
    /// The password of user `ci`, whom PUT needs.
    let password: String
    /// The folder the entries land in: `store/ac/<hex>`, `store/cas/<hex>`.
    let store: URL
    private(set) var isRunning = true

    /// `CONTENT_CACHE_TOKEN` for a client that may write.
    var token: String { "ci:\(password)" }

    /// The port the server listens on.
    var port: Int { Int(url.split(separator: ":").last!.split(separator: "/").first!)! }

    private init(folder: URL, url: String, password: String, store: URL) {
        self.folder = folder
        self.url = url
        self.password = password
        self.store = store
    }

    /// Starts a server in `folder` (made if missing; its parents must be enterable by others,
    /// since nginx runs as nobody when the tests run as root).
    static func start(in folder: URL, mode: Mode = .normal) throws -> CacheServer {
        let result = try run(["start", folder.path, "--mode", mode.rawValue])
        guard result.status == 0 else { throw Failure(message: "cache-server start: \(result.stderr)") }
        let url = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let password = try String(contentsOf: folder.appendingPathComponent("password"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let store = try String(contentsOf: folder.appendingPathComponent("store"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return CacheServer(folder: folder, url: url, password: password, store: URL(fileURLWithPath: store))
    }

    /// Stops the server (TERM, then KILL).
    func stop() throws {
        guard isRunning else { return }
        isRunning = false
        let result = try Self.run(["stop", folder.path])
        guard result.status == 0 else { throw Failure(message: "cache-server stop: \(result.stderr)") }
    }

    /// Kills the server at once (SIGKILL to its whole process group), as a crash would.
    func kill() throws {
        guard isRunning else { return }
        isRunning = false
        let result = try Self.run(["kill", folder.path])
        guard result.status == 0 else { throw Failure(message: "cache-server kill: \(result.stderr)") }
    }

    deinit { try? stop() }

    /// The script's own checks of a running server (401 without the password, 201/204 with
    /// it, the bytes back from GET, HEAD, a missing folder made by PUT).
    func check() throws -> CommandResult { try Self.run(["check", folder.path]) }

    /// One request the server answered, from its access log.
    struct Request: Equatable {
        var method: String
        var path: String
        var status: Int
        /// The request's length, its head and body.
        var requestLength: Int
        var bytesSent: Int
    }

    /// Every request answered so far (nginx writes a line when a request ends).
    func requests() -> [Request] {
        guard let log = try? String(contentsOf: folder.appendingPathComponent("access.log"), encoding: .utf8) else { return [] }
        return log.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count >= 5, let status = Int(fields[2]), let length = Int(fields[3]), let sent = Int(fields[4]) else { return nil }
            return Request(method: fields[0], path: fields[1], status: status, requestLength: length, bytesSent: sent)
        }
    }

    /// Every file of the store, by its path in the store (`ac/<hex>`, `cas/<hex>`), with its bytes.
    func storedFiles() -> [String: Data] { Self.files(under: store) }

    /// Every regular file under `folder`, by its path relative to it, with its bytes.
    static func files(under folder: URL, skipping skipped: Set<String> = []) -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [:] }
        while let relative = walker.nextObject() as? String {
            if skipped.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { continue }
            let path = base + "/" + relative
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            files[relative] = FileManager.default.contents(atPath: path)
        }
        return files
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    static func run(_ arguments: [String]) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path] + arguments
        return try CommandRunner.capture(process)
    }
}
