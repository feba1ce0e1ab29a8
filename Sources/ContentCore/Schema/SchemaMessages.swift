/// The words of schema errors: what the schema wanted and what it found, as a designer reads
/// them (`"difficulty" must be an integer from 1 to 10, found 12`), never a schema dump.
package enum SchemaMessages {
    /// `<subject> must be <wanted>, found <found>`; the schema's `x-expected` text, when it has
    /// one, says what is wanted instead.
    static func must(_ subject: String, _ schema: SchemaNode, _ wanted: String, found: String) -> String {
        "\(subject) must be \(schema.expectedText ?? wanted), found \(found)"
    }

    static func typePhrase(_ names: [String]) -> String {
        let phrases = names.compactMap { name -> String? in
            if name == "integer", names.contains("number") { return nil }
            return switch name {
            case "null": "null"
            case "boolean": "true or false"
            case "integer": "an integer"
            case "number": "a number"
            case "string": "a string"
            case "array": "a list"
            default: "an object"
            }
        }
        return orList(phrases)
    }

    static func orList(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
        }
    }

    /// The found value with its type, for type errors: `string "4"`, `a list`.
    static func typedFound(_ node: JSONNode) -> String {
        switch node.value {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): n.isIntegral ? "the number \(n.lexeme)" : "the number \(n.lexeme)"
        case .string: "the text \(render(node))"
        case .array(let a): "a list of \(counted(a.count, "element"))"
        case .object: "an object"
        }
    }

    /// A short rendering of a value for messages.
    static func render(_ node: JSONNode) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n.lexeme
        case .string(let s):
            let limit = 40
            let shown = s.count > limit ? String(s.prefix(limit)) + "…" : s
            return "\"" + shown + "\""
        case .array(let a): return "a list of \(counted(a.count, "element"))"
        case .object: return "an object"
        }
    }

    static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// `an integer from 1 to 10`, `a number greater than 0`, `at most 145`.
    static func numberRange(_ schema: SchemaNode) -> String {
        let noun = schema.types == .integer ? "an integer" : "a number"
        var parts: [String] = []
        if let low = schema.minimum, let high = schema.maximum {
            return "\(noun) from \(format(low)) to \(format(high))"
        }
        if let low = schema.minimum { parts.append("at least \(format(low))") }
        if let low = schema.exclusiveMinimum { parts.append("greater than \(format(low))") }
        if let high = schema.maximum { parts.append("at most \(format(high))") }
        if let high = schema.exclusiveMaximum { parts.append("less than \(format(high))") }
        return noun + " " + parts.joined(separator: " and ")
    }

    static func enumMessage(_ subject: String, _ schema: SchemaNode, _ choices: [JSONNode], _ node: JSONNode) -> String {
        if let expected = schema.expectedText { return "\(subject) must be \(expected), found \(render(node))" }
        let shown = choices.prefix(12).map(render)
        var message = "\(subject) must be one of \(orList(shown))\(choices.count > 12 ? ", …" : ""), found \(render(node))"
        if let text = node.string,
           let suggestion = closest(to: text, among: choices.compactMap(\.string)) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        return message
    }

    static func unknownProperty(_ key: String, known: [String]) -> String {
        var message = "unknown property \"\(key)\""
        if let suggestion = closest(to: key, among: known.sorted()) {
            message += "; did you mean \"\(suggestion)\"?"
        } else if !known.isEmpty {
            message += "; allowed here: " + known.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        }
        return message
    }

    /// The candidate within a small edit distance of `text` (a typo), if exactly one is closest.
    /// Each comparison costs the text's length times the limit, and candidates whose length
    /// differs by more than the limit are not compared (a 1 MB asset name against every file
    /// of a pack took hours with the full table).
    package static func closest(to text: String, among candidates: [String]) -> String? {
        let lowered = Array(text.lowercased().unicodeScalars)
        let limit = max(1, min(3, lowered.count / 3))
        var best: (String, Int)?
        for candidate in candidates {
            guard abs(candidate.unicodeScalars.count - lowered.count) <= limit,
                  let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars), limit: limit) else { continue }
            if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// The edit distance when it is at most `limit` (nil otherwise): only the cells within
    /// `limit` of the diagonal are computed, and a row past the limit stops it.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let beyond = limit + 1
        var previous = (0...b.count).map { min($0, beyond) }
        var current = previous
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = min(i, beyond)
            if low > 1 { current[low - 1] = beyond }
            var rowMinimum = current[0]
            for j in low...high {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution, beyond)
                rowMinimum = min(rowMinimum, current[j])
            }
            if high < b.count { current[high + 1] = beyond }
            guard rowMinimum <= limit else { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

}
