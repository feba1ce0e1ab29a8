import ContentBundle
import Foundation
import ContentCore

/// `games`: a game's catalogue entry and level tables, compiled into `tables.json`'s `games` by
/// game id (runtime type `GameTable`), with the rounds the builder generates for it in
/// `games/<id>/rounds.json` (runtime type `GameRounds`).
struct GamesKind: KindSpec {
    let kind = ContentKind.games
    let layout = ContentLayout(localizedTexts: ["/title", "/description", "/ranks/*/title"], assets: [AssetField("/cover", role: "a game's cover", drawnBeside: true)])
    let form = CompiledForm.tables
    /// Rounds, penalties, points, time limits and every level parameter score a game; titles,
    /// descriptions and covers are wording and pictures; the catalogue's flags serve.
    let diffProfile = DiffProfile(
        key: "id",
        item: ItemRoles(noun: "game", members: [
            "title": .wording, "description": .wording, "cover": .picture, "featured": .serving, "category": .serving,
            "premium": .serving, "dailyFreePlays": .serving, "roundsFile": .generated,
        ], otherwise: .scoring),
        table: TableEntries(member: Self.member))
    private static let member = "games"

    static func roundsPath(_ id: String) -> String { "games/\(id)/rounds.json" }

    func tablesMember(_ files: [ContentFile], _ session: CompileSession) -> TablesMember? {
        var games: [(String, JSONWriter.Value)] = []
        for file in files {
            guard let root = file.root, let game = GameFile(root) else { continue }
            games.append((game.id, table(game, file, session)))
        }
        return TablesMember(name: Self.member, rank: 0, value: .object(games.sorted { $0.0 < $1.0 }))
    }

    /// The game as the runtime reads it: both forms of levels made one (game levels, and
    /// difficulty levels naming one per round).
    private func table(_ game: GameFile, _ file: ContentFile, _ session: CompileSession) -> JSONWriter.Value {
        let rewriter = session.rewriter(for: file)
        let root = game.root
        var members: [(String, JSONWriter.Value)] = [("id", .string(game.id)), ("type", .string(game.type))]
        for name in ["title", "description", "category", "cover"] {
            if let node = root[name] { members.append((name, rewriter.value(node))) }
        }
        members.append(("featured", .bool(root["featured"]?.bool ?? false)))
        members.append(("premium", .bool(root["premium"]?.bool ?? false)))
        if let plays = root["dailyFreePlays"] { members.append(("dailyFreePlays", rewriter.value(plays))) }
        members.append(("rounds", .int(game.rounds)))
        if let penalty = root["penalty"] { members.append(("penalty", rewriter.value(penalty))) }
        members.append(("roundsBackOnMistake", .int(root["roundsBackOnMistake"]?.integer ?? 0)))
        // why: the limit the spares were counted for, written even where the file leaves it to
        // the default, so the runtime ends the level where the spares end
        if let limit = game.mistakesAllowed { members.append(("mistakesAllowed", .int(limit))) }
        if let ranks = root["ranks"] { members.append(("ranks", rewriter.value(ranks))) }
        members.append(("categories", .array((root["categories"]?.array ?? []).map { rewriter.value($0) })))
        let gameLevels: [JSONWriter.Value] = game.gameLevels.map { entry in
            guard case .object(var fields) = rewriter.value(entry.node, dropping: game.pooled ? [] : ["timeLimitSeconds"]) else { return .null }
            if game.builtIn == .mathCheck, entry.node["wrongShare"] == nil { fields.append(("wrongShare", .raw(MathCheckDefaults.wrongShare))) }
            return .object(fields)
        }
        members.append(("gameLevels", .array(gameLevels)))
        members.append(("levels", .array(game.levels.map { level in
            var fields: [(String, JSONWriter.Value)] = [("level", .int(level.number)), ("rounds", .array(level.rounds.map { .int($0) }))]
            if let limit = level.timeLimit { fields.append(("timeLimitSeconds", .int(limit))) }
            return .object(fields)
        })))
        if game.generatesRounds { members.append(("roundsFile", .string(Self.roundsPath(game.id)))) }
        return .object(members)
    }

    /// The generated rounds (a game the linter found unfillable stops the build).
    func outputs(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) throws -> [String: [UInt8]] {
        guard let game = GameFile(root) else { throw BuildError.notLintClean(file.path) }
        guard game.generatesRounds else { return [:] }
        var generator = GameRoundsGenerator(game, packFiles: session.packFiles)
        guard case .success(let rounds) = generator.generate() else { throw BuildError.notLintClean(file.path) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return [Self.roundsPath(game.id): Array(try encoder.encode(rounds))]
    }
}
