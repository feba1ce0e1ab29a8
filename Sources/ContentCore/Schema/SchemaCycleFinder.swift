/// Finds reference cycles that never move into the instance (`$ref` to itself through `allOf`,
/// `anyOf`, `not`, `if` and the like): validating anything against them would recurse forever.
/// Cycles through `properties` or `items` are fine: each step goes one level deeper into a
/// finite instance.
///
/// Also refuses in-place chains longer than `maximumChain` (a `$ref` to a `$ref` to …, 60,000
/// long, overflowed the stack before), and walks the schemas with a stack of its own, so no
/// schema, however it nests, exhausts the thread's.
struct SchemaCycleFinder {
    let roots: [SchemaNode]

    /// Subschemas applied in place one inside the other, at most (real schemas nest a handful).
    static let maximumChain = 64

    func cycles() -> [Diagnostic] {
        var state: [ObjectIdentifier: Bool] = [:]  // false: on the stack, true: done
        var longest: [ObjectIdentifier: Int] = [:]  // the longest in-place chain from a node that is done
        var diagnostics: [Diagnostic] = []
        var reported: Set<ObjectIdentifier> = []

        func report(_ node: SchemaNode, _ message: String) {
            guard reported.insert(ObjectIdentifier(node)).inserted else { return }
            diagnostics.append(Diagnostic(ruleID: SchemaRuleID.definition, severity: .error, message: message,
                                          file: node.location.file, range: node.location.range))
        }

        for root in roots where state[ObjectIdentifier(root)] == nil {
            var stack: [(node: SchemaNode, children: [SchemaNode], next: Int)] = [(root, Self.inPlaceChildren(root), 0)]
            state[ObjectIdentifier(root)] = false
            while let top = stack.last {
                if top.next < top.children.count {
                    let child = top.children[top.next]
                    stack[stack.count - 1].next += 1
                    switch state[ObjectIdentifier(child)] {
                    case false?:
                        let start = stack.lastIndex { $0.node === child } ?? 0
                        let cycle = stack[start...].map(\.node)
                        let referer = cycle.first { $0.refURI != nil } ?? child
                        let path = cycle.compactMap(\.refURI).joined(separator: " → ")
                        report(referer, "$ref cycle that never descends into the data: \(path.isEmpty ? "self" : path)")
                    case true?:
                        break
                    case nil:
                        state[ObjectIdentifier(child)] = false
                        stack.append((child, Self.inPlaceChildren(child), 0))
                    }
                    continue
                }
                stack.removeLast()
                let id = ObjectIdentifier(top.node)
                state[id] = true
                let chain = 1 + (top.children.map { longest[ObjectIdentifier($0)] ?? 0 }.max() ?? 0)
                longest[id] = chain
                // why: reported where the long chain starts (the deepest node still above the limit)
                if chain > Self.maximumChain, (top.children.map { longest[ObjectIdentifier($0)] ?? 0 }.max() ?? 0) <= Self.maximumChain {
                    report(top.node, "subschemas applied in place one inside the other (\(chain) deep: $ref, allOf, anyOf, if …) more than \(Self.maximumChain) times; the linter refuses such a schema (it could exhaust the stack)")
                }
            }
        }
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
