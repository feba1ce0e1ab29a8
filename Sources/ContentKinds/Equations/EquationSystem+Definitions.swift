import ContentBundle
import ContentCore

/// Symbols defined from others (`half-blue = blue / 2`): a player reads a half glass as half a
/// full one, so the solver substitutes each definition into the equations, solves for the
/// symbols left, then works out the defined ones.
extension EquationSystem {
    /// A defined symbol and its definition's expression.
    package typealias Definition = (name: String, value: Polynomial)

    /// The first cycle among the definitions (a symbol defined, through others, from itself), in
    /// the order the definitions are written; empty when there is none. Linear in the definitions.
    package static func cycle(_ definitions: [Definition]) -> [String] {
        if case .cycle(let names) = order(definitions) { return names }
        return []
    }

    private enum Order {
        /// Indices of the definitions, each after every definition it uses.
        case sorted([Int])
        case cycle([String])
    }

    private static func order(_ definitions: [Definition]) -> Order {
        let index = Dictionary(definitions.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let edges = definitions.map { definition in definition.value.variables.compactMap { index[$0] }.sorted() }
        // why: iterative depth-first search (0 unvisited, 1 on the path, 2 done), so 10,000
        // chained definitions cannot exhaust the stack
        var state = [UInt8](repeating: 0, count: definitions.count)
        var sorted: [Int] = []
        for root in definitions.indices where state[root] == 0 {
            var path: [(node: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let (node, next) = path.last {
                guard next < edges[node].count else {
                    state[node] = 2
                    sorted.append(node)
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let target = edges[node][next]
                if state[target] == 1 {
                    let start = path.firstIndex { $0.node == target } ?? 0
                    return .cycle(path[start...].map { definitions[$0.node].name })
                }
                if state[target] == 0 {
                    state[target] = 1
                    path.append((target, 0))
                }
            }
        }
        return .sorted(sorted)
    }

    /// Each definition with the defined symbols in it replaced by their own definitions (nil
    /// when the definitions have a cycle or a product grows too large).
    static func expanded(_ definitions: [Definition]) -> [String: Polynomial]? {
        guard case .sorted(let order) = order(definitions) else { return nil }
        var done: [String: Polynomial] = [:]
        for index in order {
            let definition = definitions[index]
            guard done[definition.name] == nil else { continue }
            guard let value = definition.value.replacing(done) else { return nil }
            done[definition.name] = value
        }
        return done
    }

    /// The system with definitions: the outcome and the worked solution. A contradiction that
    /// only the definitions bring is blamed on the first definition that brings it.
    package static func solve(_ equations: [Polynomial], definitions: [Definition], unknowns: Set<String>) -> (outcome: Outcome, steps: [Step]) {
        guard !definitions.isEmpty else { return solveWithSteps(equations, unknowns: unknowns) }
        let cycle = cycle(definitions)
        guard cycle.isEmpty else { return (.cyclic(cycle), []) }
        guard let expanded = expanded(definitions) else { return (.tooLarge, []) }
        var substituted: [Polynomial] = []
        for equation in equations {
            guard let value = equation.replacing(expanded) else { return (.tooLarge, []) }
            substituted.append(value)
        }
        var base = unknowns.subtracting(expanded.keys)
        for name in unknowns where expanded[name] != nil { base.formUnion(expanded[name]!.variables) }
        var (outcome, steps) = solveWithSteps(substituted, unknowns: base)
        switch outcome {
        case .solved(var values):
            for definition in definitions where unknowns.contains(definition.name) || values[definition.name] == nil {
                guard let expansion = expanded[definition.name] else { continue }
                // why: a value past 64-bit fractions is no value; one the equations leave open is open
                guard let value = expansion.substituting(values) else { return (.tooLarge, []) }
                guard value.isConstant else { return (.underdetermined(value.variables.sorted()), []) }
                values[definition.name] = value.constantTerm
                steps.append(Step(symbol: definition.name, value: value.constantTerm, equations: [], definition: true))
            }
            return (.solved(values), steps)
        case .contradiction:
            return (blame(equations, definitions, unknowns: unknowns) ?? outcome, [])
        default:
            return (outcome, [])
        }
    }

    /// The line to blame for a contradiction: an equation when the shown equations contradict
    /// each other alone, else the first definition whose equation makes them contradictory.
    private static func blame(_ equations: [Polynomial], _ definitions: [Definition], unknowns: Set<String>) -> Outcome? {
        var lines = equations
        var all = unknowns.union(definitions.map(\.name))
        if case .contradiction(let index) = solve(lines, unknowns: all) { return .contradiction(index) }
        for (offset, definition) in definitions.enumerated() {
            guard let negated = -definition.value, let line = Polynomial.symbol(definition.name) + negated else { return nil }
            lines.append(line)
            all.formUnion(definition.value.variables)
            if case .contradiction = solve(lines, unknowns: all) { return .contradiction(equations.count + offset) }
        }
        return nil
    }
}

extension Polynomial {
    /// Replaces symbols by polynomials (a defined symbol by its definition); nil when a product
    /// grows past the limits of `*`.
    func replacing(_ definitions: [String: Polynomial]) -> Polynomial? {
        guard variables.contains(where: { definitions[$0] != nil }) else { return self }
        var result = Polynomial(terms: [:])
        for (monomial, coefficient) in terms {
            var product = Polynomial.constant(coefficient)
            for symbol in monomial {
                guard let next = product * (definitions[symbol] ?? .symbol(symbol)) else { return nil }
                product = next
            }
            guard let sum = result + product else { return nil }
            result = sum
        }
        return result
    }
}
