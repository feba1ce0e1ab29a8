/// Decodes one schema object's keywords into a `SchemaNode`, reporting keyword values of the
/// wrong type. Subschemas are compiled through the owning `SchemaSet` (memoised, so shared and
/// recursive schemas compile once).
struct SchemaKeywordCompiler {
    let set: SchemaSet
    let document: Int
    let base: String
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(set: SchemaSet, document: Int, base: String, file: String) {
        self.set = set
        self.document = document
        self.base = base
        self.file = file
    }

    mutating func fill(_ schema: SchemaNode, from json: JSONNode) {
        if let value = json.bool {
            schema.boolean = value
            return
        }
        guard let object = json.object else {
            problem("a schema must be an object or a boolean, found \(json.typeName)", json)
            schema.boolean = true
            return
        }
        if object.count == 0 { schema.boolean = true }
        for member in object.members {
            fillKeyword(member, into: schema)
        }
    }

    private mutating func fillKeyword(_ member: JSONMember, into schema: SchemaNode) {
        let value = member.value
        switch member.key {
        case "type": schema.types = typeSet(value)
        case "enum":
            if let list = value.array { schema.enumValues = list } else { problem("\"enum\" must be an array", value) }
        case "const": schema.constValue = value
        case "minimum": schema.minimum = number(value, member.key)
        case "maximum": schema.maximum = number(value, member.key)
        case "exclusiveMinimum": schema.exclusiveMinimum = number(value, member.key)
        case "exclusiveMaximum": schema.exclusiveMaximum = number(value, member.key)
        case "multipleOf":
            schema.multipleOf = number(value, member.key)
            if let m = schema.multipleOf, m <= 0 { problem("\"multipleOf\" must be greater than 0", value) }
        case "minLength": schema.minLength = count(value, member.key)
        case "maxLength": schema.maxLength = count(value, member.key)
        case "pattern": schema.pattern = pattern(value)
        case "properties":
            for child in members(value, member.key) { schema.properties[child.key] = subschema(child.value) }
        case "patternProperties":
            for child in members(value, member.key) {
                if let regex = SchemaPattern(child.key) {
                    schema.patternProperties.append((regex, subschema(child.value)))
                } else {
                    problem("pattern \"\(child.key)\" is not a regular expression the linter runs (no look-around, back-reference or \\b)", child.value, range: child.keyRange)
                }
            }
        case "additionalProperties": schema.additionalProperties = subschema(value)
        case "propertyNames": schema.propertyNames = subschema(value)
        case "unevaluatedProperties": schema.unevaluatedProperties = subschema(value)
        case "required": schema.required = strings(value, member.key)
        case "dependentRequired":
            schema.dependentRequired = members(value, member.key).map { ($0.key, strings($0.value, member.key)) }
        case "dependentSchemas":
            schema.dependentSchemas = members(value, member.key).map { ($0.key, subschema($0.value)) }
        case "minProperties": schema.minProperties = count(value, member.key)
        case "maxProperties": schema.maxProperties = count(value, member.key)
        case "prefixItems": schema.prefixItems = schemaList(value, member.key)
        case "items": schema.items = subschema(value)
        case "contains": schema.contains = subschema(value)
        case "minContains": schema.minContains = count(value, member.key)
        case "maxContains": schema.maxContains = count(value, member.key)
        case "minItems": schema.minItems = count(value, member.key)
        case "maxItems": schema.maxItems = count(value, member.key)
        case "uniqueItems": schema.uniqueItems = value.bool ?? false
        case "unevaluatedItems": schema.unevaluatedItems = subschema(value)
        case "allOf": schema.allOf = schemaList(value, member.key)
        case "anyOf": schema.anyOf = schemaList(value, member.key)
        case "oneOf": schema.oneOf = schemaList(value, member.key)
        case "not": schema.not = subschema(value)
        case "if": schema.ifSchema = subschema(value)
        case "then": schema.thenSchema = subschema(value)
        case "else": schema.elseSchema = subschema(value)
        case "$ref", "$dynamicRef":
            if let reference = value.string {
                schema.refURI = URIReference.resolve(reference, against: base)
            } else {
                problem("\"\(member.key)\" must be a string", value)
            }
        case "$defs":
            for child in members(value, member.key) { _ = subschema(child.value) }
        case "x-expected": schema.expectedText = value.string
        case "title": schema.title = value.string
        default: break
        }
    }

    // MARK: keyword values

    private mutating func subschema(_ json: JSONNode) -> SchemaNode {
        set.node(for: SchemaTarget(document: document, node: json, base: base))
    }

    private mutating func schemaList(_ json: JSONNode, _ keyword: String) -> [SchemaNode] {
        guard let list = json.array, !list.isEmpty else {
            problem("\"\(keyword)\" must be a non-empty array of schemas", json)
            return []
        }
        return list.map { subschema($0) }
    }

    private mutating func members(_ json: JSONNode, _ keyword: String) -> [JSONMember] {
        guard let object = json.object else {
            problem("\"\(keyword)\" must be an object", json)
            return []
        }
        return object.members
    }

    private mutating func typeSet(_ json: JSONNode) -> JSONTypeSet? {
        let names: [JSONNode] = json.array ?? [json]
        var set = JSONTypeSet()
        for name in names {
            guard let text = name.string, let type = JSONTypeSet(name: text) else {
                problem("\"type\" must name null, boolean, integer, number, string, array or object", name)
                continue
            }
            set.insert(type)
        }
        return set
    }

    private mutating func number(_ json: JSONNode, _ keyword: String) -> Double? {
        guard let value = json.number?.double else {
            problem("\"\(keyword)\" must be a number", json)
            return nil
        }
        return value
    }

    private mutating func count(_ json: JSONNode, _ keyword: String) -> Int? {
        guard let number = json.number, number.isIntegral, number.double >= 0 else {
            problem("\"\(keyword)\" must be a non-negative integer", json)
            return nil
        }
        return number.integer ?? Int.max
    }

    private mutating func strings(_ json: JSONNode, _ keyword: String) -> [String] {
        guard let list = json.array, list.allSatisfy({ $0.string != nil }) else {
            problem("\"\(keyword)\" must be an array of strings", json)
            return []
        }
        return list.compactMap(\.string)
    }

    private mutating func pattern(_ json: JSONNode) -> SchemaPattern? {
        guard let text = json.string else {
            problem("\"pattern\" must be a string", json)
            return nil
        }
        guard let regex = SchemaPattern(text) else {
            problem("\"pattern\" \"\(text)\" is not a regular expression the linter runs: it takes literals, ., classes, \\d \\w \\s, \\p{category}, groups, |, * + ? {n,m} (up to 1000), ^ and $, and no look-around, back-reference or \\b (they can take exponential time)", json)
            return nil
        }
        return regex
    }

    private mutating func problem(_ message: String, _ json: JSONNode, range: Range<Int>? = nil) {
        diagnostics.append(Diagnostic(
            ruleID: SchemaRuleID.definition, severity: .error, message: message,
            file: file, range: range ?? json.range))
    }
}
