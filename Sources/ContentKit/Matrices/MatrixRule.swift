/// A rule of the vocabulary, applied along each row (distribute-three over the whole grid).
public enum MatrixRule: Hashable, Sendable, CustomStringConvertible {
    case constant
    case progression(Int)
    case arithmetic(add: Bool)
    case distributeThree

    /// Every rule an attribute may have (the alternatives an ambiguity check tries).
    public static let vocabulary: [MatrixRule] = [.constant, .progression(-2), .progression(-1), .progression(1), .progression(2),
                                                  .arithmetic(add: true), .arithmetic(add: false), .distributeThree]

    init?(_ node: JSONNode?) {
        guard let member = node?.object?.members.first else { return nil }
        switch member.key {
        case "constant": self = .constant
        case "progression":
            guard let step = member.value["step"]?.integer else { return nil }
            self = .progression(step)
        case "arithmetic":
            let operation = member.value["op"]?.string ?? member.value["operation"]?.string ?? "add"
            self = .arithmetic(add: operation != "sub")
        case "distribute-three": self = .distributeThree
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .constant: "constant"
        case .progression(let step): "progression \(step > 0 ? "+" : "")\(step)"
        case .arithmetic(let add): add ? "arithmetic add" : "arithmetic sub"
        case .distributeThree: "distribute-three"
        }
    }

    /// Whether this rule, as a component's number or position rule, carries the entities along
    /// the row (the shapes keep their looks as they move) rather than redrawing them each panel:
    /// position constant, progression and distribute-three move the same shapes, and number
    /// constant keeps them; a changing number (progression, arithmetic, distribute-three) and
    /// position arithmetic (a union or difference of places) draw new shapes.
    public func carriesEntities(as attribute: MatrixAttribute) -> Bool {
        switch (attribute, self) {
        case (.number, .constant): true
        case (.number, _): false
        case (.position, .arithmetic): false
        default: true
        }
    }
}
