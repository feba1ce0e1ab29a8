/// A deterministic automaton built from a small `PatternProgram` at compile time: one table
/// look-up per character instead of a set of NFA states. Unanchored search is built in (every
/// state also holds the program's start), `^` is resolved by a separate first state, and `$` by
/// an accept-at-end flag per state.
struct PatternDFA: Sendable {
    /// Start of each character class: class k holds scalars from `boundaries[k]` up to the next.
    private let boundaries: [UInt32]
    /// Class of every ASCII scalar, for the common case.
    private let asciiClass: [UInt8]
    /// `transitions[state * classCount + class]`: the next state; 0 is the dead state.
    private let transitions: [UInt16]
    private let classCount: Int
    private let acceptsNow: [Bool]
    private let acceptsAtEnd: [Bool]
    private let startAtFirst: Int
    private let startLater: Int

    /// Nil when the automaton would be large (it then runs as an NFA).
    init?(_ instructions: [PatternProgram.Instruction], maxStates: Int = 512) {
        guard instructions.count <= 64 else { return nil }
        // why: a class of general categories is not uniform over a range of scalars; those run as the NFA
        for instruction in instructions {
            if case .scalar(let set) = instruction, !set.categories.isEmpty { return nil }
        }
        var cuts: Set<UInt32> = [0, 0x110000]
        for instruction in instructions {
            if case .scalar(let set) = instruction {
                for range in set.ranges {
                    cuts.insert(range.lowerBound)
                    cuts.insert(range.upperBound + 1)
                }
            }
        }
        let boundaries = cuts.sorted().dropLast().map { $0 }
        guard boundaries.count < 255 else { return nil }
        self.boundaries = boundaries
        classCount = boundaries.count
        var ascii = [UInt8](repeating: 0, count: 128)
        for value in 0..<128 { ascii[value] = UInt8(Self.classIndex(UInt32(value), boundaries)) }
        asciiClass = ascii

        // The scalar sets each NFA state accepts, per class (a representative decides).
        var accepts = [[Bool]](repeating: [], count: instructions.count)
        for (state, instruction) in instructions.enumerated() {
            if case .scalar(let set) = instruction {
                accepts[state] = boundaries.map { set.contains(Unicode.Scalar($0) ?? "\u{FFFD}") }
            }
        }

        func closure(_ seeds: [Int], atStart: Bool) -> UInt64 {
            var set: UInt64 = 0
            var stack = seeds
            while let state = stack.popLast() {
                let bit: UInt64 = 1 << UInt64(state)
                if set & bit != 0 { continue }
                set |= bit
                switch instructions[state] {
                case .jump(let target): stack.append(target)
                case .split(let a, let b): stack.append(contentsOf: [b, a])
                case .lineStart: if atStart { stack.append(state + 1) }
                case .lineEnd, .scalar, .match: break
                }
            }
            return set
        }

        let restart = closure([0], atStart: false)
        var ids: [UInt64: Int] = [0: 0]
        var sets: [UInt64] = [0]
        var queue: [UInt64] = []
        func id(of set: UInt64) -> Int? {
            if let known = ids[set] { return known }
            guard sets.count < maxStates else { return nil }
            ids[set] = sets.count
            sets.append(set)
            queue.append(set)
            return sets.count - 1
        }
        guard let first = id(of: closure([0], atStart: true)), let later = id(of: restart) else { return nil }
        startAtFirst = first
        startLater = later
        var table: [UInt16] = Array(repeating: 0, count: classCount)  // the dead state loops to itself
        var done = 1
        while done < sets.count {
            let set = sets[done]
            for klass in 0..<classCount {
                var seeds: [Int] = []
                for state in 0..<instructions.count where set & (1 << UInt64(state)) != 0 && !accepts[state].isEmpty && accepts[state][klass] {
                    seeds.append(state + 1)
                }
                let next = closure(seeds, atStart: false) | restart
                guard let nextID = id(of: next) else { return nil }
                table.append(UInt16(nextID))
            }
            done += 1
        }
        transitions = table
        func isMatch(_ set: UInt64, atEnd: Bool) -> Bool {
            var stack = (0..<instructions.count).filter { set & (1 << UInt64($0)) != 0 }
            var seen = set
            while let state = stack.popLast() {
                switch instructions[state] {
                case .match: return true
                case .lineEnd where atEnd:
                    let next = state + 1
                    if seen & (1 << UInt64(next)) == 0 {
                        // why: after "$" only more "$" (or the end of the pattern) can follow at the end.
                        seen |= 1 << UInt64(next)
                        stack.append(next)
                    }
                case .jump(let target) where atEnd:
                    if seen & (1 << UInt64(target)) == 0 {
                        seen |= 1 << UInt64(target)
                        stack.append(target)
                    }
                case .split(let a, let b) where atEnd:
                    for target in [a, b] where seen & (1 << UInt64(target)) == 0 {
                        seen |= 1 << UInt64(target)
                        stack.append(target)
                    }
                default: break
                }
            }
            return false
        }
        acceptsNow = sets.map { isMatch($0, atEnd: false) }
        acceptsAtEnd = sets.map { isMatch($0, atEnd: true) }
    }

    private static func classIndex(_ value: UInt32, _ boundaries: [UInt32]) -> Int {
        var low = 0
        var high = boundaries.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if boundaries[mid] <= value { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// True when the pattern matches anywhere in a non-empty `text`.
    func matches(_ text: String) -> Bool {
        var state = startAtFirst
        if acceptsNow[state] { return true }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let klass = value < 128 ? Int(asciiClass[Int(value)]) : Self.classIndex(value, boundaries)
            state = Int(transitions[state * classCount + klass])
            if acceptsNow[state] { return true }
        }
        return acceptsAtEnd[state]
    }
}
