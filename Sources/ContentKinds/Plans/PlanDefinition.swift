import ContentBundle
import ContentCore

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
    /// The interval parameter the user chooses the period with, when the plan has one.
    let interval: Interval?

    /// An interval parameter: `{"type": "interval", "allowed": ["week", "month"], "default": "month"}`.
    struct Interval {
        let name: String
        let allowed: [PlanPeriod]
        let defaultValue: PlanPeriod
        let node: JSONNode
    }

    /// The interval parameters as written (a plan should have at most one).
    static func intervals(_ node: JSONNode) -> [Interval] {
        (node["parameters"]?.object?.members ?? []).compactMap { member in
            let value = member.value
            guard value["type"]?.string == "interval", let listed = value["allowed"]?.array,
                  let defaultValue = value["default"]?.string.flatMap(PlanPeriod.init(rawValue:)) else { return nil }
            let allowed = listed.compactMap { $0.string.flatMap(PlanPeriod.init(rawValue:)) }
            guard allowed.count == listed.count else { return nil }
            return Interval(name: member.key, allowed: allowed, defaultValue: defaultValue, node: value)
        }
    }

    /// The period the schedule starts with: the fixed `every`, else the interval's default.
    var every: PlanPeriod? {
        node["schedule"]?["every"]?.string.flatMap(PlanPeriod.init(rawValue:)) ?? interval?.defaultValue
    }

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
        interval = Self.intervals(node).first
    }
}
