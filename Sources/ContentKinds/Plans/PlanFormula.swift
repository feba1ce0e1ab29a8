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

/// A plans file's plan read for the rules and the builder: its parameters in order and its
/// formulas compiled.
struct PlanDefinition {
    struct Parameter {
        let name: String
        let type: String
        let min: Int
        let max: Int
        let defaultValue: Int
        let step: Int
        let node: JSONNode

        /// The parameter as the app offers it (its bounds and step checked the app's way).
        var offered: PlanParameter {
            PlanParameter(name: name, type: PlanParameterType(rawValue: type) ?? .integer, min: min, max: max, defaultValue: defaultValue, step: Swift.max(1, step))
        }
    }

    let id: String
    let node: JSONNode
    let parameters: [Parameter]
    let count: Result<PlanExpression, PlanFormula.Problem>
    let deposit: Result<PlanExpression, PlanFormula.Problem>
    let goal: Result<PlanExpression, PlanFormula.Problem>
    let rounding: PlanRounding
    let roundTo: Int

    init?(_ node: JSONNode) {
        guard let id = node["id"]?.string, let schedule = node["schedule"] else { return nil }
        self.id = id
        self.node = node
        parameters = (node["parameters"]?.object?.members ?? []).compactMap { member in
            let value = member.value
            guard let type = value["type"]?.string, let min = value["min"]?.integer, let max = value["max"]?.integer,
                  let defaultValue = value["default"]?.integer else { return nil }
            return Parameter(name: member.key, type: type, min: min, max: max, defaultValue: defaultValue,
                             step: value["step"]?.integer ?? 1, node: value)
        }
        let names = Set(parameters.map(\.name))
        func formula(_ key: String, names: Set<String>, otherwise: PlanExpression? = nil) -> Result<PlanExpression, PlanFormula.Problem> {
            if let given = schedule[key] { return PlanFormula.compile(given, names: names) }
            if let otherwise { return .success(otherwise) }
            return .failure(PlanFormula.Problem(message: "the schedule has no \"\(key)\"", offset: 0))
        }
        count = formula("count", names: names)
        deposit = formula("deposit", names: names.union(["k"]))
        goal = names.contains("goal") ? formula("goal", names: names, otherwise: .name("goal")) : formula("goal", names: names)
        rounding = schedule["rounding"]?.string.flatMap(PlanRounding.init(rawValue:)) ?? .exact
        roundTo = schedule["roundTo"]?.integer ?? 1
    }
}
