import ContentBundle

/// `puzzle-track`: the order the app serves its puzzles in, with bonuses and lives (runtime type
/// `PuzzleTrack`).
struct PuzzleTrackKind: KindSpec {
    let kind = ContentKind.puzzleTrack
    let layout = ContentLayout(ids: ["/id"])
    let form = CompiledForm.fileItem
}
