import ContentBundle
import ContentCore

/// Included instructions exist, include nothing back, and nest no deeper than the app follows.
struct InstructionsIncludesRule: PackRule {
    static let description = RuleDescription(
        id: "instructions-includes",
        summary: "Instructions include instructions of the pack, with no cycle and no deeper than the app follows",
        rationale: """
            `includes` puts another instructions' pages first (a part shared by several tests). An id \
            that names no instructions of the pack shows nothing; instructions that include themselves, \
            directly or through others, have pages that never end (the runtime shows each once and \
            stops, so the order the author meant is lost); a chain of includes deeper than the runtime \
            follows (`Instructions.includeDepthLimit`, 8) loses its last pages. Each is computed from \
            the pack, in time linear in its includes: an error. On the sample pack (one include) it \
            finds nothing; injected, each is caught: a misspelt include, a cycle of two, a file \
            including itself, a cycle through 3,000 files and a chain 3,000 deep (`ScreensHostileTests`).
            """,
        kind: .instructions,
        severity: .error,
        valid: [Example(Examples.instructions(includes: #""timer""#), path: "instructions/a.json",
                        files: ["instructions/timer.json": Examples.instructions(id: "timer", target: nil)])],
        invalid: [
            Example(Examples.instructions(includes: #"↓"tiemr""#), path: "instructions/a.json",
                    files: ["instructions/timer.json": Examples.instructions(id: "timer", target: nil)]),
            Example(Examples.instructions(id: "loop-b", target: nil, includes: #"↓"loop-a""#), path: "instructions/loop-b.json",
                    files: ["instructions/a.json": Examples.instructions(id: "loop-a", target: nil, includes: #""loop-b""#)]),
            Example(Examples.instructions(id: "self-loop", target: nil, includes: #"↓"self-loop""#)),
        ])

    static let inputs: PackRuleInputs = .files([.instructions])

    private struct Entry {
        let file: ContentFile
        let includes: [(id: String, node: JSONNode)]
    }

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        var graph: [String: Entry] = [:]
        var order: [String] = []
        for file in files where file.kind == .instructions {
            guard let id = file.root?["id"]?.string, graph[id] == nil else { continue }
            let includes = (file.root?["includes"]?.array ?? []).compactMap { node in node.string.map { (id: $0, node: node) } }
            graph[id] = Entry(file: file, includes: includes)
            order.append(id)
        }
        var found: [Diagnostic] = []
        for id in order {
            guard let entry = graph[id] else { continue }
            for include in entry.includes where graph[include.id] == nil {
                found.append(Self.diagnostic("no instructions \"\(include.id)\" in the pack", in: entry.file, at: include.node.range))
            }
        }
        found += walk(graph, order)
        return found
    }

    /// Cycles and chains too deep, by one depth-first walk with an explicit stack (a chain of
    /// thousands of files costs no call stack).
    private func walk(_ graph: [String: Entry], _ order: [String]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var done: [String: Int] = [:]  // the longest chain of includes below each finished id
        var onStack = Set<String>()
        for start in order where done[start] == nil {
            var stack: [(id: String, next: Int)] = [(start, 0)]
            onStack.insert(start)
            while let top = stack.last, let entry = graph[top.id] {
                if top.next < entry.includes.count {
                    stack[stack.count - 1].next += 1
                    let include = entry.includes[top.next]
                    guard graph[include.id] != nil else { continue }
                    if onStack.contains(include.id) {
                        let path = stack.map(\.id).drop { $0 != include.id } + [include.id]
                        found.append(Self.diagnostic(
                            "including \"\(include.id)\" closes a cycle (\(path.joined(separator: " → "))); the pages would never end",
                            in: entry.file, at: include.node.range))
                    } else if done[include.id] == nil {
                        onStack.insert(include.id)
                        stack.append((include.id, 0))
                    }
                    continue
                }
                let height = entry.includes.compactMap { done[$0.id].map { $0 + 1 } }.max() ?? 0
                done[top.id] = height
                onStack.remove(top.id)
                stack.removeLast()
                if height > Instructions.includeDepthLimit, let node = entry.file.root?["includes"] {
                    found.append(Self.diagnostic(
                        "the included pages nest \(height) deep; the app follows \(Instructions.includeDepthLimit) and would leave the rest out",
                        in: entry.file, at: node.range))
                }
            }
        }
        return found
    }
}
