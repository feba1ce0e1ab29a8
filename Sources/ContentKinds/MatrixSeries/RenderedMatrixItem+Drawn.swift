import ContentBundle
import ContentCore

/// Panels as a player sees them, for comparing options and items.
extension RenderedMatrixItem {
    /// A panel as drawn: each component's entities ordered by slot (the order an author lists
    /// them in is not visible), with every attribute, angle included.
    static func drawn(_ panel: [[RenderedEntity]]) -> [[RenderedEntity]] {
        panel.map { $0.sorted() }
    }

    /// A panel as the rules read it: drawn, without the angle.
    // why: angle is decoration that no rule reads, so a distractor that differs from the key
    // only in angle satisfies every rule the key satisfies. The player sees a turned key and,
    // having solved the item, cannot tell which of the two is meant: to the check "differs from
    // the key" (D) it is the key. Two distractors that differ only in angle are still two
    // pictures, so "options distinct" (E) compares them as drawn, angle included.
    static func ruled(_ panel: [[RenderedEntity]]) -> [[RenderedEntity]] {
        panel.map { entities in
            entities.map { RenderedEntity(type: $0.type, size: $0.size, color: $0.color, slot: $0.slot) }.sorted()
        }
    }

    /// Every attribute value of a panel, component by component, for telling how typical an
    /// option is: the count, the occupied slots, and each look attribute's set of values (one
    /// value for a uniform component, several when it mixes them, none when it is empty).
    static func attributeValues(_ panel: [[RenderedEntity]]) -> [[Int]] {
        panel.flatMap { entities in
            MatrixAttribute.allCases.map { attribute -> [Int] in
                switch attribute {
                case .number, .position: [value(attribute, of: entities) ?? 0]
                case .type, .size, .color: Set(entities.map { $0.look(attribute) }).sorted()
                }
            }
        }
    }
}
