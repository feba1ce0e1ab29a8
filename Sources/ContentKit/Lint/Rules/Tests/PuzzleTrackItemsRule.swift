import ContentBundle

/// A puzzle track serves items of the pack, each once, with bonuses exactly at the bonus places.
struct PuzzleTrackItemsRule: PackRule {
    static let description = RuleDescription(
        id: "puzzle-track-items",
        summary: "A puzzle track lists choice items of the pack, each once, with a bonus item at every bonusEvery-th place and nowhere else",
        rationale: """
            The app serves the track in order and takes a life for a wrong answer, so every place \
            must be an item the app can show with options (a number series, a picture equation, a \
            matrix item), except every `bonusEvery`-th place (7th, 14th, …), which holds an item \
            of the `bonus` kind (a riddle). An id not in the pack stops the track; an item listed \
            twice is served twice; a bonus out of place gives a free life-less question.
            """,
        kind: .puzzleTrack,
        severity: .error,
        valid: [Example(track(#""s-1", "s-2", "cat-riddle""#, every: 3), path: "track.json", files: trackFiles)],
        invalid: [
            Example(track(#""s-1", ↓"no-such-item", "cat-riddle""#, every: 3), path: "track.json", files: trackFiles),
            Example(track(#""s-1", ↓"s-1", "cat-riddle""#, every: 3), path: "track.json", files: trackFiles),
            Example(track(#"↓"cat-riddle", "s-1", ↓"s-2""#, every: 3), path: "track.json", files: trackFiles),
        ])

    /// A puzzle-track file of the example pack with these items (the text of the list).
    static func track(_ items: String, every: Int) -> String {
        #"{"kind": "puzzle-track", "id": "puzzles", "bonusEvery": \#(every), "bonus": "riddles", "items": [\#(items)], "lives": {"count": 5, "refillMinutes": 30}}"#
    }

    /// Two number series and a riddle for the track examples.
    static let trackFiles: [String: String] = [
        "riddles.json": Examples.riddle(),
        "series.json": #"{"kind": "number-series", "items": ["#
            + #"{"id": "s-1", "difficulty": 2, "terms": [3, 6, 9, 12], "answer": 15, "rule": "a(n) = a(n-1) + 3", "choices": [14, 15, 16, 18]}, "#
            + #"{"id": "s-2", "difficulty": 2, "terms": [5, 10, 20, 40], "answer": 80, "rule": "a(n) = 2 * a(n-1)", "choices": [60, 70, 80, 90]}]}"#,
    ]

    /// The kinds whose items always carry options or choices.
    private static let choiceKinds: Set<ContentKind> = [.numberSeries, .equations, .matrixSeries, .picturePuzzles]

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        var kindOf: [String: ContentKind] = [:]
        for file in files {
            guard let kind = file.kind else { continue }
            if kind == .matrixSeries {
                for item in file.root?["items"]?.array ?? [] { if let id = item["id"]?.string { kindOf[id] = kind } }
            } else {
                for (id, _) in file.itemIDs where kindOf[id] == nil { kindOf[id] = kind }
            }
        }
        var found: [Diagnostic] = []
        for file in files where file.kind == .puzzleTrack {
            guard let root = file.root, let items = root["items"]?.array else { continue }
            let every = root["bonusEvery"]?.integer ?? 0
            let bonus = ContentKind(rawValue: root["bonus"]?.string ?? "")
            var seen = Set<String>()
            for (index, node) in items.enumerated() {
                guard let id = node.string else { continue }
                let place = index + 1
                guard let kind = kindOf[id] else {
                    found.append(Self.diagnostic("no item \"\(id)\" in the pack", in: file, at: node.range))
                    continue
                }
                let bonusPlace = every > 0 && place % every == 0
                if !seen.insert(id).inserted {
                    found.append(Self.diagnostic("\"\(id)\" is already on the track; it would be served twice", in: file, at: node.range))
                } else if bonusPlace, kind != bonus {
                    found.append(Self.diagnostic("place \(place) is a bonus place (every \(every)th), but \"\(id)\" is \(kind.rawValue), not \(bonus.rawValue)", in: file, at: node.range))
                } else if !bonusPlace, kind == bonus {
                    found.append(Self.diagnostic("\"\(id)\" is a bonus item (\(bonus.rawValue)) at place \(place), which is not a bonus place (every \(every)th)", in: file, at: node.range))
                } else if !bonusPlace, !Self.choiceKinds.contains(kind) {
                    found.append(Self.diagnostic("\"\(id)\" is \(kind.rawValue), not a choice item the track can serve", in: file, at: node.range))
                }
            }
        }
        return found
    }
}
