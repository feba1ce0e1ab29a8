/// A parsed JSON value with the byte range it came from.
public struct JSONNode: Sendable {
    public let value: JSONValue
    /// Bytes of the value in its file: from its first byte to just past its last.
    public let range: Range<Int>

    public init(_ value: JSONValue, range: Range<Int>) {
        self.value = value
        self.range = range
    }
}

/// The JSON data model (RFC 8259) with positions kept in `JSONNode`.
public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)
}

/// A JSON number: its exact spelling and the nearest `Double`.
public struct JSONNumber: Sendable, Hashable {
    /// The number as written, for exact arithmetic (big integers in number series).
    public let lexeme: String
    public let double: Double
    /// The value when it is an integer that fits in `Int` exactly (`2`, `2.0`, `2e3`).
    public let integer: Int?

    public init(lexeme: String, double: Double) {
        self.lexeme = lexeme
        self.double = double
        if double.isFinite, double.rounded() == double, abs(double) < 9.0e18 {
            // why: above 2^53 a Double no longer holds every integer, so trust digits only.
            if abs(double) <= 9_007_199_254_740_992 {
                integer = Int(double)
            } else {
                integer = Int(lexeme)
            }
        } else {
            integer = nil
        }
    }

    /// True when the value is mathematically an integer (JSON Schema's `integer`).
    public var isIntegral: Bool { double.isFinite && double.rounded() == double }
}

/// An object's members in source order; keys are unique (duplicates are diagnosed and dropped).
public struct JSONObject: Sendable {
    public let members: [JSONMember]
    /// Each key's member, for objects large enough that a scan would cost (a schema's `$defs`
    /// of 60,000 definitions, each `$ref` resolved by name, was quadratic).
    private let index: [String: Int]?

    /// Members this many or more are looked up through an index.
    static let indexedFrom = 32

    public init(_ members: [JSONMember]) {
        self.members = members
        if members.count >= Self.indexedFrom {
            var index: [String: Int] = [:]
            index.reserveCapacity(members.count)
            for (position, member) in members.enumerated() where index[member.key] == nil { index[member.key] = position }
            self.index = index
        } else {
            index = nil
        }
    }

    /// The member with this key.
    public subscript(key: String) -> JSONNode? { member(key)?.value }

    /// The member (key, key range and value) with this key.
    public func member(_ key: String) -> JSONMember? {
        if let index { return index[key].map { members[$0] } }
        return members.first { $0.key == key }
    }

    public var count: Int { members.count }
    public var keys: [String] { members.map(\.key) }
}

/// One `"key": value` pair.
public struct JSONMember: Sendable {
    public let key: String
    /// The key's bytes, quotes included.
    public let keyRange: Range<Int>
    public let value: JSONNode

    public init(key: String, keyRange: Range<Int>, value: JSONNode) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }
}

extension JSONNode {
    public var object: JSONObject? { if case .object(let o) = value { o } else { nil } }
    public var array: [JSONNode]? { if case .array(let a) = value { a } else { nil } }
    public var string: String? { if case .string(let s) = value { s } else { nil } }
    public var number: JSONNumber? { if case .number(let n) = value { n } else { nil } }
    public var integer: Int? { number?.integer }
    public var bool: Bool? { if case .bool(let b) = value { b } else { nil } }
    public var isNull: Bool { if case .null = value { true } else { false } }

    /// The member value for `key` when this node is an object.
    public subscript(key: String) -> JSONNode? { object?[key] }

    /// JSON's name for this value's type, as messages say it.
    public var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .number(let n): n.isIntegral ? "integer" : "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
