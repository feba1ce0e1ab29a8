import ContentBundle

/// Riddles across the pack that read almost the same.
struct RiddleNearDuplicateRule: PackRule {
    static let threshold = 0.3

    static let description = RuleDescription(
        id: "riddle-near-duplicate",
        summary: "Two riddles should not read almost the same (character 3-gram Jaccard similarity of 0.3 or more)",
        rationale: """
            A near-copy is usually the same riddle added twice, or a translation pasted into the wrong \
            item; players notice repeats. The check compares every pair of riddles in each locale by the \
            sets of three-character sequences of their normalised texts and warns at a Jaccard \
            similarity of 0.3 or more, naming both.
            """,
        kind: .riddles,
        severity: .warning,
        valid: [Example(Examples.riddle())],
        invalid: [Example("""
            {"kind": "riddles", "items": [
              {"id": "cat-riddle", "difficulty": 1,
               "text": {"en": "Who says meow?", "ru": "Кто говорит мяу?", "uk": "Хто каже няв?"},
               "answers": {"en": ["a cat"], "ru": ["кошка"], "uk": ["кіт"]}},
              {"id": "cat-riddle-2", "difficulty": 1,
               "text": ↓{"en": "Who says meow, meow?", "ru": "Кто же говорит мяу?", "uk": "Хто ж каже няв?"},
               "answers": {"en": ["a cat"], "ru": ["кошка"], "uk": ["кіт"]}}
            ]}
            """)])

    private struct Entry {
        let file: Int
        let id: String
        let textObject: Range<Int>
        let range: Range<Int>
        let grams: Set<String>
    }

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        var entries: [String: [Entry]] = [:]
        for (index, file) in files.enumerated() {
            for riddle in file.riddles {
                for text in riddle.texts {
                    entries[text.locale, default: []].append(
                        Entry(file: index, id: riddle.id, textObject: riddle.textObject, range: text.range, grams: Self.trigrams(text.text)))
                }
            }
        }
        var reported = Set<String>()
        var found: [Diagnostic] = []
        for locale in entries.keys.sorted() {
            for (first, second, score) in Self.similarPairs(entries[locale]!) where reported.insert(second.id).inserted {
                let file = files[second.file]
                let place = first.file == second.file ? "" : " in \(files[first.file].path)"
                found.append(Self.diagnostic(
                    "riddle \"\(second.id)\" reads almost like \"\(first.id)\"\(place) (\(locale) texts \(Int((score * 100).rounded())) % alike); make them different or remove one",
                    in: file, at: second.textObject.lowerBound..<second.textObject.lowerBound + 1,
                    notes: [Diagnostic.Note("\"\(first.id)\" is here", file: files[first.file].path, range: first.range)]))
            }
        }
        return found
    }

    static func trigrams(_ text: String) -> Set<String> {
        let normal = Array(AnswerNormalizer.normalize(text))
        guard normal.count >= 3 else { return [String(normal)] }
        return Set((0...(normal.count - 3)).map { String(normal[$0..<$0 + 3]) })
    }

    /// Pairs at or above the threshold, found through an index of each text's rarest trigrams
    /// (prefix filtering: two sets with Jaccard ≥ t must share one of the first |A|−⌈t·|A|⌉+1
    /// elements in any fixed global order), so large packs are not compared pair by pair.
    private static func similarPairs(_ entries: [Entry]) -> [(Entry, Entry, Double)] {
        var frequency: [String: Int] = [:]
        for entry in entries { for gram in entry.grams { frequency[gram, default: 0] += 1 } }
        var index: [String: [Int]] = [:]
        var pairs: [(Entry, Entry, Double)] = []
        for (position, entry) in entries.enumerated() {
            let ordered = entry.grams.sorted { (frequency[$0]!, $0) < (frequency[$1]!, $1) }
            let prefix = ordered.count - Int((threshold * Double(ordered.count)).rounded(.up)) + 1
            var candidates = Set<Int>()
            for gram in ordered.prefix(max(1, prefix)) {
                candidates.formUnion(index[gram] ?? [])
                index[gram, default: []].append(position)
            }
            for candidate in candidates.sorted() {
                let other = entries[candidate]
                let shared = Double(other.grams.intersection(entry.grams).count)
                let score = shared / Double(other.grams.union(entry.grams).count)
                if score >= threshold { pairs.append((other, entry, score)) }
            }
        }
        return pairs
    }
}

