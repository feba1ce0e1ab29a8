import ContentCore

/// Check B: exactly one option satisfies the rules.
struct MatrixOneAnswerRule: FileRule {
    static let description = RuleDescription(
        id: "matrix-one-answer",
        summary: "Exactly one option of a rendered matrix item may satisfy all its rules",
        rationale: """
            A distractor that satisfies every rule is a second right answer: the player who solved \
            the item can be marked wrong. The check completes the grid with each option in turn \
            and evaluates every declared rule.
            """,
        kind: .matrixSeries,
        severity: .error,
        valid: [
            Example(Examples.matrixSeries([Examples.matrixItem()])),
            // option 3 mixes greys 2 and 8: mixing does not let it escape the carried "constant"
            Example(Examples.matrixSeries([Examples.carriedGreys()])),
        ],
        invalid: [
            // a 2x2 grid whose number rule leaves the place free: option 1 is the key's shape, moved
            Example(Examples.matrixSeries([Examples.matrixItem(
                options: Examples.cube.enumerated().map { $0.offset == 1 ? (4, 3, 4) : $0.element }, slots: [1: 2], layout: "grid2x2",
                marked: 1, answer: "5")])),
            // option 3 shows the key's two greys in swapped places: each row keeps its multiset
            // of greys, so it is right too
            Example(Examples.matrixSeries([Examples.carriedGreys(replacing: [3: "c46@0 c42@1"], marked: [3])])),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for item in MatrixFacts.items(file) where item.options.indices.contains(item.answer) {
            guard item.satisfies(item.options[item.answer]) else { continue }  // matrix-rules-hold reports it
            for (index, option) in item.options.enumerated() where index != item.answer && item.satisfies(option) {
                found.append(Self.diagnostic(
                    "item \"\(item.id)\": option \(index) also satisfies every rule, a second right answer besides option \(item.answer)",
                    in: file, at: item.optionNodes[index].range))
            }
        }
        return found
    }
}
