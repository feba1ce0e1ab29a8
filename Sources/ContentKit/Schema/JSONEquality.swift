/// JSON Schema equality: numbers by value (`1 == 1.0`), objects regardless of member order.
func jsonEqual(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x.double == y.double
    case (.string(let x), .string(let y)): return x.utf8.elementsEqual(y.utf8)
    case (.array(let x), .array(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { jsonEqual($0.value, $1.value) }
    case (.object(let x), .object(let y)):
        guard x.count == y.count else { return false }
        return x.members.allSatisfy { member in
            guard let other = y[member.key] else { return false }
            return jsonEqual(member.value.value, other.value)
        }
    default:
        return false
    }
}
