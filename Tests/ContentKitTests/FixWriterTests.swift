import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// `--fix`'s replacement of a file (issue 28): never through a link, the original's mode kept,
/// and an editor's save that lands at any moment of the replacement is never lost.
@Suite struct FixWriterTests {
    private func folder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fix-writer-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theFixReplacesTheFileAndKeepsItsMode() throws {
        let work = try folder("mode")
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("riddles.json")
        try Data("a  b".utf8).write(to: file)
        chmod(file.path, 0o640)
        #expect(try FixWriter.replace(file.path, original: Array("a  b".utf8), with: Array("a b".utf8)) == .replaced)
        #expect(try Data(contentsOf: file) == Data("a b".utf8))
        #expect((try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path) == ["riddles.json"], "no temporary file is left")
        // a file that changed since it was read is left as it is
        #expect(try FixWriter.replace(file.path, original: Array("a  b".utf8), with: Array("x".utf8)) == .changedMeanwhile)
        #expect(try Data(contentsOf: file) == Data("a b".utf8))
    }

    @Test func aLinkIsNeverFixedOrReplaced() throws {
        let work = try folder("link")
        defer { try? FileManager.default.removeItem(at: work) }
        let target = work.appendingPathComponent("target.json")
        try Data("a  b".utf8).write(to: target)
        let link = work.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(throws: FileFailure.self) { try FixWriter.replace(link.path, original: Array("a  b".utf8), with: Array("a b".utf8)) }
        #expect(try Data(contentsOf: target) == Data("a  b".utf8))
        #expect((try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType) == .typeSymbolicLink)
    }

    /// An editor saves (by rename, as most do, or in place) while the fix replaces the file, at
    /// moments spread over the whole replacement: the save is what the file holds afterwards,
    /// every time (before: 13 of 300 saves lost).
    @Test func anEditorsSaveDuringTheFixIsNeverLost() throws {
        let work = try folder("race")
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("riddles.json")
        let original = Array("{\"text\": \"a  b\"}\n".utf8)
        let fixed = Array("{\"text\": \"a b\"}\n".utf8)
        var lost: [String] = []
        var outcomes: [String: Int] = [:]
        for attempt in 0..<600 {
            try Data(original).write(to: file)
            let saved = Array("{\"text\": \"saved \(attempt)\"}\n".utf8)
            let inPlace = attempt % 3 == 0
            // why: a spin of 0 to ~60 µs puts the save before, inside and after the replacement
            let spin = (attempt * 7919) % 4000
            let editor = Thread {
                var sink = 0
                for step in 0..<spin { sink &+= step }
                if sink == -1 { print(sink) }
                if inPlace {
                    let handle = open(file.path, O_WRONLY | O_TRUNC)
                    if handle >= 0 {
                        _ = saved.withUnsafeBytes { write(handle, $0.baseAddress, $0.count) }
                        close(handle)
                    }
                } else {
                    let temporary = work.appendingPathComponent(".editor-\(attempt)")
                    try? Data(saved).write(to: temporary)
                    rename(temporary.path, file.path)
                }
            }
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var outcome: FixWriter.Outcome?
            let fixer = Thread {
                outcome = try? FixWriter.replace(file.path, original: original, with: fixed)
                done.signal()
            }
            fixer.start()
            editor.start()
            done.wait()
            outcomes["\(outcome.map { "\($0)" } ?? "error")", default: 0] += 1
            while editor.isExecuting || !editor.isFinished { usleep(50) }
            let now = try Array(Data(contentsOf: file))
            if now != saved { lost.append("\(attempt) (\(inPlace ? "in place" : "renamed"), spin \(spin)): \(String(decoding: now, as: UTF8.self))") }
        }
        #expect(lost.isEmpty, "\(lost.count) saves lost: \(lost.prefix(5))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).allSatisfy { $0 == "riddles.json" || $0.hasPrefix(".editor-") })
        print("fix race: \(outcomes)")
    }
}
