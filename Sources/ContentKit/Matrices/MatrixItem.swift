/// The attributes a rendered matrix item's rules govern, per component of a panel.
public enum MatrixAttribute: String, CaseIterable, Sendable {
    case number, position, type, size, color
}

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
}

/// One shape of a panel.
public struct MatrixEntity: Hashable, Sendable {
    public static let types = ["triangle", "square", "pentagon", "hexagon", "circle"]
    public let type: Int
    public let size: Int
    public let color: Int
    public let slot: Int
}

/// A rendered item as the checks read it: per component its declared rules, and per panel and
/// option the entities of each component.
public struct MatrixItem: Sendable {
    public let id: String
    public let node: JSONNode
    public let layout: String
    /// Slots of each component of the layout.
    public let slots: [Int]
    /// Per component, the declared rule of each attribute (number or position, type, size, color).
    public let rules: [[MatrixAttribute: MatrixRule]]
    public let ruleNodes: [[MatrixAttribute: JSONNode]]
    /// The eight shown panels, row by row; per panel, per component, its entities.
    public let panels: [[[MatrixEntity]]]
    public let options: [[[MatrixEntity]]]
    public let optionNodes: [JSONNode]
    public let answer: Int
    public let answerNode: JSONNode

    static let layoutSlots: [String: [Int]] = [
        "center": [1], "grid2x2": [4], "grid3x3": [9], "left-right": [1, 1], "up-down": [1, 1],
        "out-in-center": [1, 1], "out-in-grid": [1, 4],
    ]

    /// The rendered item in a tree, or nil when it is pictured or does not match the schema.
    public init?(_ item: JSONNode) {
        guard item["form"]?.string == "rendered", let id = item["id"]?.string, let layout = item["layout"]?.string,
              let slots = Self.layoutSlots[layout], let components = item["components"]?.array, components.count == slots.count,
              let panelNodes = item["panels"]?.array, panelNodes.count == 8, let optionNodes = item["options"]?.array,
              let answerNode = item["answer"], let answer = answerNode.integer else { return nil }
        var rules: [[MatrixAttribute: MatrixRule]] = []
        var ruleNodes: [[MatrixAttribute: JSONNode]] = []
        for component in components {
            var declared: [MatrixAttribute: MatrixRule] = [:]
            var nodes: [MatrixAttribute: JSONNode] = [:]
            for attribute in MatrixAttribute.allCases {
                guard let node = component["rules"]?[attribute.rawValue] else { continue }
                guard let rule = MatrixRule(node) else { return nil }
                declared[attribute] = rule
                nodes[attribute] = node
            }
            rules.append(declared)
            ruleNodes.append(nodes)
        }
        func panel(_ node: JSONNode) -> [[MatrixEntity]]? {
            guard let parts = node.array, parts.count == slots.count else { return nil }
            var result: [[MatrixEntity]] = []
            for part in parts {
                var entities: [MatrixEntity] = []
                for entity in part["entities"]?.array ?? [] {
                    guard let typeName = entity["type"]?.string, let type = MatrixEntity.types.firstIndex(of: typeName),
                          let size = entity["size"]?.integer, let color = entity["color"]?.integer, let slot = entity["slot"]?.integer else { return nil }
                    entities.append(MatrixEntity(type: type, size: size, color: color, slot: slot))
                }
                result.append(entities)
            }
            return result
        }
        let panels = panelNodes.compactMap(panel)
        let options = optionNodes.compactMap(panel)
        guard panels.count == 8, options.count == optionNodes.count else { return nil }
        self.id = id
        self.node = item
        self.layout = layout
        self.slots = slots
        self.rules = rules
        self.ruleNodes = ruleNodes
        self.panels = panels
        self.options = options
        self.optionNodes = optionNodes
        self.answer = answer
        self.answerNode = answerNode
    }

    /// The value of an attribute of a component's entities: the count, the occupied slots (a
    /// bit set), or the value all entities share (nil when they differ or there are none).
    static func value(_ attribute: MatrixAttribute, of entities: [MatrixEntity]) -> Int? {
        switch attribute {
        case .number: return entities.count
        case .position: return entities.reduce(0) { $0 | (1 << $1.slot) }
        case .type, .size, .color:
            let values = entities.map { entity in attribute == .type ? entity.type : attribute == .size ? entity.size : entity.color }
            guard let first = values.first, values.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
    }

    /// Every attribute value of a panel, component by component (what options are compared by).
    static func attributeValues(_ panel: [[MatrixEntity]]) -> [Int?] {
        panel.flatMap { entities in MatrixAttribute.allCases.map { value($0, of: entities) } }
    }

    /// The nine values of an attribute of a component, the ninth from `last`.
    func grid(_ component: Int, _ attribute: MatrixAttribute, last: [[MatrixEntity]]) -> [Int?] {
        (panels + [last]).map { Self.value(attribute, of: $0[component]) }
    }

    /// Whether a rule holds on the first `rows` rows of a grid of values.
    static func holds(_ rule: MatrixRule, _ grid: [Int?], rows: Int, attribute: MatrixAttribute, slots: Int) -> Bool {
        if rule == .distributeThree {
            let rowValues = (0..<rows).map { row in (0..<3).compactMap { grid[row * 3 + $0] } }
            guard rowValues.allSatisfy({ $0.count == 3 && Set($0).count == 3 }), Set(rowValues.map { Set($0) }).count == 1 else { return false }
            return (0..<3).allSatisfy { column in Set((0..<rows).map { rowValues[$0][column] }).count == rows }
        }
        for row in 0..<rows {
            let v = (0..<3).map { grid[row * 3 + $0] }
            if rule == .constant, attribute != .number, attribute != .position, v.contains(where: { $0 == nil }) { continue }
            guard let a = v[0], let b = v[1], let c = v[2] else { return false }
            switch rule {
            case .constant:
                guard a == b, b == c else { return false }
            case .progression(let step):
                if attribute == .position {
                    guard b == rotate(a, step, slots), c == rotate(b, step, slots) else { return false }
                } else {
                    guard b == a + step, c == b + step else { return false }
                }
            case .arithmetic(let add):
                if attribute == .type { return false }
                if attribute == .position {
                    guard c == (add ? a | b : a & ~b) else { return false }
                } else {
                    guard c == (add ? a + b : a - b) else { return false }
                }
            case .distributeThree:
                return false
            }
        }
        return true
    }

    /// Every occupied slot moved by `step`, wrapping round the layout's slots.
    static func rotate(_ set: Int, _ step: Int, _ slots: Int) -> Int {
        var result = 0
        for slot in 0..<slots where set & (1 << slot) != 0 {
            result |= 1 << (((slot + step) % slots + slots) % slots)
        }
        return result
    }

    /// Whether every declared rule holds on the full grid with this last panel, optionally with
    /// one attribute's rule replaced.
    func satisfies(_ last: [[MatrixEntity]], replacing: (component: Int, attribute: MatrixAttribute, rule: MatrixRule)? = nil) -> Bool {
        for (component, declared) in rules.enumerated() {
            for (attribute, rule) in declared {
                var rule = rule
                if let replacing, replacing.component == component, replacing.attribute == attribute { rule = replacing.rule }
                guard Self.holds(rule, grid(component, attribute, last: last), rows: 3, attribute: attribute, slots: slots[component]) else { return false }
            }
        }
        return true
    }
}
