/// A declared rule that constrains nothing.
struct MatrixRuleNothingRule: FileRule {
    static let description = RuleDescription(
        id: "matrix-rule-constrains-nothing",
        summary: "A matrix rule should constrain something",
        rationale: """
            "constant" on an attribute whose values differ inside a panel (two sizes in one panel, \
            say) holds whatever the panels show: the rule is declared but says nothing, so the item \
            is easier or harder than its rules suggest. Give the entities one value, or choose \
            another rule.
            """,
        kind: .matrixSeries,
        severity: .warning,
        valid: [Example(Examples.matrixSeries([Examples.matrixItem()]))],
        // every panel holds a second shape of size 1 next to the size-3 one
        invalid: [Example(Examples.matrixSeries([Examples.matrixItem(
            rules: #"{"number": {"constant": {}}, "type": {"progression": {"step": 1}}, "size": ↓{"constant": {}}, "color": {"distribute-three": {}}}"#,
            options: [(3, 3, 4), (4, 3, 7), (2, 3, 4), (4, 3, 4), (3, 3, 7), (2, 3, 7)], answer: "3", secondSize: 1)]))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for item in MatrixFacts.items(file) {
            for (component, declared) in item.rules.enumerated() {
                for attribute in [MatrixAttribute.type, .size, .color] where declared[attribute] == .constant {
                    let mixed = item.panels.contains { MatrixItem.value(attribute, of: $0[component]) == nil && !$0[component].isEmpty }
                    guard mixed, let node = item.ruleNodes[component][attribute] else { continue }
                    found.append(Self.diagnostic(
                        "item \"\(item.id)\": the \(attribute.rawValue) rule (constant)\(MatrixFacts.place(component, item)) constrains nothing: entities of one panel have different \(attribute.rawValue)s",
                        in: file, at: node.range))
                }
            }
        }
        return found
    }
}
