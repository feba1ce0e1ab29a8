/// A small set of array indexes.
typealias IndexSet = Set<Int>

extension SchemaEvaluator {
    /// Keys of `object` evaluated by `schema` and by its passing in-place subschemas.
    mutating func evaluatedKeys(
        _ node: JSONNode, _ object: JSONObject, _ schema: SchemaNode, into keys: inout Set<String>, includeSelf: Bool
    ) {
        if schema.boolean != nil { return }
        for member in object.members {
            if schema.properties[member.key] != nil || schema.patternProperties.contains(where: { $0.0.matches(member.key) }) {
                keys.insert(member.key)
            } else if schema.additionalProperties != nil || (includeSelf && schema.unevaluatedProperties != nil) {
                keys.insert(member.key)
            }
        }
        for sub in inPlacePassing(node, schema) {
            evaluatedKeys(node, object, sub, into: &keys, includeSelf: true)
        }
    }

    /// Indexes of `elements` evaluated by `schema` and by its passing in-place subschemas.
    mutating func evaluatedIndexes(
        _ node: JSONNode, _ elements: [JSONNode], _ schema: SchemaNode, into indexes: inout IndexSet, includeSelf: Bool
    ) {
        if schema.boolean != nil { return }
        if schema.items != nil || (includeSelf && schema.unevaluatedItems != nil) {
            indexes.formUnion(elements.indices)
            return
        }
        indexes.formUnion(0..<min(schema.prefixItems.count, elements.count))
        if let contains = schema.contains {
            for (index, element) in elements.enumerated() where isValid(element, contains) { indexes.insert(index) }
        }
        for sub in inPlacePassing(node, schema) {
            evaluatedIndexes(node, elements, sub, into: &indexes, includeSelf: true)
        }
    }

    /// The in-place subschemas whose annotations count: those that passed.
    private mutating func inPlacePassing(_ node: JSONNode, _ schema: SchemaNode) -> [SchemaNode] {
        var passing: [SchemaNode] = []
        if let target = schema.ref, isValid(node, target) { passing.append(target) }
        for sub in schema.allOf + schema.anyOf + schema.oneOf where isValid(node, sub) { passing.append(sub) }
        if let condition = schema.ifSchema {
            if isValid(node, condition) {
                passing.append(condition)
                if let then = schema.thenSchema, isValid(node, then) { passing.append(then) }
            } else if let otherwise = schema.elseSchema, isValid(node, otherwise) {
                passing.append(otherwise)
            }
        }
        if let object = node.object {
            for (name, dependent) in schema.dependentSchemas where object[name] != nil && isValid(node, dependent) {
                passing.append(dependent)
            }
        }
        return passing
    }
}
