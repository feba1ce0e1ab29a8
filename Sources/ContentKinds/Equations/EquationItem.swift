import ContentCore

/// A picture-equation item, parsed and solved, as the equation rules read it.
struct EquationItem {
    let node: JSONNode
    let symbols: Set<String>
    /// Each equation's node and polynomial (nil when it does not parse).
    let equations: [(node: JSONNode, polynomial: Polynomial?, error: EquationError?)]
    let question: (node: JSONNode, polynomial: Polynomial?, error: EquationError?)?
    let used: Set<String>

    static func all(in root: JSONNode?) -> [EquationItem] {
        (root?["items"]?.array ?? []).map { item in
            let symbols = Set(item["symbols"]?.object?.keys ?? [])
            var used = Set<String>()
            func parse(_ node: JSONNode, equation: Bool) -> (JSONNode, Polynomial?, EquationError?) {
                var parser = EquationParser(node.string ?? "", symbols: symbols)
                do throws(EquationError) {
                    let polynomial = equation ? try parser.parseEquation() : try parser.parseExpression()
                    used.formUnion(parser.used)
                    return (node, polynomial, nil)
                } catch {
                    used.formUnion(parser.used)
                    return (node, nil, error)
                }
            }
            let equations = (item["equations"]?.array ?? []).map { parse($0, equation: true) }
            let question = item["question"].map { parse($0, equation: false) }
            let polynomials = equations.compactMap(\.1)
            let outcome = polynomials.count == equations.count && !polynomials.isEmpty
                ? EquationSystem.solve(polynomials, unknowns: symbols.intersection(used)) : nil
            return EquationItem(node: item, symbols: symbols, equations: equations, question: question, used: used, outcome: outcome)
        }
    }

    /// The system's outcome, when every equation parses.
    let outcome: EquationSystem.Outcome?
}

/// The picture equations' fact: each item parsed and solved, once per file for the equation rules.
enum EquationItems: ItemFact {
    static let name = "equation-items"
    static func read(_ root: JSONNode) -> [EquationItem] { EquationItem.all(in: root) }
}

extension ContentFile {
    /// Picture-equation items parsed and solved (equations files only).
    var equationItems: [EquationItem] { itemFacts[EquationItems.self] ?? [] }
}
