/// Finds reference cycles that never move into the instance (`$ref` to itself through `allOf`,
/// `anyOf`, `not`, `if` and the like): validating anything against them would recurse forever.
/// Cycles through `properties` or `items` are fine: each step goes one level deeper into a
/// finite instance.
struct SchemaCycleFinder {
    let roots: [SchemaNode]

    func cycles() -> [Diagnostic] {
        var state: [ObjectIdentifier: Bool] = [:]  // false: on the stack, true: done
        var diagnostics: [Diagnostic] = []
        var reported: Set<ObjectIdentifier> = []
        var stack: [SchemaNode] = []

        func visit(_ node: SchemaNode) {
            let id = ObjectIdentifier(node)
            if let done = state[id] {
                if !done, let start = stack.lastIndex(where: { $0 === node }) {
                    let cycle = Array(stack[start...])
                    let referer = cycle.first { $0.refURI != nil } ?? node
                    if reported.insert(ObjectIdentifier(referer)).inserted {
                        let path = cycle.compactMap(\.refURI).joined(separator: " → ")
                        diagnostics.append(Diagnostic(
                            ruleID: SchemaRuleID.definition, severity: .error,
                            message: "$ref cycle that never descends into the data: \(path.isEmpty ? "self" : path)",
                            file: referer.location.file, range: referer.location.range))
                    }
                }
                return
            }
            state[id] = false
            stack.append(node)
            for next in Self.inPlaceChildren(node) { visit(next) }
            stack.removeLast()
            state[id] = true
        }

        for root in roots { visit(root) }
        return diagnostics
    }

    /// Subschemas applied to the same instance location as `node`.
    static func inPlaceChildren(_ node: SchemaNode) -> [SchemaNode] {
        var children = node.allOf + node.anyOf + node.oneOf
        children += [node.ref, node.not, node.ifSchema, node.thenSchema, node.elseSchema].compactMap { $0 }
        children += node.dependentSchemas.map(\.1)
        return children
    }
}
