import Foundation

/// The order in which the app serves its puzzles, with bonus items and lives.
public struct PuzzleTrack: BundleItem, Identifiable {
    /// `ContentKind.puzzleTrack`.
    public static let kind = ContentKind.puzzleTrack

    /// The track's id, unique in the pack.
    public var id: String
    /// Every `bonusEvery`-th place (1-based) holds a bonus item.
    public var bonusEvery: Int
    /// The kind of the bonus items (`riddles`).
    public var bonus: String
    /// The ids of the items, in the order they are served (bonus places included).
    public var items: [String]
    /// How many wrong answers a player may give and how they come back.
    public var lives: Lives

    /// A track's lives: a wrong answer costs one; time brings them back.
    public struct Lives: Codable, Sendable, Equatable {
        /// Lives when full.
        public var count: Int
        /// Minutes after which one life comes back.
        public var refillMinutes: Int
        /// `true` when subscribers never run out of lives.
        public var unlimitedWithPremium: Bool?

        /// Lives as given (tests and previews).
        public init(count: Int, refillMinutes: Int, unlimitedWithPremium: Bool? = nil) {
            self.count = count
            self.refillMinutes = refillMinutes
            self.unlimitedWithPremium = unlimitedWithPremium
        }
    }

    /// A track as given (tests and previews; apps read tracks from the bundle).
    public init(id: String, bonusEvery: Int, bonus: String, items: [String], lives: Lives) {
        self.id = id
        self.bonusEvery = bonusEvery
        self.bonus = bonus
        self.items = items
        self.lives = lives
    }

    /// Whether place `index` (0-based) holds a bonus item.
    public func isBonus(at index: Int) -> Bool { bonusEvery > 0 && (index + 1) % bonusEvery == 0 }

    /// Lives or a bonus place outside the puzzle-track file's bounds (`BundleItem.problem`).
    public func problem() -> String? {
        guard (1...20).contains(lives.count), (1...1440).contains(lives.refillMinutes) else {
            return "lives \(lives.count) refilled every \(lives.refillMinutes) minutes, outside 1-20 and 1-1440"
        }
        guard (2...100).contains(bonusEvery) else { return "bonusEvery \(bonusEvery) is outside 2-100" }
        return nil
    }
}

/// A player's way along a track: where they are and their lives, which a wrong answer costs and
/// time refills (one life every `refillMinutes`, up to the full count).
public struct PuzzleTrackProgress: Sendable, Equatable {
    /// The track being played.
    public let track: PuzzleTrack
    /// The place (0-based) of the next item; `track.items.count` when the track is done.
    public private(set) var position = 0
    /// Lives at `since`.
    private var livesAtMark: Int
    private var since: Date

    /// A player at the start of the track, with full lives at `start`.
    public init(_ track: PuzzleTrack, startingAt start: Date) {
        self.track = track
        livesAtMark = track.lives.count
        since = start
    }

    /// The item to serve next and whether it is a bonus; nil when the track is done.
    public var next: (id: String, isBonus: Bool)? {
        track.items.indices.contains(position) ? (track.items[position], track.isBonus(at: position)) : nil
    }

    /// Lives at `date`: those left, plus one per whole refill period since, up to the full count.
    public func lives(at date: Date, premium: Bool = false) -> Int {
        if premium && track.lives.unlimitedWithPremium == true { return track.lives.count }
        return min(track.lives.count, Int.saturating(livesAtMark, plus: refills(by: date)))
    }

    /// The refill period in seconds (as a double: minutes × 60 in whole numbers could overflow).
    private var period: TimeInterval { Double(track.lives.refillMinutes) * 60 }

    /// Whole refill periods from `since` to `date` (0 for a period that is not positive or a
    /// date that is not finite).
    private func refills(by date: Date) -> Int {
        let periods = max(0, date.timeIntervalSince(since)) / period
        return period > 0 && periods.isFinite ? Int(min(periods, 1e15)) : 0
    }

    /// Records the answer to the current item at `date`: a right one moves on; a wrong one costs
    /// a life (a wrong bonus answer costs nothing) and moves on. False (nothing recorded) when no
    /// life is left or the track is done.
    @discardableResult
    public mutating func answer(correct: Bool, at date: Date, premium: Bool = false) -> Bool {
        guard let current = next, lives(at: date, premium: premium) > 0 else { return false }
        if !correct && !current.isBonus && !(premium && track.lives.unlimitedWithPremium == true) {
            let now = lives(at: date)
            // why: the refill clock restarts from the first life lost when lives were full
            if now == track.lives.count {
                since = date
            } else {
                since = since.addingTimeInterval(Double(refills(by: date)) * period)
            }
            livesAtMark = now - 1
        }
        position += 1
        return true
    }
}

extension ContentKind {
    /// `"kind": "puzzle-track"`: the order of the puzzles (runtime type `PuzzleTrack`).
    public static let puzzleTrack = ContentKind("puzzle-track")
}

extension ContentBundle {
    /// The bundle's puzzle tracks, in pack order.
    public var puzzleTracks: [PuzzleTrack] { get throws { try items(PuzzleTrack.self) } }
}
