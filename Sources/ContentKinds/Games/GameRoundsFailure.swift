import ContentBundle
import ContentCore

/// Why a level cannot be filled with distinct rounds: the difficulty level, the game level at
/// fault, the variant (a card category, an anagram locale) and what is missing.
struct GameRoundsFailure: Error, Sendable, Equatable {
    let level: Int
    let gameLevel: Int?
    let variant: String?
    let reason: String
    /// The level's own parameters are out of bounds (game-levels reports that), not the content.
    var byParameters = false

    var message: String {
        let place = "level \(level)" + (gameLevel.map { " (game level \($0))" } ?? "") + (variant.map { " for \($0)" } ?? "")
        return "\(place) cannot be filled: \(reason)"
    }
}

/// Every level of a game that cannot be filled.
package struct GameRoundsFailures: Error {
    let all: [GameRoundsFailure]
}

/// A level's parameters read from its JSON, as the generators use them.
extension JSONNode {
    /// The member `name` as a range `[low, high]` (low at most high), or nil.
    func intRange(_ name: String) -> IntRange? { self[name]?.asIntRange }

    /// The node as a range `[low, high]` (low at most high), or nil.
    var asIntRange: IntRange? {
        guard let pair = array, pair.count == 2, let low = pair[0].integer, let high = pair[1].integer, low <= high else { return nil }
        return IntRange(low, high)
    }
}
