import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Walking the sample pack's puzzle track through the runtime: bonuses, lives and refills.
@Suite struct PuzzleTrackTests {
    @Test func theSampleTrackIsWalkedWithLives() throws {
        let bundle = try #require(IQSessionTests.bundle)
        let track = try #require(bundle.puzzleTracks.first)
        // every puzzle of the sample once (30 number series, 3 equations, 40 picture puzzles) and
        // an illustrated riddle at every 7th place
        #expect(track.items.count == 85 && track.bonusEvery == 7)
        #expect(track.items.indices.filter(track.isBonus) == Array(stride(from: 6, to: 85, by: 7)))
        let illustrated = Set(try bundle.riddles.filter { $0.image != nil }.map(\.id))
        #expect(track.items.indices.filter(track.isBonus).allSatisfy { illustrated.contains(track.items[$0]) })
        let riddles = Set(try bundle.riddles.map(\.id))
        #expect(track.items.indices.allSatisfy { track.isBonus(at: $0) == riddles.contains(track.items[$0]) })

        let start = Date(timeIntervalSince1970: 1_000_000)
        var progress = PuzzleTrackProgress(track, startingAt: start)
        #expect(progress.next?.id == track.items[0] && progress.next?.isBonus == false)
        // five wrong answers in the first minutes cost all five lives
        for minute in 0..<5 {
            let moved = progress.answer(correct: false, at: start.addingTimeInterval(TimeInterval(minute * 60)))
            #expect(moved)
        }
        let fiveMinutes = start.addingTimeInterval(300)
        #expect(progress.lives(at: fiveMinutes) == 0)
        let blocked = progress.answer(correct: true, at: fiveMinutes)
        #expect(!blocked && progress.position == 5)
        // premium with unlimited lives plays on
        #expect(progress.lives(at: fiveMinutes, premium: true) == 5)
        // 30 minutes after the first loss one life is back, after 150 all five, never more
        #expect(progress.lives(at: start.addingTimeInterval(30 * 60)) == 1)
        #expect(progress.lives(at: start.addingTimeInterval(150 * 60)) == 5)
        #expect(progress.lives(at: start.addingTimeInterval(1000 * 60)) == 5)
        // the 7th place is a bonus: a wrong bonus answer costs nothing
        let later = start.addingTimeInterval(31 * 60)
        let sixth = progress.answer(correct: true, at: later)
        #expect(sixth && progress.next?.isBonus == true)
        let livesBefore = progress.lives(at: later)
        let bonusAnswered = progress.answer(correct: false, at: later)
        #expect(bonusAnswered && progress.lives(at: later) == livesBefore)
    }

    @Test func theTrackEnds() throws {
        let track = PuzzleTrack(id: "t", bonusEvery: 7, bonus: "riddles", items: ["a", "b"], lives: .init(count: 1, refillMinutes: 10, unlimitedWithPremium: nil))
        var progress = PuzzleTrackProgress(track, startingAt: Date(timeIntervalSince1970: 0))
        let first = progress.answer(correct: true, at: Date(timeIntervalSince1970: 1))
        let second = progress.answer(correct: true, at: Date(timeIntervalSince1970: 2))
        #expect(first && second && progress.next == nil)
        let past = progress.answer(correct: true, at: Date(timeIntervalSince1970: 3))
        #expect(!past)
    }
}

/// The whole sample track played from the built bundle: every puzzle answered through the
/// runtime's own check, a wrong answer at every 5th puzzle, lives lost and refilled as the
/// track says, the score counted.
@Suite struct PuzzleTrackPlayTests {
    @Test func theWholeTrackIsPlayedAndScored() throws {
        let bundle = try #require(IQSessionTests.bundle)
        let track = try #require(bundle.puzzleTracks.first)
        var progress = PuzzleTrackProgress(track, startingAt: Date(timeIntervalSince1970: 0))
        var clock = Date(timeIntervalSince1970: 0)
        var (right, wrong, puzzles) = (0, 0, 0)
        while let place = progress.next {
            // why: an hour between answers refills two lives, so a player with five never runs out
            clock = clock.addingTimeInterval(3600)
            let answers = try Self.answers(to: place.id, in: bundle)
            #expect(try bundle.check(answer: answers.right, for: place.id), "\(place.id): the right answer is refused")
            #expect(try !bundle.check(answer: answers.wrong, for: place.id), "\(place.id): a wrong answer is accepted")
            if !place.isBonus { puzzles += 1 }
            let missed = !place.isBonus && puzzles % 5 == 0
            let correct = try bundle.check(answer: missed ? answers.wrong : answers.right, for: place.id)
            if correct { right += 1 } else { wrong += 1 }
            let moved = progress.answer(correct: correct, at: clock)
            #expect(moved)
        }
        #expect(puzzles == 73 && wrong == 14 && right == 71)
        #expect(progress.position == 85)
        // the last wrong answer (the 70th puzzle) cost a life that an hour has refilled by now
        #expect(progress.lives(at: clock) == 5)
    }

    /// A right and a wrong answer to an item of the track, found through the runtime's types.
    static func answers(to id: String, in bundle: ContentBundle) throws -> (right: Answer, wrong: Answer) {
        if let riddle = try bundle.riddles.first(where: { $0.id == id }) {
            let text = try #require(try Self.riddleAnswer(riddle))
            return (.text(text, locale: "en"), .text("definitely not this", locale: "en"))
        }
        if let item = try bundle.numberSeries.first(where: { $0.id == id }) {
            let values = item.choices.map(Double.init)
            let right = try #require(try values.first { try bundle.check(answer: .number($0), for: id) })
            return (.number(right), .number(try #require(values.first { $0 != right })))
        } else if let item = try bundle.equations.first(where: { $0.id == id }) {
            let right = try #require(try item.choices.first { try bundle.check(answer: .number($0), for: id) })
            return (.number(right), .number(try #require(item.choices.first { $0 != right })))
        }
        let count = try #require(bundle.picturePuzzles.first { $0.id == id }?.options.count, "\(id) is no puzzle of the bundle")
        let right = try #require(try (0..<count).first { try bundle.check(answer: .option($0), for: id) })
        return (.option(right), .option((right + 1) % count))
    }

    /// A riddle's first accepted English answer, from the source pack.
    static func riddleAnswer(_ riddle: Riddle) throws -> String? {
        let url = TestPaths.content.appendingPathComponent("riddles/riddles.json")
        let root = try #require(JSONParser.parse([UInt8](try Data(contentsOf: url)), file: "riddles.json").root)
        return root["items"]?.array?.first { $0["id"]?.string == riddle.id }?["answers"]?["en"]?.array?.first?.string
    }
}
