import ContentBundle

/// `games`: a game's level table, compiled into `tables.json`'s `games` by game name (runtime
/// type `GameTable`).
struct GamesKind: KindSpec {
    let kind = ContentKind.games
    let layout = ContentLayout()
    let form = CompiledForm.tables

    func tablesMember(_ files: [ContentFile], _ session: CompileSession) -> TablesMember? {
        var games: [(String, JSONWriter.Value)] = []
        for file in files {
            guard let root = file.root, let game = root["game"]?.string else { continue }
            games.append((game, session.rewriter(for: file).value(root, dropping: CompileSession.fileHeader.union(["game"]))))
        }
        return TablesMember(name: "games", rank: 0, value: .object(games.sorted { $0.0 < $1.0 }))
    }
}
