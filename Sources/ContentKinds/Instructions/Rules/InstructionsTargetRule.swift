import ContentBundle
import ContentCore

/// What instructions are for exists in the pack, and has no other instructions.
struct InstructionsTargetRule: PackRule {
    static let description = RuleDescription(
        id: "instructions-target",
        summary: "Instructions are for a game, IQ test or kind of puzzle the pack has, and nothing has two",
        rationale: """
            The app looks instructions up by what they are for (`instructions(forGame:)`, \
            `forIQTest:`, `forPuzzles:`). Instructions for a game or IQ test the pack does not have, \
            or for a kind of puzzle of which it has no file, are never shown (a misspelt id, a game \
            renamed): a reference that resolves to nothing is a fact, so an error. Two instructions \
            for one thing leave the app showing the first and never the other: an error too. No \
            public corpus of app instructions was found to measure on; on the sample pack (3 \
            instructions) it finds nothing, and each injected class (a misspelt IQ test id, a game id \
            that is not in the pack, a kind of puzzle with no file, a second instructions for one \
            test) is caught.
            """,
        kind: .instructions,
        severity: .error,
        valid: [
            Example(Examples.instructions()),
            Example(Examples.instructions(target: #""game": "number-order""#),
                    files: ["games/number-order.json": Examples.numberOrder()].merging(Examples.slides(for: "number-order")) { $1 }),
        ],
        invalid: [
            Example(Examples.instructions(target: #""game": ↓"number-ordre""#),
                    files: ["games/number-order.json": Examples.numberOrder()].merging(Examples.slides(for: "number-order")) { $1 }),
            Example(Examples.instructions(target: #""iqTest": ↓"matrices""#)),
            Example(Examples.instructions(target: #""puzzles": ↓"riddles""#)),
            Example(Examples.instructions(id: "second", target: #"↓"puzzles": "matrix-series""#), path: "instructions/b.json",
                    files: ["instructions/a.json": Examples.instructions()]),
        ])

    static let inputs = PackRuleInputs(kinds: nil, facts: [], trees: [.instructions, GameFile.kind, IQTest.kind])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        let kinds = Set(files.compactMap(\.kind))
        let games = GameFile.ids(in: files)
        let tests = Set(files.filter { $0.kind == IQTest.kind }.compactMap { $0.root?["id"]?.string })
        var taken: [String: ContentFile] = [:]
        var found: [Diagnostic] = []
        for file in files where file.kind == .instructions {
            guard let purpose = file.root?["for"]?.object?.members.first, let name = purpose.value.string else { continue }
            let missing: String? = switch purpose.key {
            case "game": games.contains(name) ? nil : "no game \"\(name)\" in the pack" + Self.among(games)
            case "iqTest": tests.contains(name) ? nil : "no IQ test \"\(name)\" in the pack" + Self.among(tests)
            default: kinds.contains(ContentKind(rawValue: name)) ? nil : "the pack has no \(name) file; these instructions would never be shown"
            }
            if let missing {
                found.append(Self.diagnostic(missing, in: file, at: purpose.value.range))
            } else if let earlier = taken["\(purpose.key) \(name)"] {
                found.append(Self.diagnostic(
                    "\(earlier.path) already has the instructions for \(purpose.key) \"\(name)\"; the app shows one",
                    in: file, at: purpose.keyRange.lowerBound..<purpose.value.range.upperBound))
            } else {
                taken["\(purpose.key) \(name)"] = file
            }
        }
        return found
    }

    /// " (the pack has: a, b)" for a short list of known names; nothing for none or many.
    static func among(_ names: Set<String>) -> String {
        names.isEmpty || names.count > 12 ? "" : " (the pack has: \(names.sorted().joined(separator: ", ")))"
    }
}
