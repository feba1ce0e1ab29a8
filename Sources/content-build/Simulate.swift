import ArgumentParser
import ContentCommands
import ContentCore
import ContentCheck
import Foundation

/// `content-build simulate`: a results log of simulated players answering a pack's IQ test, to
/// try `content-lint --results` on before real players exist (see Docs/ItemAnalysis.md).
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a results log of simulated players taking one of the pack's IQ tests.",
        discussion: """
            Each player has an age and an ability and answers every item of the test once (a \
            two-parameter logistic model with a guessing floor, wrong answers spread over the \
            distractors, log-normal response times), then sits the test. The same seed writes the \
            same bytes. The items are the test's real items, with parameters drawn from the seed \
            around their declared difficulty. The log is a new file: an existing file or link is \
            never written through or replaced.
            """)

    @Option(help: "The pack (a folder at or inside it).")
    var pack: String = "."

    @OptionGroup var options: PackOptions

    @Option(help: "The IQ test's id.")
    var test: String

    @Option(help: "How many players (1 to 10,000,000).")
    var players: Int = 1000

    @Option(help: "The seed (the same seed, the same log).")
    var seed: UInt64 = 1

    @Option(name: .shortAndLong, help: "The results log to write (a new file).")
    var output: String

    @Option(help: ArgumentHelp("Make option K the one players who solve ITEM pick, while the key stays the pack's (a wrong key).", valueName: "item=k"))
    var wrongKey: [String] = []

    @Option(help: ArgumentHelp("Make option K of ITEM draw nobody (a dead distractor).", valueName: "item=k"))
    var deadDistractor: [String] = []

    @Option(help: ArgumentHelp("Record ITEM's answers at revision R (default 1, or the bundle's).", valueName: "item=r"))
    var revision: [String] = []

    @Option(help: ArgumentHelp("Multiply ITEM's response times by F.", valueName: "item=f"))
    var slow: [String] = []

    func validate() throws {
        guard (1...10_000_000).contains(players) else { throw ValidationError("--players must be from 1 to 10000000") }
    }

    func run() throws {
        let opened = try options.open(pack, keepContent: true)
        let checked = try opened.check()
        guard let real = ResultsItems.test(test, in: checked) else { throw CommandFailure(message: "the pack has no IQ test \"\(test)\"") }
        let usable = real.filter { $0.item.options != nil && $0.item.key != nil }
        guard !usable.isEmpty else { throw CommandFailure(message: "the IQ test \"\(test)\" has no choice items to simulate") }
        var items = PlayerSimulator.parameters(
            for: usable.map { (id: $0.item.id, revision: 1, group: $0.series, options: $0.item.options!, key: $0.item.key!, difficulty: $0.item.difficulty ?? 5) },
            seed: seed)
        func edit(_ pairs: [String], _ name: String, _ body: (inout SimulatedItem, Double) throws -> Void) throws {
            for pair in pairs {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, let value = Double(parts[1]), value.isFinite, let index = items.firstIndex(where: { $0.id == parts[0] }) else {
                    throw CommandFailure(message: "--\(name) \(pair): expected ITEM=NUMBER with an item of the test")
                }
                try body(&items[index], value)
            }
        }
        func option(_ value: Double, of item: SimulatedItem, _ name: String) throws -> Int {
            guard let index = Int(exactly: value), (0..<item.options).contains(index) else {
                throw CommandFailure(message: "--\(name): \(item.id) has options 0 to \(item.options - 1)")
            }
            return index
        }
        try edit(wrongKey, "wrong-key") { item, value in
            let index = try option(value, of: item, "wrong-key")
            guard index != item.key else { throw CommandFailure(message: "--wrong-key: option \(index) is \(item.id)'s key already") }
            item.trueAnswer = index
            item.attractiveness[index] = 1
        }
        try edit(deadDistractor, "dead-distractor") { item, value in
            let index = try option(value, of: item, "dead-distractor")
            guard index != item.key, index != item.trueAnswer else { throw CommandFailure(message: "--dead-distractor: option \(index) of \(item.id) is its answer") }
            item.attractiveness[index] = 0
        }
        try edit(revision, "revision") { item, value in
            guard let whole = Int(exactly: value), (1...1 << 53).contains(whole) else { throw CommandFailure(message: "--revision: a revision is a whole number from 1") }
            item.revision = whole
        }
        try edit(slow, "slow") { item, value in
            guard value > 0, value <= 1000 else { throw CommandFailure(message: "--slow: a factor above 0, at most 1000") }
            item.seconds *= value
        }
        let simulator = PlayerSimulator(pack: checked.settings.id ?? "unnamed-pack", version: checked.settings.version ?? "0.0.0",
                                        test: test, items: items, seed: seed)
        let url = URL(fileURLWithPath: output).standardizedFileURL
        var records = 0
        do {
            let folder = try FolderDescriptor.open(url.deletingLastPathComponent().path)
            try folder.createStreaming(url.lastPathComponent) { write in
                var buffer: [UInt8] = []
                buffer.reserveCapacity(1 << 20)
                try simulator.lines(players: players) { line in
                    buffer += line
                    records += 1
                    if buffer.count >= 1 << 20 {
                        try write(buffer)
                        buffer.removeAll(keepingCapacity: true)
                    }
                }
                try write(buffer)
            }
        } catch let failure as FileFailure {
            throw CommandFailure(message: failure.description)
        }
        FileHandle.standardError.write(Data("content-build: \(records) records of \(players) players of \(test) (seed \(seed), \(items.count) items) written to \(output)\n".utf8))
    }
}
