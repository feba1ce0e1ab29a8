import ContentBundle

/// Writes JSON text with keys in the order given: stable, diff-friendly output.
package enum JSONWriter {
    /// A JSON value to write.
    // why: stated, not inferred: the compiler infers Sendable for a recursive enum only in some
    // build partitions, and TablesMember (Sendable) holds one
    package indirect enum Value: Sendable {
        case string(String)
        case int(Int)
        /// A number written exactly as given (its JSON spelling).
        case raw(String)
        case bool(Bool)
        case null
        case array([Value])
        case object([(String, Value)])
    }

    /// The value as a file's bytes: the text and a final newline.
    package static func encode(_ value: Value) -> [UInt8] {
        Array((write(value) + "\n").utf8)
    }

    package static func write(_ value: Value, indent: Int = 0) -> String {
        var out = ""
        write(value, indent: indent, into: &out)
        return out
    }

    private static func write(_ value: Value, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch value {
        case .string(let text): out += quote(text)
        case .int(let number): out += String(number)
        case .raw(let text): out += text
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let elements):
            if elements.isEmpty {
                out += "[]"
                return
            }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += inner
                write(element, indent: indent + 1, into: &out)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += pad + "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += inner + quote(member.0) + ": "
                write(member.1, indent: indent + 1, into: &out)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += pad + "}"
        }
    }

    static func quote(_ text: String) -> String {
        var out = ""
        BundleJSON.quote(text, into: &out)
        return out
    }
}
