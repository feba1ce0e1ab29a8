/// One compiled schema: its keywords decoded once into typed fields, so validation does no
/// dictionary look-ups. References are resolved to nodes after compilation (cycles are fine:
/// nodes are classes).
final class SchemaNode: @unchecked Sendable {
    /// Where the schema was written, for messages about the schema itself.
    let location: SchemaLocation

    /// `true` / `false` schemas, and `{}` (which is `true`).
    var boolean: Bool?

    var types: JSONTypeSet?
    var enumValues: [JSONNode]?
    var constValue: JSONNode?

    var minimum: Double?
    var maximum: Double?
    var exclusiveMinimum: Double?
    var exclusiveMaximum: Double?
    var multipleOf: Double?

    var minLength: Int?
    var maxLength: Int?
    var pattern: SchemaPattern?

    var properties = PropertyTable()
    var patternProperties: [(SchemaPattern, SchemaNode)] = []
    var additionalProperties: SchemaNode?
    var propertyNames: SchemaNode?
    var required: [String] = []
    var dependentRequired: [(String, [String])] = []
    var dependentSchemas: [(String, SchemaNode)] = []
    var minProperties: Int?
    var maxProperties: Int?
    var unevaluatedProperties: SchemaNode?

    var prefixItems: [SchemaNode] = []
    var items: SchemaNode?
    var contains: SchemaNode?
    var minContains: Int?
    var maxContains: Int?
    var minItems: Int?
    var maxItems: Int?
    var uniqueItems = false
    var unevaluatedItems: SchemaNode?

    var allOf: [SchemaNode] = []
    var anyOf: [SchemaNode] = []
    var oneOf: [SchemaNode] = []
    var not: SchemaNode?
    var ifSchema: SchemaNode?
    var thenSchema: SchemaNode?
    var elseSchema: SchemaNode?

    /// `$ref` (and `$dynamicRef`, treated statically) as written, resolved against the base URI.
    var refURI: String?
    var ref: SchemaNode?

    /// `x-expected`: how a message should phrase what this schema wants ("a lower-case
    /// kebab-case id such as \"cat-1\"").
    var expectedText: String?
    var title: String?

    init(location: SchemaLocation) {
        self.location = location
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
