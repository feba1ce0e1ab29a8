import ContentBundle
import ContentCore

/// The attributes a rendered matrix item's rules govern (`ContentBundle.MatrixAttribute`).
extension MatrixAttribute {
    /// Type, size and colour: what each entity looks like (number and position say where and
    /// how many).
    var isLook: Bool { self == .type || self == .size || self == .color }
}

/// One shape of a panel.
struct RenderedEntity: Hashable, Sendable, Comparable {
    static let types = ["triangle", "square", "pentagon", "hexagon", "circle"]
    let type: Int
    let size: Int
    let color: Int
    let slot: Int
    /// Rotation in degrees: decoration, never ruled.
    let angle: Int

    init(type: Int, size: Int, color: Int, slot: Int, angle: Int = 0) {
        self.type = type
        self.size = size
        self.color = color
        self.slot = slot
        self.angle = angle
    }

    /// The value of a look attribute (type, size or colour).
    func look(_ attribute: MatrixAttribute) -> Int {
        attribute == .type ? type : attribute == .size ? size : color
    }

    /// Ordered as a player reads a panel: by place, then by looks.
    static func < (a: RenderedEntity, b: RenderedEntity) -> Bool {
        (a.slot, a.type, a.size, a.color, a.angle) < (b.slot, b.type, b.size, b.color, b.angle)
    }
}

/// A rendered item as the checks read it: per component its declared rules, and per panel and
/// option the entities of each component.
struct RenderedMatrixItem: Sendable {
    let id: String
    let node: JSONNode
    let layout: String
    /// Slots of each component of the layout.
    let slots: [Int]
    /// Per component, the declared rule of each attribute (number or position, type, size, color).
    let rules: [[MatrixAttribute: MatrixRule]]
    let ruleNodes: [[MatrixAttribute: JSONNode]]
    /// The eight shown panels, row by row; per panel, per component, its entities.
    let panels: [[[RenderedEntity]]]
    let options: [[[RenderedEntity]]]
    let optionNodes: [JSONNode]
    let answer: Int
    let answerNode: JSONNode

    static let layoutSlots: [String: [Int]] = [
        "center": [1], "grid2x2": [4], "grid3x3": [9], "left-right": [1, 1], "up-down": [1, 1],
        "out-in-center": [1, 1], "out-in-grid": [1, 4],
    ]

    /// The rendered item in a tree, or nil when it is pictured or does not match the schema.
    init?(_ item: JSONNode) {
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
        func panel(_ node: JSONNode) -> [[RenderedEntity]]? {
            guard let parts = node.array, parts.count == slots.count else { return nil }
            var result: [[RenderedEntity]] = []
            for part in parts {
                var entities: [RenderedEntity] = []
                for entity in part["entities"]?.array ?? [] {
                    guard let typeName = entity["type"]?.string, let type = RenderedEntity.types.firstIndex(of: typeName),
                          let size = entity["size"]?.integer, let color = entity["color"]?.integer, let slot = entity["slot"]?.integer else { return nil }
                    entities.append(RenderedEntity(type: type, size: size, color: color, slot: slot, angle: entity["angle"]?.integer ?? 0))
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
}
