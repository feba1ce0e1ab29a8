import ContentBundle
import ContentCore
import ContentKinds
import ContentCheck
/// The pack as the builder reads it: the checked pack's content files, grouped by kind in path
/// order, and its pictures, each read and decoded once in the run.
struct BuildInput {
    let settings: PackSettings
    let packTitle: [(locale: String, text: String)]
    /// Content files (not pack.json) with their trees, sorted by path.
    let files: [ContentFile]
    let fileSystem: any PackFileSystem
    let assets: AssetStore

    /// The input of a checked pack with no errors, checked with `keepContent`.
    init(_ checked: CheckedPack) throws {
        guard checked.errorCount == 0 else { throw BuildError.lintErrors(checked.errorCount) }
        if let file = checked.files.first(where: { $0.root == nil && $0.kind != nil }) { throw BuildError.notLintClean(file.path) }
        settings = checked.settings
        packTitle = checked.packTitle
        files = checked.files.filter { $0.kind != nil }
        fileSystem = checked.fileSystem
        assets = checked.assets
    }

    func files(of kind: ContentKind) -> [ContentFile] { files.filter { $0.kind == kind } }
}
