import ContentBundle
import ContentCore

/// Every game has its introduction slides.
struct GameSlidesRule: PackRule {
    static let description = RuleDescription(
        id: "game-slides",
        summary: "Every game in games/ needs a slides file introducing it",
        rationale: """
            Each game shows a short description (rules, difficulty) before it starts. A game without \
            slides starts cold; translations of the slides are checked like every localised text.
            """,
        kind: .games,
        severity: .error,
        valid: [Example(Examples.numberOrder(), files: Examples.slides(for: "number-order"))],
        invalid: [Example(#"""
            {"kind": "games", "game": ↓"number-order", "rounds": 5, "penalty": 0.3, "levels": [
              {"level": 1, "count": 4, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60}]}
            """#)])

    static let inputs: PackRuleInputs = .files([.games, SlideShow.kind])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        let introduced = Set(files.filter { $0.kind == SlideShow.kind }.compactMap { $0.root?["game"]?.string })
        return files.filter { $0.kind == .games }.compactMap { file in
            guard let root = file.root, let game = GameFile(root), !introduced.contains(game.id) else { return nil }
            return Self.diagnostic("game \"\(game.id)\" has no slides; add a slides file with \"game\": \"\(game.id)\"", in: file, at: (root["id"] ?? root["game"] ?? root).range)
        }
    }
}
