/// Turns parsed JSON back into writer values, keeping member order and number spelling, with a
/// hook to replace or drop members on the way (answers moved out, asset paths rewritten).
package struct JSONRewriter {
    /// Replaces a string node (by its first byte) with another string: asset paths.
    var strings: [Int: String] = [:]

    package func value(_ node: JSONNode, dropping dropped: Set<String> = []) -> JSONWriter.Value {
        switch node.value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .raw(number.lexeme)
        case .string(let text): return .string(strings[node.range.lowerBound] ?? text)
        case .array(let elements): return .array(elements.map { value($0) })
        case .object(let object):
            return .object(object.members.filter { !dropped.contains($0.key) }.map { ($0.key, value($0.value)) })
        }
    }
}
