import ContentBundle
import ContentCore

/// A declared rule that constrains nothing.
struct MatrixRuleConstrainsNothingRule: FileRule {
    static let description = RuleDescription(
        id: "matrix-rule-constrains-nothing",
        summary: "A matrix rule should constrain something",
        rationale: """
            "constant" on type, size or colour when the entities of a panel differ in it (two sizes \
            in one panel, say) and the number or position rule draws new entities in every panel \
            (number progression, arithmetic or distribute-three; position arithmetic) holds \
            whatever the panels show: the rule is declared but says nothing, so the item is easier \
            or harder than its rules suggest. Give the entities one value, or choose another rule. \
            When the number or position rule carries the entities along the row (number constant; \
            position constant, progression or distribute-three), "constant" means each row's panels \
            show the same values, which constrains the answer, and is not reported.
            """,
        kind: .matrixSeries,
        severity: .warning,
        valid: [
            Example(Examples.matrixSeries([Examples.matrixItem()])),
            // every panel holds a second shape of size 1 next to the size-3 one, and the number
            // rule (constant) carries both along the row: each row shows sizes 1 and 3
            Example(Examples.matrixSeries([Examples.matrixItem(
                options: [(3, 3, 4), (4, 3, 7), (2, 3, 4), (4, 3, 4), (3, 3, 7), (2, 3, 7)], answer: "3", secondSize: 1)])),
            // two greys in every panel, carried by position constant
            Example(Examples.matrixSeries([Examples.carriedGreys()])),
        ],
        // the number of squares grows, so each panel is drawn anew: a size-2 square among
        // size-4 ones says nothing a "constant" size rule could hold the answer to
        invalid: [Example(Examples.matrixSeries([Examples.redrawnSizes(sizeRule: #"↓{"constant": {}}"#)]))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for item in MatrixFacts.items(file) {
            for (component, declared) in item.rules.enumerated() {
                for attribute in [MatrixAttribute.type, .size, .color] where declared[attribute] == .constant {
                    guard item.constantConstrainsNothing(component, attribute), let node = item.ruleNodes[component][attribute] else { continue }
                    let redrawing = declared[.number].map { "number rule (\($0))" } ?? declared[.position].map { "position rule (\($0))" } ?? "number rule"
                    found.append(Self.diagnostic(
                        "item \"\(item.id)\": the \(attribute.rawValue) rule (constant)\(MatrixFacts.place(component, item)) constrains nothing: entities of one panel have different \(attribute.rawValue)s and the \(redrawing) draws new ones in every panel",
                        in: file, at: node.range))
                }
            }
        }
        return found
    }
}
