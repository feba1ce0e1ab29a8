import ContentBundle
import Foundation

/// The object behind a `cbundle_play *`: one player's way through a difficulty level. Calls on
/// one play are serialised by its lock, so a play shared between threads stays consistent.
final class CLevelPlay: @unchecked Sendable {
    private let lock = NSLock()
    private var play: LevelPlay

    init(_ play: LevelPlay) {
        self.play = play
    }

    func update<T>(_ body: (inout LevelPlay) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&play)
    }

    static func from(_ handle: OpaquePointer?) throws -> CLevelPlay {
        guard let play = CObject.object(handle, .play, as: CLevelPlay.self) else { throw CFailure(.argument, "not a play handle (NULL, freed or another object)") }
        return play
    }
}

/// A play's state as `cbundle_play_state_json` gives it.
struct LevelPlayState: Encodable {
    var game: String
    var level: Int
    var rounds: Int
    var position: Int
    var score: Int
    var mistakes: Int
    var isWon: Bool
    var isLost: Bool
    var isOver: Bool
    var ranOutOfRounds: Bool
    var maxScore: Int
    var rank: RankBand?
    var pointsPerRound: Int?
    var round: GameRound?

    init(_ play: LevelPlay) {
        game = play.table.id
        level = play.level.level
        rounds = play.level.rounds.count
        position = play.position
        score = play.score
        mistakes = play.mistakes
        isWon = play.isWon
        isLost = play.isLost
        isOver = play.isOver
        ranOutOfRounds = play.ranOutOfRounds
        maxScore = play.maxScore
        rank = play.rank
        pointsPerRound = play.gameLevel?.pointsPerRound
        round = play.round
    }
}

/// The game with this id.
private func game(_ bundle: ContentBundle, _ id: UnsafePointer<CChar>?) throws -> GameTable {
    let id = try argument(id, "game")
    guard let table = try bundle.tables.game(id) else { throw CFailure(.notFound, "\(id): no such game") }
    return table
}

@_cdecl("cbundle_tables_json")
public func cbundle_tables_json(_ handle: OpaquePointer?, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                                _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) { try store(canonicalJSON(CBundle.from(handle).tables), in: out) }
}

@_cdecl("cbundle_game_rounds_json")
public func cbundle_game_rounds_json(_ handle: OpaquePointer?, _ gameID: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                                     _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) {
        let bundle = try CBundle.from(handle)
        let rounds = try bundle.rounds(of: game(bundle, gameID))
        try store(rounds.map { try canonicalJSON($0) } ?? "null", in: out)
    }
}

@_cdecl("cbundle_play_start")
public func cbundle_play_start(_ handle: OpaquePointer?, _ gameID: UnsafePointer<CChar>?, _ level: Int32, _ playIndex: Int32,
                               _ out: UnsafeMutablePointer<OpaquePointer?>?, _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) {
        guard let out else { throw CFailure(.argument, "out_play is NULL") }
        let bundle = try CBundle.from(handle)
        let table = try game(bundle, gameID)
        var chosen: GameRounds.Play?
        let rounds = try bundle.rounds(of: table)
        if playIndex >= 0 {
            let plays = rounds?.plays(level: Int(level)) ?? []
            guard plays.indices.contains(Int(playIndex)) else { throw CFailure(.notFound, "\(table.id) level \(level) has \(plays.count) generated plays, not a play \(playIndex)") }
            chosen = plays[Int(playIndex)]
        } else if rounds != nil {
            // why: a play without its rounds has nothing to show and is won by tapping "right"
            throw CFailure(.argument, "\(table.id) has generated rounds: pick one of its plays (play_index 0 or more)")
        }
        guard let play = LevelPlay(table, level: Int(level), play: chosen) else { throw CFailure(.notFound, "\(table.id) has no level \(level)") }
        try store(.play, CLevelPlay(play), in: out)
    }
}

@_cdecl("cbundle_play_right")
public func cbundle_play_right(_ handle: OpaquePointer?, _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    run(error) { try CLevelPlay.from(handle).update { $0.right() } }
}

@_cdecl("cbundle_play_wrong")
public func cbundle_play_wrong(_ handle: OpaquePointer?, _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    run(error) { try CLevelPlay.from(handle).update { $0.wrong() } }
}

@_cdecl("cbundle_play_state_json")
public func cbundle_play_state_json(_ handle: OpaquePointer?, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                                    _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) {
        let state = try CLevelPlay.from(handle).update { LevelPlayState($0) }
        try store(canonicalJSON(state), in: out)
    }
}
