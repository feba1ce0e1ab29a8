import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// `content-build diff` and `--previous`: each change ranked by what it does to players' results
/// (FORMAT, "Versions and comparability"), one test per row of the spec, each on a small pack.
@Suite struct BundleDiffTests {
    private let catRiddle = ["riddles.json": Examples.riddle()]
    private let twoAnswers = ["riddles.json": Examples.riddle().replacingOccurrences(of: #"["a cat"]"#, with: #"["a cat", "the cat"]"#)]

    @Test func anUnchangedPackHasNoChanges() throws {
        let diff = try DiffPacks.diff(catRiddle, catRiddle)
        #expect(diff.changes.isEmpty)
        #expect(diff.bump == .none)
        #expect(diff.suggestedVersion == "1.0.0")
    }

    @Test func normsChangedIsMajor() throws {
        let old = ["norms.json": Examples.normsOfSeriesA]
        let new = ["norms.json": Examples.normsOfSeriesA.replacingOccurrences(of: "[1, 100]", with: "[1, 101]")]
        let diff = try DiffPacks.diff(old, new)
        #expect(DiffPacks.lines(diff) == [
            "major: norms series-a: bands[0].iq changed at 1 place: [1] 100 → 101 — results were scored or reported with the old value: old and new are not comparable",
            "major: norms series-a: bands[0].percentile changed at 1 place: [1] 50.0 → 52.7 — results were scored or reported with the old value: old and new are not comparable",
        ])
        #expect(diff.bump == .major)
    }

    @Test func aNormLabelReworded() throws {
        let labelled = { (label: String) in
            ["norms.json": Examples.norms(bands: #"{"ages": [5, 120], "label": {"en": "\#(label)", "ru": "Все", "uk": "Усі"}, "table": [[0, 80], [1, 100], [2, 120]]}"#)]
        }
        let diff = try DiffPacks.diff(labelled("Everyone"), labelled("All ages"))
        #expect(DiffPacks.lines(diff) == [#"patch: norms series-a: bands[0].label (en) reworded: "All ages" — wording only: what counts as right is the same"#])
        #expect(diff.bump == .patch)
    }

    @Test(arguments: ["embedded", "separate"])
    func acceptedAnswerAddedIsMinor(answers: String) throws {
        let diff = try DiffPacks.diff(catRiddle, twoAnswers, pack: DiffPacks.packJSON(answers: answers))
        #expect(DiffPacks.lines(diff) == [
            #"minor: riddle cat-riddle: accepted answer "the cat" (en) added — what was right is still right; only answers marked wrong before now count"#,
        ])
        #expect(diff.bump == .minor)
    }

    @Test(arguments: ["embedded", "separate", "hashed"])
    func acceptedAnswerRemovedIsMajor(answers: String) throws {
        let diff = try DiffPacks.diff(twoAnswers, catRiddle, pack: DiffPacks.packJSON(answers: answers))
        let removed = answers == "hashed" ? "an accepted answer (en, hashed)" : #"accepted answer "the cat" (en)"#
        #expect(DiffPacks.lines(diff) == ["major: riddle cat-riddle: \(removed) removed — earlier results counted it right"])
        #expect(diff.bump == .major)
        #expect(diff.reusedIDs.isEmpty, "the question is the same")
    }

    @Test func anAnswerRespeltIsAPatch() throws {
        let respelt = ["riddles.json": Examples.riddle().replacingOccurrences(of: #"["a cat"]"#, with: #"["A Cat"]"#)]
        let diff = try DiffPacks.diff(catRiddle, respelt)
        #expect(DiffPacks.lines(diff) == [
            #"patch: riddle cat-riddle: accepted answers (en) respelt: "A Cat" — the same answers after normalising: what counts as right is the same"#,
        ])
    }

