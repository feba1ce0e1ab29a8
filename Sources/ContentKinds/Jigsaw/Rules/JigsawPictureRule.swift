import ContentArt
import ContentCore

/// The picture can be cut into the grid.
struct JigsawPictureRule: FileRule {
    static let description = RuleDescription(
        id: "jigsaw-picture",
        summary: "A jigsaw's picture must be large enough for its grid",
        rationale: """
            Pieces smaller than \(JigsawCut.minimumPieceSide) pixels a side are hard to see and to \
            touch on a phone. The check divides the decoded picture's size by the rows and columns \
            (a picture that does not decode is an `asset-content` finding).
            """,
        kind: .jigsaw,
        severity: .error,
        valid: [Example(Examples.jigsaw())],
        invalid: [Example(Examples.jigsaw(rows: "↓8"))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let facts = JigsawLintFacts.of(file, context), case .success(let size)? = facts.size else { return [] }
        let cellWidth = size.width / facts.definition.columns
        let cellHeight = size.height / facts.definition.rows
        guard cellWidth < JigsawCut.minimumPieceSide || cellHeight < JigsawCut.minimumPieceSide else { return [] }
        let node = cellHeight < JigsawCut.minimumPieceSide ? file.root?["rows"] : file.root?["columns"]
        return [Self.diagnostic(
            "the \(size.width)x\(size.height) picture cut into \(facts.definition.rows)x\(facts.definition.columns) gives pieces of \(cellWidth)x\(cellHeight) pixels; pieces need at least \(JigsawCut.minimumPieceSide) pixels a side (fewer rows or columns, or a larger picture)",
            in: file, at: (node ?? facts.imageNode).range)]
    }
}
