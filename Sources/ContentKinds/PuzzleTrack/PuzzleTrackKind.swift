import ContentBundle
import ContentCore

/// `puzzle-track`: the order the app serves its puzzles in, with bonuses and lives (runtime type
/// `PuzzleTrack`).
struct PuzzleTrackKind: KindSpec {
    let kind = ContentKind.puzzleTrack
    let layout = ContentLayout(ids: ["/id"])
    let form = CompiledForm.fileItem
    /// The items a track may serve, read in the files of the kinds it serves, and kept.
    let keptFacts = [KeptFactCodec(TrackItems.self)]
    let factsOfServedItems = [ItemFactReader(TrackItems.self)]
    /// Results are stored per item, not per place on the track, so serving the same items in
    /// another order, or with bonuses at other places, leaves every stored result comparable: a
    /// minor change; a puzzle taken off the track is a major one (results on it can no longer
    /// grow), one added a minor one. Lives decide how far a player gets before waiting, so any
    /// change to them (count, refill time, premium) is major.
    let diffProfile = DiffProfile(item: ItemRoles(
        noun: "puzzle track", members: ["items": .servedItems, "bonusEvery": .serving, "bonus": .serving, "lives": .scoring],
        otherwise: .scoring))
}
