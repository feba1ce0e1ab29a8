/// A number-series item as the series rules read it.
struct SeriesItem {
    let id: String
    let terms: [(value: Int, node: JSONNode)]
    let answer: (value: Int, node: JSONNode)?
    /// The integer choices' nodes, in order.
    let choiceNodes: [JSONNode]
    let ruleNode: JSONNode?
    /// The parsed rule; nil when there is none or it does not parse.
    let rule: SeriesRule?

    static func all(in root: JSONNode?) -> [SeriesItem] {
        (root?["items"]?.array ?? []).compactMap { item in
            guard let id = item["id"]?.string, let terms = item["terms"]?.array else { return nil }
            let values = terms.compactMap { node in node.integer.map { ($0, node) } }
            guard values.count == terms.count else { return nil }
            let ruleNode = item["rule"]
            let choiceNodes = (item["choices"]?.array ?? []).filter { $0.integer != nil }
            let rule = ruleNode?.string.flatMap { try? SeriesRule.parse($0).get() }
            return SeriesItem(
                id: id, terms: values, answer: item["answer"].flatMap { node in node.integer.map { ($0, node) } },
                choiceNodes: choiceNodes, ruleNode: ruleNode, rule: rule)
        }
    }

    /// The integer choices, in order.
    var choices: [Int] { choiceNodes.compactMap(\.integer) }

    /// The rule's value for term n (1-based) from the shown terms before it.
    func predicted(_ n: Int) -> Result<Int, SeriesEvaluationError>? {
        guard let rule else { return nil }
        let earlier = terms.prefix(n - 1).map(\.value)
        do { return .success(try rule.value(at: n, terms: earlier)) } catch { return .failure(error) }
    }
}
