import ContentBundle
import ContentCore

/// Check B2: no other rule explaining rows 1-2 admits another option.
struct MatrixAmbiguousRule: FileRule {
    static let description = RuleDescription(
        id: "matrix-ambiguous",
        summary: "No other rule that explains rows 1-2 of a rendered matrix item may make another option right",
        rationale: """
            The player does not see the declared rules, only the panels. If rows 1 and 2 also fit \
            another rule of the vocabulary (a grey level that both progresses and distributes, say) \
            and that rule picks a different option, a player reasoning correctly answers "wrong". \
            The check tries every rule of the vocabulary on each attribute in place of the declared \
            one, keeps those that hold on rows 1-2, and reports a distractor that the declared rules \
            reject and such a reading admits, naming that reading. A distractor the declared rules \
            already admit is a second answer, reported by matrix-one-answer and not here.
            """,
        kind: .matrixSeries,
        severity: .error,
        valid: [
            Example(Examples.matrixSeries([Examples.matrixItem()])),
            // rows 1-2 also fit position arithmetic add (the union of a place set with itself),
            // which predicts the same places
            Example(Examples.matrixSeries([Examples.carriedGreys()])),
        ],
        invalid: [Example(Examples.matrixSeries([ambiguous]))])

    /// Rows (1, 2, 3) and (1, 2, 3) fit both "progression +1" and "arithmetic add"; row 3 starts
    /// (2, 3), where progression gives 4 and addition 5. The item declares progression; option 1
    /// has size 5, which addition predicts.
    static let ambiguous: String = {
        func panel(_ size: Int) -> String { #"[{"entities": [{"type": "circle", "size": \#(size), "color": 5, "slot": 0}]}]"# }
        let panels = [1, 2, 3, 1, 2, 3, 2, 3].map(panel)
        let options = [4, 5, 6, 1, 2, 3].enumerated().map { ($0.offset == 1 ? "↓" : "") + panel($0.element) }
        return #"{"id": "m-amb", "difficulty": 3, "form": "rendered", "layout": "center", "components": [{"rules": {"number": {"constant": {}}, "type": {"constant": {}}, "size": {"progression": {"step": 1}}, "color": {"constant": {}}}}],"#
            + "\n \"panels\": [" + panels.joined(separator: ", ") + "],\n \"options\": [" + options.joined(separator: ", ") + "],\n \"answer\": 0}"
    }()

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for item in MatrixFacts.items(file) where item.options.indices.contains(item.answer) {
            let key = item.options[item.answer]
            guard item.satisfies(key) else { continue }  // matrix-rules-hold reports it
            // Options the declared rules admit are second answers (matrix-one-answer); only
            // those they reject can be made right by another reading of rows 1-2.
            var rejected = Set(item.options.indices.filter { $0 != item.answer && !item.satisfies(item.options[$0]) })
            for (component, declared) in item.rules.enumerated() {
                for attribute in MatrixAttribute.allCases {
                    guard let rule = declared[attribute] else { continue }
                    for alternative in MatrixRule.vocabulary where alternative != rule && !rejected.isEmpty {
                        guard item.holds(alternative, component, attribute, last: key, rows: 2) else { continue }
                        let reading = RenderedMatrixItem.Reading(component: component, attribute: attribute, rule: alternative)
                        for index in rejected.sorted() where item.satisfies(item.options[index], reading: reading) {
                            rejected.remove(index)
                            found.append(Self.diagnostic(
                                "item \"\(item.id)\": rows 1-2 also fit \(alternative) for \(attribute.rawValue)\(MatrixFacts.place(component, item)) instead of \(rule), which makes option \(index) right",
                                in: file, at: item.optionNodes[index].range))
                        }
                    }
                }
            }
        }
        return found
    }
}
