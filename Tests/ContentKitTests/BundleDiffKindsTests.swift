import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// How `diff` ranks the members of the kinds beyond the spec's rows: a puzzle track, an IQ test
/// and its report, anagram words, tap sequences, a matrix series' order, jigsaw cuts, slides, a
/// riddle's difficulty, answers that change form, and an id reused for a new question.
@Suite struct BundleDiffKindsTests {
    private static let scored = "results were scored or reported with the old value: old and new are not comparable"

    @Test func aPuzzleTrackReorderedIsMinorAndLivesOrARemovedPuzzleMajor() throws {
        let files = { (items: String, lives: Int) in
            PuzzleTrackItemsRule.trackFiles.merging(["track.json": PuzzleTrackItemsRule.track(items, every: 3)
                .replacingOccurrences(of: #""count": 5"#, with: #""count": \#(lives)"#)]) { $1 }
        }
        let base = files(#""s-1", "s-2", "cat-riddle""#, 5)
        let reordered = try DiffPacks.diff(base, files(#""s-2", "s-1", "cat-riddle""#, 5))
        #expect(DiffPacks.lines(reordered) == [
            "minor: puzzle track puzzles: items: the same items in another order — results are per item and stay comparable; players meet them in another order",
        ])
        let fewerLives = try DiffPacks.diff(base, files(#""s-1", "s-2", "cat-riddle""#, 3))
        #expect(DiffPacks.lines(fewerLives) == ["major: puzzle track puzzles: lives.count: 5 → 3 — \(Self.scored)"])
        let shorter = try DiffPacks.diff(base, files(#""s-1", "s-2""#, 5))
        #expect(DiffPacks.lines(shorter) == [#"major: puzzle track puzzles: items: 1 removed ("cat-riddle") — earlier results on it can no longer be compared"#])
        #expect((reordered.bump, fewerLives.bump, shorter.bump) == (.minor, .major, .major))
    }

    @Test func anIQTestsTimeLimitAndReportValuesAreMajorItsWordingAPatch() throws {
        let norms = ["norms.json": Examples.normsOfSeriesA.replacingOccurrences(of: #""cap": 145,"#, with: #""cap": 145, "floor": 0,"#)]
        let report = { (name: String, iq: Int) in
            IQReportScaleRule.report(professions: #"{"name": {"en": "\#(name)", "ru": "Физика", "uk": "Фізика"}, "iq": \#(iq)}"#,
                                     levels: #"{"from": 0, "label": {"en": "Low", "ru": "Низкий", "uk": "Низький"}}"#)
        }
        let test = IQTestSeriesRule.test(#"["series-a"]"#)
        let base = norms.merging(["test.json": test, "report.json": report("Physics", 133)]) { $1 }
        let changed = norms.merging([
            "test.json": test.replacingOccurrences(of: "1200", with: "1500"), "report.json": report("Astrophysics", 135),
        ]) { $1 }
        let diff = try DiffPacks.diff(base, changed)
        #expect(DiffPacks.lines(diff) == [
            #"patch: IQ report report: professions[0].name (en) reworded: "Astrophysics" — wording only: what counts as right is the same"#,
            "major: IQ report report: professions[0].iq: 133 → 135 — \(Self.scored)",
            "major: IQ test matrices: timeLimitSeconds: 1200 → 1500 — \(Self.scored)",
        ])
    }

    @Test func anagramWordsAddedAreMinorAndRemovedMajor() throws {
        let list = { (words: String) in ["ru.json": Examples.anagrams(#""words": [\#(words)]"#)] }
        let added = try DiffPacks.diff(list(#""кот", "сон""#), list(#""кот", "сон", "нос""#))
        #expect(DiffPacks.lines(added) == [
            #"minor: anagram list ru: levels[0].words: 1 added ("нос") — earlier results are untouched"#,
            "patch: anagrams/ru/: drawn files: 1 changed — drawn from their item or picture, whose own changes are ranked on their own lines",
        ])
        let removed = try DiffPacks.diff(list(#""кот", "сон", "нос""#), list(#""кот", "сон""#))
        #expect(removed.bump == .major)
        #expect(DiffPacks.lines(removed).first == #"major: anagram list ru: levels[0].words: 1 removed ("нос") — earlier results on it can no longer be compared"#)
    }

    @Test func aTapSequencesAttemptsAreAParameter() throws {
        let sequence = { (attempts: Int) in
            ["code.json": #"{"kind": "sequences", "items": [{"id": "code", "symbols": ["1", "2", "3"], "order": ["1", "3", "2"], "maxLength": 3, "attempts": \#(attempts)}]}"#]
        }
        let diff = try DiffPacks.diff(sequence(3), sequence(2))
        #expect(DiffPacks.lines(diff) == ["major: tap sequence code: attempts: 3 → 2 — \(Self.scored)"])
    }

    @Test func aDifficultyChangedIsMinor() throws {
        let harder = ["riddles.json": Examples.riddle().replacingOccurrences(of: #""difficulty": 1"#, with: #""difficulty": 4"#)]
        let diff = try DiffPacks.diff(["riddles.json": Examples.riddle()], harder)
        #expect(DiffPacks.lines(diff) == [
            "minor: riddle cat-riddle: difficulty: 1 → 4 — results are per item and stay comparable; only when or to whom it is served changed",
        ])
    }

    @Test func aSeriesItemsInAnotherOrderAreMinor() throws {
        let cube = Examples.cube
        let first = Examples.matrixItem(id: "sa-1", options: [cube[0], cube[1], cube[2], cube[3], cube[4], cube[6], cube[5], cube[7]], answer: "6")
        let second = Examples.matrixItem(id: "sa-2", options: [cube[5], cube[0], cube[1], cube[2], cube[3], cube[4], cube[6], cube[7]], answer: "0")
        let swapped = ["matrix/series-a.json": Examples.matrixSeries([second, first], id: "series-a")]
        let diff = try DiffPacks.diff([:], swapped)
        let why = "results are per item and stay comparable; players meet them in another order"
        #expect(DiffPacks.lines(diff) == [
            "minor: matrix series series-a: items: the same items in another order — \(why)",
            "minor: pool matrix-series difficulty 2: the same items in another order — \(why)",
        ])
    }

    @Test func aJigsawCutIntoMorePiecesIsMajor() throws {
        let jigsaw = { (rows: Int) in
            ["jigsaw.json": #"{"kind": "jigsaw", "id": "photo", "image": "img/photo.png", "rows": \#(rows), "columns": 2, "cut": {"style": "classic", "seed": 7}, "difficulty": 1}"#]
        }
        let diff = try DiffPacks.diff(jigsaw(2), jigsaw(3))
        #expect(diff.bump == .major)
        #expect(DiffPacks.lines(diff) == [
            "major: jigsaw photo: rows: 2 → 3 — \(Self.scored)",
            "patch: jigsaw/photo/: drawn files: 2 added, 6 changed — drawn from their item or picture, whose own changes are ranked on their own lines",
        ])
    }

    @Test func slidesAreWordingAndPictures() throws {
        let slides = Examples.slides(for: "number-order")
        let game = ["game.json": Examples.numberOrder()]
        let reworded = slides.mapValues { $0.replacingOccurrences(of: "Tap in order.", with: "Tap the numbers in order.") }
        let diff = try DiffPacks.diff(slides.merging(game) { $1 }, reworded.merging(game) { $1 })
        #expect(DiffPacks.lines(diff) == [
            #"patch: slides number-order: slides[0].text (en) reworded: "Tap the numbers in order." — wording only: what counts as right is the same"#,
        ])
    }

    /// A pack that starts hashing its answers compares its hashes with the plain answers before.
    @Test func plainAndHashedAnswersCompare() throws {
        let plain = try DiffPacks.release(["riddles.json": Examples.riddle()], pack: DiffPacks.packJSON(answers: "separate"))
        let same = try DiffPacks.release(["riddles.json": Examples.riddle()], pack: DiffPacks.packJSON(answers: "hashed"))
        #expect(try BundleDiff(old: plain, new: same).changes.isEmpty)
        let fewer = Examples.riddle().replacingOccurrences(of: #"["кошка"]"#, with: #"["кошка", "кот"]"#)
        let before = try DiffPacks.release(["riddles.json": fewer], pack: DiffPacks.packJSON(answers: "separate"))
        #expect(DiffPacks.lines(try BundleDiff(old: before, new: same)) == [#"major: riddle cat-riddle: accepted answer "кот" (ru) removed — earlier results counted it right"#])
    }

    @Test func anIDWhoseQuestionAndAnswerBothChangedIsReused() throws {
        let other = Examples.riddle(text: #"{"en": "Who barks?", "ru": "Кто лает?", "uk": "Хто гавкає?"}"#)
            .replacingOccurrences(of: #""en": ["a cat"]"#, with: #""en": ["a dog"]"#)
        let diff = try DiffPacks.diff(["riddles.json": Examples.riddle()], ["riddles.json": other])
        #expect(diff.reusedIDs.map(\.id) == ["cat-riddle"])
        #expect(diff.reusedIDs.first?.reason == "its question and its answer both changed")
        #expect(DiffPacks.lines(diff).first == #"major: riddle cat-riddle: accepted answer "a cat" (en) removed — earlier results counted it right"#)
    }
}
