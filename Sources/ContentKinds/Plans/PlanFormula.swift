import ContentBundle
import ContentCore

/// A plan's formula as written (a string in the rule language, or a whole number), compiled into
/// the tree the runtime evaluates (`PlanExpression`), so lint and the app compute alike.
enum PlanFormula {
    /// Why a formula cannot be used, and where in its text (in characters).
    struct Problem: Error {
        let message: String
        let offset: Int
    }

    static func compile(_ node: JSONNode, names: Set<String>) -> Result<PlanExpression, Problem> {
        if let value = node.integer { return .success(.number(value)) }
        guard let text = node.string else { return .failure(Problem(message: "a formula is a string or a whole number", offset: 0)) }
        switch SeriesRuleParser.parseFormula(text, names: names) {
        case .failure(let error): return .failure(Problem(message: error.message, offset: error.offset))
        case .success(let expression):
            do {
                return .success(try tree(expression))
            } catch {
                return .failure(error)
            }
        }
    }

    private static func tree(_ expression: SeriesExpression) throws(Problem) -> PlanExpression {
        switch expression {
        case .number(let value): return .number(value)
        case .name(let name): return .name(name)
        case .negate(let inner): return .operation("neg", [try tree(inner)])
        case .binary(let op, let left, let right):
            let name = op == SeriesExpression.floorDivision ? "floor" : String(op)
            return .operation(name, [try tree(left), try tree(right)])
        case .call(let name, let arguments):
            guard PlanExpression.arity[name] == arguments.count else {
                throw Problem(message: "\(name) is a number-series function; a plan's formula may use abs, if, even and odd", offset: 0)
            }
            var operands: [PlanExpression] = []
            for argument in arguments { operands.append(try tree(argument)) }
            return .operation(name, operands)
        case .n, .previous: throw Problem(message: "n and a(n-k) belong to number series; a plan's formula uses its parameters and k", offset: 0)
        }
    }

    /// The tree as the bundle writes it.
    static func value(_ expression: PlanExpression) -> JSONWriter.Value {
        switch expression {
        case .number(let value): .int(value)
        case .name(let name): .string(name)
        case .operation(let op, let operands): .array([.string(op)] + operands.map(value))
        }
    }
}
