/// A small regular-expression engine for JSON Schema `pattern`s: the ECMA-262 subset content
/// schemas use (literals, `.`, classes with ranges and `\d \w \s`, general categories
/// `\p{…}`, groups, `|`, `* + ? {n,m}`, `^ $`), compiled to an NFA and run without backtracking,
/// so no pattern takes more than linear time. Syntax outside the subset (look-around,
/// back-references, `\b`, scripts) makes `compile` return nil, and the schema that holds the
/// pattern is refused: no pattern ever runs on a backtracking engine (measured: a pack's own
/// schema with `(?=x)(x+x+)+y` took 15 s on 30 characters in ICU).
struct PatternProgram: Sendable {
    enum Instruction: Sendable {
        case scalar(ScalarSet)
        case split(Int, Int)
        case jump(Int)
        case lineStart
        case lineEnd
        case match
    }

    private(set) var instructions: [Instruction] = []
    /// The same program as a DFA, when it is small enough.
    private var automaton: PatternDFA?

    /// Nil when the pattern uses syntax outside the subset, or is malformed.
    static func compile(_ pattern: String) -> PatternProgram? {
        var parser = PatternParser(Array(pattern.unicodeScalars))
        guard let tree = parser.parseAlternation(), parser.atEnd else { return nil }
        var program = PatternProgram()
        guard program.emit(tree, budget: 10_000) else { return nil }
        program.instructions.append(.match)
        program.automaton = PatternDFA(program.instructions)
        return program
    }

    // MARK: code generation

    private mutating func emit(_ node: PatternNode, budget: Int) -> Bool {
        guard instructions.count < budget else { return false }
        switch node {
        case .empty:
            return true
        case .set(let set):
            instructions.append(.scalar(set))
        case .lineStart:
            instructions.append(.lineStart)
        case .lineEnd:
            instructions.append(.lineEnd)
        case .sequence(let parts):
            for part in parts where !emit(part, budget: budget) { return false }
        case .alternation(let left, let right):
            let split = instructions.count
            instructions.append(.split(0, 0))
            guard emit(left, budget: budget) else { return false }
            let jump = instructions.count
            instructions.append(.jump(0))
            let rightStart = instructions.count
            guard emit(right, budget: budget) else { return false }
            instructions[split] = .split(split + 1, rightStart)
            instructions[jump] = .jump(instructions.count)
        case .repeat(let body, let minimum, let maximum):
            for _ in 0..<minimum where !emit(body, budget: budget) { return false }
            if let maximum {
                for _ in minimum..<maximum {
                    let split = instructions.count
                    instructions.append(.split(0, 0))
                    guard emit(body, budget: budget) else { return false }
                    // why: skipping copy k lands on copy k+1's choice, which may skip on.
                    instructions[split] = .split(split + 1, instructions.count)
                }
            } else {
                let split = instructions.count
                instructions.append(.split(0, 0))
                guard emit(body, budget: budget) else { return false }
                instructions.append(.jump(split))
                instructions[split] = .split(split + 1, instructions.count)
            }
        }
        return true
    }

    // MARK: running

    /// True when the pattern matches anywhere in `text` (ECMA-262 `test`).
    func matches(_ text: String) -> Bool {
        // why: the empty text is the one place where "^" and "$" hold at once; the NFA handles it.
        if let automaton, !text.isEmpty { return automaton.matches(text) }
        return simulate(text)
    }

    /// Runs the NFA directly (tests compare it with the DFA).
    func simulate(_ text: String) -> Bool {
        var work = 0
        return simulate(text, work: &work)
    }

    /// Runs the NFA directly, counting in `work` each state it visits: at most the program's
    /// size for each scalar of the text (and once more at its end), whatever the pattern.
    func simulate(_ text: String, work: inout Int) -> Bool {
        var current = StateList(count: instructions.count)
        var next = StateList(count: instructions.count)
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var previous: Unicode.Scalar? = nil
        while true {
            let scalar: Unicode.Scalar? = index < scalars.endIndex ? scalars[index] : nil
            // why: unanchored search: a new attempt may start at every position.
            if addState(0, &current, work: &work, atStart: previous == nil, atEnd: scalar == nil) { return true }
            guard let scalar else { return false }
            next.clear()
            for state in current.states {
                if case .scalar(let set) = instructions[state], set.contains(scalar) {
                    let nextIndex = scalars.index(after: index)
                    if addState(state + 1, &next, work: &work, atStart: false, atEnd: nextIndex == scalars.endIndex) { return true }
                }
            }
            swap(&current, &next)
            previous = scalar
            index = scalars.index(after: index)
        }
    }

    /// Adds a state and everything reachable from it without input; true when that reaches
    /// `match`. An explicit stack: chains of splits and jumps run as long as the program.
    private func addState(_ state: Int, _ list: inout StateList, work: inout Int, atStart: Bool, atEnd: Bool) -> Bool {
        var pending = [state]
        while let state = pending.popLast() {
            guard list.insert(state) else { continue }
            work += 1
            switch instructions[state] {
            case .match: return true
            case .jump(let target): pending.append(target)
            case .split(let a, let b): pending.append(contentsOf: [b, a])
            case .lineStart: if atStart { pending.append(state + 1) }
            case .lineEnd: if atEnd { pending.append(state + 1) }
            case .scalar: list.states.append(state)
            }
        }
        return false
    }
}

/// The active states of one step: a list plus a membership stamp per state.
private struct StateList {
    var states: [Int] = []
    private var stamp: [UInt32]
    private var generation: UInt32 = 1

    init(count: Int) { stamp = Array(repeating: 0, count: count) }

    mutating func insert(_ state: Int) -> Bool {
        if stamp[state] == generation { return false }
        stamp[state] = generation
        return true
    }

    mutating func clear() {
        states.removeAll(keepingCapacity: true)
        generation &+= 1
    }
}
