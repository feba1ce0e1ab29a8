import ContentBundle

/// `games`: a game's level table, compiled into `tables.json`'s `games` by game name (runtime
/// type `GameTable`).
struct GamesKind: KindSpec {
    let kind = ContentKind.games
    let layout = ContentLayout()
    let form = CompiledForm.tables
    /// Rounds, penalties, points, time limits and every level parameter score a game; titles
    /// and descriptions are wording.
    let diffProfile = DiffProfile(item: ItemRoles(noun: "game", otherwise: .scoring), table: TableEntries(member: Self.member))
    private static let member = "games"

    func tablesMember(_ files: [ContentFile], _ session: CompileSession) -> TablesMember? {
        var games: [(String, JSONWriter.Value)] = []
        for file in files {
            guard let root = file.root, let game = root["game"]?.string else { continue }
            games.append((game, session.rewriter(for: file).value(root, dropping: CompileSession.fileHeader.union(["game"]))))
        }
        return TablesMember(name: Self.member, rank: 0, value: .object(games.sorted { $0.0 < $1.0 }))
    }
}
