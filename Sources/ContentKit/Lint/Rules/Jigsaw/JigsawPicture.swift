import ContentArt

/// What the jigsaw rules share: a jigsaw file's definition, its picture's size and its cut.
struct JigsawLintFacts {
    let definition: JigsawDefinition
    let imageNode: JSONNode
    /// The picture's size, or why it cannot be read (nil when the asset rules report it).
    let size: Result<(width: Int, height: Int), PNGError>?

    init?(_ file: ContentFile, _ context: LintContext) {
        guard let root = file.root, let definition = JigsawDefinition(root), let imageNode = root["image"] else { return nil }
        self.definition = definition
        self.imageNode = imageNode
        guard definition.image.lowercased().hasSuffix(".png"), let path = AssetReference.resolve(definition.image, from: file.folder),
              let bytes = try? context.fileSystem.read(path, maxBytes: 256 << 20) else {
            size = nil
            return
        }
        size = PNGCodec.dimensions(bytes)
    }

    /// The cut, when the picture can be read.
    var cut: JigsawCut? {
        guard case .success(let size)? = size else { return nil }
        return JigsawCut(definition, width: size.width, height: size.height)
    }

    /// The cut's problems, when the grid is large enough to cut at all.
    func problems() -> [JigsawProblem] {
        guard let cut else { return [] }
        let problems = cut.problems()
        return problems.contains { if case .piecesTooSmall = $0 { true } else { false } } ? [] : problems
    }
}

extension Examples {
    /// A jigsaw of the example pack's 240x160 photo (`img/photo.png`).
    static func jigsaw(rows: String = "2", columns: String = "3", cut: String = #"{"style": "classic", "seed": 7, "tabSize": 0.2, "jitter": 0.04}"#, image: String = #""img/photo.png""#) -> String {
        #"{"kind": "jigsaw", "id": "photo-6", "image": "# + image + #", "rows": "# + rows + #", "columns": "# + columns + #", "cut": "# + cut + #", "difficulty": 2}"#
    }
}
