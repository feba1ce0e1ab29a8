import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck

/// Norms from real scores with ages (`Scripts/measure/norms-real-scores` exports them with R and
/// runs this with NORMS_REAL_SCORES set; without it there is nothing to read and the test says
/// so). Every band under 200 sittings must get norms-sample-size and no other must; the file must
/// pass the table and age rules. Prints what Docs/NormsFromResults.md records.
@Suite struct NormsRealScoresTests {
    struct Source {
        var file: String
        var items: Int
        var bands: String
    }

    static let sources = [
        Source(file: "sat-act.csv", items: 36, bands: "13-17,18-24,25-34,35-65"),
        Source(file: "holzinger-visperc.csv", items: 51, bands: "11-12,13-13,14-16"),
    ]

    @Test(arguments: sources) func realScores(_ source: Source) throws {
        guard let folder = ProcessInfo.processInfo.environment["NORMS_REAL_SCORES"] else {
            print("NormsRealScoresTests: NORMS_REAL_SCORES is not set (Scripts/measure/norms-real-scores sets it); nothing measured")
            return
        }
        let text = try String(contentsOfFile: folder + "/" + source.file, encoding: .utf8)
        let bands = try NormBand.parse(source.bands)
        let target = NormsTarget(pack: "real", test: "real-test", series: ["series-one"], items: source.items, id: nil, existingPath: nil,
                                 bands: bands, floor: 40, cap: 160, readFrom: [])
        var tally = SittingTally(target: target)
        var scores: [[Int]] = bands.map { _ in [] }
        for (index, line) in text.split(separator: "\n").enumerated() {
            let fields = line.split(separator: ",").compactMap { Int($0) }
            guard fields.count == 2 else { continue }
            tally.add(.sitting(SittingRecord(context: RecordContext(pack: "real", version: "1", session: "s\(index)", age: fields[0]), test: "real-test",
                                             revision: 1, rawScore: fields[1], rawScores: [:], items: source.items, milliseconds: 0)))
            if let band = target.band(of: fields[0]) { scores[band].append(fields[1]) }
        }
        let norms = try ComputedNorms(tally)
        let pack = MemoryPack(files: [
            "pack.json": Array(#"{"kind": "pack", "id": "real", "version": "1.0.0", "title": {"en": "Real"}, "locales": ["en"]}"#.utf8),
            "iq-norms/norms.json": norms.document,
        ])
        let findings = try ContentPipeline.check(pack, options: LintOptions()).diagnostics.filter { $0.file == "iq-norms/norms.json" }
        let flagged = findings.filter { $0.ruleID == "norms-sample-size" }.count
        #expect(flagged == norms.bands.filter { $0.sittings < 200 }.count)
        // the series is not in this pack of one file; every other rule must pass
        #expect(findings.filter { !["norms-sample-size", "norms-test"].contains($0.ruleID) }.isEmpty, "\(findings)")
        print("\(source.file): \(tally.counted) sittings counted, \(tally.current.total) left out (\(tally.current.agesOutside) outside the bands)")
        for (band, values) in zip(norms.bands, scores) {
            let sorted = values.sorted()
            let median = sorted[sorted.count / 2]
            let mean = Double(values.reduce(0, +)) / Double(values.count)
            let sd = (values.map { (Double($0) - mean) * (Double($0) - mean) }.reduce(0, +) / Double(values.count - 1)).squareRoot()
            // how far IQ = 100 + 15 (x − mean)/SD lies from the percentile IQ, between the 5th and 95th percentiles
            let central = sorted[sorted.count / 20]...sorted[sorted.count * 19 / 20]
            func fitted(_ raw: Int) -> Double { 100 + 15 * (Double(raw) - mean) / sd }
            let gap = central.map { raw -> Double in abs(Double(band.table[raw]) - fitted(raw)) }.max() ?? 0
            let flag = findings.first { $0.ruleID == "norms-sample-size" && band.sittings < 200 && $0.message.contains("ages \(band.band.text) ") }
            print("  ages \(band.band.text): \(band.sittings) sittings, median raw \(median) → IQ \(band.table[median]), mean \(String(format: "%.1f", mean)) SD \(String(format: "%.1f", sd)), "
                  + "mean/SD fit off by up to \(String(format: "%.1f", gap)) IQ in the central 90 %; \(flag.map { "norms-sample-size: \($0.message)" } ?? "no finding")")
        }
    }
}
