import ContentBundle
import ContentCore

/// How a rendered item's rules read its panels (FORMAT v2, "matrix-series").
///
/// Number and position read a component's count and occupied slots. Type, size and colour read
/// one value per panel when every entity of the component shares it; progression, arithmetic and
/// distribute-three need that shared value, so a panel (or an option) that mixes values breaks
/// them. `constant` on type, size or colour depends on how the number or position rule treats
/// the entities: when it carries them along the row, each row's panels show the same values
/// (the shapes keep their looks as they move); when it redraws them, and the shown panels mix
/// values, the rule constrains nothing.
extension RenderedMatrixItem {
    /// The value of an attribute of a component's entities: the count, the occupied slots (a
    /// bit set), or the value all entities share (nil when they differ or there are none).
    static func value(_ attribute: MatrixAttribute, of entities: [RenderedEntity]) -> Int? {
        switch attribute {
        case .number: return entities.count
        case .position: return entities.reduce(0) { $0 | (1 << $1.slot) }
        case .type, .size, .color:
            guard let first = entities.first?.look(attribute), entities.allSatisfy({ $0.look(attribute) == first }) else { return nil }
            return first
        }
    }

    /// Whether a component's entities differ in a look attribute.
    static func mixes(_ attribute: MatrixAttribute, _ entities: [RenderedEntity]) -> Bool {
        !entities.isEmpty && value(attribute, of: entities) == nil
    }

    /// The nine values of an attribute of a component, the ninth from `last`.
    func grid(_ component: Int, _ attribute: MatrixAttribute, last: [[RenderedEntity]]) -> [Int?] {
        (panels + [last]).map { Self.value(attribute, of: $0[component]) }
    }

    /// Whether the component's declared number or position rule carries its entities along
    /// each row. A component with neither rule (the schema reports it) is read as carrying them.
    func carries(_ component: Int) -> Bool {
        if let rule = rules[component][.number] { return rule.carriesEntities(as: .number) }
        if let rule = rules[component][.position] { return rule.carriesEntities(as: .position) }
        return true
    }

    /// Whether `constant` on a look attribute of a component constrains nothing: the row redraws
    /// the entities and the shown panels already mix that attribute.
    func constantConstrainsNothing(_ component: Int, _ attribute: MatrixAttribute) -> Bool {
        attribute.isLook && !carries(component) && panels.contains { Self.mixes(attribute, $0[component]) }
    }

    /// Whether a rule of a component's attribute holds on the first `rows` rows, the ninth
    /// panel being `last`. Whether entities are carried or redrawn is always the declared
    /// rules' reading: what the panels show of it (shapes keeping their looks along a row) does
    /// not change when another rule is tried on one attribute.
    func holds(_ rule: MatrixRule, _ component: Int, _ attribute: MatrixAttribute, last: [[RenderedEntity]], rows: Int) -> Bool {
        if rule == .constant, attribute.isLook {
            return constantConstrainsNothing(component, attribute)
                || Self.sameLooks(attribute, (panels + [last]).map { $0[component] }, rows: rows)
        }
        return Self.holds(rule, grid(component, attribute, last: last), rows: rows, attribute: attribute, slots: slots[component])
    }

    /// Whether each of the first `rows` rows shows the same values of a look attribute in its
    /// panels: the same multiset when they hold equally many entities, the same set when the
    /// count changes (the only way a row of uniform panels of different counts can agree).
    /// Empty panels show no value.
    static func sameLooks(_ attribute: MatrixAttribute, _ cells: [[RenderedEntity]], rows: Int) -> Bool {
        for row in 0..<rows {
            let shown = cells[(row * 3)..<(row * 3 + 3)].filter { !$0.isEmpty }.map { $0.map { $0.look(attribute) }.sorted() }
            guard let first = shown.first else { continue }
            if shown.allSatisfy({ $0.count == first.count }) {
                guard shown.allSatisfy({ $0 == first }) else { return false }
            } else {
                guard shown.allSatisfy({ Set($0) == Set(first) }) else { return false }
            }
        }
        return true
    }

    /// Whether a rule holds on the first `rows` rows of a grid of values (nil: no shared value,
    /// which no rule accepts).
    static func holds(_ rule: MatrixRule, _ grid: [Int?], rows: Int, attribute: MatrixAttribute, slots: Int) -> Bool {
        if rule == .distributeThree {
            let rowValues = (0..<rows).map { row in (0..<3).compactMap { grid[row * 3 + $0] } }
            guard rowValues.allSatisfy({ $0.count == 3 && Set($0).count == 3 }), Set(rowValues.map { Set($0) }).count == 1 else { return false }
            return (0..<3).allSatisfy { column in Set((0..<rows).map { rowValues[$0][column] }).count == rows }
        }
        for row in 0..<rows {
            guard let a = grid[row * 3], let b = grid[row * 3 + 1], let c = grid[row * 3 + 2] else { return false }
            switch rule {
            case .constant:
                guard a == b, b == c else { return false }
            case .progression(let step):
                if attribute == .position {
                    guard b == rotate(a, step, slots), c == rotate(b, step, slots) else { return false }
                } else {
                    guard b == a &+ step, c == b &+ step else { return false }
                }
            case .arithmetic(let operation):
                let add = operation == .add
                if attribute == .type { return false }
                if attribute == .position {
                    guard c == (add ? a | b : a & ~b) else { return false }
                } else {
                    guard c == (add ? a &+ b : a &- b) else { return false }
                }
            case .distributeThree:
                return false
            }
        }
        return true
    }

    /// Every occupied slot moved by `step`, wrapping round the layout's slots.
    static func rotate(_ set: Int, _ step: Int, _ slots: Int) -> Int {
        guard slots > 0 else { return set }
        var result = 0
        for slot in 0..<slots where set & (1 << slot) != 0 {
            result |= 1 << (((slot + step) % slots + slots) % slots)
        }
        return result
    }

    /// One attribute's rule read another way (what an ambiguity check tries).
    struct Reading {
        let component: Int
        let attribute: MatrixAttribute
        let rule: MatrixRule
    }

    /// Whether every declared rule, or `reading` in place of one, holds on the full grid with
    /// this last panel.
    func satisfies(_ last: [[RenderedEntity]], reading: Reading? = nil) -> Bool {
        for (component, declared) in rules.enumerated() {
            for (attribute, declaredRule) in declared {
                var rule = declaredRule
                if let reading, reading.component == component, reading.attribute == attribute { rule = reading.rule }
                guard holds(rule, component, attribute, last: last, rows: 3) else { return false }
            }
        }
        return true
    }
}
