import ContentCore
import ContentKinds

/// Shell-style path patterns: `*` (within one folder), `**` (any folders), `?`; `a/**/b` also
/// matches `a/b`.
///
/// Matched as an automaton over the pattern's positions, one path byte at a time (time
/// proportional to the path times the pattern, with no backtracking: `*a*a*a…b` backtracked
/// exponentially before, and a pattern of 200,000 stars recursed that deep).
package enum Glob {
    /// The longest pattern a configuration may give (a configuration problem past it).
    static let maximumLength = 4096

    private enum Token {
        case byte(UInt8)
        /// `?`: one byte but `/`.
        case one
        /// `*`: any bytes but `/`.
        case star
        /// `**`: any bytes.
        case globstar
    }

    package static func matches(_ pattern: String, _ path: String) -> Bool {
        let (tokens, skips) = compile(Array(pattern.utf8))
        let count = tokens.count
        var current = [Bool](repeating: false, count: count + 1)
        var next = current
        func add(_ state: Int, _ set: inout [Bool]) {
            var pending = [state]
            while let state = pending.popLast() {
                guard !set[state] else { continue }
                set[state] = true
                guard state < count else { continue }
                switch tokens[state] {
                case .star, .globstar: pending.append(state + 1)
                default: break
                }
                pending += skips[state]
            }
        }
        add(0, &current)
        for byte in path.utf8 {
            for index in next.indices { next[index] = false }
            var any = false
            for state in 0..<count where current[state] {
                switch tokens[state] {
                case .byte(let wanted): if wanted == byte { add(state + 1, &next); any = true }
                case .one: if byte != UInt8(ascii: "/") { add(state + 1, &next); any = true }
                case .star: if byte != UInt8(ascii: "/") { add(state, &next); any = true }
                case .globstar: add(state, &next); any = true
                }
            }
            guard any else { return false }
            swap(&current, &next)
        }
        return current[count]
    }

    /// The pattern's tokens, and for each the states it may also skip to without a byte
    /// (`**/` may match nothing at all: the globstar skips past its slash).
    private static func compile(_ pattern: [UInt8]) -> ([Token], [[Int]]) {
        var tokens: [Token] = []
        var skips: [[Int]] = []
        var index = 0
        let star = UInt8(ascii: "*")
        while index < pattern.count {
            let byte = pattern[index]
            if byte == star {
                let isDouble = index + 1 < pattern.count && pattern[index + 1] == star
                index += isDouble ? 2 : 1
                // why: more stars in a row match what one (or two) do
                while index < pattern.count, pattern[index] == star { index += 1 }
                tokens.append(isDouble ? .globstar : .star)
                skips.append(isDouble && index < pattern.count && pattern[index] == UInt8(ascii: "/") ? [tokens.count + 1] : [])
                continue
            }
            tokens.append(byte == UInt8(ascii: "?") ? .one : .byte(byte))
            skips.append([])
            index += 1
        }
        return (tokens, skips)
    }
}
