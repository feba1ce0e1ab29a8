import ContentCore

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
    /// How the rule fits the shown terms (nil without a rule): found once, read by three rules.
    let ruleFit: RuleFit?

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
                choiceNodes: choiceNodes, ruleNode: ruleNode, rule: rule, ruleFit: rule.map { fit($0, values.map(\.0)) })
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

extension SeriesItem {
    /// How the declared rule fits the shown terms, so that one altered term is blamed alone.
    enum RuleFit {
        /// Every shown term follows from the ones before it.
        case reproduces
        /// The rule's own sequence (from the first K terms) differs from the shown terms only at
        /// term `n`, where it gives `expected`; its next term is `next`.
        case oneTermAltered(n: Int, expected: Int, next: Int)
        /// Several terms differ, or the rule cannot be evaluated.
        case broken
    }

    /// How `rule` fits the shown terms.
    static func fit(_ rule: SeriesRule, _ shown: [Int]) -> RuleFit {
        let reproduces = (rule.lookBack + 1...max(rule.lookBack + 1, shown.count)).allSatisfy { n in
            n > shown.count || (try? rule.value(at: n, terms: Array(shown.prefix(n - 1)))) == shown[n - 1]
        }
        if reproduces { return .reproduces }
        // why: continue the rule from its start values alone; a single altered shown term then
        // differs once, where term-by-term checking would also blame the term (or key) after it
        var sequence = Array(shown.prefix(rule.lookBack))
        var altered: [(n: Int, expected: Int)] = []
        for n in (sequence.count + 1)...(shown.count + 1) {
            guard let value = try? rule.value(at: n, terms: sequence) else { return .broken }
            sequence.append(value)
            if n <= shown.count, value != shown[n - 1] { altered.append((n, value)) }
            if altered.count > 1 { return .broken }
        }
        guard let only = altered.first, let next = sequence.last else { return .broken }
        return .oneTermAltered(n: only.n, expected: only.expected, next: next)
    }
}

/// The number series' fact: each item with its rule parsed, read once per file for the
/// series rules.
enum SeriesItems: ItemFact {
    static let name = "series-items"
    static func read(_ root: JSONNode) -> [SeriesItem] { SeriesItem.all(in: root) }
}

extension ContentFile {
    /// Number-series items with their rules parsed (number-series files only).
    var seriesItems: [SeriesItem] { itemFacts[SeriesItems.self] ?? [] }
}
