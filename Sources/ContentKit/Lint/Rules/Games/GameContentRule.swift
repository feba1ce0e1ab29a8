/// The pack holds enough content for every level of a game.
struct GameContentRule: PackRule {
    static let description = RuleDescription(
        id: "game-content",
        summary: "Every game level must find enough content in the pack (cards for find-pair, words for anagram)",
        rationale: """
            A level that runs out of content repeats items or cannot start. Find-the-pair needs as many \
            distinct cards (over all memory sets) as a level has pairs. The anagram game needs, in \
            every anagram list, as many words as a level has rounds whose length is in the level's range \
            and that have enough look-alike letters for its substitutions.
            """,
        kind: .games,
        severity: .error,
        valid: [Example(#"""
            {"kind": "games", "game": "find-pair", "rounds": 5, "penalty": 0.3, "levels": [
              {"level": 1, "grid": [1, 2], "pairs": 1, "showSeconds": 10, "pointsPerPair": 10, "timeLimitSeconds": 120}]}
            """#, files: Examples.slides(for: "find-pair").merging(["memory.json": Examples.memory()]) { a, _ in a })],
        invalid: [Example(#"""
            {"kind": "games", "game": "find-pair", "rounds": 5, "penalty": 0.3, "levels": [
              {"level": 1, "grid": [2, 3], "pairs": ↓3, "showSeconds": 10, "pointsPerPair": 10, "timeLimitSeconds": 120}]}
            """#, files: Examples.slides(for: "find-pair").merging(["memory.json": Examples.memory()]) { a, _ in a })])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        let cards = Set(files.filter { $0.kind == .memory }.flatMap { file in
            file.assetReferences.compactMap { AssetReference.resolve($0.path, from: file.folder) }
        })
        let lists = files.filter { $0.kind == .anagrams }.compactMap { file in file.root.map { (file, $0) } }
        var found: [Diagnostic] = []
        for file in files where file.kind == .games {
            guard let root = file.root, let game = root["game"]?.string else { continue }
            let rounds = root["rounds"]?.integer ?? 1
            for level in root["levels"]?.array ?? [] {
                let number = level["level"]?.integer ?? 0
                if game == "find-pair", let pairs = level["pairs"], let count = pairs.integer, count > cards.count {
                    found.append(Self.diagnostic("level \(number) needs \(count) distinct cards, but the pack's memory sets have \(cards.count)", in: file, at: pairs.range))
                }
                if game == "anagram", let lengths = level["wordLength"]?.array?.compactMap(\.integer), lengths.count == 2 {
                    let substitutions = level["substitutions"]?.integer ?? 1
                    for (list, listRoot) in lists {
                        let usable = Self.words(listRoot, lengths[0]...max(lengths[0], lengths[1]), substitutions)
                        if usable < rounds {
                            found.append(Self.diagnostic(
                                "level \(number) plays \(rounds) rounds of words of \(lengths[0])-\(lengths[1]) letters with \(substitutions) look-alike letters, but \(list.path) has \(usable)",
                                in: file, at: level["wordLength"]!.range))
                        }
                    }
                }
            }
        }
        return found
    }

    /// Distinct words of a list in the length range with enough letters that have look-alikes.
    static func words(_ list: JSONNode, _ lengths: ClosedRange<Int>, _ substitutions: Int) -> Int {
        let confusable = Set((list["confusables"]?.object?.members ?? []).map(\.key))
        let words = Set((list["levels"]?.array ?? []).flatMap { $0["words"]?.array ?? [] }.compactMap(\.string))
        return words.filter { word in
            lengths.contains(word.count) && word.map(String.init).filter(confusable.contains).count >= substitutions
        }.count
    }
}
