import Foundation
import Testing
@testable import ContentBundle
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Item revisions (issue 33): carried forward release to release, raised exactly by the changes
/// `diff` ranks major for a subject or for what its results rest on, retired and never reused,
/// read by the runtime, and reported by `diff --format json`. Every diff `DiffPacks` makes also
/// checks each of its rows (`DiffPacks.checkRevisions`).
@Suite struct ItemRevisionTests {
    private static let catRiddle = ["riddles.json": Examples.riddle()]
    private static let test = ["test.json": IQTestSeriesRule.test(#"["series-a"]"#), "norms.json": Examples.normsOfSeriesA]

    /// `new` built with `old` (a release) as its previous one, and the diff between them.
    private func next(_ old: PackRelease, _ files: [String: String]) throws -> (PackRelease, BundleDiff) {
        var new = try DiffPacks.release(files)
        let diff = try BundleDiff(old: old, new: new)
        try DiffPacks.checkRevisions(diff, old: old, new: new)
        var contents = BundleContents(files: new.files, counts: [:], packID: new.packID, version: new.version, title: [], locales: new.locales, answers: "separate")
        try BundleBuilder.carryRevisions(into: &contents, previous: (old, diff))
        new.files = contents.files
        return (new, diff)
    }

    private func revisions(_ release: PackRelease) throws -> ItemRevisions { try RevisionLedger.stored(in: release.files) }

    @Test func aFirstReleaseHasEverySubjectAtRevisionOne() throws {
        let release = try DiffPacks.release(Self.catRiddle.merging(Self.test) { $1 })
        let stored = try revisions(release)
        #expect(stored.items["cat-riddle"] == 1)
        #expect(stored.items["series-a"] == 1 && stored.items["sa-1"] == 1 && stored.items["sa-2"] == 1, "a series and the items it holds")
        #expect(stored.items["matrices"] == 1, "the IQ test")
        #expect(stored.items["norms/series-a"] == 1, "a norm table, named as diff names it")
        #expect(stored.items.values.allSatisfy { $0 == 1 } && stored.retired.isEmpty)
        let text = String(decoding: release.files[ItemRevisions.file] ?? [], as: UTF8.self)
        let order = ["\"cat-riddle\"", "\"matrices\"", "\"norms/series-a\"", "\"sa-1\"", "\"sa-2\"", "\"series-a\""].compactMap { text.range(of: $0)?.lowerBound }
        #expect(order.count == 6 && order == order.sorted(), "members in name order: \(text)")
    }

    @Test func aMajorChangeRaisesOnlyItsItemAndAPatchRaisesNothing() throws {
        let first = try DiffPacks.release(Self.catRiddle)
        let dropped = Examples.riddle().replacingOccurrences(of: #""ru": ["кошка"]"#, with: #""ru": ["кошка", "кот"]"#)
        let (second, added) = try next(first, ["riddles.json": dropped])
        #expect(added.bump == .minor)
        #expect(try revisions(second).items["cat-riddle"] == 1, "an accepted answer added is minor")
        let (third, removed) = try next(second, Self.catRiddle)
        #expect(removed.bump == .major)
        #expect(try revisions(third).items["cat-riddle"] == 2)
        #expect(try revisions(third).items["sa-1"] == 1, "other items keep theirs")
        let reworded = Examples.riddle().replacingOccurrences(of: "Who", with: "Which animal")
        let (fourth, patch) = try next(third, ["riddles.json": reworded])
        #expect(patch.bump <= .patch, "\(DiffPacks.lines(patch))")
        #expect(try revisions(fourth).items["cat-riddle"] == 2, "carried forward through a patch")
    }

    @Test func anItemRemovedIsRetiredAndComesBackAboveItsLastRevision() throws {
        let dog = Examples.riddle(text: #"{"en": "Who barks?", "ru": "Кто лает?", "uk": "Хто гавкає?"}"#, id: "dog-riddle")
            .replacingOccurrences(of: #"["a cat"], "ru": ["кошка"], "uk": ["кіт"]"#, with: #"["a dog"], "ru": ["собака"], "uk": ["пес"]"#)
        let both = Self.catRiddle.merging(["more.json": dog]) { $1 }
        let first = try DiffPacks.release(both)
        let (second, _) = try next(first, Self.catRiddle)
        #expect(try revisions(second).items["dog-riddle"] == nil)
        #expect(try revisions(second).retired["dog-riddle"] == 1)
        let (third, back) = try next(second, both)
        #expect(DiffPacks.lines(back) == ["minor: riddle dog-riddle: added — earlier results are untouched"])
        #expect(try revisions(third).items["dog-riddle"] == 2, "answers to the old dog-riddle stay apart from the new one's")
        #expect(try revisions(third).retired.isEmpty)
    }

    @Test func aSeriesAndItsTestFollowTheItemsTheyHoldAndTheNorms() throws {
        let first = try DiffPacks.release(Self.test)
        let newNorms = Examples.normsOfSeriesA.replacingOccurrences(of: "[1, 100]", with: "[1, 101]")
        let (second, normsChanged) = try next(first, Self.test.merging(["norms.json": newNorms]) { $1 })
        #expect(normsChanged.changes.allSatisfy { $0.name == "norms/series-a" })
        let stored = try revisions(second)
        #expect(stored.items["norms/series-a"] == 2)
        #expect(stored.items["matrices"] == 2, "sittings scored with other norms do not compare")
        #expect(stored.items["series-a"] == 1 && stored.items["sa-1"] == 1, "the items themselves did not change")
    }

    @Test func aHeldItemsMajorChangeRaisesItsSeriesAndTheTest() throws {
        let first = try DiffPacks.release(Self.test)
        let graph = RevisionGraph(first.files)
        #expect(graph.raised(["sa-1"]) == ["sa-1", "series-a", "matrices"])
        #expect(graph.raised(["norms/series-a"]) == ["norms/series-a", "matrices"])
        #expect(graph.raised(["cat-riddle-not-here"]).isEmpty, "a name the release does not have raises nothing")
    }

    @Test func aBundleBuiltBeforeRevisionsCountsAsRevisionOne() throws {
        var first = try DiffPacks.release(Self.catRiddle)
        first.files[ItemRevisions.file] = nil
        let (second, _) = try next(first, Self.catRiddle)
        #expect(try revisions(second).items["cat-riddle"] == 1)
    }

    @Test func aPreviousRevisionsFileThatCannotBeUsedIsRefused() throws {
        var first = try DiffPacks.release(Self.catRiddle)
        for broken in [#"{"formatVersion":1,"items":{"cat-riddle":0},"retired":{}}"#, #"{"formatVersion":2,"items":{},"retired":{}}"#,
                       #"{"formatVersion":1,"items":{"cat-riddle":9007199254740992},"retired":{}}"#, "[]", "{"] {
            first.files[ItemRevisions.file] = Array(broken.utf8)
            #expect(throws: RevisionLedger.Failure.self, "\(broken)") { _ = try self.next(first, Self.catRiddle) }
        }
    }

    @Test func diffAsJSONGivesEveryChangeWithItsRevisionsAndFindsMismatches() throws {
        let first = try DiffPacks.release(Self.catRiddle)
        let (second, diff) = try next(first, ["riddles.json": Examples.riddle().replacingOccurrences(of: #""ru": ["кошка"]"#, with: #""ru": ["котик"]"#)])
        let comparison = try RevisionComparison(old: first, new: second, diff: diff)
        #expect(comparison.mismatches.isEmpty)
        let json = BundleDiffReport.json(diff, revisions: comparison)
        let document = try #require(JSONParser.parse(Array(json.utf8), file: "diff.json").root)
        let change = try #require(document["changes"]?.array?.first { $0["name"]?.string == "cat-riddle" && $0["rank"]?.string == "major" })
        #expect(change["revision"]?["before"]?.integer == 1 && change["revision"]?["after"]?.integer == 2)
        #expect(document["revisions"]?["sa-1"]?["after"]?.integer == 1)
        #expect(document["bump"]?.string == "major" && document["revisionMismatches"]?.array?.isEmpty == true)
        // A release built without --previous: every revision back at 1, which its changes do not explain.
        let unlinked = try DiffPacks.release(["riddles.json": Examples.riddle().replacingOccurrences(of: #""ru": ["кошка"]"#, with: #""ru": ["котик"]"#)])
        let wrong = try RevisionComparison(old: second, new: unlinked, diff: BundleDiff(old: second, new: unlinked))
        #expect(wrong.mismatches.contains(RevisionComparison.Mismatch(name: "cat-riddle", bundle: 1, expected: 2)))
        #expect(BundleDiffReport.revisionLines(wrong).contains("revision mismatch: cat-riddle: the new bundle says 1, its changes from the old one make it 2"))
    }

    @Test func theRuntimeReadsRevisionsAndRefusesABrokenFile() throws {
        var contents = BundleFixture.sample.contents
        let written = try BundleWriter.write(contents, to: BundleFixture.temporaryFolder("revisions"))
        let bundle = try ContentBundle.open(written)
        let riddle = try #require(try bundle.riddles.first)
        #expect(try bundle.revision(of: riddle.id) == 1 && bundle.revision(of: riddle) == 1)
        #expect(try bundle.revision(of: "no-such-item") == 1)
        let named = try bundle.riddles.map(\.id) + bundle.matrixSeries.flatMap { [$0.id] + $0.items.map(\.id) } + bundle.games.map { "games/\($0.id)" }
        #expect(named.count > 50 && named.allSatisfy { (try? bundle.revisions.items[$0]) == 1 }, "every riddle, series, matrix item and game of the sample has one")
        contents.files[ItemRevisions.file] = Array(#"{"formatVersion":1,"items":{"x":0},"retired":{}}"#.utf8)
        let broken = try ContentBundle.open(BundleWriter.write(contents, to: BundleFixture.temporaryFolder("revisions-broken"), options: BundleWriter.Options(opensBeforeReplacing: false)))
        #expect(throws: BundleError.self) { _ = try broken.revision(of: riddle.id) }
        contents.files[ItemRevisions.file] = nil
        let old = try ContentBundle.open(BundleWriter.write(contents, to: BundleFixture.temporaryFolder("revisions-none"), options: BundleWriter.Options(opensBeforeReplacing: false)))
        #expect(try old.revision(of: riddle.id) == 1, "a bundle built before revisions")
    }

    @Test func itemAnalysisTakesAnItemsCurrentRevisionFromABuiltBundle() throws {
        var contents = BundleFixture.sample.contents
        var revisions = try RevisionLedger.stored(in: contents.files)
        #expect(revisions.items["b-05"] == 1)
        revisions.items["b-05"] = 2
        contents.files[ItemRevisions.file] = RevisionLedger.encoded(revisions)
        let url = try BundleWriter.write(contents, to: BundleFixture.temporaryFolder("analysis-revisions"), options: BundleWriter.Options(opensBeforeReplacing: false))
        let read = try ItemAnalysis.revisions(ofBundleAt: url.path)
        #expect(read["b-05"] == 2 && read.count == revisions.items.count)
    }
}
