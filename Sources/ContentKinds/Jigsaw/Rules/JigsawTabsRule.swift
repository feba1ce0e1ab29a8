import ContentCore

/// Tabs stay inside the picture and clear of every other edge.
struct JigsawTabsRule: FileRule {
    static let description = RuleDescription(
        id: "jigsaw-tabs",
        summary: "A jigsaw's tabs must stay inside the picture and must not cross other edges",
        rationale: """
            With large tabSize and jitter the classic cut can push a knob into a neighbouring knob or \
            across another edge: the pieces then overlap and cannot be cut. The check builds the cut \
            exactly as the builder will (same seed, same curves) and tests every pair of edges around \
            each piece for crossings, and every knob for leaving the picture; it names the edge.
            """,
        kind: .jigsaw,
        severity: .error,
        valid: [Example(Examples.jigsaw(cut: #"{"style": "classic", "seed": 7, "tabSize": 0.3, "jitter": 0.04}"#))],
        invalid: [Example(Examples.jigsaw(cut: #"↓{"style": "classic", "seed": 7, "tabSize": 0.35, "jitter": 0.04}"#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let facts = JigsawLintFacts.of(file, context), let cut = file.root?["cut"] else { return [] }
        return facts.problems.compactMap { problem in
            switch problem {
            case .leavesPicture, .crosses: Self.diagnostic(problem.description, in: file, at: cut.range)
            default: nil
            }
        }
    }
}
