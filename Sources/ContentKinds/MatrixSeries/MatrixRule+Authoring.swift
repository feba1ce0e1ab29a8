import ContentBundle
import ContentCore

/// The runtime's rule vocabulary (`ContentBundle.MatrixRule`, applied along each row;
/// distribute-three over the whole grid) as the checks read it from a pack file.
extension MatrixRule {
    /// Every rule an attribute may have (the alternatives an ambiguity check tries).
    public static let vocabulary: [MatrixRule] = [.constant, .progression(step: -2), .progression(step: -1), .progression(step: 1),
                                                  .progression(step: 2), .arithmetic(.add), .arithmetic(.sub), .distributeThree]

    init?(_ node: JSONNode?) {
        guard let member = node?.object?.members.first else { return nil }
        switch member.key {
        case "constant": self = .constant
        case "progression":
            guard let step = member.value["step"]?.integer else { return nil }
            self = .progression(step: step)
        case "arithmetic":
            let operation = member.value["op"]?.string ?? member.value["operation"]?.string ?? "add"
            self = .arithmetic(operation == "sub" ? .sub : .add)
        case "distribute-three": self = .distributeThree
        default: return nil
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
