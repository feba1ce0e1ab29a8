import ContentBundle
import ContentCore

/// `plans`: savings plans, their parameters and their deposit formulas compiled into trees
/// (runtime type `Plan`).
struct PlansKind: KindSpec {
    let kind = ContentKind.plans
    let layout = ContentLayout(
        ids: ["/items/*/id"], localizedTexts: ["/items/*/title", "/items/*/description", "/items/*/parameters/*/label"])
    let form = CompiledForm.itemList
    /// Plans are few and small; plan-slides reads them whole.
    let packRulesReadTree = true
    /// The formulas and bounds decide every amount a user is asked for; titles are wording.
    let diffProfile = DiffProfile(item: ItemRoles(noun: "plan", members: ["slides": .serving], otherwise: .scoring))

    func items(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) -> (values: [JSONWriter.Value], count: Int) {
        let rewriter = session.rewriter(for: file)
        let values: [JSONWriter.Value] = (root["items"]?.array ?? []).compactMap { node in
            guard let plan = PlanDefinition(node), case .success(let count) = plan.count, case .success(let deposit) = plan.deposit,
                  case .success(let goal) = plan.goal, let every = plan.every, let code = node["currency"]?.string,
                  let minorUnit = PlanCurrencyRule.minorUnit(code) else { return nil }
            var members: [(String, JSONWriter.Value)] = [("id", .string(plan.id))]
            for name in ["title", "description", "slides", "premium"] {
                if let value = node[name] { members.append((name, rewriter.value(value))) }
            }
            members.append(("parameters", .array(plan.parameters.map { parameter in
                var fields: [(String, JSONWriter.Value)] = [
                    ("name", .string(parameter.name)), ("type", .string(parameter.type)), ("min", .int(parameter.min)),
                    ("max", .int(parameter.max)), ("default", .int(parameter.defaultValue)), ("step", .int(parameter.step)),
                ]
                if let label = parameter.node["label"] { fields.append(("label", rewriter.value(label))) }
                return .object(fields)
            })))
            members.append(("currency", .object([("code", .string(code)), ("minorUnit", .int(minorUnit))])))
            if let interval = plan.interval {
                var fields: [(String, JSONWriter.Value)] = [
                    ("name", .string(interval.name)), ("allowed", .array(interval.allowed.map { .string($0.rawValue) })),
                    ("default", .string(interval.defaultValue.rawValue)),
                ]
                if let label = interval.node["label"] { fields.append(("label", rewriter.value(label))) }
                members.append(("interval", .object(fields)))
            }
            members.append(("schedule", .object([
                ("every", .string(every.rawValue)),
                ("count", PlanFormula.value(count)), ("deposit", PlanFormula.value(deposit)), ("goal", PlanFormula.value(goal)),
                ("rounding", .string(plan.rounding.rawValue)), ("roundTo", .int(plan.roundTo)),
            ])))
            return .object(members)
        }
        return (values, values.count)
    }
}
