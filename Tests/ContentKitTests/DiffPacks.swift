import Foundation
import Testing
@testable import ContentBundle
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Small packs for the diff tests: the example pack (`ExamplePack`) with a few files added,
/// linted clean and built into the release `BundleDiff` compares.
enum DiffPacks {
    /// Seven pictures of one size, told apart by a bar's width: options of a pictured matrix item.
    static let optionPictures: [String: String] = (1...7).reduce(into: [:]) { files, index in
        files["img/o\(index).svg"] = "<svg xmlns='http://www.w3.org/2000/svg' width='30' height='30'><rect width='\(index * 5)' height='30'/></svg>"
    }

    /// A pictured matrix series: options `img/o1.svg` … `img/o6.svg` (or `options`), key `answer`.
    static func picturedSeries(options: [Int] = [1, 2, 3, 4, 5, 6], answer: Int = 2, timeLimit: Int = 600) -> String {
        let panels = (0..<8).map { _ in #""img/cat.png""# }.joined(separator: ", ")
        let listed = options.map { #""img/o\#($0).svg""# }.joined(separator: ", ")
        return #"{"kind": "matrix-series", "id": "series-p", "title": {"en": "P", "ru": "П", "uk": "П"}, "timeLimitSeconds": \#(timeLimit), "items": ["#
            + #"{"id": "p-1", "difficulty": 1, "form": "pictured", "panels": [\#(panels)], "options": [\#(listed)], "answer": \#(answer)}]}"#
    }

    /// A number series `1, 2, 3, 4 → 5` with these choices.
    static func series(choices: String = "5, 6, 7, 8", answer: Int = 5) -> String {
        #"{"kind": "number-series", "items": [{"id": "count-on", "difficulty": 1, "terms": [1, 2, 3, 4], "answer": \#(answer), "choices": [\#(choices)]}]}"#
    }

    /// The example pack with `answers` set as given (`separate` in the example pack).
    static func packJSON(answers: String = "separate", id: String = "example", locales: [String] = ["en", "ru", "uk"]) -> String {
        let names = ["en": "Example", "ru": "Пример", "uk": "Приклад"].filter { locales.contains($0.key) }
        let title = names.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }.joined(separator: ", ")
        let list = locales.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"kind": "pack", "id": "\#(id)", "version": "1.0.0", "title": {\#(title)}, "locales": [\#(list)], "answers": "\#(answers)"}"#
    }

    /// The example pack with `files` (pack path → text) added, built.
    static func release(_ files: [String: String], pack: String = packJSON(), pictures: [String: [UInt8]] = [:]) throws -> PackRelease {
        var memory = ExamplePack.pack(with: pack, at: "pack.json", extra: files.merging(optionPictures) { mine, _ in mine })
        memory.files.merge(pictures) { _, new in new }
        let checked = try ContentPipeline.check(memory, options: LintOptions(keepContent: true))
        let errors = checked.diagnostics.filter { $0.severity == .error }.map { "\($0.file): \($0.message)" }
        #expect(errors == [], "the test pack must lint clean")
        return PackRelease(try BundleBuilder.build(checked, cache: BundleFixture.sharedCache).0)
    }

    /// The diff between the example pack with `old` and with `new`.
    /// Every diff these tests make also checks each of its rows against the revisions carried
    /// forward (`checkRevisions`): a test per `diff` row.
    static func diff(_ old: [String: String], _ new: [String: String], pack: String = packJSON()) throws -> BundleDiff {
        let (before, after) = (try release(old, pack: pack), try release(new, pack: pack))
        let diff = try BundleDiff(old: before, new: after)
        try checkRevisions(diff, old: before, new: after)
        return diff
    }

    /// Issue 33's rule for each row of a diff: a revision goes up on every change ranked major
    /// for its subject, and on no other (a subject without a major row goes up only when
    /// something its results rest on did: a held item, an IQ test's series or norms).
    static func checkRevisions(_ diff: BundleDiff, old: PackRelease, new: PackRelease, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try RevisionLedger.stored(in: old.files)
        var bare = new
        bare.files[ItemRevisions.file] = nil
        let after = try RevisionLedger.revisions(of: bare, previous: (old, diff))
        let major = Set(diff.changes.filter { $0.bump == .major }.compactMap(\.name))
        let linked = RevisionGraph(bare.files).raised(major).subtracting(major)
        for change in diff.changes {
            guard let name = change.name else { continue }
            let was = before.items[name]
            let now = after.items[name]
            let row = BundleDiffReport.line(change)
            if major.contains(name) {
                if let now, let was { #expect(now == was + 1, "raised by: \(row)", sourceLocation: sourceLocation) }
                if now == nil { #expect(after.retired[name] == was, "retired at its last revision: \(row)", sourceLocation: sourceLocation) }
                if was == nil, let now { #expect(now == (before.retired[name] ?? 0) + 1, "a new subject: \(row)", sourceLocation: sourceLocation) }
            } else if !linked.contains(name) {
                #expect(now == (was ?? (before.retired[name] ?? 0) + 1), "unchanged by: \(row)", sourceLocation: sourceLocation)
            }
        }
        for (name, revision) in after.items where !major.contains(name) && !linked.contains(name) && before.items[name] != nil {
            #expect(revision == before.items[name], "\(name) has no major change but went from \(before.items[name]!) to \(revision)", sourceLocation: sourceLocation)
        }
    }

    /// The report's lines for the changes.
    static func lines(_ diff: BundleDiff) -> [String] { diff.changes.map(BundleDiffReport.line) }
}
