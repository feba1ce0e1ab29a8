/// One compiled schema: its keywords decoded once into typed fields, so validation does no
/// dictionary look-ups. References are resolved to nodes after compilation (cycles are fine:
/// nodes are classes).
///
/// why `@exclusivity(unchecked)`: nodes are written only while compiling, before any validation,
/// and validation reads them from many threads; the run-time access checks cost about 3 % of a
/// lint run and can never fire.
final class SchemaNode: @unchecked Sendable {
    /// Where the schema was written, for messages about the schema itself.
    let location: SchemaLocation

    /// `true` / `false` schemas, and `{}` (which is `true`).
    @exclusivity(unchecked) var boolean: Bool?

    @exclusivity(unchecked) var types: JSONTypeSet?
    @exclusivity(unchecked) var enumValues: [JSONNode]?
    @exclusivity(unchecked) var constValue: JSONNode?

    @exclusivity(unchecked) var minimum: Double?
    @exclusivity(unchecked) var maximum: Double?
    @exclusivity(unchecked) var exclusiveMinimum: Double?
    @exclusivity(unchecked) var exclusiveMaximum: Double?
    @exclusivity(unchecked) var multipleOf: Double?

    @exclusivity(unchecked) var minLength: Int?
    @exclusivity(unchecked) var maxLength: Int?
    @exclusivity(unchecked) var pattern: SchemaPattern?

    @exclusivity(unchecked) var properties = PropertyTable()
    @exclusivity(unchecked) var patternProperties: [(SchemaPattern, SchemaNode)] = []
    @exclusivity(unchecked) var additionalProperties: SchemaNode?
    @exclusivity(unchecked) var propertyNames: SchemaNode?
    @exclusivity(unchecked) var required: [String] = []
    @exclusivity(unchecked) var dependentRequired: [(String, [String])] = []
    @exclusivity(unchecked) var dependentSchemas: [(String, SchemaNode)] = []
    @exclusivity(unchecked) var minProperties: Int?
    @exclusivity(unchecked) var maxProperties: Int?
    @exclusivity(unchecked) var unevaluatedProperties: SchemaNode?

    @exclusivity(unchecked) var prefixItems: [SchemaNode] = []
    @exclusivity(unchecked) var items: SchemaNode?
    @exclusivity(unchecked) var contains: SchemaNode?
    @exclusivity(unchecked) var minContains: Int?
    @exclusivity(unchecked) var maxContains: Int?
    @exclusivity(unchecked) var minItems: Int?
    @exclusivity(unchecked) var maxItems: Int?
    @exclusivity(unchecked) var uniqueItems = false
    @exclusivity(unchecked) var unevaluatedItems: SchemaNode?

    @exclusivity(unchecked) var allOf: [SchemaNode] = []
    @exclusivity(unchecked) var anyOf: [SchemaNode] = []
    @exclusivity(unchecked) var oneOf: [SchemaNode] = []
    @exclusivity(unchecked) var not: SchemaNode?
    @exclusivity(unchecked) var ifSchema: SchemaNode?
    @exclusivity(unchecked) var thenSchema: SchemaNode?
    @exclusivity(unchecked) var elseSchema: SchemaNode?

    /// `$ref` (and `$dynamicRef`, treated statically) as written, resolved against the base URI.
    @exclusivity(unchecked) var refURI: String?
    @exclusivity(unchecked) var ref: SchemaNode?

    /// `x-expected`: how a message should phrase what this schema wants ("a lower-case
    /// kebab-case id such as \"cat-1\"").
    @exclusivity(unchecked) var expectedText: String?
    @exclusivity(unchecked) var title: String?

    init(location: SchemaLocation) {
        self.location = location
    }

    /// Drops every link to another node, so that releasing this node frees it alone (its set
    /// calls it for each node it owns before letting them go).
    func unlink() {
        patternProperties = []
        properties = PropertyTable()
        additionalProperties = nil
        propertyNames = nil
        dependentSchemas = []
        unevaluatedProperties = nil
        prefixItems = []
        items = nil
        contains = nil
        unevaluatedItems = nil
        allOf = []
        anyOf = []
        oneOf = []
        not = nil
        ifSchema = nil
        thenSchema = nil
        elseSchema = nil
        ref = nil
    }

    /// True when some keyword needs the set of evaluated properties or items.
    var needsAnnotations: Bool { unevaluatedProperties != nil || unevaluatedItems != nil }
}

/// Where a schema sits: the document's base URI, the JSON Pointer inside it, and its bytes.
struct SchemaLocation: Sendable {
    let documentURI: String
    let pointer: JSONPointer
    let file: String
    let range: Range<Int>
}

/// JSON Schema's seven type names as a bit set.
struct JSONTypeSet: OptionSet, Sendable {
    let rawValue: UInt8
    static let null = JSONTypeSet(rawValue: 1)
    static let boolean = JSONTypeSet(rawValue: 2)
    static let integer = JSONTypeSet(rawValue: 4)
    static let number = JSONTypeSet(rawValue: 8)
    static let string = JSONTypeSet(rawValue: 16)
    static let array = JSONTypeSet(rawValue: 32)
    static let object = JSONTypeSet(rawValue: 64)

    static let names: [(String, JSONTypeSet)] = [
        ("null", .null), ("boolean", .boolean), ("integer", .integer), ("number", .number),
        ("string", .string), ("array", .array), ("object", .object),
    ]

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init?(name: String) {
        guard let match = Self.names.first(where: { $0.0 == name }) else { return nil }
        self = match.1
    }

    /// True when a value of this node's type is allowed (`number` admits integers).
    func admits(_ node: JSONNode) -> Bool {
        switch node.value {
        case .null: contains(.null)
        case .bool: contains(.boolean)
        case .number(let n): contains(.number) || (contains(.integer) && n.isIntegral)
        case .string: contains(.string)
        case .array: contains(.array)
        case .object: contains(.object)
        }
    }

    /// The type names in order, for messages.
    var nameList: [String] { Self.names.filter { contains($0.1) }.map(\.0) }
}

/// `properties` of a schema: a few names, looked up once per member of every instance object,
/// so a scan of short strings beats hashing them.
struct PropertyTable {
    private(set) var names: [String] = []
    private var schemas: [SchemaNode] = []

    subscript(name: String) -> SchemaNode? {
        get {
            for index in names.indices where names[index] == name { return schemas[index] }
            return nil
        }
        set {
            if let index = names.firstIndex(of: name) {
                if let newValue { schemas[index] = newValue } else {
                    names.remove(at: index)
                    schemas.remove(at: index)
                }
            } else if let newValue {
                names.append(name)
                schemas.append(newValue)
            }
        }
    }

    var keys: [String] { names }
}
