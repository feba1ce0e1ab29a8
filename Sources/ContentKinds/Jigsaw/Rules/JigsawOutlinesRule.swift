import ContentCore

/// Every piece has its own shape.
struct JigsawOutlinesRule: FileRule {
    static let description = RuleDescription(
        id: "jigsaw-outlines",
        summary: "No two pieces of a jigsaw may have the same outline",
        rationale: """
            Two pieces of the same shape fit each other's place, so a child can put a piece in the \
            wrong hole and see it "fit". Without jitter, pieces whose sides bulge the same way are \
            identical. The check compares every outline (relative to its cell, to an eighth of a pixel).
            """,
        kind: .jigsaw,
        severity: .error,
        valid: [Example(Examples.jigsaw(rows: "1", columns: "5"))],
        invalid: [Example(Examples.jigsaw(rows: "1", columns: "5", cut: #"↓{"style": "classic", "seed": 6, "tabSize": 0.2, "jitter": 0}"#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let facts = JigsawLintFacts.of(file, context), let cut = file.root?["cut"] else { return [] }
        return facts.problems.compactMap { problem in
            guard case .sameOutline = problem else { return nil }
            return Self.diagnostic(problem.description, in: file, at: cut.range)
        }
    }
}
