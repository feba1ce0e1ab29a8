/// I-RAVEN's answer set: an attribute-bisection tree. Three (component, attribute) pairs are
/// chosen; at each level every candidate so far splits in two, one keeping the attribute and one
/// taking the level's new value. The eight options are the cube of the three changes, so each
/// value is shown by exactly four options and no option is more typical than another.
///
/// A change must break the attribute's declared rule, and no other rule of the vocabulary that
/// explains rows 1-2 may admit it: that is the generator's own proof that the key is the only
/// answer under every reading (an option with two changes breaks two rules, and replacing one
/// rule cannot admit it).
struct RavenAnswerTree {
    var random: RavenRandom
    let components: [RavenComponent]
    let grids: [[RavenAttribute: [Int?]]]
    let key: RavenPanel

    struct Change {
        let component: Int
        let attribute: RavenAttribute
        /// The new count, slot set, or look.
        let value: Int
        /// The look replaced (entity 0's, by slot), for look changes.
        let replaced: Int
    }

    /// The key first, then the seven distractors; nil when no three changes can be found or two
    /// options look alike.
    mutating func options() -> [RavenPanel]? {
        var pairs: [(Int, RavenAttribute)] = []
        for (index, component) in components.enumerated() {
            if component.ring > 1 { pairs.append((index, component.group)) }
            // a look that redrawn shapes mix is free: changing it breaks no rule
            for attribute in [RavenAttribute.type, .size, .color] where component.carries || !component.mixed.contains(attribute) {
                pairs.append((index, attribute))
            }
        }
        var changes: [Change] = []
        for (component, attribute) in pairs.shuffled(using: &random) where changes.count < 3 {
            if let change = change(component, attribute) { changes.append(change) }
        }
        guard changes.count == 3 else { return nil }
        let options = (0..<8).map { mask in
            changes.enumerated().reduce(key) { panel, level in mask & (1 << level.offset) == 0 ? panel : apply(level.element, to: panel) }
        }
        guard Set(options.map(RavenItem.drawn)).count == 8 else { return nil }
        return options
    }

    /// A change of one attribute that breaks its rule and that no other reading of rows 1-2
    /// admits; nil when none is found in a few tries.
    mutating func change(_ component: Int, _ attribute: RavenAttribute) -> Change? {
        let entities = key[component].sorted()
        let ring = components[component].ring
        let mixed = !components[component].mixed.isEmpty
        for _ in 0..<12 {
            let change: Change
            switch attribute {
            case .number:
                // why: a shape is only ever added where looks differ inside a panel, as a copy
                // of the first, so the looks each option shows stay those of the key
                let low = mixed ? entities.count + 1 : 1
                guard low <= ring else { return nil }
                let count = random.int(in: low...ring)
                guard count != entities.count else { continue }
                change = Change(component: component, attribute: .number, value: count, replaced: 0)
            case .position:
                let set = RavenSlots.set(random.distinct(entities.count, in: 0...(ring - 1)))
                guard set != RavenSlots.set(entities.map(\.slot)) else { continue }
                change = Change(component: component, attribute: .position, value: set, replaced: 0)
            default:
                let old = entities[0].look(attribute)
                let new = random.int(in: attribute.levels)
                guard new != old else { continue }
                change = Change(component: component, attribute: attribute, value: new, replaced: old)
            }
            if admittedByAnotherReading(change) { continue }
            return change
        }
        return nil
    }

    /// Whether a rule of the vocabulary other than the declared one holds on rows 1-2 and on
    /// row 3 completed by the changed key.
    func admittedByAnotherReading(_ change: Change) -> Bool {
        guard var values = grids[change.component][change.attribute] else { return false }
        let changed = apply(change, to: key)[change.component]
        values[8] = RavenItem.value(change.attribute, changed)
        let declared = components[change.component].rules[change.attribute]!
        let ring = components[change.component].ring
        return RavenRule.all.contains { rule in
            rule != declared && rule.holds(values, rows: 2, attribute: change.attribute, ring: ring)
                && rule.holds(values, rows: 3, attribute: change.attribute, ring: ring)
        }
    }

    func apply(_ change: Change, to panel: RavenPanel) -> RavenPanel {
        var panel = panel
        var entities = panel[change.component].sorted()
        let ring = components[change.component].ring
        switch change.attribute {
        case .number:
            if change.value < entities.count {
                entities.removeLast(entities.count - change.value)
            } else {
                let free = (0..<ring).filter { slot in !entities.contains { $0.slot == slot } }
                for slot in free.prefix(change.value - entities.count) {
                    var copy = entities[0]
                    copy.slot = slot
                    entities.append(copy)
                }
            }
        case .position:
            let slots = RavenSlots.slots(change.value, ring: ring)
            for index in entities.indices { entities[index].slot = slots[index] }
        default:
            for index in entities.indices where entities[index].look(change.attribute) == change.replaced {
                entities[index].setLook(change.attribute, change.value)
            }
        }
        panel[change.component] = entities.sorted()
        return panel
    }
}
