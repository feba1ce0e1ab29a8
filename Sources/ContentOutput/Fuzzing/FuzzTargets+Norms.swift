import ContentBundle
import ContentCore
import ContentKinds

/// The norms of issue 33's part 5: the input is a results log, counted for a 60-item test in three
/// bands (6-9, 10-17, 18-99), normed when it can be, and the file written. The tables must
/// never fall and stay within the scale, the file must parse, whatever the log says.
extension FuzzTargets {
    static func norms(_ bytes: [UInt8]) {
        let target = NormsTarget(pack: "fuzz", test: "fuzz-test", series: ["series-a"], items: 60, id: "fuzz-norms", existingPath: nil,
                                 bands: [NormBand(youngest: 6, oldest: 9), NormBand(youngest: 10, oldest: 17), NormBand(youngest: 18, oldest: 99)],
                                 floor: 55, cap: 145, readFrom: [])
        var tally = SittingTally(target: target)
        ResultsLogReader.records(in: bytes) { line, result in tally.add(line: line, in: "fuzz.jsonl", result) }
        guard let norms = try? ComputedNorms(tally) else { return }
        for band in norms.bands {
            precondition(band.table.count == 61 && Swift.zip(band.table, band.table.dropFirst()).allSatisfy { $0 <= $1 }, "a table falls: \(band.table)")
            precondition(band.table.allSatisfy { (55...145).contains($0) } && (55...145).contains(band.average), "off the scale")
        }
        precondition(JSONParser.parse(norms.document, file: "norms.json").root != nil, "the file does not parse")
    }
}
