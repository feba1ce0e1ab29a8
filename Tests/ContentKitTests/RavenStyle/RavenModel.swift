/// The generator's own model of a RAVEN-style item (independent of ContentKit's, so that the
/// linter is checked against a second reading of the format, not against itself).
enum RavenAttribute: String, CaseIterable, Hashable {
    case number, position, type, size, color

    var isLook: Bool { self == .type || self == .size || self == .color }

    /// The levels a look attribute takes (FORMAT: five types, sizes 1-6, greys 0-9).
    var levels: ClosedRange<Int> {
        switch self {
        case .type: 0...4
        case .size: 1...6
        default: 0...9
        }
    }
}

enum RavenRule: Hashable, CustomStringConvertible {
    case constant, progression(Int), arithmetic(add: Bool), distributeThree

    static let all: [RavenRule] = [.constant, .progression(-2), .progression(-1), .progression(1), .progression(2),
                                   .arithmetic(add: true), .arithmetic(add: false), .distributeThree]

    /// The rule's family, for counting coverage.
    var family: String {
        switch self {
        case .constant: "constant"
        case .progression: "progression"
        case .arithmetic: "arithmetic"
        case .distributeThree: "distribute-three"
        }
    }

    var description: String {
        switch self {
        case .constant: "constant"
        case .progression(let step): "progression \(step)"
        case .arithmetic(let add): add ? "arithmetic add" : "arithmetic sub"
        case .distributeThree: "distribute-three"
        }
    }

    var json: String {
        switch self {
        case .constant: #"{"constant": {}}"#
        case .progression(let step): #"{"progression": {"step": \#(step)}}"#
        case .arithmetic(let add): #"{"arithmetic": {"op": "\#(add ? "add" : "sub")"}}"#
        case .distributeThree: #"{"distribute-three": {}}"#
        }
    }

    /// Whether a number or position rule keeps the entities (and their looks) along a row.
    func carries(as attribute: RavenAttribute) -> Bool {
        switch self {
        case .constant: true
        case .progression, .distributeThree: attribute == .position
        case .arithmetic: false
        }
    }

    /// Whether the rule holds on the first `rows` rows of nine values (a value nil: the panel
    /// has no single value). Position values are slot bit sets on a ring of `ring` slots.
    func holds(_ values: [Int?], rows: Int, attribute: RavenAttribute, ring: Int) -> Bool {
        let grid = (0..<rows).map { row in (0..<3).map { values[row * 3 + $0] } }
        guard grid.allSatisfy({ $0.allSatisfy { $0 != nil } }) else { return false }
        let known = grid.map { $0.map { $0! } }
        switch self {
        case .constant:
            return known.allSatisfy { $0[0] == $0[1] && $0[1] == $0[2] }
        case .progression(let step):
            let next: (Int) -> Int = attribute == .position ? { RavenSlots.turn($0, by: step, ring: ring) } : { $0 + step }
            return known.allSatisfy { $0[1] == next($0[0]) && $0[2] == next($0[1]) }
        case .arithmetic(let add):
            if attribute == .type { return false }
            if attribute == .position { return known.allSatisfy { $0[2] == (add ? $0[0] | $0[1] : $0[0] & ~$0[1]) } }
            return known.allSatisfy { $0[2] == (add ? $0[0] + $0[1] : $0[0] - $0[1]) }
        case .distributeThree:
            guard let first = known.first, Set(first).count == 3 else { return false }
            let rowsAgree = known.allSatisfy { Set($0) == Set(first) }
            let columnsDiffer = (0..<3).allSatisfy { column in Set(known.map { $0[column] }).count == known.count }
            return rowsAgree && columnsDiffer
        }
    }
}

/// One shape.
struct RavenEntity: Hashable, Comparable {
    var type: Int, size: Int, color: Int, slot: Int, angle: Int

    func look(_ attribute: RavenAttribute) -> Int {
        switch attribute {
        case .type: type
        case .size: size
        default: color
        }
    }

    mutating func setLook(_ attribute: RavenAttribute, _ value: Int) {
        switch attribute {
        case .type: type = value
        case .size: size = value
        default: color = value
        }
    }

    static func < (a: RavenEntity, b: RavenEntity) -> Bool {
        (a.slot, a.type, a.size, a.color, a.angle) < (b.slot, b.type, b.size, b.color, b.angle)
    }
}

/// A panel: per component, its entities.
typealias RavenPanel = [[RavenEntity]]

/// Slot sets as bit sets.
enum RavenSlots {
    static func set(_ slots: [Int]) -> Int { slots.reduce(0) { $0 | (1 << $1) } }
    static func slots(_ set: Int, ring: Int) -> [Int] { (0..<ring).filter { set & (1 << $0) != 0 } }
    static func turn(_ set: Int, by step: Int, ring: Int) -> Int {
        RavenSlots.set(slots(set, ring: ring).map { (($0 + step) % ring + ring) % ring })
    }
}

/// One component of an item: its slots, its rules, the look attributes whose entities differ
/// inside a panel.
struct RavenComponent {
    var ring: Int
    var group: RavenAttribute
    var rules: [RavenAttribute: RavenRule]
    var mixed: Set<RavenAttribute> = []

    var carries: Bool { rules[group]!.carries(as: group) }
}

/// A generated item: the nine panels (the ninth is the key) and the options.
struct RavenItem {
    var id: String
    var layout: String
    var components: [RavenComponent]
    var panels: [RavenPanel]
    var options: [RavenPanel]
    var answer: Int

    /// The value one attribute of one component shows in a panel: the count, the slot set, or
    /// the look all its entities share (nil when they differ).
    static func value(_ attribute: RavenAttribute, _ entities: [RavenEntity]) -> Int? {
        switch attribute {
        case .number: return entities.count
        case .position: return RavenSlots.set(entities.map(\.slot))
        default:
            let looks = Set(entities.map { $0.look(attribute) })
            return looks.count == 1 ? looks.first : nil
        }
    }

    /// A panel as a player sees it (entities by slot).
    static func drawn(_ panel: RavenPanel) -> RavenPanel { panel.map { $0.sorted() } }
}
