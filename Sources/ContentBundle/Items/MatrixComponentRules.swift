/// The attribute groups a rendered matrix item's rules govern, per component of a panel.
/// Format version 1 knows these five; any other name is a decoding error.
public enum MatrixAttribute: String, CaseIterable, Codable, Hashable, Sendable {
    /// How many entities (shapes) the component shows.
    case number
    /// Which of the component's slots are occupied (slots count from 0, row by row).
    case position
    /// The shape: triangle, square, pentagon, hexagon, circle, in this order.
    case type
    /// The size level, 1-6.
    case size
    /// The grey level, 0 (white) to 9 (black).
    case color
}

/// The rules of one component of a rendered matrix item: a rule for `type`, `size` and `color`,
/// and for exactly one of `number` or `position`.
public struct MatrixComponentRules: Sendable, Equatable {
    /// The declared rule of each attribute group. Decoded bundles always hold `type`, `size`,
    /// `color` and exactly one of `number` or `position`.
    public var rules: [MatrixAttribute: MatrixRule]

    /// Rules as given (not checked: decoding checks what a bundle holds).
    public init(rules: [MatrixAttribute: MatrixRule]) {
        self.rules = rules
    }

    /// The rule of an attribute group, or nil when the component declares none (`number` when it
    /// declares `position`, and the other way round).
    public subscript(attribute: MatrixAttribute) -> MatrixRule? { rules[attribute] }
}

extension MatrixComponentRules: Codable {
    private enum CodingKeys: String, CodingKey { case rules }

    /// Reads `{"rules": {"<attribute>": <rule>, ...}}`; throws `DecodingError` for an attribute
    /// group format version 1 does not know, a rule it does not know, or a set of groups other
    /// than `type`, `size`, `color` and exactly one of `number` or `position`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let named = try container.nestedContainer(keyedBy: AnyRuleKey.self, forKey: .rules)
        var rules: [MatrixAttribute: MatrixRule] = [:]
        for key in named.allKeys {
            guard let attribute = MatrixAttribute(rawValue: key.stringValue) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: named, debugDescription:
                    "unknown matrix attribute group \"\(key.stringValue)\" (format version 1 knows number, position, type, size, color)")
            }
            rules[attribute] = try named.decode(MatrixRule.self, forKey: key)
        }
        let missing = [MatrixAttribute.type, .size, .color].filter { rules[$0] == nil }
        guard missing.isEmpty, (rules[.number] == nil) != (rules[.position] == nil) else {
            throw DecodingError.dataCorruptedError(forKey: .rules, in: container, debugDescription:
                "a component has rules for type, size, color and exactly one of number or position")
        }
        self.rules = rules
    }

    /// Writes `{"rules": {...}}` as the builder does (member order aside).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var named = container.nestedContainer(keyedBy: AnyRuleKey.self, forKey: .rules)
        for attribute in MatrixAttribute.allCases {
            guard let rule = rules[attribute] else { continue }
            try named.encode(rule, forKey: AnyRuleKey(stringValue: attribute.rawValue))
        }
    }
}
