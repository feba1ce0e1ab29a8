import Foundation
import Testing

/// CLI tests as transcripts: each file in Transcripts/ holds a command line (run in Fixtures/),
/// and the exact stdout, stderr and exit status. `RECORD_TRANSCRIPTS=1 swift test` rewrites them.
@Suite struct TranscriptTests {
    static let folder = CommandRunner.repository.appendingPathComponent("Tests/CLITests/Transcripts")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".txt") }.sorted()
    }

    struct Transcript {
        var command: [String]
        var result: CommandResult

        init(parsing text: String) {
            var lines = text.components(separatedBy: "\n")
            let first = lines.removeFirst()
            command = first.dropFirst(2).split(separator: " ").map(String.init)
            var sections: [String: [String]] = [:]
            var current = ""
            var status: Int32 = -1
            for line in lines {
                if line == "--- stdout" || line == "--- stderr" {
                    current = String(line.dropFirst(4))
                    sections[current] = []
                } else if line.hasPrefix("--- exit ") {
                    status = Int32(line.dropFirst(9)) ?? -1
                    current = ""
                } else if !current.isEmpty {
                    sections[current, default: []].append(line)
                }
            }
            func body(_ name: String) -> String {
                let text = (sections[name] ?? []).joined(separator: "\n")
                return text.isEmpty ? "" : text + "\n"
            }
            result = CommandResult(stdout: body("stdout"), stderr: body("stderr"), status: status)
        }

        var text: String {
            func section(_ body: String) -> String { body.hasSuffix("\n") || body.isEmpty ? body : body + "\n" }
            return "$ " + command.joined(separator: " ") + "\n--- stdout\n" + section(result.stdout)
                + "--- stderr\n" + section(result.stderr) + "--- exit \(result.status)\n"
        }
    }

    @Test func transcriptsExist() {
        #expect(Self.names.count >= 12)
    }

    @Test(arguments: names)
    func transcript(_ name: String) throws {
        let url = Self.folder.appendingPathComponent(name)
        let expected = Transcript(parsing: try String(contentsOf: url, encoding: .utf8))
        let tool = expected.command[0]
        let actual = try CommandRunner.run(tool, Array(expected.command.dropFirst()))
        if ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] != nil {
            let recorded = Transcript(command: expected.command, result: actual)
            try recorded.text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(actual.stdout == expected.result.stdout, "\(name): stdout differs")
        #expect(actual.stderr == expected.result.stderr, "\(name): stderr differs")
        #expect(actual.status == expected.result.status, "\(name): exit status differs")
    }
}

extension TranscriptTests.Transcript {
    init(command: [String], result: CommandResult) {
        self.command = command
        self.result = result
    }
}
