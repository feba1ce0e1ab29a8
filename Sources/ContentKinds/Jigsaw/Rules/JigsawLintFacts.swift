import ContentArt
import ContentCore

/// What the jigsaw rules share: a jigsaw file's definition, its picture's size and the problems
/// of its cut, made once per lint run whichever rule asks first.
struct JigsawLintFacts: Sendable {
    let definition: JigsawDefinition
    let imageNode: JSONNode
    /// The picture's size, or why it cannot be read (nil when the asset rules report it).
    let size: Result<(width: Int, height: Int), AssetProblem>?
    /// The cut's problems, when the grid is large enough to cut at all.
    let problems: [JigsawProblem]

    static func of(_ file: ContentFile, _ context: LintContext) -> JigsawLintFacts? {
        context.memo.value("jigsaw \(file.path)") { JigsawLintFacts(file, context) }
    }

    private init?(_ file: ContentFile, _ context: LintContext) {
        guard let root = file.root, let definition = JigsawDefinition(root), let imageNode = root["image"] else { return nil }
        self.definition = definition
        self.imageNode = imageNode
        if definition.image.lowercased().hasSuffix(".png"), let path = AssetReference.resolve(definition.image, from: file.folder),
           case .success = context.assets.bytes(path) {
            size = context.assets.png(path).map { ($0.image.width, $0.image.height) }
        } else {
            size = nil
        }
        guard case .success(let size)? = size else {
            problems = []
            return
        }
        let found = JigsawCut(definition, width: size.width, height: size.height).problems()
        problems = found.contains { if case .piecesTooSmall = $0 { true } else { false } } ? [] : found
    }
}
