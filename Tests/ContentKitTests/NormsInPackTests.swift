import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Computed norms in the pack they are for: the conformance pack's two-item test, its norms
/// replaced by norms computed from simulated sittings, checked by every rule and built.
@Suite struct NormsInPackTests {
    static let pack = TestPaths.repository.appendingPathComponent("conformance/pack")

    /// 300 sittings of ages 5-17 and 50 of 18-120 (the conformance norms' bands).
    static func computed() throws -> (NormsTarget, ComputedNorms, CheckedPack) {
        let checked = try ContentPipeline.check(DiskPack(root: pack, displayName: "pack/"), options: LintOptions(keepContent: true))
        let target = try NormsTarget.find(test: "conformance-test", pack: "conformance", in: checked.files, bands: nil)
        var simulation = SimulatedSittings(seed: 5, items: target.items)
        var tally = SittingTally(target: target)
        for session in 0..<300 { tally.add(.sitting(simulation.sitting(in: .init(ages: 5...17, mean: 1, sd: 0.8), session: session))) }
        for session in 300..<350 { tally.add(.sitting(simulation.sitting(in: .init(ages: 18...120, mean: 1.2, sd: 0.7), session: session))) }
        return (target, try ComputedNorms(tally), checked)
    }

    @Test func theTargetIsReadFromThePack() throws {
        let (target, norms, _) = try Self.computed()
        #expect(target.items == 2 && target.series == ["series-one"] && target.id == "conformance-norms")
        #expect(target.existingPath == "iq-norms/norms.json")
        #expect(target.floor == 0 && target.cap == 145)
        #expect(norms.bands.map(\.band.label.first?.text) == ["Under 18", "Adults"])
        #expect(norms.bands.map(\.sittings) == [300, 50])
    }

    /// The written file passes every rule a hand-written one must; the band of 50 sittings gets
    /// norms-sample-size, at its `sittings`, and nothing else is found.
    @Test func computedNormsPassTheRulesAndTheSmallBandIsFlagged() throws {
        let (target, norms, _) = try Self.computed()
        let path = try #require(target.existingPath)
        let overlay = OverlayPack(base: DiskPack(root: Self.pack, displayName: "pack/"), path: path, bytes: norms.document)
        let checked = try ContentPipeline.check(overlay, options: LintOptions())
        let findings = checked.diagnostics.filter { $0.file == path }
        #expect(findings.map(\.ruleID) == ["norms-sample-size"], "\(findings)")
        let finding = try #require(findings.first)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("50 sittings") && finding.message.contains("200"))
        let text = String(decoding: norms.document, as: UTF8.self)
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: text.range(of: "\"sittings\": 50")!.lowerBound) + "\"sittings\": ".utf8.count
        #expect(finding.range.lowerBound == offset)
        #expect(checked.diagnostics.filter { $0.severity == .error }.isEmpty, "\(checked.diagnostics.filter { $0.severity == .error })")
    }

    /// The pack's norms set the tally's size: one with more bands than a norms file holds (or
    /// bands not given as pairs) is not taken; --bands is asked for instead.
    @Test func hostileNormsInThePackAreNotTaken() throws {
        let bands = (0..<40).map { "{\"ages\": [\($0), \($0)], \"table\": [[0, 90], [1, 100], [2, 110]]}" }.joined(separator: ", ")
        for text in [#"{"kind": "iq-norms", "id": "conformance-norms", "test": ["series-one"], "cap": 145, "bands": ["# + bands + "]}",
                     #"{"kind": "iq-norms", "id": "conformance-norms", "test": ["series-one"], "cap": 145, "bands": [{"ages": [9], "table": []}]}"#] {
            let overlay = OverlayPack(base: DiskPack(root: Self.pack, displayName: "pack/"), path: "iq-norms/norms.json", bytes: Array(text.utf8))
            let checked = try ContentPipeline.check(overlay, options: LintOptions(keepContent: true))
            #expect(throws: NormsFailure.self) { try NormsTarget.find(test: "conformance-test", pack: "conformance", in: checked.files, bands: nil) }
            let chosen = try NormsTarget.find(test: "conformance-test", pack: "conformance", in: checked.files, bands: NormBand.parse("5-17,18-120"))
            #expect(chosen.bands.count == 2)
        }
    }

    @Test func theSameSittingsGiveTheSameBytes() throws {
        #expect(try Self.computed().1.document == Self.computed().1.document)
    }

    /// Built into a bundle, the computed norms score as their table says: the runtime's
    /// `BundleTables.score` gives each band's IQ and the percentile of that IQ.
    @Test func theBuiltBundleScoresWithTheComputedNorms() throws {
        let (target, norms, _) = try Self.computed()
        let overlay = OverlayPack(base: DiskPack(root: Self.pack, displayName: "pack/"), path: try #require(target.existingPath), bytes: norms.document)
        let (contents, _) = try BundleBuilder.build(overlay)
        let url = try BundleWriter.write(contents, to: BundleFixture.temporaryFolder("norms"))
        let tables = try ContentBundle.open(url).tables
        for band in norms.bands {
            for raw in 0...target.items {
                for age in [band.band.youngest, band.band.oldest] {
                    let score = try #require(tables.score(rawScore: raw, age: age, series: target.series))
                    #expect(score.iq == band.table[raw])
                    #expect(score.ageGroupAverage == band.average)
                    #expect(String(score.percentile) == NormalDistribution.percentileText(iq: band.table[raw]) || score.percentile == Double(NormalDistribution.percentileText(iq: band.table[raw])))
                }
            }
        }
    }
}
