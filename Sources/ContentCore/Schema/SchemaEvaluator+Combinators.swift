extension SchemaEvaluator {
    mutating func validateCombinators(_ node: JSONNode, _ schema: SchemaNode, _ errors: inout [SchemaViolation]?) -> Bool {
        var valid = true
        for sub in schema.allOf where !validate(node, sub, &errors) {
            valid = false
            if errors == nil { return false }
        }
        if !schema.anyOf.isEmpty, !schema.anyOf.contains(where: { isValid(node, $0) }) {
            valid = false
            if errors == nil { return false }
            recordBestBranch(node, schema, schema.anyOf, &errors)
        }
        if !schema.oneOf.isEmpty {
            let passing = schema.oneOf.indices.filter { isValid(node, schema.oneOf[$0]) }
            if passing.isEmpty {
                valid = false
                if errors == nil { return false }
                recordBestBranch(node, schema, schema.oneOf, &errors)
            } else if passing.count > 1 {
                valid = false
                if errors == nil { return false }
                let names = passing.map { branchName(schema.oneOf[$0], $0) }
                record(&errors, node.range, "oneOf",
                       "\(path.subject) fits more than one of the alternatives (\(names.joined(separator: ", "))); it must fit exactly one")
            }
        }
        if let forbidden = schema.not, isValid(node, forbidden) {
            valid = false
            if errors == nil { return false }
            let what = forbidden.expectedText ?? forbidden.title.map { "\($0)" } ?? "this value"
            record(&errors, node.range, "not", "\(path.subject) must not be \(what), found \(SchemaMessages.render(node))")
        }
        if let condition = schema.ifSchema {
            let branch = isValid(node, condition) ? schema.thenSchema : schema.elseSchema
            if let branch, !validate(node, branch, &errors) {
                valid = false
                if errors == nil { return false }
            }
        }
        return valid
    }

    mutating func isValid(_ node: JSONNode, _ schema: SchemaNode) -> Bool {
        var quiet: [SchemaViolation]? = nil
        return validate(node, schema, &quiet)
    }

    private func branchName(_ schema: SchemaNode, _ index: Int) -> String {
        schema.title.map { "\"\($0)\"" } ?? "alternative \(index + 1)"
    }

    /// When no alternative fits, report the one that came closest: its errors sit deepest in
    /// the data (the value had the right shape up to there), then it has the fewest. When every
    /// alternative failed on the value's type alone, say all the types at once.
    private mutating func recordBestBranch(
        _ node: JSONNode, _ schema: SchemaNode, _ branches: [SchemaNode], _ errors: inout [SchemaViolation]?
    ) {
        if let expected = schema.expectedText {
            record(&errors, node.range, "anyOf", "\(path.subject) must be \(expected), found \(SchemaMessages.typedFound(node))")
            return
        }
        var attempts: [[SchemaViolation]] = []
        for branch in branches {
            var collected: [SchemaViolation]? = []
            _ = validate(node, branch, &collected)
            attempts.append(collected ?? [])
        }
        let here = path.count
        let typeOnly = attempts.allSatisfy { attempt in
            attempt.count == 1 && attempt[0].depth == here && (attempt[0].keyword == "type" || attempt[0].keyword == "const")
        }
        if typeOnly, let types = mergedTypes(branches) {
            record(&errors, node.range, "type", "\(path.subject) must be \(SchemaMessages.typePhrase(types)), found \(SchemaMessages.typedFound(node))")
            return
        }
        let best = attempts.enumerated().max { a, b in
            let depthA = a.element.map(\.depth).max() ?? 0
            let depthB = b.element.map(\.depth).max() ?? 0
            if depthA != depthB { return depthA < depthB }
            if a.element.count != b.element.count { return a.element.count > b.element.count }
            return a.offset > b.offset
        }
        errors?.append(contentsOf: best?.element ?? [])
    }

    private func mergedTypes(_ branches: [SchemaNode]) -> [String]? {
        var names: [String] = []
        for branch in branches {
            guard let types = branch.types ?? branch.ref?.types else { return nil }
            for name in types.nameList where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// `unevaluatedProperties` and `unevaluatedItems`: the members and elements that no adjacent
    /// keyword (nor a passing in-place subschema) evaluated.
    mutating func validateUnevaluated(_ node: JSONNode, _ schema: SchemaNode, _ errors: inout [SchemaViolation]?) -> Bool {
        var valid = true
        if let rest = schema.unevaluatedProperties, let object = node.object {
            var evaluated = Set<String>()
            evaluatedKeys(node, object, schema, into: &evaluated, includeSelf: false)
            var excused: Set<String>?
            for member in object.members where !evaluated.contains(member.key) {
                if errors != nil {
                    if excused == nil { excused = keysOfReportedFailures(node, object, schema) }
                    // why: a key a failed branch declares is not unknown; that branch's own error says what is wrong.
                    if excused?.contains(member.key) == true {
                        if !isValid(member.value, rest) { valid = false }
                        continue
                    }
                }
                if rest.boolean == false {
                    valid = false
                    if errors == nil { return false }
                    record(&errors, member.keyRange, "unevaluatedProperties",
                           SchemaMessages.unknownProperty(member.key, known: Array(schema.properties.keys)))
                    continue
                }
                path.append(.key(member.key))
                let ok = validate(member.value, rest, &errors)
                path.removeLast()
                if !ok {
                    valid = false
                    if errors == nil { return false }
                }
            }
        }
        if let rest = schema.unevaluatedItems, let elements = node.array {
            var evaluated = IndexSet()
            evaluatedIndexes(node, elements, schema, into: &evaluated, includeSelf: false)
            for (index, element) in elements.enumerated() where !evaluated.contains(index) {
                path.append(.index(index))
                let ok = validate(element, rest, &errors)
                path.removeLast()
                if !ok {
                    valid = false
                    if errors == nil { return false }
                }
            }
        }
        return valid
    }
}
