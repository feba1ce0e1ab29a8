import Foundation
import Testing

/// `content-build simulate` and `content-lint --results` from the command line, on the sample
/// pack: the log is a new file only, the findings point at the items' lines, a linked log is
/// refused before anything is checked.
@Suite struct ResultsCommandTests {
    private let manager = FileManager.default
    private let content = CommandRunner.repository.appendingPathComponent("content").path

    @Test func simulateThenAnalyse() throws {
        let work = manager.temporaryDirectory.appendingPathComponent("results-cli-\(UUID().uuidString)")
        try manager.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: work) }
        let log = work.appendingPathComponent("log.jsonl").path
        let simulate = ["simulate", "--pack", content, "--test", "matrices", "--players", "400", "--seed", "3", "--wrong-key", "b-05=1", "-o"]
        let made = try CommandRunner.run("content-build", simulate + [log])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stderr.contains("24400 records of 400 players"))
        // the same seed, the same bytes; never over an existing file or through a link
        let again = try CommandRunner.run("content-build", simulate + [log])
        #expect(again.status == 2 && again.stderr.contains("File exists"), "\(again.stderr)")
        let victim = work.appendingPathComponent("victim.txt")
        try "precious\n".write(to: victim, atomically: false, encoding: .utf8)
        let link = work.appendingPathComponent("link.jsonl")
        try manager.createSymbolicLink(at: link, withDestinationURL: victim)
        #expect(try CommandRunner.run("content-build", simulate + [link.path]).status == 2)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
        #expect(try CommandRunner.run("content-build", simulate + ["--wrong-key", "nope=1", work.appendingPathComponent("x.jsonl").path]).status == 2)

        let lint = try CommandRunner.run("content-lint", [content, "--results", log])
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stdout.contains("content/matrix-series/series-b.json:93:10: warning: the strongest players"), "\(lint.stdout.suffix(3000))")
        #expect(lint.stdout.contains("[results-distractor-strong]"))
        let table = try CommandRunner.run("content-lint", [content, "--results", log, "--difficulty-table"])
        let rows = table.stdout.split(separator: "\n")
        #expect(rows.first == "item\tdeclared\tn\tright\tproportion\tobserved\tsuggested")
        #expect(rows.count == 61)
        #expect(rows.contains { $0.hasPrefix("b-05\t4\t400\t") })

        let refused = try CommandRunner.run("content-lint", [content, "--results", link.path])
        #expect(refused.status == 2 && refused.stderr.contains("symbolic link (refused)"), "\(refused.stderr)")
        #expect(try CommandRunner.run("content-lint", [content, "--difficulty-table"]).status == 2)
    }
}
