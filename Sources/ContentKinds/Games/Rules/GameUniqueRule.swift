import ContentCore

/// One games file per game.
struct GameUniqueRule: PackRule {
    static let description = RuleDescription(
        id: "game-unique",
        summary: "A game has one games file",
        rationale: """
            A game's id (its "id", or its type when it has none) names its table in the bundle; two \
            files for the same game would leave the bundle keeping one and silently dropping the \
            other. Give a second game of the same type its own "id".
            """,
        kind: .games,
        severity: .error,
        valid: [Example(Examples.mathCheck(), files: Examples.slides(for: "math-check").merging(
            ["games/kids-math.json": #"{"kind": "games", "id": "kids-math", "game": "math-check", "rounds": 1, "penalty": 0, "levels": [{"level": 1, "operands": [[1, 5], [1, 5]], "operations": ["+"], "pointsPerRound": 5}]}"#,
             "slides/kids-math.json": Examples.slides(for: "kids-math").values.first!]) { a, _ in a })],
        invalid: [Example(#"{"kind": "games", "game": ↓"math-check", "rounds": 1, "penalty": 0, "levels": [{"level": 1, "operands": [[1, 5], [1, 5]], "operations": ["+"], "pointsPerRound": 5}]}"#,
                          path: "zz-math.json",
                          files: Examples.slides(for: "math-check").merging(["games/math-check.json": Examples.mathCheck()]) { a, _ in a })])

    static let inputs: PackRuleInputs = .files([.games])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        var first: [String: ContentFile] = [:]
        var found: [Diagnostic] = []
        for file in files.sorted(by: { $0.path < $1.path }) where file.kind == .games {
            guard let root = file.root, let game = GameFile(root) else { continue }
            if let earlier = first[game.id] {
                let node = root["id"] ?? root["game"] ?? root
                found.append(Self.diagnostic("game \"\(game.id)\" already has a games file, \(earlier.path); give this one its own \"id\"", in: file, at: node.range))
            } else {
                first[game.id] = file
            }
        }
        return found
    }
}
