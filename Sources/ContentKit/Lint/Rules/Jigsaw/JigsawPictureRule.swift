import ContentArt

/// The picture can be cut into the grid.
struct JigsawPictureRule: FileRule {
    static let description = RuleDescription(
        id: "jigsaw-picture",
        summary: "A jigsaw's picture must be a readable PNG large enough for its grid",
        rationale: """
            The builder cuts the picture's own pixels, so it must decode; and pieces smaller than \
            \(JigsawCut.minimumPieceSide) pixels a side are hard to see and to touch on a phone. The \
            check reads the PNG's header (size, and whether libpng accepts it) and divides it by the \
            rows and columns.
            """,
        kind: .jigsaw,
        severity: .error,
        valid: [Example(Examples.jigsaw())],
        invalid: [
            Example(Examples.jigsaw(image: #"↓"img/broken.png""#), files: ["img/broken.png": "not a picture"]),
            Example(Examples.jigsaw(rows: "↓8")),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let facts = JigsawLintFacts.of(file, context), let size = facts.size else { return [] }
        switch size {
        case .failure(let error):
            return [Self.diagnostic("picture \"\(facts.definition.image)\" cannot be cut: \(error)", in: file, at: facts.imageNode.range)]
        case .success(let size):
            let cellWidth = size.width / facts.definition.columns
            let cellHeight = size.height / facts.definition.rows
            guard cellWidth < JigsawCut.minimumPieceSide || cellHeight < JigsawCut.minimumPieceSide else { return [] }
            let node = cellHeight < JigsawCut.minimumPieceSide ? file.root?["rows"] : file.root?["columns"]
            return [Self.diagnostic(
                "the \(size.width)x\(size.height) picture cut into \(facts.definition.rows)x\(facts.definition.columns) gives pieces of \(cellWidth)x\(cellHeight) pixels; pieces need at least \(JigsawCut.minimumPieceSide) pixels a side (fewer rows or columns, or a larger picture)",
                in: file, at: (node ?? facts.imageNode).range)]
        }
    }
}
