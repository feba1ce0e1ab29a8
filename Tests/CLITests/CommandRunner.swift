import Foundation

/// Runs a built command of this package and captures what it printed.
struct CommandResult: Equatable {
    var stdout: String
    var stderr: String
    var status: Int32
}

enum CommandRunner {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.appendingPathComponent("Tests/CLITests/Fixtures")

    /// The folder holding the built products (the test bundle sits beside them).
    static let productsFolder: URL = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
            repository.appendingPathComponent(".build/debug"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("content-lint").path) }
            ?? candidates[0]
    }()

    static func run(_ tool: String, _ arguments: [String], in folder: URL = fixtures, environment extra: [String: String] = [:]) throws -> CommandResult {
        let process = Process()
        process.executableURL = productsFolder.appendingPathComponent(tool)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "100"
        // why: the lint cache of test runs stays out of the user's own cache folder
        environment["XDG_CACHE_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("content-lint-tests-cache").path
        // why: and so does the key that seals the caches
        environment["XDG_STATE_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("content-lint-tests-state").path
        environment.merge(extra) { _, new in new }
        process.environment = environment
        return try capture(process)
    }

    /// Runs `process` with its output and errors captured (both pipes read while it runs, or a
    /// large output fills a pipe and blocks it); `whileRunning` runs once it has started.
    static func capture(_ process: Process, whileRunning: (() throws -> Void)? = nil) throws -> CommandResult {
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            outData = out.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        var hookError: (any Error)?
        if let whileRunning {
            do { try whileRunning() } catch { hookError = error }
        }
        group.wait()
        process.waitUntilExit()
        if let hookError { throw hookError }
        return CommandResult(
            stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
            status: process.terminationStatus)
    }
}

extension CommandRunner {
    /// The minimal pack, in `work/pack`, with a double space in its riddle (a text-double-space
    /// warning, which `--fix` repairs).
    static func packWithADoubleSpace(in work: URL) throws -> URL {
        let manager = FileManager.default
        let pack = work.appendingPathComponent("pack")
        try manager.createDirectory(at: pack, withIntermediateDirectories: true)
        try manager.copyItem(at: fixtures.appendingPathComponent("minimal/pack.json"), to: pack.appendingPathComponent("pack.json"))
        let riddles = try String(contentsOf: fixtures.appendingPathComponent("minimal/riddles.json"), encoding: .utf8)
            .replacingOccurrences(of: "What gets wetter", with: "What  gets wetter")
        try riddles.write(to: pack.appendingPathComponent("riddles.json"), atomically: true, encoding: .utf8)
        return pack
    }
}
