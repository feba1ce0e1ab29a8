import Foundation
import ContentCore

/// The examples of the results rules: a number series of eight choice items (`s-1` … `s-8`,
/// declared difficulties 1 to 8) and a results log of simulated players answering them
/// (`PlayerSimulator`, seeded), healthy or with one defect injected. The example test analyses
/// the log against the pack (`files["results.jsonl"]`) with the other results rules off, since
/// one defect shows in several statistics (a wrong key also makes the item hard and its
/// correlation negative).
enum ResultsExamples {
    static let count = 8
    /// Where each item's key sits among its four choices (no run or walk: see answer-positions).
    static let keys = [0, 2, 1, 3, 3, 0, 2, 1]

    /// The series, with `↓` before the id of `marked`.
    static func series(marked: Int? = nil) -> String {
        let items = (1...count).map { k in
            let answer = 5 * k
            var wrong = [5 * k + 1, 5 * k - 1, 6 * k + 1]
            wrong.insert(answer, at: keys[k - 1])
            let choices = wrong.map(String.init).joined(separator: ", ")
            let id = (marked == k ? "↓" : "") + "\"s-\(k)\""
            return "    {\"id\": \(id), \"difficulty\": \(k), \"terms\": [\(k), \(2 * k), \(3 * k), \(4 * k)], \"answer\": \(answer), \"choices\": [\(choices)]}"
        }
        return "{\n  \"kind\": \"number-series\",\n  \"items\": [\n" + items.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// The simulated items: b from −1.05 to +1.05 in the declared order, a = 1.2, every option as
    /// attractive as another, 20 + difficulty seconds.
    static func items() -> [SimulatedItem] {
        (1...count).map { k in
            SimulatedItem(id: "s-\(k)", group: "series", options: 4, key: keys[k - 1], difficulty: (Double(k) - 4.5) * 0.3,
                          discrimination: 1.2, seconds: 20 + Double(k))
        }
    }

    /// The log of `players` simulated players of the example pack, items as `edit` leaves them.
    static func log(players: Int = 400, seed: UInt64 = 11, _ edit: (inout [SimulatedItem]) -> Void = { _ in }) -> String {
        var items = items()
        edit(&items)
        var text = ""
        PlayerSimulator(pack: "example", version: "1.0.0", test: "example-test", items: items, seed: seed).lines(players: players) { line in
            text += String(decoding: line, as: UTF8.self)
        }
        return text
    }

    static func valid() -> [Example] {
        [Example(series(), files: ["results.jsonl": log()])]
    }

    static func invalid(_ marked: Int, _ edit: @escaping (inout [SimulatedItem]) -> Void) -> [Example] {
        [Example(series(marked: marked), files: ["results.jsonl": log(edit)])]
    }
}
