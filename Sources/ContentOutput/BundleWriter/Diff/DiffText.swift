import ContentCore
import ContentKinds
import ContentCheck

/// How a diff line shows values and where they are: JSON on one line, shortened, and member
/// paths as a designer reads them in the file (`levels[3].pointsPerPair`).
enum DiffText {
    /// A value on one line, cut to `limit` characters with an ellipsis.
    static func shown(_ node: JSONNode, limit: Int = 60) -> String {
        let text = compact(node)
        return text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    /// The value as one-line JSON with numbers as written: also the identity two values are
    /// compared by (member order counts).
    static func compact(_ node: JSONNode) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number.lexeme
        case .string(let text): return quoted(text)
        case .array(let elements): return "[" + elements.map(compact).joined(separator: ", ") + "]"
        case .object(let object):
            return "{" + object.members.map { quoted($0.key) + ": " + compact($0.value) }.joined(separator: ", ") + "}"
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Up to `limit` names, quoted, and how many more.
    static func names(_ names: [String], limit: Int = 5) -> String {
        let shown = names.prefix(limit).map(quoted).joined(separator: ", ")
        return names.count > limit ? shown + " and \(names.count - limit) more" : shown
    }
}

/// Where a value sits inside an item: member names and array indices.
struct DiffPath: Sendable, CustomStringConvertible {
    enum Step: Sendable {
        case member(String)
        case index(Int)
    }

    var steps: [Step] = []

    func appending(_ step: Step) -> DiffPath { DiffPath(steps: steps + [step]) }

    /// `lives.count`, `levels[3].words`, `bands[0].iq`.
    var description: String {
        var text = ""
        for step in steps {
            switch step {
            case .member(let name): text += text.isEmpty ? name : "." + name
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// Whether a role's pattern names this place: `/`-separated members, `*` for any index or
    /// member (`levels/*/words`).
    func matches(_ pattern: String) -> Bool {
        let parts = pattern.split(separator: "/")
        guard parts.count == steps.count else { return false }
        return zip(parts, steps).allSatisfy { part, step in
            if part == "*" { return true }
            if case .member(let name) = step { return name == part }
            return false
        }
    }
}
