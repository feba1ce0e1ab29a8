import ContentBundle
import Foundation
import Testing
@testable import ContentKit

/// `content-build diff` and `--previous`: what changed and the bump it needs.
@Suite struct BundleDiffTests {
    private func files(_ pack: URL) throws -> [String: [UInt8]] {
        let (contents, _) = try BundleBuilder.build(DiskPack(root: pack, displayName: "content/"), cache: BundleFixture.sharedCache)
        return contents.files
    }

    @Test func bumps() throws {
        let pack = try BundleFixture.copyOfSamplePack()
        let base = try files(pack)
        #expect(BundleDiff(old: base, new: base).changes.isEmpty)
        #expect(BundleDiff(old: base, new: base).bump == .none)

        let riddles = pack.appendingPathComponent("riddles/riddles.json")
        try BundleFixture.edit(riddles) { $0.replacingOccurrences(of: "What gets wetter the more it dries?", with: "What gets wetter the more it dries things?") }
        let textFix = BundleDiff(old: base, new: try files(pack))
        #expect(textFix.bump == .patch)
        #expect(textFix.changes.map(\.subject) == ["riddles/wet-towel"])

        try BundleFixture.edit(riddles) { $0.replacingOccurrences(of: #""en": ["a towel", "towel"]"#, with: #""en": ["a towel", "towel", "a cloth"]"#) }
        let answerChange = BundleDiff(old: base, new: try files(pack))
        #expect(answerChange.bump == .major)
        #expect(answerChange.reusedIDs.first?.id == "wet-towel")

        let series = pack.appendingPathComponent("number-series/extra.json")
        try #"{"kind": "number-series", "items": [{"id": "new-one", "difficulty": 1, "terms": [1, 2, 3, 4], "answer": 5, "choices": [5, 6]}]}"#
            .write(to: series, atomically: true, encoding: .utf8)
        let withAddition = BundleDiff(old: base, new: try files(pack))
        #expect(withAddition.changes.contains { $0.kind == .added && $0.subject == "number-series/new-one" })

        try FileManager.default.removeItem(at: pack.appendingPathComponent("sequences/login.json"))
        let removal = BundleDiff(old: base, new: try files(pack))
        #expect(removal.changes.contains { $0.kind == .removed && $0.subject == "sequences/secure-132" })
        #expect(removal.bump == .major)
    }

    @Test func addedItemIsMinor() throws {
        let pack = try BundleFixture.copyOfSamplePack()
        let base = try files(pack)
        try #"{"kind": "number-series", "items": [{"id": "new-one", "difficulty": 1, "terms": [1, 2, 3, 4], "answer": 5, "choices": [5, 6]}]}"#
            .write(to: pack.appendingPathComponent("number-series/extra.json"), atomically: true, encoding: .utf8)
        let diff = BundleDiff(old: base, new: try files(pack))
        #expect(diff.bump == .minor)
        // why: the new item also joins a difficulty pool in tables.json.
        #expect(diff.changes.map(\.subject) == ["number-series/new-one", "tables.json"])
    }

    @Test func versionRules() {
        #expect(BundleDiff.version("2.0.0", satisfies: .major, over: "1.4.2"))
        #expect(!BundleDiff.version("1.5.0", satisfies: .major, over: "1.4.2"))
        #expect(BundleDiff.version("1.5.0", satisfies: .minor, over: "1.4.2"))
        #expect(!BundleDiff.version("1.4.3", satisfies: .minor, over: "1.4.2"))
        #expect(BundleDiff.version("1.4.3", satisfies: .patch, over: "1.4.2"))
        #expect(!BundleDiff.version("1.4.2", satisfies: .patch, over: "1.4.2"))
        #expect(BundleDiff.version("1.4.2", satisfies: .none, over: "1.4.2"))
        #expect(!BundleDiff.version("1.4.1", satisfies: .none, over: "1.4.2"))
    }
}
