/// Identifies a schema position: which document, and the first byte of the schema in it.
struct SchemaKey: Hashable {
    let document: Int
    let offset: Int
}

/// One schema document added to a `SchemaSet`.
struct SchemaDocument {
    let file: String
    let uri: String
    let root: JSONNode
}

/// A place a `$ref` can land: a JSON node in a document and the base URI in force there.
struct SchemaTarget {
    let document: Int
    let node: JSONNode
    let base: String
}

/// The URIs of a set of documents: every `$id` resource and `$anchor`, found by walking the
/// keywords that hold subschemas (a `$id` inside `enum` or an unknown keyword is not one).
struct SchemaIndex {
    private(set) var resources: [String: SchemaTarget] = [:]
    private(set) var anchors: [String: SchemaTarget] = [:]
    private(set) var baseURIs: [SchemaKey: String] = [:]

    /// Keywords whose value is one subschema.
    static let singleSchemaKeywords: Set<String> = [
        "items", "additionalProperties", "unevaluatedProperties", "unevaluatedItems",
        "propertyNames", "contains", "not", "if", "then", "else",
    ]
    /// Keywords whose value is an object of subschemas.
    static let schemaMapKeywords: Set<String> = ["properties", "patternProperties", "$defs", "dependentSchemas"]
    /// Keywords whose value is an array of subschemas.
    static let schemaArrayKeywords: Set<String> = ["prefixItems", "allOf", "anyOf", "oneOf"]

    mutating func add(_ document: SchemaDocument, number: Int) {
        walk(document.root, document: number, base: document.uri, isRoot: true)
    }

    private mutating func walk(_ node: JSONNode, document: Int, base: String, isRoot: Bool) {
        var base = base
        guard let object = node.object else {
            baseURIs[SchemaKey(document: document, offset: node.range.lowerBound)] = base
            if isRoot { resources[URIReference.splitFragment(base).0] = SchemaTarget(document: document, node: node, base: base) }
            return
        }
        if let id = object["$id"]?.string {
            base = URIReference.splitFragment(URIReference.resolve(id, against: base)).0
            resources[base] = SchemaTarget(document: document, node: node, base: base)
        } else if isRoot {
            resources[URIReference.splitFragment(base).0] = SchemaTarget(document: document, node: node, base: base)
        }
        if let anchor = object["$anchor"]?.string {
            anchors[base + "#" + anchor] = SchemaTarget(document: document, node: node, base: base)
        }
        if let anchor = object["$dynamicAnchor"]?.string {
            anchors[base + "#" + anchor] = SchemaTarget(document: document, node: node, base: base)
        }
        baseURIs[SchemaKey(document: document, offset: node.range.lowerBound)] = base
        for member in object.members {
            if Self.singleSchemaKeywords.contains(member.key) {
                walk(member.value, document: document, base: base, isRoot: false)
            } else if Self.schemaMapKeywords.contains(member.key), let map = member.value.object {
                for child in map.members { walk(child.value, document: document, base: base, isRoot: false) }
            } else if Self.schemaArrayKeywords.contains(member.key), let list = member.value.array {
                for child in list { walk(child, document: document, base: base, isRoot: false) }
            }
        }
    }

    /// The node a resolved reference URI names, with the base URI in force there.
    func target(of uri: String, documents: [SchemaDocument]) -> SchemaTarget? {
        let (absolute, fragment) = URIReference.splitFragment(uri)
        guard let fragment, !fragment.isEmpty else { return resources[absolute] }
        if fragment.hasPrefix("/") {
            guard let resource = resources[absolute], let pointer = JSONPointer(fragment),
                  let node = resource.node.resolve(pointer) else { return nil }
            let key = SchemaKey(document: resource.document, offset: node.range.lowerBound)
            return SchemaTarget(document: resource.document, node: node, base: baseURIs[key] ?? resource.base)
        }
        return anchors[absolute + "#" + fragment]
    }

    func base(of key: SchemaKey) -> String? { baseURIs[key] }
}
