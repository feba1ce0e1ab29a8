import ContentBundle
import ContentCore

/// Check A: each declared rule holds on rows 1-2, and on row 3 with the key.
struct MatrixRulesHoldRule: FileRule {
    static let description = RuleDescription(
        id: "matrix-rules-hold",
        summary: "Every declared rule of a rendered matrix item must hold on all three rows, the third with the key",
        rationale: """
            A rule that the shown panels break, or that the keyed option breaks, means the answer key \
            or the panels are wrong: the player who finds the rule picks another option (or none). \
            The check evaluates every rule of every component on rows 1 and 2 and on row 3 completed \
            by the key (distribute-three over the whole grid).
            """,
        kind: .matrixSeries,
        severity: .error,
        valid: [Example(Examples.matrixSeries([Examples.matrixItem()])), Example(Examples.matrixSeries([Examples.carriedGreys()]))],
        invalid: [
            Example(Examples.matrixSeries([Examples.matrixItem(rules: #"{"number": {"constant": {}}, "type": ↓{"progression": {"step": 2}}, "size": {"constant": {}}, "color": {"distribute-three": {}}}"#)])),
            Example(Examples.matrixSeries([Examples.matrixItem(answer: "↓3")])),
            // the key's greys are 2 and 8, where the row carries shapes of greys 2 and 6
            Example(Examples.matrixSeries([Examples.carriedGreys(answer: "↓3")])),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for item in MatrixFacts.items(file) {
            guard item.options.indices.contains(item.answer) else {
                found.append(Self.diagnostic("item \"\(item.id)\": the answer \(item.answer) is not an option (there are \(item.options.count), counted from 0)",
                                             in: file, at: item.answerNode.range))
                continue
            }
            let key = item.options[item.answer]
            // only worked out when the key breaks a rule on row 3
            lazy var verdict: String = {
                guard let right = item.options.indices.first(where: { $0 != item.answer && item.satisfies(item.options[$0]) }) else {
                    return "no option satisfies every rule, so the item has no answer"
                }
                return "option \(right) satisfies every rule: is the key \(right)?"
            }()
            for (component, declared) in item.rules.enumerated() {
                for attribute in MatrixAttribute.allCases {
                    guard let rule = declared[attribute], let node = item.ruleNodes[component][attribute] else { continue }
                    if !item.holds(rule, component, attribute, last: key, rows: 2) {
                        found.append(Self.diagnostic(
                            "item \"\(item.id)\": the \(attribute.rawValue) rule (\(rule))\(MatrixFacts.place(component, item)) does not hold on rows 1-2 of the panels",
                            in: file, at: node.range))
                    } else if !item.holds(rule, component, attribute, last: key, rows: 3) {
                        found.append(Self.diagnostic(
                            "item \"\(item.id)\": the \(attribute.rawValue) rule (\(rule))\(MatrixFacts.place(component, item)) holds on rows 1-2 but not on row 3 with the key (option \(item.answer)); \(verdict)",
                            in: file, at: item.answerNode.range))
                    }
                }
            }
        }
        return found
    }
}
