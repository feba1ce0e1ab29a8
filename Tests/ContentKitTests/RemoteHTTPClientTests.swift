import Foundation
import Testing
@testable import ContentCommands
@testable import ContentCore

/// The HTTP client against a server that misbehaves (Tests/RemoteCache/misbehaving_server.py):
/// a server that never answers costs the time-out and no more, a redirect is not followed (the
/// token goes nowhere else), and an answer longer than asked for is cut off as it arrives.
/// The real server's failures (nginx killed, 500, 413, 401) are in CLITests/RemoteCacheTests.
@Suite(.serialized) struct RemoteHTTPClientTests {
    final class Server {
        let process = Process()
        let port: Int
        let evidence: URL

        init() throws {
            evidence = BundleFixture.temporaryFolder("http-evidence").appendingPathComponent("asked.txt")
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", TestPaths.repository.appendingPathComponent("Tests/RemoteCache/misbehaving_server.py").path, evidence.path]
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            var line: [UInt8] = []
            while let byte = try out.fileHandleForReading.read(upToCount: 1)?.first, byte != 0x0A { line.append(byte) }
            port = Int(String(decoding: line, as: UTF8.self)) ?? 0
        }

        func url(_ part: String) -> String { "http://127.0.0.1:\(port)/\(part)" }

        deinit {
            // why: SIGKILL, which no inherited signal mask holds back
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    static let digest = String(repeating: "0f", count: 32)

    @Test func aServerThatNeverAnswersCostsTheTimeOutAndStopsTheCache() throws {
        let server = try Server()
        #expect(server.port > 0)
        let store = HTTPRemoteStore(base: server.url("slow"), token: nil, timeout: 1)
        let remote = RemoteCache(.init(store: store, writes: false, toolchain: "t"))
        let started = Date()
        for _ in 0..<10 { #expect(remote.fetch(Self.digest) == nil) }
        let seconds = Date().timeIntervalSince(started)
        // three requests of about a second each, then the breaker: nothing more is asked
        #expect(seconds > 2.5 && seconds < 8, "took \(seconds) s")
        #expect(!remote.isAvailable)
        #expect(remote.summary.contains { $0.contains("stopped after 3 failures") && $0.contains("timed out") })
    }

    @Test func aRedirectIsNotFollowedAndTheTokenGoesNowhereElse() throws {
        let server = try Server()
        let store = HTTPRemoteStore(base: server.url("redirect"), token: "ci:secret", timeout: 5)
        guard case .failed(let failure) = store.get("ac/" + Self.digest, maxBytes: 100) else {
            Issue.record("a redirect was followed")
            return
        }
        #expect(failure.kind == .status(302))
        if case .success = store.put("cas/" + Self.digest, [1, 2, 3]) { Issue.record("a PUT succeeded through a redirect") }
        #expect(!FileManager.default.fileExists(atPath: server.evidence.path), "the redirect's target was asked")
    }

    @Test func anAnswerLongerThanAskedIsCutOffAsItArrives() throws {
        let server = try Server()
        for part in ["huge", "endless"] {
            let store = HTTPRemoteStore(base: server.url(part), token: nil, timeout: 5)
            let started = Date()
            guard case .failed(let failure) = store.get("cas/" + Self.digest, maxBytes: 4096) else {
                Issue.record("\(part): an answer past the limit was taken")
                continue
            }
            #expect(failure.kind == .oversized, "\(part)")
            #expect(Date().timeIntervalSince(started) < 5, "\(part)")
        }
    }

    @Test func statusesMeanWhatTheProtocolSays() throws {
        let server = try Server()
        let missing = HTTPRemoteStore(base: server.url("nothing"), token: nil, timeout: 5)
        guard case .missing = missing.get("ac/" + Self.digest, maxBytes: 100) else {
            Issue.record("404 is not a miss")
            return
        }
        #expect((try? missing.exists("cas/" + Self.digest).get()) == false)
        let failing = HTTPRemoteStore(base: server.url("error"), token: nil, timeout: 5)
        guard case .failed(let failure) = failing.get("ac/" + Self.digest, maxBytes: 100) else {
            Issue.record("500 is not a failure")
            return
        }
        #expect(failure.kind == .status(500) && failure.isOutage)
        // nobody listening: unreachable, at once
        let closed = HTTPRemoteStore(base: "http://127.0.0.1:9", token: nil, timeout: 5)
        let started = Date()
        guard case .failed(let refused) = closed.get("ac/" + Self.digest, maxBytes: 100) else {
            Issue.record("a closed port answered")
            return
        }
        #expect(refused.kind == .unreachable && Date().timeIntervalSince(started) < 5)
    }
}
