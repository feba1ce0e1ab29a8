/// How one attribute group of a rendered matrix item changes along each row of the 3x3 grid
/// (`distributeThree` reads the whole grid). The vocabulary is fixed by format version 1: a
/// rule name this library does not know is a decoding error, so `ContentBundle.open` refuses the
/// bundle with `BundleError.malformedFile` rather than show an item whose rule it cannot explain.
///
/// In `items/matrix-series.json` a rule is an object with exactly one member, named by the rule:
/// `{"constant": {}}`, `{"progression": {"step": 1}}`, `{"arithmetic": {"op": "add"}}`,
/// `{"distribute-three": {}}`.
public enum MatrixRule: Hashable, Sendable, CustomStringConvertible {
    /// All three panels of a row share the value (each row may have its own).
    case constant
    /// Each panel of a row is the one before plus `step` (the count, size level, grey level, the
    /// shape's place in the list of types; for position, every occupied slot moves `step` slots
    /// on, wrapping round). Bundles hold steps of −2, −1, 1 or 2.
    case progression(step: Int)
    /// The third panel of a row is the first combined with the second by the operation (on the
    /// count, size or grey level; for position, a union or difference of the occupied slots).
    case arithmetic(Operation)
    /// The three rows are orderings of the same three different values, and every column holds
    /// three different values (a Latin square).
    case distributeThree

    /// The operation of an `arithmetic` rule.
    public enum Operation: String, Codable, Hashable, Sendable {
        /// Panel 3 = panel 1 + panel 2 (for position: the union of the occupied slots).
        case add
        /// Panel 3 = panel 1 − panel 2 (for position: the slots of panel 1 that panel 2 leaves empty).
        case sub
    }

    /// The rule as a designer reads it: `constant`, `progression +1`, `arithmetic sub`,
    /// `distribute-three` (for logs and explanations; not localised).
    public var description: String {
        switch self {
        case .constant: "constant"
        case .progression(let step): "progression \(step > 0 ? "+" : "")\(step)"
        case .arithmetic(let operation): "arithmetic \(operation.rawValue)"
        case .distributeThree: "distribute-three"
        }
    }
}

extension MatrixRule: Codable {
    private enum Name: String, CodingKey {
        case constant, progression, arithmetic
        case distributeThree = "distribute-three"
    }

    private enum Parameter: String, CodingKey { case step, op }

    /// Reads a rule object; throws `DecodingError` when it does not have exactly one member, when
    /// that member names no rule of format version 1, or when a parameter is missing or unknown
    /// (`step` must be an integer, `op` `add` or `sub`). Unknown parameters beside them are ignored.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyRuleKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            let found = container.allKeys.map { "\"\($0.stringValue)\"" }.sorted().joined(separator: ", ")
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a matrix rule has exactly one member, found [\(found)]"))
        }
        guard let name = Name(rawValue: key.stringValue) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription:
                "unknown matrix rule \"\(key.stringValue)\" (format version 1 knows constant, progression, arithmetic, distribute-three)")
        }
        let parameters = try container.nestedContainer(keyedBy: Parameter.self, forKey: key)
        switch name {
        case .constant: self = .constant
        case .progression: self = .progression(step: try parameters.decode(Int.self, forKey: .step))
        case .arithmetic: self = .arithmetic(try parameters.decode(Operation.self, forKey: .op))
        case .distributeThree: self = .distributeThree
        }
    }

    /// Writes the rule object exactly as the builder does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Name.self)
        switch self {
        case .constant: _ = container.nestedContainer(keyedBy: Parameter.self, forKey: .constant)
        case .progression(let step):
            var parameters = container.nestedContainer(keyedBy: Parameter.self, forKey: .progression)
            try parameters.encode(step, forKey: .step)
        case .arithmetic(let operation):
            var parameters = container.nestedContainer(keyedBy: Parameter.self, forKey: .arithmetic)
            try parameters.encode(operation, forKey: .op)
        case .distributeThree: _ = container.nestedContainer(keyedBy: Parameter.self, forKey: .distributeThree)
        }
    }
}

/// Any member name, so that an unknown one can be reported by name.
struct AnyRuleKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
