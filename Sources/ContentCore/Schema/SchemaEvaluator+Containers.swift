extension SchemaEvaluator {
    mutating func validateArray(_ node: JSONNode, _ elements: [JSONNode], _ schema: SchemaNode, _ errors: inout [SchemaViolation]?) -> Bool {
        var valid = true
        if let minimum = schema.minItems, elements.count < minimum {
            valid = false
            if errors == nil { return false }
            record(&errors, node.range, "minItems", SchemaMessages.must(
                path.subject, schema, "a list of at least \(counted(minimum, "element"))",
                found: counted(elements.count, "element")))
        }
        if let maximum = schema.maxItems, elements.count > maximum {
            valid = false
            if errors == nil { return false }
            record(&errors, node.range, "maxItems", SchemaMessages.must(
                path.subject, schema, "a list of at most \(counted(maximum, "element"))",
                found: counted(elements.count, "element")))
        }
        for (index, element) in elements.enumerated() {
            let itemSchema = index < schema.prefixItems.count ? schema.prefixItems[index] : schema.items
            guard let itemSchema else { continue }
            let tracking = errors != nil
            if tracking { path.append(.index(index)) }
            let ok = validate(element, itemSchema, &errors)
            if tracking { path.removeLast() }
            if !ok {
                valid = false
                if errors == nil { return false }
            }
        }
        if schema.uniqueItems, let (first, second) = Self.firstDuplicate(elements) {
            valid = false
            if errors == nil { return false }
            path.append(.index(second))
            let subject = path.subject
            path.removeLast()
            record(&errors, elements[second].range, "uniqueItems",
                   "\(subject) repeats element \(first + 1) (\(SchemaMessages.render(elements[first]))); \(path.subject) must not repeat values")
        }
        if let contains = schema.contains {
            var matches = 0
            for element in elements {
                var quiet: [SchemaViolation]? = nil
                if validate(element, contains, &quiet) { matches += 1 }
            }
            let minimum = schema.minContains ?? 1
            if matches < minimum {
                valid = false
                if errors == nil { return false }
                let wanted = schema.expectedText ?? "at least \(counted(minimum, "element")) of the required kind"
                record(&errors, node.range, "contains", "\(path.subject) must contain \(wanted), found \(matches)")
            }
            if let maximum = schema.maxContains, matches > maximum {
                valid = false
                if errors == nil { return false }
                record(&errors, node.range, "maxContains",
                       "\(path.subject) must contain at most \(counted(maximum, "element")) of that kind, found \(matches)")
            }
        }
        return valid
    }

    static func firstDuplicate(_ elements: [JSONNode]) -> (Int, Int)? {
        guard elements.count > 1 else { return nil }
        if elements.allSatisfy({ $0.string != nil }) {
            var seen: [String: Int] = [:]
            for (index, element) in elements.enumerated() {
                let text = element.string!
                if let first = seen[text], text.utf8.elementsEqual(elements[first].string!.utf8) { return (first, index) }
                seen[text] = index
            }
            return nil
        }
        // why: every pair compared was quadratic (300,000 numbers hung); elements are bucketed by
        // a hash that equal values share, and compared within their bucket only
        var buckets: [Int: [Int]] = [:]
        for (index, element) in elements.enumerated() {
            let key = Self.equalityHash(element.value)
            if let first = buckets[key]?.first(where: { jsonEqual(elements[$0].value, element.value) }) { return (first, index) }
            buckets[key, default: []].append(index)
        }
        return nil
    }

    /// A hash that JSON-equal values share (`jsonEqual`): numbers by their double value, objects
    /// whatever the order of their members.
    static func equalityHash(_ value: JSONValue) -> Int {
        var hasher = Hasher()
        switch value {
        case .null: hasher.combine(0)
        case .bool(let flag): hasher.combine(flag ? 1 : 2)
        case .number(let number): hasher.combine(3); hasher.combine(number.double == 0 ? 0 : number.double)
        case .string(let text): hasher.combine(4); hasher.combine(text)
        case .array(let elements):
            hasher.combine(5)
            hasher.combine(elements.count)
            for element in elements { hasher.combine(equalityHash(element.value)) }
        case .object(let object):
            hasher.combine(6)
            hasher.combine(object.count)
            // why: a sum of the members' hashes does not depend on their order
            var members = 0
            for member in object.members {
                var pair = Hasher()
                pair.combine(member.key)
                pair.combine(equalityHash(member.value.value))
                members &+= pair.finalize()
            }
            hasher.combine(members)
        }
        return hasher.finalize()
    }

    mutating func validateObject(_ node: JSONNode, _ object: JSONObject, _ schema: SchemaNode, _ errors: inout [SchemaViolation]?) -> Bool {
        var valid = true
        for name in schema.required where object[name] == nil {
            valid = false
            if errors == nil { return false }
            let owner = path.isEmpty ? "the file" : path.subject
            record(&errors, node.range.lowerBound..<node.range.lowerBound + 1, "required",
                   "\(owner) is missing the required property \"\(name)\"")
        }
        if let minimum = schema.minProperties, object.count < minimum {
            valid = false
            if errors == nil { return false }
            record(&errors, node.range, "minProperties", SchemaMessages.must(
                path.subject, schema, "an object with at least \(counted(minimum, "property", "properties"))",
                found: counted(object.count, "property", "properties")))
        }
        if let maximum = schema.maxProperties, object.count > maximum {
            valid = false
            if errors == nil { return false }
            record(&errors, node.range, "maxProperties", SchemaMessages.must(
                path.subject, schema, "an object with at most \(counted(maximum, "property", "properties"))",
                found: counted(object.count, "property", "properties")))
        }
        for (name, needed) in schema.dependentRequired {
            guard let present = object.member(name) else { continue }
            for other in needed where object[other] == nil {
                valid = false
                if errors == nil { return false }
                record(&errors, present.keyRange, "dependentRequired",
                       "\"\(name)\" needs \"\(other)\" beside it in the same object")
            }
        }
        for (name, dependent) in schema.dependentSchemas where object[name] != nil {
            if !validate(node, dependent, &errors) {
                valid = false
                if errors == nil { return false }
            }
        }
        for member in object.members {
            if !validateMember(member, schema, &errors) {
                valid = false
                if errors == nil { return false }
            }
        }
        return valid
    }

    private mutating func validateMember(_ member: JSONMember, _ schema: SchemaNode, _ errors: inout [SchemaViolation]?) -> Bool {
        var valid = true
        if let names = schema.propertyNames {
            let tracking = errors != nil
            if tracking { path.append(.propertyName(member.key)) }
            let ok = validate(JSONNode(.string(member.key), range: member.keyRange), names, &errors)
            if tracking { path.removeLast() }
            if !ok {
                valid = false
                if errors == nil { return false }
            }
        }
        var matched = false
        let tracking = errors != nil
        if tracking { path.append(.key(member.key)) }
        defer { if tracking { path.removeLast() } }
        if let propertySchema = schema.properties[member.key] {
            matched = true
            if !validate(member.value, propertySchema, &errors) {
                valid = false
                if errors == nil { return false }
            }
        }
        for (pattern, patternSchema) in schema.patternProperties where pattern.matches(member.key) {
            matched = true
            if !validate(member.value, patternSchema, &errors) {
                valid = false
                if errors == nil { return false }
            }
        }
        if !matched, let additional = schema.additionalProperties {
            if additional.boolean == false {
                valid = false
                if errors == nil { return false }
                record(&errors, member.keyRange, "additionalProperties",
                       SchemaMessages.unknownProperty(member.key, known: Array(schema.properties.keys)))
            } else if !validate(member.value, additional, &errors) {
                valid = false
                if errors == nil { return false }
            }
        }
        return valid
    }
}
