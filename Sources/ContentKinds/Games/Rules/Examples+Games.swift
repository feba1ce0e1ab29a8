/// Building blocks of the games rules' examples: game tables and their slides.
extension Examples {
    /// A math-check game drawing one difficulty level's rounds from game levels.
    static func mathCheck(levels: String = """
        {"level": 1, "operands": [[1, 9], [1, 9]], "operations": ["+"], "pointsPerRound": 10},
            {"level": 2, "operands": [[1, 9], [1, 20]], "operations": ["+", "-"], "pointsPerRound": 20}
        """, rounds: String = "[1, 1, 2, 2, 2]", more: String = "") -> String {
        """
        {"kind": "games", "game": "math-check", "rounds": 5, "penalty": 0.3, "roundsBackOnMistake": 1,
         "gameLevels": [
            \(levels)],
         "levels": [
            {"level": 1, "rounds": \(rounds), "timeLimitSeconds": 60}\(more)]}
        """
    }

    /// A number-order table with two levels; `levels` replaces them.
    static func numberOrder(levels: String = """
        {"level": 1, "count": 4, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10, "timeLimitSeconds": 60},
          {"level": 2, "count": 6, "fontSize": [28, 32], "colors": 2, "pointsPerRound": 10, "timeLimitSeconds": 60}
        """, ranks: String? = nil) -> String {
        """
        {"kind": "games", "game": "number-order", "rounds": 5, "penalty": 0.3,\(ranks.map { " \"ranks\": \($0)," } ?? "") "levels": [
          \(levels)]}
        """
    }

    /// Slides for a game, so that games examples are complete.
    static func slides(for game: String) -> [String: String] {
        ["slides/\(game).json": """
            {"kind": "slides", "game": "\(game)", "slides": [
              {"image": "../img/cat.svg", "text": {"en": "Tap in order.", "ru": "Нажимай по порядку.", "uk": "Натискай по черзі."}}]}
            """]
    }
}
