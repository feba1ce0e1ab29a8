import ContentBundle
import Foundation
import ContentCore
import ContentCheck

/// The fuzz target of issue 33's surface: results logs as apps write them and a bundle's
/// `revisions.json`. Every line a reader takes must write back to a line that reads as the
/// same record (a record that changes on the way round would be stored as another answer).
extension FuzzTargets {
    static let results: [String: @Sendable ([UInt8]) -> Void] = ["results": resultsLog, "item-analysis": itemAnalysis]

    /// Twelve items of 0 to 8 options (one without a key, one without a difficulty) the item
    /// analysis fuzzer answers.
    private static let analysedItems: [String: ResultsItem] = Dictionary(uniqueKeysWithValues: (0..<12).map { index in
        let item = ResultsItem(id: "i\(index)", file: "items.json", range: index * 10..<index * 10 + 4, difficulty: index == 11 ? nil : index % 10 + 1,
                               options: index == 0 ? nil : index % 9, key: index == 1 ? nil : index % 4)
        return (item.id, item)
    })

    /// The item analysis on what the bytes say: the first byte chooses a log (the rest as
    /// JSON Lines) or a stream of answers (four bytes each: session, item, option or none, time
    /// and revision), with or without a bundle's revisions; every statistic must come out of
    /// `finish` whatever the counts (none, all right, all wrong, one session, ties).
    static func itemAnalysis(_ bytes: [UInt8]) {
        guard let mode = bytes.first else { return }
        let options = ItemAnalysis.Options(revisions: mode & 2 == 0 ? nil : ["i3": 2, "i4": 1])
        var analysis = ItemAnalysis(packID: "fuzz", items: analysedItems, options: options)
        let rest = Array(bytes.dropFirst())
        if mode & 1 == 0 {
            analysis.read(bytes: rest, as: "fuzz.jsonl")
        } else {
            // why: each answer repeated, so a short input still reaches the minimum samples
            let repeats = Int(mode >> 2) * 4 + 1
            for round in 0..<repeats {
                for (index, start) in stride(from: 0, to: rest.count - 3, by: 4).enumerated() {
                    let (session, item, choice, time) = (rest[start], rest[start + 1], rest[start + 2], rest[start + 3])
                    let id = "i\(Int(item) % 13)"
                    let given: GivenAnswer = choice == 255 ? .none : .option(Int(choice % 10))
                    let keyed = analysedItems[id]?.key
                    let correct = given != .none && keyed.map { GivenAnswer.option($0) == given } == true
                    let context = RecordContext(pack: session == 255 ? "other" : "fuzz", version: "1", session: "s\(round)-\(session % 64)")
                    let record = AnswerRecord(context: context, item: id, revision: Int(time % 3) + 1, given: given, correct: correct,
                                              milliseconds: Int(time) << (Int(session) % 40), within: session % 2 == 0 ? "t" : nil)
                    analysis.add(.answer(record), log: "fuzz.jsonl", line: round * rest.count + index + 1)
                }
                if round % 7 == 6 {
                    let sitting = SittingRecord(context: RecordContext(pack: "fuzz", version: "1", session: "s\(round)-0"), test: "t", revision: 1,
                                                rawScore: 0, rawScores: [:], items: 12, milliseconds: 1)
                    analysis.add(.sitting(sitting), log: "fuzz.jsonl", line: 0)
                }
            }
        }
        _ = analysis.finish()
    }

    /// The bytes as a results log, every record written and read back; then as revisions.json.
    static func resultsLog(_ bytes: [UInt8]) {
        ResultsLogReader.records(in: bytes) { _, result in
            guard case .success(let record) = result else { return }
            let line = ResultsLog.line(record)
            guard let again = try? ResultsLog.record(from: line), again == record else {
                preconditionFailure("a record does not survive being written and read: \(String(decoding: line, as: UTF8.self))")
            }
        }
        if let revisions = try? JSONDecoder().decode(ItemRevisions.self, from: Data(bytes)) { _ = revisions.problem() }
    }
}
