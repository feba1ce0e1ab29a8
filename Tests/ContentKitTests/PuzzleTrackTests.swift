import ContentBundle
import Foundation
import Testing
@testable import ContentKit

/// Walking the sample pack's puzzle track through the runtime: bonuses, lives and refills.
@Suite struct PuzzleTrackTests {
    @Test func theSampleTrackIsWalkedWithLives() throws {
        let bundle = try #require(IQSessionTests.bundle)
        let track = try #require(bundle.puzzleTracks.first)
        #expect(track.items.count == 38 && track.bonusEvery == 7)
        #expect(track.items.indices.filter(track.isBonus) == [6, 13, 20, 27, 34])
        let riddles = Set(bundle.riddles.map(\.id))
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
