import ContentCore

/// A picture-equation item, parsed and solved, as the equation rules read it.
struct EquationItem {
    typealias Line = (node: JSONNode, polynomial: Polynomial?, error: EquationError?)

    let node: JSONNode
    let symbols: Set<String>
    /// Each equation's node and polynomial (nil when it does not parse).
    let equations: [Line]
    let question: Line?
    /// Each definition's key (the defined symbol), its expression's node and polynomial.
    let definitions: [(name: String, key: Range<Int>, line: Line)]
    let used: Set<String>
    /// The system's outcome, when every equation and definition parses.
    let outcome: EquationSystem.Outcome?
    /// The worked solution when the system is solved: which lines give which symbol.
    let steps: [EquationSystem.Step]

    static func all(in root: JSONNode?) -> [EquationItem] {
        (root?["items"]?.array ?? []).map(Self.init)
    }

    init(_ item: JSONNode) {
        node = item
        let symbols = Set(item["symbols"]?.object?.keys ?? [])
        self.symbols = symbols
        var used = Set<String>()
        func parse(_ node: JSONNode, equation: Bool, counts: Bool = true) -> Line {
            var parser = EquationParser(node.string ?? "", symbols: symbols)
            defer { if counts { used.formUnion(parser.used) } }
            do throws(EquationError) {
                return (node, equation ? try parser.parseEquation() : try parser.parseExpression(), nil)
            } catch {
                return (node, nil, error)
            }
        }
        equations = (item["equations"]?.array ?? []).map { parse($0, equation: true) }
        question = item["question"].map { parse($0, equation: false) }
        // why: a definition ties pictures the player sees; it shows no picture of its own
        definitions = (item["definitions"]?.object?.members ?? []).map { ($0.key, $0.keyRange, parse($0.value, equation: false, counts: false)) }
        self.used = used
        let polynomials = equations.compactMap(\.polynomial)
        let defined = definitions.compactMap { definition in definition.line.polynomial.map { (name: definition.name, value: $0) } }
        guard polynomials.count == equations.count, !polynomials.isEmpty, defined.count == definitions.count,
              definitions.allSatisfy({ symbols.contains($0.name) }) else {
            outcome = nil
            steps = []
            return
        }
        (outcome, steps) = EquationSystem.solve(polynomials, definitions: defined, unknowns: symbols.intersection(used))
    }
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
