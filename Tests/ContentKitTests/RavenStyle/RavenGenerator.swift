/// A RAVEN-style generator of rendered matrix items, with I-RAVEN answer sets: every layout,
/// every rule on every attribute group, shapes that differ inside a panel wherever the number or
/// position rule carries them along the row, and options from an attribute-bisection tree.
/// Seeded and deterministic.
struct RavenGenerator {
    static let layouts: [(name: String, rings: [Int])] = [
        ("center", [1]), ("grid2x2", [4]), ("grid3x3", [9]), ("left-right", [1, 1]), ("up-down", [1, 1]),
        ("out-in-center", [1, 1]), ("out-in-grid", [1, 4]),
    ]

    var rules: RavenRules
    /// Whether shapes redrawn in every panel (a number rule that changes the count, position
    /// arithmetic) differ in a constant look: allowed, and "constrains nothing" each time.
    let redrawnLooksDiffer: Bool

    init(seed: UInt64, redrawnLooksDiffer: Bool = false) {
        rules = RavenRules(random: RavenRandom(seed: seed))
        self.redrawnLooksDiffer = redrawnLooksDiffer
    }

    /// One item of a layout with its key at `answer`: generated again until its answer tree
    /// has three levels and eight options distinct as drawn.
    mutating func item(id: String, layout: String, answer: Int) -> RavenItem {
        let rings = Self.layouts.first { $0.name == layout }!.rings
        while true {
            var components = rings.map { rules.component(ring: $0) }
            var grids: [[RavenAttribute: [Int?]]] = []
            var panels = Array(repeating: RavenPanel(), count: 9)
            for index in components.indices {
                let (cells, grid) = draw(&components[index])
                grids.append(grid)
                for panel in 0..<9 { panels[panel].append(cells[panel]) }
            }
            var tree = RavenAnswerTree(random: rules.random, components: components, grids: grids, key: panels[8])
            guard let options = tree.options() else { continue }
            rules.random = tree.random
            var shuffled = Array(options.dropFirst()).shuffled(using: &rules.random)
            shuffled.insert(options[0], at: answer)
            return RavenItem(id: id, layout: layout, components: components, panels: panels, options: shuffled, answer: answer)
        }
    }

    /// The nine panels' entities of one component, and the value grid of each attribute it
    /// rules (nil where a panel's entities differ in a look).
    mutating func draw(_ component: inout RavenComponent) -> ([[RavenEntity]], [RavenAttribute: [Int?]]) {
        let ring = component.ring
        let groupRule = component.rules[component.group]!
        // why: shapes that differ inside a panel need two of them, and a row that carries them
        // (or, for the warning's own items, one that redraws them); most such components mix
        let mixing = component.carries != redrawnLooksDiffer && ring > 1 && rules.random.chance(0.9)
        let lowest = mixing && component.carries ? 2 : 1
        var slotSets: [Int]
        if component.group == .number {
            let counts = ring == 1 ? Array(repeating: 1, count: 9) : numberLevels(groupRule, ring: ring, lowest: lowest)
            slotSets = counts.map { RavenSlots.set(rules.random.distinct($0, in: 0...(ring - 1))) }
        } else {
            slotSets = rules.places(groupRule, ring: ring, count: rules.random.int(in: lowest...max(lowest, ring - 1)))
        }
        if mixing {
            // at least one look attribute constant, and its shapes differing inside each panel
            var constant = [RavenAttribute.type, .size, .color].filter { component.rules[$0] == .constant }
            if constant.isEmpty {
                let attribute = rules.random.pick([RavenAttribute.type, .size, .color])
                component.rules[attribute] = .constant
                constant = [attribute]
            }
            component.mixed = Set(constant.filter { _ in rules.random.chance(0.7) })
            if component.mixed.isEmpty { component.mixed = [rules.random.pick(constant)] }
        }
        var grid: [RavenAttribute: [Int?]] = [:]
        var looks: [RavenAttribute: [Int]] = [:]
        for attribute in [RavenAttribute.type, .size, .color] where !component.mixed.contains(attribute) {
            looks[attribute] = rules.levels(component.rules[attribute]!, in: attribute.levels)
            grid[attribute] = looks[attribute]
        }
        let cells = component.carries ? drawCarried(component, slotSets, looks) : drawRedrawn(component, slotSets, looks)
        for attribute in component.mixed { grid[attribute] = Array(repeating: nil, count: 9) }
        grid[component.group] = cells.map { RavenItem.value(component.group, $0) }
        return (cells, grid)
    }

    /// Panels whose shapes move along the row keeping their looks.
    mutating func drawCarried(_ component: RavenComponent, _ slotSets: [Int], _ looks: [RavenAttribute: [Int]]) -> [[RavenEntity]] {
        let ring = component.ring
        var cells: [[RavenEntity]] = []
        for row in 0..<3 {
            // the looks each carried shape keeps along the row, at least two different ones
            let count = RavenSlots.slots(slotSets[row * 3], ring: ring).count
            var rowLooks: [RavenAttribute: [Int]] = [:]
            for attribute in [RavenAttribute.type, .size, .color] where component.mixed.contains(attribute) {
                repeat {
                    rowLooks[attribute] = (0..<count).map { _ in rules.random.int(in: attribute.levels) }
                } while Set(rowLooks[attribute]!).count < 2
            }
            for column in 0..<3 {
                let panel = row * 3 + column
                let slots = RavenSlots.slots(slotSets[panel], ring: ring)
                cells.append(slots.enumerated().map { index, slot in
                    func look(_ attribute: RavenAttribute) -> Int { rowLooks[attribute]?[index] ?? looks[attribute]![panel] }
                    // why: a quarter of the shapes turned (decoration the rules never read)
                    let angle = rules.random.chance(0.25) ? rules.random.pick([15, 45, 90]) : 0
                    return RavenEntity(type: look(.type), size: look(.size), color: look(.color), slot: slot, angle: angle)
                })
            }
        }
        return cells
    }

    /// Panels whose shapes are drawn anew: looks of a mixed attribute picked per shape.
    mutating func drawRedrawn(_ component: RavenComponent, _ slotSets: [Int], _ looks: [RavenAttribute: [Int]]) -> [[RavenEntity]] {
        (0..<9).map { panel in
            RavenSlots.slots(slotSets[panel], ring: component.ring).map { slot in
                func look(_ attribute: RavenAttribute) -> Int {
                    component.mixed.contains(attribute) ? rules.random.int(in: attribute.levels) : looks[attribute]![panel]
                }
                return RavenEntity(type: look(.type), size: look(.size), color: look(.color), slot: slot, angle: 0)
            }
        }
    }

    /// Counts under a number rule, none below `lowest` (2 only under number constant, so the
    /// steps `RavenRules.rule` chose for 1...ring still fit).
    mutating func numberLevels(_ rule: RavenRule, ring: Int, lowest: Int) -> [Int] {
        rules.levels(rule, in: lowest...ring)
    }
}
