import Foundation

/// One CLDR plural rule's condition, parsed from its text in the syntax of TR35 ("Plural rules
/// syntax"): `or` of `and` of relations `operand [% modulus] (= | !=) value-or-range, …`.
/// Only the conditions are parsed (the data here carries no samples); `other` has none.
struct PluralRule: Sendable {
    enum Operand: Character, Sendable { case n = "n", i = "i", v = "v", w = "w", f = "f", t = "t", c = "c", e = "e" }

    struct Relation: Sendable {
        var operand: Operand
        var modulus: UInt64?
        var negated: Bool
        var ranges: [ClosedRange<UInt64>]
    }

    /// Alternatives (`or`), each a conjunction (`and`) of relations.
    let alternatives: [[Relation]]

    /// Parses a condition; nil when it is not in the syntax (the tests parse every one we ship).
    init?(_ text: String) {
        var alternatives: [[Relation]] = []
        for alternative in text.components(separatedBy: " or ") {
            var relations: [Relation] = []
            for relation in alternative.components(separatedBy: " and ") {
                guard let parsed = Self.relation(relation) else { return nil }
                relations.append(parsed)
            }
            alternatives.append(relations)
        }
        guard !alternatives.isEmpty else { return nil }
        self.alternatives = alternatives
    }

    private static func relation(_ text: String) -> Relation? {
        let negated = text.contains("!=")
        let sides = text.components(separatedBy: negated ? "!=" : "=")
        guard sides.count == 2 else { return nil }
        let expression = sides[0].split(separator: "%").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let name = expression.first, name.count == 1, let operand = Operand(rawValue: name.first!), expression.count <= 2 else { return nil }
        var modulus: UInt64?
        if expression.count == 2 {
            guard let value = UInt64(expression[1]), value > 0 else { return nil }
            modulus = value
        }
        var ranges: [ClosedRange<UInt64>] = []
        for item in sides[1].split(separator: ",") {
            let bounds = item.trimmingCharacters(in: .whitespaces).components(separatedBy: "..")
            guard let low = UInt64(bounds[0]), let high = UInt64(bounds.last!), bounds.count <= 2, low <= high else { return nil }
            ranges.append(low...high)
        }
        guard !ranges.isEmpty else { return nil }
        return Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges)
    }

    /// Whether the number's operands satisfy the condition.
    func matches(_ operands: PluralOperands) -> Bool {
        alternatives.contains { relations in relations.allSatisfy { Self.holds($0, operands) } }
    }

    private static func holds(_ relation: Relation, _ operands: PluralOperands) -> Bool {
        let value: UInt64
        switch relation.operand {
        case .n:
            // why: n with a non-zero fraction is never equal to a whole value or inside a range of
            // them (TR35: a range of n holds integers only).
            guard operands.isWhole else { return relation.negated }
            value = operands.integer
        case .i: value = operands.integer
        case .v: value = UInt64(operands.fractionDigits)
        case .w: value = UInt64(operands.fractionDigitsTrimmed)
        case .f: value = operands.fraction
        case .t: value = operands.fractionTrimmed
        case .c, .e: value = UInt64(operands.exponent)
        }
        let reduced = relation.modulus.map { value % $0 } ?? value
        let inside = relation.ranges.contains { $0.contains(reduced) }
        return inside != relation.negated
    }
}