    @Test(arguments: ["embedded", "separate"])
    func optionsReorderedWithTheKeyFollowingIsAPatch(answers: String) throws {
        let pack = DiffPacks.packJSON(answers: answers)
        let matrix = try DiffPacks.diff(["p.json": DiffPacks.picturedSeries()],
                                        ["p.json": DiffPacks.picturedSeries(options: [3, 1, 2, 4, 5, 6], answer: 0)], pack: pack)
        #expect(DiffPacks.lines(matrix) == [
            "patch: matrix item p-1: options reordered: 3 of 6 places differ, the key with its option (option 2 → option 0) — the key follows its option: the same choice is still right",
        ])
        #expect(matrix.bump == .patch)
        let series = try DiffPacks.diff(["s.json": DiffPacks.series()], ["s.json": DiffPacks.series(choices: "8, 5, 6, 7")], pack: pack)
        #expect(DiffPacks.lines(series) == [
            "patch: number series count-on: choices reordered: [5, 6, 7, 8] → [8, 5, 6, 7] — the key follows its option: the same choice is still right",
        ])
        #expect(series.bump == .patch)
    }

    @Test(arguments: ["embedded", "separate"])
    func optionsReorderedWithTheKeyLeftBehindIsMajor(answers: String) throws {
        let diff = try DiffPacks.diff(["p.json": DiffPacks.picturedSeries()],
                                      ["p.json": DiffPacks.picturedSeries(options: [3, 1, 2, 4, 5, 6], answer: 2)], pack: DiffPacks.packJSON(answers: answers))
        #expect(DiffPacks.lines(diff) == [
            #"major: matrix item p-1: key: option 2 ("assets/img/o3.svg") → option 2 ("assets/img/o2.svg"), a different option — earlier results were marked against the old key"#,
        ])
        #expect(diff.bump == .major)
    }

    @Test func choicesChangedIsMajor() throws {
        let series = try DiffPacks.diff(["s.json": DiffPacks.series()], ["s.json": DiffPacks.series(choices: "5, 6, 7, 9")])
        #expect(DiffPacks.lines(series) == [
            "major: number series count-on: choices changed: [5, 6, 7, 8] → [5, 6, 7, 9] — players chose among other options: old and new results are not comparable",
        ])
        let matrix = try DiffPacks.diff(["p.json": DiffPacks.picturedSeries()], ["p.json": DiffPacks.picturedSeries(options: [1, 2, 3, 4, 5, 7])])
        #expect(DiffPacks.lines(matrix) == [
            "major: matrix item p-1: options changed: 1 of 6 places differ — players chose among other options: old and new results are not comparable",
            "patch: assets/img/o6.svg: removed — a picture does not change what counts as right",
            "patch: assets/img/o6.svg.png: removed — a picture does not change what counts as right",
            "patch: assets/img/o7.svg: added — a picture does not change what counts as right",
            "patch: assets/img/o7.svg.png: added — a picture does not change what counts as right",
        ])
        #expect(matrix.bump == .major)
    }

    @Test func pointsPenaltiesAndTimeLimitsAreMajor() throws {
        let game = Examples.numberOrder()
        let changed = game.replacingOccurrences(of: #""penalty": 0.3"#, with: #""penalty": 0.5"#)
            .replacingOccurrences(of: #""pointsPerRound": 10, "timeLimitSeconds": 60},"#, with: #""pointsPerRound": 12, "timeLimitSeconds": 50},"#)
        let slides = Examples.slides(for: "number-order")
        let diff = try DiffPacks.diff(slides.merging(["game.json": game]) { $1 }, slides.merging(["game.json": changed]) { $1 })
        let why = "results were scored or reported with the old value: old and new are not comparable"
        #expect(DiffPacks.lines(diff) == [
            "major: game number-order: penalty: 0.3 → 0.5 — \(why)",
            "major: game number-order: gameLevels[0].pointsPerRound: 10 → 12 — \(why)",
            "major: game number-order: levels[0].timeLimitSeconds: 60 → 50 — \(why)",
        ])
        let series = try DiffPacks.diff(["p.json": DiffPacks.picturedSeries()], ["p.json": DiffPacks.picturedSeries(timeLimit: 900)])
        #expect(DiffPacks.lines(series) == ["major: matrix series series-p: timeLimitSeconds: 600 → 900 — \(why)"])
        #expect(diff.bump == .major && series.bump == .major)
    }

    @Test func wordingIsAPatch() throws {
        let reworded = ["riddles.json": Examples.riddle(text: #"{"en": "Who says meow, then?", "ru": "Кто говорит мяу?", "uk": "Хто каже няв?"}"#)]
        let diff = try DiffPacks.diff(catRiddle, reworded)
        #expect(DiffPacks.lines(diff) == [#"patch: riddle cat-riddle: text (en) reworded: "Who says meow, then?" — wording only: what counts as right is the same"#])
        #expect(diff.bump == .patch)
    }

    @Test func aPictureChangedIsAPatch() throws {
        let series = ["p.json": DiffPacks.picturedSeries()]
        let redrawn = Array("<svg xmlns='http://www.w3.org/2000/svg' width='30' height='30'><circle cx='15' cy='15' r='9'/></svg>".utf8)
        let diff = try BundleDiff(old: DiffPacks.release(series), new: DiffPacks.release(series, pictures: ["img/o3.svg": redrawn]))
        #expect(DiffPacks.lines(diff) == [
            "patch: assets/img/o3.svg: changed — a picture does not change what counts as right",
            "patch: assets/img/o3.svg.png: changed — a picture does not change what counts as right",
        ])
        #expect(diff.bump == .patch)
    }

    @Test func aNewLocaleIsMinor() throws {
        let english = Examples.riddle(text: #"{"en": "Who says meow?", "ru": "Кто говорит мяу?"}"#)
            .replacingOccurrences(of: #", "uk": ["кіт"]"#, with: "")
        let diff = try BundleDiff(old: DiffPacks.release(["riddles.json": english], pack: DiffPacks.packJSON(locales: ["en", "ru"])),
                                  new: DiffPacks.release(catRiddle))
        #expect(DiffPacks.lines(diff) == ["minor: locale uk: added — results in the other locales are untouched"])
        #expect(diff.bump == .minor)
        let dropped = try BundleDiff(old: DiffPacks.release(catRiddle), new: DiffPacks.release(["riddles.json": english], pack: DiffPacks.packJSON(locales: ["en", "ru"])))
        #expect(DiffPacks.lines(dropped) == ["major: locale uk: removed — players of that locale lose the texts and answers their results were made with"])
    }

    @Test func anItemAddedIsMinorAndRemovedMajor() throws {
        let dog = Examples.riddle(text: #"{"en": "Who barks at the postman?", "ru": "Кто лает на почтальона?", "uk": "Хто гавкає на листоношу?"}"#, id: "dog-riddle")
            .replacingOccurrences(of: #"["a cat"], "ru": ["кошка"], "uk": ["кіт"]"#, with: #"["a dog"], "ru": ["собака"], "uk": ["пес"]"#)
        let both = catRiddle.merging(["more.json": dog]) { $1 }
        let added = try DiffPacks.diff(catRiddle, both)
        #expect(DiffPacks.lines(added) == ["minor: riddle dog-riddle: added — earlier results are untouched"])
        #expect(added.bump == .minor)
        let removed = try DiffPacks.diff(both, catRiddle)
        #expect(DiffPacks.lines(removed) == ["major: riddle dog-riddle: removed — earlier results on it can no longer be compared"])
        #expect(removed.bump == .major)
    }

    @Test func bundlesOfDifferentPacksAreRefused() throws {
        let ours = try DiffPacks.release(catRiddle)
        let theirs = try DiffPacks.release(catRiddle, pack: DiffPacks.packJSON(id: "other-pack"))
        #expect(throws: BundleDiff.Refusal.differentPacks(old: "example", new: "other-pack")) { try BundleDiff(old: ours, new: theirs) }
        #expect(BundleDiff.Refusal.differentPacks(old: "example", new: "other-pack").description
            == #"cannot compare bundles of two different packs: the old one is "example", the new one "other-pack"; players' results are stored per pack, so no version bump leads from one to the other"#)
    }

    @Test func theSuggestedVersionFollowsSemver() {
        #expect(BundleDiff.bumped("1.4.2", by: .major) == "2.0.0")
        #expect(BundleDiff.bumped("1.4.2", by: .minor) == "1.5.0")
        #expect(BundleDiff.bumped("1.4.2", by: .patch) == "1.4.3")
        #expect(BundleDiff.bumped("1.4.2", by: .none) == "1.4.2")
        #expect(BundleDiff.bumped("0.9.1-beta.2+build.7", by: .major) == "1.0.0")
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
