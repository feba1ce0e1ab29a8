import ContentCore

/// Checks D and E within an item: distractors differ from the key, options from each other.
struct MatrixOptionsRule: FileRule {
    static let description = RuleDescription(
        id: "matrix-options",
        summary: "Every distractor of a matrix item must differ from the key, and all options from each other",
        rationale: """
            A distractor with all the key's attribute values looks like the key (a second right \
            answer to the player's eye); two identical options offer a choice that is no choice. \
            Rendered options are compared as drawn: each component's entities ordered by slot, \
            with type, size, colour and slot (the order they are listed in is not visible, and two \
            options whose greys differ are different pictures even when each mixes greys). A \
            distractor that differs from the key only in angle counts as the key: angle is \
            decoration no rule reads, so it satisfies every rule the key does. Two distractors \
            that differ only in angle are different pictures. Pictured items are checked by \
            `matrix-pictured`.
            """,
        kind: .matrixSeries,
        severity: .error,
        valid: [
            Example(Examples.matrixSeries([Examples.matrixItem()])),
            // options 3 and 5 (the key) are both two size-4 circles of two greys, 2 and 8 against
            // 2 and 6: different pictures
            Example(Examples.matrixSeries([Examples.carriedGreys()])),
        ],
        invalid: [
            Example(Examples.matrixSeries([Examples.matrixItem(
                options: Examples.cube.enumerated().map { $0.offset == 2 ? (3, 3, 4) : $0.element }, marked: 2)])),
            // option 7 lists option 4's two hexagons the other way round: the same picture
            Example(Examples.matrixSeries([Examples.carriedGreys(replacing: [7: "h48@1 h42@0"], marked: [7])])),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for item in MatrixFacts.items(file) where item.options.indices.contains(item.answer) {
            let key = RenderedMatrixItem.ruled(item.options[item.answer])
            let drawn = item.options.map(RenderedMatrixItem.drawn)
            for (index, option) in item.options.enumerated() where index != item.answer {
                if RenderedMatrixItem.ruled(option) == key {
                    let turned = drawn[index] != drawn[item.answer]
                    found.append(Self.diagnostic("item \"\(item.id)\": option \(index) \(turned ? "differs from the key (option \(item.answer)) only in angle, which no rule reads" : "looks like the key (option \(item.answer))")",
                                                 in: file, at: item.optionNodes[index].range))
                } else if let earlier = drawn[..<index].firstIndex(of: drawn[index]) {
                    found.append(Self.diagnostic("item \"\(item.id)\": options \(earlier) and \(index) are the same",
                                                 in: file, at: item.optionNodes[index].range))
                }
            }
        }
        return found
    }
}
