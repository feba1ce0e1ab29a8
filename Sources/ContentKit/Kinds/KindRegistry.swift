import ContentBundle

/// Every content kind's spec, sorted by kind name: the one list the loader, the rules, the
/// builder, the contact sheet and `diff` read.
enum KindRegistry {
    static let all: [any KindSpec] = ([
        AnagramsKind(), DotsKind(), EquationsKind(), GamesKind(), GameTypeKind(), PlansKind(), IQNormsKind(), IQReportKind(), IQTestKind(), JigsawKind(), MatrixSeriesKind(),
        MemoryKind(), NumberSeriesKind(), PackKind(), PicturePuzzlesKind(), PuzzleTrackKind(), RiddlesKind(), SequencesKind(), SlidesKind(),
    ] as [any KindSpec]).sorted { $0.kind < $1.kind }

    private static let byKind: [ContentKind: any KindSpec] = Dictionary(uniqueKeysWithValues: all.map { ($0.kind, $0) })

    /// The spec of a kind.
    static func spec(_ kind: ContentKind) -> (any KindSpec)? { byKind[kind] }

    /// The kind a file names in `"kind"`, if it is one we know.
    static func kind(named name: String) -> ContentKind? { byKind[ContentKind(rawValue: name)]?.kind }

    /// Every kind's name, sorted.
    static var names: [String] { all.map(\.kind.rawValue) }
}
