import ContentBundle
import ContentCore

/// What the puzzle-track rules read of the items a track names, found in the pack's files in
/// order (the first file that has an id decides): its kind, whether it is a riddle with an
/// illustration, and where its key sits among its choices (in the files of the choice kinds).
struct TrackLookup: Sendable {
    var kindOf: [String: ContentKind] = [:]
    var illustrated: Set<String> = []
    var keyOf: [String: KeySpread.Key] = [:]

    init() {}

    /// The items of `files`, or only those whose ids are in `named`.
    init(_ files: [ContentFile], only named: Set<String>? = nil) {
        let wanted = { (id: String) in named?.contains(id) ?? true }
        for file in files {
            guard let kind = file.kind else { continue }
            for item in file.trackItems where kindOf[item.id] == nil && wanted(item.id) {
                kindOf[item.id] = kind
                if item.illustrated { illustrated.insert(item.id) }
            }
            for (id, _) in file.itemIDs where kindOf[id] == nil && wanted(id) { kindOf[id] = kind }
            if PuzzleTrackItemsRule.choiceKinds.contains(kind) {
                for item in file.trackItems where keyOf[item.id] == nil && wanted(item.id) { keyOf[item.id] = item.key }
            }
        }
    }
}

/// What the puzzle-track rules read of the pack besides the tracks: the items the tracks name,
/// found in whichever files hold them. Kept between lint runs (`IncrementalPackRule`): an edit to
/// a file that is not a track, held none of the named items and holds none now changes nothing
/// these rules read, and their findings stand; an edit to a track that names only items some
/// track named before is checked against the items kept (`lookup`), and the other tracks'
/// findings stand.
struct TrackReferences: Sendable {
    /// The ids the tracks name.
    var named: Set<String> = []
    /// The places (in the pack's file list) of the tracks and of the files holding a named id.
    var holders: Set<Int> = []
    /// The places of the tracks.
    var tracks: Set<Int> = []
    /// The tracks' own ids (a track names another by its id: then a track holds a named item).
    var trackIDs: Set<String> = []
    /// What the files say of the named items.
    var lookup = TrackLookup()

    private static let magic = "content-lint track references 2"

    init(_ files: [ContentFile]) {
        for (position, file) in files.enumerated() where file.kind == .puzzleTrack {
            named.formUnion(Self.names(file))
            tracks.insert(position)
            trackIDs.formUnion(file.itemIDs.map(\.id))
        }
        for (position, file) in files.enumerated() where file.kind == .puzzleTrack || holds(file) { holders.insert(position) }
        lookup = TrackLookup(files, only: named)
    }

    /// The ids a track names.
    static func names(_ track: ContentFile) -> Set<String> {
        Set((track.root?["items"]?.array ?? []).compactMap(\.string))
    }

    /// Whether the file holds an item a track names.
    private func holds(_ file: ContentFile) -> Bool {
        file.itemIDs.contains { named.contains($0.id) } || file.trackItems.contains { named.contains($0.id) }
    }

    /// The edits to tracks when each of them can be checked against the kept items, and no
    /// other edit changes what the track rules read (nil: the rules run over every file). The
    /// references are kept up to date with them.
    mutating func trackEdits(_ edits: [PackRuleEdit]) -> [PackRuleEdit]? {
        var retracked: [PackRuleEdit] = []
        for edit in edits {
            if tracks.contains(edit.position) {
                // why: a track the schema refuses has no tree a full check would read; one that
                // names an item no track named before needs that item looked up in every file;
                // a track named by a track is an item whose kind a track edit can change
                guard edit.file.kind == .puzzleTrack, edit.file.isSchemaValid, edit.file.root != nil,
                      Self.names(edit.file).isSubset(of: named), trackIDs.isDisjoint(with: named) else { return nil }
                let ids = edit.file.itemIDs.map(\.id)
                guard named.isDisjoint(with: ids) else { return nil }
                trackIDs.formUnion(ids)
                retracked.append(edit)
            } else if edit.file.kind == .puzzleTrack || holders.contains(edit.position) || holds(edit.file) {
                return nil
            }
        }
        return retracked
    }

