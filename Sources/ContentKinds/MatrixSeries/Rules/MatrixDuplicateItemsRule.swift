import ContentCore

/// Check E across the pack: no item twice.
struct MatrixDuplicateItemsRule: PackRule {
    static let description = RuleDescription(
        id: "matrix-duplicate-items",
        summary: "A rendered matrix item must not appear twice in the pack",
        rationale: """
            The same panels and options under two ids (a copied item whose edit was forgotten) give \
            the player the same problem twice and skew the norms. Items are compared by their \
            panels' and options' attribute values.
            """,
        kind: .matrixSeries,
        severity: .error,
        valid: [Example(Examples.matrixSeries([Examples.matrixItem()]))],
        invalid: [
            Example(Examples.matrixSeries([Examples.matrixItem(), "↓" + Examples.matrixItem(id: "m-copy")])),
            // the copy lists the first panel's two shapes the other way round: the same picture
            Example(Examples.matrixSeries([Examples.carriedGreys(), "↓" + Examples.carriedGreys(id: "m-copy", firstPanel: "t26@1 t22@0")])),
        ])

    static let inputs: PackRuleInputs = .files([.matrixSeries])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        var seen: [[[[RenderedEntity]]]: (String, ContentFile, JSONNode)] = [:]
        var found: [Diagnostic] = []
        for file in files where file.kind == .matrixSeries {
            for item in MatrixFacts.items(file) {
                let key = (item.panels + item.options).map(RenderedMatrixItem.drawn)
                if let (id, otherFile, node) = seen[key] {
                    found.append(Self.diagnostic("item \"\(item.id)\" repeats item \"\(id)\"\(otherFile.path == file.path ? "" : " in \(otherFile.path)")",
                                                 in: file, at: item.node.range.lowerBound..<item.node.range.lowerBound + 1,
                                                 notes: [Diagnostic.Note("\"\(id)\" is here", file: otherFile.path, range: node.range)]))
                } else {
                    seen[key] = (item.id, file, item.node)
                }
            }
        }
        return found
    }
}
