import ContentBundle
import ContentCore

extension GameFile {
    /// The games files' kind, for the rules of other kinds that name games.
    static let kind = ContentKind.games

    /// The ids of the games the pack's games files hold.
    static func ids(in files: [ContentFile]) -> Set<String> {
        Set(files.filter { $0.kind == kind }.compactMap { $0.root.flatMap(GameFile.init)?.id })
    }
}
