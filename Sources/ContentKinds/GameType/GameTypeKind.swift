import ContentBundle
import ContentCore

extension ContentKind {
    /// `"kind": "game-type"`: a game type the toolchain does not know, declared by the pack
    /// (read by the linter; the bundle keeps its games' levels as JSON, `GameParameters.custom`).
    package static let gameType = ContentKind(rawValue: "game-type")
}

/// `game-type`: the level schema and difficulty measures of a game type the pack declares.
struct GameTypeKind: KindSpec {
    /// The kind, for the games' rules that read the types their games name.
    static let fileKind = ContentKind.gameType
    let kind = Self.fileKind
    let layout = ContentLayout(localizedTexts: ["/title"])
    /// Nothing of its own in the bundle: its games carry their levels.
    let form = CompiledForm.tables
    let diffProfile = DiffProfile(item: ItemRoles(noun: "game type", otherwise: .scoring))
}
