import ContentCore

/// The keys of a puzzle track, in the order the app serves it, are spread over the positions.
struct PuzzleTrackKeysRule: PackRule {
    static let description = RuleDescription(
        id: "puzzle-track-keys",
        summary: "The keys of a puzzle track, in the order it is served, must be spread over the option positions with no visible pattern",
        rationale: """
            answer-positions looks at each file; a player meets the track, puzzle after puzzle \
            from many files, so the same check runs over the track's choice items in order (the \
            bonus riddles have no options and are skipped): no walk through the positions, no long \
            run on one position, no position crowded or avoided, each reported only when shuffled \
            keys would show it less than once in a hundred tracks. Every file can be balanced and \
            the track still walk where it moves from one file to the next.
            """,
        kind: .puzzleTrack,
        severity: .warning,
        valid: [Example(PuzzleTrackItemsRule.track(#""s-1", "s-2", "cat-riddle", "s-3", "s-4""#, every: 3), path: "track.json", files: PuzzleTrackItemsRule.trackFiles)],
        invalid: [Example(PuzzleTrackItemsRule.track(#"↓"s-3", "s-1", "cat-riddle", "s-4", "s-2", "pictured-riddle", "s-5", "s-7""#, every: 3), path: "track.json", files: PuzzleTrackItemsRule.trackFiles)])

    static let facts = ContentFacts(TrackItems.self)

    static let inputs: PackRuleInputs = .every([.trackItems], trees: [.puzzleTrack])

    /// The findings of one track, from the keys of the items it names.
    func findings(in file: ContentFile, _ lookup: TrackLookup) -> [Diagnostic] {
        guard let items = file.root?["items"], let list = items.array else { return [] }
        let keyed: [AnswerPositionsRule.KeyedItem] = list.compactMap { node in
            guard let id = node.string, let key = lookup.keyOf[id] else { return nil }
            return (id, key, node)
        }
        return AnswerPositionsRule.findings(keyed).map { finding in
            Self.diagnostic("on the track, " + finding.message, in: file, at: (finding.item.map { keyed[$0].answer } ?? items).range)
        }
    }
}
