/// Sampling a component's rules and the values they give the nine panels, RAVEN-style: each row
/// starts from fresh values and the rule carries them along it; distribute-three spreads one set
/// of three values over the grid.
struct RavenRules {
    var random: RavenRandom

    /// The rules of a component of `ring` slots. A one-slot component has number or position
    /// constant (a single shape can neither move nor be counted differently).
    mutating func component(ring: Int) -> RavenComponent {
        let group: RavenAttribute = random.chance(0.5) ? .number : .position
        var rules: [RavenAttribute: RavenRule] = [:]
        rules[group] = ring == 1 ? .constant : rule(for: group, range: group == .number ? 1...ring : 1...ring)
        for attribute in [RavenAttribute.type, .size, .color] { rules[attribute] = rule(for: attribute, range: attribute.levels) }
        return RavenComponent(ring: ring, group: group, rules: rules)
    }

    /// A rule of the vocabulary the attribute allows (no arithmetic on type), with a step the
    /// range can take.
    mutating func rule(for attribute: RavenAttribute, range: ClosedRange<Int>) -> RavenRule {
        let families = attribute == .type ? ["constant", "progression", "distribute-three"] : ["constant", "progression", "arithmetic", "distribute-three"]
        switch random.pick(families) {
        case "progression":
            let width = range.upperBound - range.lowerBound
            let steps = attribute == .position ? [-2, -1, 1, 2] : [-2, -1, 1, 2].filter { 2 * abs($0) <= width }
            return .progression(random.pick(steps))
        case "arithmetic": return .arithmetic(add: random.chance(0.5))
        case "distribute-three": return .distributeThree
        default: return .constant
        }
    }

    /// Nine values of a numeric attribute (a count or a look level) under a rule, row by row.
    mutating func levels(_ rule: RavenRule, in range: ClosedRange<Int>) -> [Int] {
        let (low, high) = (range.lowerBound, range.upperBound)
        if rule == .distributeThree {
            let three = random.distinct(3, in: range)
            let shift = random.chance(0.5) ? 1 : 2
            return (0..<9).map { three[($0 % 3 + shift * ($0 / 3)) % 3] }
        }
        var values: [Int] = []
        for _ in 0..<3 {
            switch rule {
            case .constant:
                values += Array(repeating: random.int(in: range), count: 3)
            case .progression(let step):
                let start = step > 0 ? random.int(in: low...(high - 2 * step)) : random.int(in: (low - 2 * step)...high)
                values += [start, start + step, start + 2 * step]
            case .arithmetic(let add):
                // why: the second operand is at least 1, so a row never reads as constant
                if add {
                    let a = random.int(in: low...(high - 1))
                    let b = random.int(in: 1...(high - a))
                    values += [a, b, a + b]
                } else {
                    let a = random.int(in: (low + 1)...high)
                    let b = random.int(in: 1...(a - low))
                    values += [a, b, a - b]
                }
            case .distributeThree: break
            }
        }
        return values
    }

    /// Nine slot sets under a position rule, each row of `count` shapes (arithmetic makes its own
    /// counts).
    mutating func places(_ rule: RavenRule, ring: Int, count: Int) -> [Int] {
        func someSet(_ size: Int) -> Int { RavenSlots.set(random.distinct(size, in: 0...(ring - 1))) }
        if ring == 1 { return Array(repeating: 1, count: 9) }
        if rule == .distributeThree {
            var three: [Int] = []
            while three.count < 3 {
                let set = someSet(count)
                if !three.contains(set) { three.append(set) }
            }
            let shift = random.chance(0.5) ? 1 : 2
            return (0..<9).map { three[($0 % 3 + shift * ($0 / 3)) % 3] }
        }
        var sets: [Int] = []
        for _ in 0..<3 {
            switch rule {
            case .progression(let step):
                let first = someSet(count)
                sets += [first, RavenSlots.turn(first, by: step, ring: ring), RavenSlots.turn(first, by: 2 * step, ring: ring)]
            case .arithmetic(let add):
                while true {
                    let a = someSet(random.int(in: 1...(ring - 1)))
                    let b = someSet(random.int(in: 1...(ring - 1)))
                    let c = add ? a | b : a & ~b
                    if c != 0, c != a, c != b { sets += [a, b, c]; break }
                }
            default:
                sets += Array(repeating: someSet(count), count: 3)
            }
        }
        return sets
    }
}
