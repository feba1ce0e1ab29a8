import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Reading pack files: the fast walk without links, and the slow path it falls back to for
/// links, `..` and anything odd.
@Suite struct DiskPackTests {
    private let folder: URL
    private let outside: URL

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("disk-pack-\(UUID().uuidString)")
        folder = base.appendingPathComponent("pack")
        outside = base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("riddles/deep"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("inner".utf8).write(to: folder.appendingPathComponent("riddles/deep/a.json"))
        try Data("secret".utf8).write(to: outside.appendingPathComponent("b.json"))
    }

    private var pack: DiskPack { DiskPack(root: folder, displayName: "pack/") }

    private func cleanUp() { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }

    @Test func readsNestedFiles() throws {
        defer { cleanUp() }
        #expect(try pack.read("riddles/deep/a.json", maxBytes: 100) == Array("inner".utf8))
    }

    @Test func listsFilesInPathOrderWithTheirStamps() throws {
        defer { cleanUp() }
        // names whose order differs by folder and by path: "a-b/" sorts before "a.json", "a/"
        // after it, and "ab" after "a/x"; accented names in both Unicode forms
        for name in ["a.json", "a/x.json", "a-b/y.json", "ab.json", "a b.json", "Z.json", "é.json", "e\u{301}t\u{E9}/z.json", "riddles/b.json"] {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(name.utf8).write(to: url)
        }
        let stamped = try pack.stampedFiles()
        let paths = try pack.allFiles()
        #expect(paths == paths.sorted())
        #expect(stamped.map(\.path) == paths)
        #expect(paths.count == 10)
        #expect(stamped.allSatisfy { $0.stamp != nil })
    }

    @Test func followsLinksThatStayInside() throws {
        defer { cleanUp() }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("alias").path, withDestinationPath: "riddles/deep")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("same.json").path, withDestinationPath: "riddles/deep/a.json")
        #expect(try pack.read("alias/a.json", maxBytes: 100) == Array("inner".utf8))
        #expect(try pack.read("same.json", maxBytes: 100) == Array("inner".utf8))
        #expect(try pack.read("riddles/../riddles/deep/a.json", maxBytes: 100) == Array("inner".utf8))
    }

    @Test func refusesLinksAndPathsLeadingOut() throws {
        defer { cleanUp() }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("riddles/out").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("b.json").path, withDestinationPath: outside.appendingPathComponent("b.json").path)
        for path in ["riddles/out/b.json", "b.json", "riddles/../../outside/b.json"] {
            #expect {
                try pack.read(path, maxBytes: 100)
            } throws: { error in
                "\(error)".contains("outside the pack")
            }
        }
    }

    @Test func refusesWhatIsNotAFileAtOnce() throws {
        defer { cleanUp() }
        #expect(mkfifo(folder.appendingPathComponent("pipe.json").path, 0o600) == 0)
        // why: a pipe is refused from its type before it is opened (opening it would wait for a
        // writer that never comes: the test would hang, not fail)
        for path in ["pipe.json", "riddles", "missing.json"] {
            #expect(throws: PackError.self) { try pack.read(path, maxBytes: 100) }
        }
    }

    @Test func refusesFilesOverTheLimit() throws {
        defer { cleanUp() }
        #expect {
            try pack.read("riddles/deep/a.json", maxBytes: 4)
        } throws: { error in
            "\(error)".contains("over the size limit")
        }
    }
}
