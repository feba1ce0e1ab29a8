import ContentBundle
import ContentCore

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
            twice is served twice; a bonus out of place gives a free life-less question. The app \
            shows each bonus riddle with its illustration, so a riddle at a bonus place needs an \
            `image`.
            """,
        kind: .puzzleTrack,
        severity: .error,
        valid: [
            Example(track(#""s-1", "s-2", "cat-riddle""#, every: 3), path: "track.json", files: trackFiles),
            Example(track(fourteen(bonusAt14: true), every: 7), path: "track.json", files: trackFiles),
        ],
        invalid: [
            Example(track(#""s-1", ↓"no-such-item", "cat-riddle""#, every: 3), path: "track.json", files: trackFiles),
            Example(track(#""s-1", ↓"s-1", "cat-riddle""#, every: 3), path: "track.json", files: trackFiles),
            Example(track(#"↓"cat-riddle", "s-1", ↓"s-2""#, every: 3), path: "track.json", files: trackFiles),
            // the app's track: a bonus every 7th place, but the 14th puzzle is a number series
            Example(track(fourteen(bonusAt14: false), every: 7), path: "track.json", files: trackFiles),
            Example(track(#""s-1", "s-2", ↓"plain-riddle""#, every: 3), path: "track.json", files: trackFiles),
        ])

    /// Fourteen places, a bonus riddle at the 7th and (or not) at the 14th.
    static func fourteen(bonusAt14: Bool) -> String {
        let series = (1...13).map { #""s-\#($0)""# }
        let first = series[0..<6] + [#""cat-riddle""#] + series[6..<12]
        return (first + [bonusAt14 ? #""pictured-riddle""# : #"↓"s-13""#]).joined(separator: ", ")
    }

    /// A puzzle-track file of the example pack with these items (the text of the list).
    static func track(_ items: String, every: Int) -> String {
        #"{"kind": "puzzle-track", "id": "puzzles", "bonusEvery": \#(every), "bonus": "riddles", "items": [\#(items)], "lives": {"count": 5, "refillMinutes": 30}}"#
    }

    /// Thirteen number series (keys spread over the choices) and three riddles, one without an
    /// illustration, for the track examples.
    static let trackFiles: [String: String] = {
        // why: spread in the file's order; taken 0, 1, 2, 3, 0, 1 (s-3, s-1, s-4, s-2, s-5, s-7)
        // they walk, the pattern puzzle-track-keys finds
        let positions = [1, 3, 0, 2, 0, 2, 1, 3, 2, 0, 3, 1, 1]
        let items = positions.enumerated().map { index, position -> String in
            let step = index + 2
            let terms = (0..<4).map { String(step * $0 + 1) }
            let answer = step * 4 + 1
            var choices = [answer + 1, answer + 2, answer + 3]
            choices.insert(answer, at: position)
            return #"{"id": "s-\#(index + 1)", "difficulty": 2, "terms": [\#(terms.joined(separator: ", "))], "answer": \#(answer), "rule": "a(n) = a(n-1) + \#(step)", "choices": [\#(choices.map(String.init).joined(separator: ", "))]}"#
        }
        let picture = #", "image": "img/cat.svg", "explanation": {"en": "Cats meow.", "ru": "Кошки мяукают.", "uk": "Коти нявкають."}"#
        return [
            "riddles.json": Examples.riddle(extra: picture),
            "riddles-2.json": #"{"kind": "riddles", "items": [{"id": "pictured-riddle", "difficulty": 1, "text": {"en": "What has a trunk but no suitcase?", "ru": "У кого есть хобот?", "uk": "У кого є хобот?"}, "answers": {"en": ["an elephant"], "ru": ["слон"], "uk": ["слон"]}, "image": "img/cat.svg"}]}"#,
            "riddles-3.json": #"{"kind": "riddles", "items": [{"id": "plain-riddle", "difficulty": 1, "text": {"en": "Who guards the yard and barks?", "ru": "Кто сторожит двор и лает?", "uk": "Хто стереже двір і гавкає?"}, "answers": {"en": ["a dog"], "ru": ["собака"], "uk": ["собака"]}}]}"#,
            "series.json": #"{"kind": "number-series", "items": ["# + items.joined(separator: ", ") + "]}",
        ]
    }()

    static let choiceKinds: Set<ContentKind> = [NumberSeriesItem.kind, Equation.kind, MatrixSeries.kind, PicturePuzzle.kind]

    static let facts = ContentFacts(TrackItems.self)

    static let inputs: PackRuleInputs = .every([.ids, .trackItems], trees: [.puzzleTrack])

    /// The findings of one track, from what the pack's files say of the items it names.
    func findings(in file: ContentFile, _ lookup: TrackLookup) -> [Diagnostic] {
        guard let root = file.root, let items = root["items"]?.array else { return [] }
        let every = root["bonusEvery"]?.integer ?? 0
        let bonus = ContentKind(rawValue: root["bonus"]?.string ?? "")
        var found: [Diagnostic] = []
        var seen = Set<String>()
        for (index, node) in items.enumerated() {
            guard let id = node.string else { continue }
            let place = index + 1
            guard let kind = lookup.kindOf[id] else {
                found.append(Self.diagnostic("no item \"\(id)\" in the pack", in: file, at: node.range))
                continue
            }
            let bonusPlace = every > 0 && place % every == 0
            if !seen.insert(id).inserted {
                found.append(Self.diagnostic("\"\(id)\" is already on the track; it would be served twice", in: file, at: node.range))
            } else if bonusPlace, kind != bonus {
                found.append(Self.diagnostic("place \(place) is a bonus place (every \(every)th), but \"\(id)\" is \(kind.rawValue), not \(bonus.rawValue)", in: file, at: node.range))
            } else if bonusPlace, kind == Riddle.kind, !lookup.illustrated.contains(id) {
                found.append(Self.diagnostic("\"\(id)\" at bonus place \(place) has no image; the app shows every bonus riddle with its illustration", in: file, at: node.range))
            } else if !bonusPlace, kind == bonus {
                found.append(Self.diagnostic("\"\(id)\" is a bonus item (\(bonus.rawValue)) at place \(place), which is not a bonus place (every \(every)th)", in: file, at: node.range))
            } else if !bonusPlace, !Self.choiceKinds.contains(kind) {
                found.append(Self.diagnostic("\"\(id)\" is \(kind.rawValue), not a choice item the track can serve", in: file, at: node.range))
            }
        }
        return found
    }
}
