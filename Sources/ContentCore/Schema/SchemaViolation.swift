/// One step of the path from the instance's root to a value.
enum InstancePathToken: Sendable, Hashable {
    case key(String)
    case index(Int)
    /// The key of a member as checked by `propertyNames` (the key itself, not its value).
    case propertyName(String)
}

/// A value that breaks its schema: where, and what the schema wanted, in a designer's words.
public struct SchemaViolation: Sendable {
    /// Bytes of the offending value (or key) in the instance file.
    public let range: Range<Int>
    /// JSON Pointer to the value.
    public let pointer: String
    public let message: String
    /// The keyword that failed (`type`, `required`, ...).
    public let keyword: String
    /// How deep in the instance the value sits; deeper means a closer match in `anyOf`.
    let depth: Int
}

extension Array where Element == InstancePathToken {
    /// The value's name as messages say it: `"difficulty"`, `element 3 of "choices"`.
    var subject: String {
        guard let last else { return "the top-level value" }
        switch last {
        case .key(let key): return "\"\(key)\""
        case .propertyName(let key): return "property name \"\(key)\""
        case .index(let index):
            if count >= 2, case .key(let parent) = self[count - 2] {
                return "element \(index + 1) of \"\(parent)\""
            }
            return "element \(index + 1)"
        }
    }

    var pointer: String {
        JSONPointer(tokens: map { token in
            switch token {
            case .key(let key), .propertyName(let key): key
            case .index(let index): String(index)
            }
        }).description
    }
}
