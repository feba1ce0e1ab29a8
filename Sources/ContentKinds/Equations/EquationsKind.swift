import ContentBundle
import ContentCore

/// `equations`: picture equations, each picture a number to find (runtime type `Equation`).
struct EquationsKind: KindSpec {
    let kind = ContentKind.equations
    let layout = ContentLayout(
        ids: ["/items/*/id"], assets: [AssetField("/items/*/symbols/*", role: "a picture equation's symbol", drawnBeside: true)])
    let form = CompiledForm.itemList
    let ruleFacts = ContentFacts(EquationItems.self)
    let servedOnTracks = true
    let answerMembers: AnswerMembers? = AnswerMembers(answer: "answer", rule: "rule")
    /// The worked solution follows from the equations and definitions (which ask the question).
    let diffProfile = DiffProfile(item: ItemRoles(noun: "equation", members: ["answer": .key, "rule": .explanation, "choices": .choices(.value), "solution": .explanation]))

    func itemFacts(_ root: JSONNode, wanted: ContentFacts) -> ItemFacts {
        var facts = ItemFacts()
        if wanted.contains(EquationItems.self) { facts[EquationItems.self] = EquationItems.read(root) }
        return facts
    }

    func poolItems(_ root: JSONNode) -> [JSONNode] { poolItemsOfList(root) }

    /// Each item without its key, with its worked solution: the steps a player takes, each a
    /// symbol's exact value and the equations (0-based) or the definition that give it.
    func items(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) -> (values: [JSONWriter.Value], count: Int) {
        let values = (root["items"]?.array ?? []).map { node -> JSONWriter.Value in
            let value = session.clientItem(node, of: file, answer: answerMembers)
            let item = EquationItem(node)
            guard case .solved? = item.outcome, case .object(var members) = value else { return value }
            members.append(("solution", .array(item.steps.map { step in
                var fields: [(String, JSONWriter.Value)] = [("symbol", .string(step.symbol)), ("value", .string(step.value.exactText))]
                fields.append(step.definition ? ("definition", .string(item.definitions.first { $0.name == step.symbol }?.line.node.string ?? "")) : ("equations", .array(step.equations.map { .int($0) })))
                return .object(fields)
            })))
            return .object(members)
        }
        return (values, values.count)
    }
}
