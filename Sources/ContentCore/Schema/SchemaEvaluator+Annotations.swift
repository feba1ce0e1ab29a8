/// A small set of array indexes.
typealias IndexSet = Set<Int>

extension SchemaEvaluator {
    /// Keys of `object` evaluated by `schema` and by its passing in-place subschemas.
    mutating func evaluatedKeys(
        _ node: JSONNode, _ object: JSONObject, _ schema: SchemaNode, into keys: inout Set<String>, includeSelf: Bool
    ) {
        if schema.boolean != nil || !tick() { return }
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

    /// Keys of `object` that a failed in-place subschema of `schema` declares, where that failure
    /// is reported on its own (a failed `$ref`, `allOf` member, `then` or `else`, dependent schema,
    /// or an `anyOf`/`oneOf` none of whose branches fits).
    ///
    /// 2020-12 drops a failed subschema's annotations, so `unevaluatedProperties` sees these keys
    /// as unevaluated: spec-correct, but for a designer one missing property in a `then` branch
    /// would also read as "unknown property" for every key the branch declares. The validator
    /// still counts them as failures (validity is unchanged); it only does not report them.
    mutating func keysOfReportedFailures(_ node: JSONNode, _ object: JSONObject, _ schema: SchemaNode) -> Set<String> {
        var keys = Set<String>()
        for sub in inPlaceReportedFailures(node, schema) {
            declaredKeys(node, object, sub, into: &keys)
        }
        return keys
    }

    /// Keys of `object` that `schema` would evaluate if every in-place subschema counted, passing
    /// or not (`if` still chooses between `then` and `else`).
    private mutating func declaredKeys(_ node: JSONNode, _ object: JSONObject, _ schema: SchemaNode, into keys: inout Set<String>) {
        if schema.boolean != nil || !tick() { return }
        for member in object.members {
            if schema.properties[member.key] != nil || schema.patternProperties.contains(where: { $0.0.matches(member.key) })
                || schema.additionalProperties != nil || schema.unevaluatedProperties != nil {
                keys.insert(member.key)
            }
        }
        var subschemas = schema.allOf + schema.anyOf + schema.oneOf
        if let target = schema.ref { subschemas.append(target) }
        if let condition = schema.ifSchema {
            if isValid(node, condition) {
                subschemas.append(condition)
                if let then = schema.thenSchema { subschemas.append(then) }
            } else if let otherwise = schema.elseSchema {
                subschemas.append(otherwise)
            }
        }
        for (name, dependent) in schema.dependentSchemas where object[name] != nil { subschemas.append(dependent) }
        for sub in subschemas { declaredKeys(node, object, sub, into: &keys) }
    }

    /// The in-place subschemas that failed in a way `validateCombinators` or `validate` reports.
    private mutating func inPlaceReportedFailures(_ node: JSONNode, _ schema: SchemaNode) -> [SchemaNode] {
        var failed: [SchemaNode] = []
        if let target = schema.ref, !isValid(node, target) { failed.append(target) }
        for sub in schema.allOf where !isValid(node, sub) { failed.append(sub) }
        for branches in [schema.anyOf, schema.oneOf] where !branches.isEmpty && !branches.contains(where: { isValid(node, $0) }) {
            failed += branches
        }
        if let condition = schema.ifSchema {
            let branch = isValid(node, condition) ? schema.thenSchema : schema.elseSchema
            if let branch, !isValid(node, branch) { failed.append(branch) }
        }
        if let object = node.object {
            for (name, dependent) in schema.dependentSchemas where object[name] != nil && !isValid(node, dependent) {
                failed.append(dependent)
            }
        }
        return failed
    }

    /// Indexes of `elements` evaluated by `schema` and by its passing in-place subschemas.
    mutating func evaluatedIndexes(
        _ node: JSONNode, _ elements: [JSONNode], _ schema: SchemaNode, into indexes: inout IndexSet, includeSelf: Bool
    ) {
        if schema.boolean != nil || !tick() { return }
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
