import ContentBundle
import ContentCore

/// What the puzzle-track rules read of the pack besides the tracks: the items the tracks name,
/// found in whichever files hold them. Kept between lint runs (`IncrementalPackRule`): an edit to
/// a file that is not a track, held none of the named items and holds none now changes nothing
/// these rules read, and their findings stand.
struct TrackReferences: Sendable {
    /// The ids the tracks name.
    var named: Set<String> = []
    /// The places (in the pack's file list) of the tracks and of the files holding a named id.
    var holders: Set<Int> = []

    private static let magic = "content-lint track references 1"

    init(_ files: [ContentFile]) {
        for file in files where file.kind == .puzzleTrack {
            for node in file.root?["items"]?.array ?? [] { if let id = node.string { named.insert(id) } }
        }
        for (position, file) in files.enumerated() where file.kind == .puzzleTrack || holds(file) { holders.insert(position) }
    }

    /// Whether the file holds an item a track names.
    private func holds(_ file: ContentFile) -> Bool {
        file.itemIDs.contains { named.contains($0.id) } || file.trackItems.contains { named.contains($0.id) }
    }

    /// Whether none of the edits can change what the track rules read.
    func unchanged(by edits: [PackRuleEdit]) -> Bool {
        edits.allSatisfy { edit in edit.file.kind != .puzzleTrack && !holders.contains(edit.position) && !holds(edit.file) }
    }

    /// Keeps the references as the rule's state.
    func save(to state: PackRuleState) {
        state.writeOverlay(magic: Self.magic, baseID: []) { out in
            out.list(named.sorted()) { out, id in out.string(id) }
            out.list(holders.sorted()) { out, position in out.int(position) }
        }
    }

    /// The references the last run kept; nil when there are none the index names.
    init?(state: PackRuleState) {
        guard var (_, input) = state.readOverlay(magic: Self.magic), let named = input.list({ $0.string() }),
              let holders = input.list({ $0.int() }), input.isAtEnd else { return nil }
        self.named = Set(named)
        self.holders = Set(holders)
    }
}

/// A puzzle-track rule: what it reads besides the tracks is the items they name
/// (`TrackReferences`), so its findings stand through any edit that leaves those alone.
protocol TrackReferencesRule: PackRule, IncrementalPackRule {}

extension TrackReferencesRule {
    var incremental: (any IncrementalPackRule)? { self }

    func check(_ files: [ContentFile], in context: LintContext, keeping state: PackRuleState) -> [Diagnostic] {
        TrackReferences(files).save(to: state)
        return check(files, in: context)
    }

    func recheck(_ edits: [PackRuleEdit], paths: [String], previous: [Diagnostic], in context: LintContext, state: PackRuleState) -> [Diagnostic]? {
        guard let references = TrackReferences(state: state), references.unchanged(by: edits) else { return nil }
        state.keep()
        return previous
    }
}

extension PuzzleTrackItemsRule: TrackReferencesRule {}
extension PuzzleTrackKeysRule: TrackReferencesRule {}