    /// Keeps the references as the rule's state.
    func save(to state: PackRuleState) {
        state.writeOverlay(magic: Self.magic, baseID: []) { out in
            out.list(named.sorted()) { out, id in out.string(id) }
            out.list(holders.sorted()) { out, position in out.int(position) }
            out.list(tracks.sorted()) { out, position in out.int(position) }
            out.list(trackIDs.sorted()) { out, id in out.string(id) }
            out.list(lookup.kindOf.sorted { $0.key < $1.key }) { out, entry in
                out.string(entry.key)
                out.string(entry.value.rawValue)
                out.bool(lookup.illustrated.contains(entry.key))
            }
            out.list(lookup.keyOf.sorted { $0.key < $1.key }) { out, entry in
                out.string(entry.key)
                out.int(entry.value.position)
                out.int(entry.value.options)
            }
        }
    }

    /// The references the last run kept; nil when there are none the index names.
    init?(state: PackRuleState) {
        guard var (_, input) = state.readOverlay(magic: Self.magic), let named = input.list({ $0.string() }),
              let holders = input.list({ $0.int() }), let tracks = input.list({ $0.int() }), let trackIDs = input.list({ $0.string() }),
              let kinds = input.list({ input -> (String, ContentKind, Bool)? in
                  guard let id = input.string(), let kind = input.string(), let illustrated = input.bool() else { return nil }
                  return (id, ContentKind(rawValue: kind), illustrated)
              }),
              let keys = input.list({ input -> (String, KeySpread.Key)? in
                  guard let id = input.string(), let position = input.int(), let options = input.int() else { return nil }
                  return (id, KeySpread.Key(position: position, options: options))
              }),
              input.isAtEnd else { return nil }
        self.named = Set(named)
        self.holders = Set(holders)
        self.tracks = Set(tracks)
        self.trackIDs = Set(trackIDs)
        for (id, kind, illustrated) in kinds {
            lookup.kindOf[id] = kind
            if illustrated { lookup.illustrated.insert(id) }
        }
        for (id, key) in keys { lookup.keyOf[id] = key }
    }
}

/// A puzzle-track rule: each track's findings follow from the track and what the pack's files
/// say of the items it names (`TrackReferences`), so its findings stand through any edit that
/// leaves those alone, and a track edit checks that track again.
protocol TrackReferencesRule: PackRule, IncrementalPackRule {
    /// The findings of one track (its file as a summary, with its tree).
    func findings(in track: ContentFile, _ lookup: TrackLookup) -> [Diagnostic]
}

extension TrackReferencesRule {
    var incremental: (any IncrementalPackRule)? { self }

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        let tracks = files.filter { $0.kind == .puzzleTrack }
        let lookup = TrackLookup(files, only: Set(tracks.flatMap(TrackReferences.names)))
        return tracks.flatMap { findings(in: $0, lookup) }
    }

    func check(_ files: [ContentFile], in context: LintContext, keeping state: PackRuleState) -> [Diagnostic] {
        let references = TrackReferences(files)
        references.save(to: state)
        return files.filter { $0.kind == .puzzleTrack }.flatMap { findings(in: $0, references.lookup) }
    }

    func recheck(_ edits: [PackRuleEdit], paths: [String], previous: [Diagnostic], in context: LintContext, state: PackRuleState) -> [Diagnostic]? {
        guard var references = TrackReferences(state: state), let retracked = references.trackEdits(edits) else { return nil }
        if retracked.isEmpty {
            state.keep()
            return previous
        }
        // the tracks in the list's order, each with its findings: the last run's, or the
        // edited track's anew
        let order = references.tracks.sorted()
        guard order.allSatisfy(paths.indices.contains) else { return nil }
        var byTrack = Dictionary(grouping: previous, by: \.file)
        guard byTrack.keys.allSatisfy(Set(order.map { paths[$0] }).contains) else { return nil }
        for edit in retracked { byTrack[paths[edit.position]] = findings(in: edit.file, references.lookup) }
        references.save(to: state)
        return order.flatMap { byTrack[paths[$0]] ?? [] }
    }
}

extension PuzzleTrackItemsRule: TrackReferencesRule {}
extension PuzzleTrackKeysRule: TrackReferencesRule {}
