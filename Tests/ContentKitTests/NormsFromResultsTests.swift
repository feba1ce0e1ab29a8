import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Sittings of one test drawn from a known distribution per age band: raw score = the band's
/// mean + SD·z rounded and held within 0 … items, z standard normal (Box–Muller on a
/// `SeededRandom`), ages uniform within the band. Only what the norms tests need; the players'
/// simulator of issue 33 is elsewhere.
struct SimulatedSittings {
    struct Band {
        var ages: ClosedRange<Int>
        var mean: Double
        var sd: Double
    }

    var random: SeededRandom
    var pack = "conformance"
    var test = "conformance-test"
    var revision = 1
    var items: Int

    init(seed: UInt64, items: Int) {
        random = SeededRandom(seed: seed)
        self.items = items
    }

    mutating func uniform() -> Double { (Double(random.next() >> 11) + 0.5) / Double(1 << 53) }

    mutating func normal() -> Double {
        (-2 * log(uniform())).squareRoot() * cos(2 * Double.pi * uniform())
    }

    mutating func sitting(in band: Band, session: Int) -> SittingRecord {
        let raw = min(items, max(0, Int((band.mean + band.sd * normal()).rounded())))
        let age = band.ages.lowerBound + random.below(band.ages.count)
        return SittingRecord(context: RecordContext(pack: pack, version: "1.0.0", session: "s\(session)", age: age), test: test, revision: revision,
                             rawScore: raw, rawScores: [:], items: items, milliseconds: 60_000)
    }
}

@Suite struct NormsFromResultsTests {
    static let bands = [
        SimulatedSittings.Band(ages: 6...9, mean: 20, sd: 6),
        SimulatedSittings.Band(ages: 10...17, mean: 30, sd: 8),
        SimulatedSittings.Band(ages: 18...99, mean: 40, sd: 7),
    ]

    static func target(items: Int = 60, bands: [SimulatedSittings.Band] = bands) -> NormsTarget {
        NormsTarget(pack: "conformance", test: "conformance-test", series: ["series-one"], items: items, id: "conformance-norms", existingPath: nil,
                    bands: bands.map { NormBand(youngest: $0.ages.lowerBound, oldest: $0.ages.upperBound) }, floor: 40, cap: 160, readFrom: [])
    }

    static func tally(perBand: Int, seed: UInt64 = 33, items: Int = 60, bands: [SimulatedSittings.Band] = bands) -> SittingTally {
        var simulation = SimulatedSittings(seed: seed, items: items)
        var tally = SittingTally(target: target(items: items, bands: bands))
        for (index, band) in bands.enumerated() {
            for session in 0..<perBand { tally.add(.sitting(simulation.sitting(in: band, session: index * perBand + session))) }
        }
        return tally
    }

    /// With 20,000 sittings a band, the raw score at the band's mean gets IQ 100 ± 1, and a
    /// standard deviation above and below it 115 and 85 ± 1.5. Why these: at the centre the
    /// estimate's standard error is 18.8/√n = 0.13 IQ points and the table is rounded to whole
    /// points (0.5), so 100 ± 1 holds beyond three standard errors; at ±1 SD the standard error
    /// is 22.6/√n = 0.16, the rounding 0.5, and rounding raw scores to whole items moves the
    /// mid-rank by at most 0.1 IQ for an SD of 6 or more: 0.5 + 3 × 0.16 + 0.1 < 1.5.
    @Test func normsRecoverTheKnownMeanAndSpread() throws {
        let norms = try ComputedNorms(Self.tally(perBand: 20_000))
        for (band, truth) in zip(norms.bands, Self.bands) {
            let mean = Int(truth.mean)
            let sd = Int(truth.sd)
            #expect(abs(band.table[mean] - 100) <= 1, "ages \(band.band.text): IQ \(band.table[mean]) at the mean raw score \(mean)")
            #expect(abs(band.table[mean - sd] - 85) <= 1, "ages \(band.band.text): IQ \(band.table[mean - sd]) one SD below")
            #expect(abs(band.table[mean + sd] - 115) <= 1, "ages \(band.band.text): IQ \(band.table[mean + sd]) one SD above")
            #expect(abs(band.average - 100) <= 1)
            #expect(band.sittings == 20_000)
        }
    }

    /// A raw-score distribution with a ceiling (skewed): each score's IQ is the one its true
    /// percentile rank gives, which a fit of mean and SD would miss by several points.
    @Test func aSkewedBandIsNormedByItsOwnDistribution() throws {
        let ceiling = [SimulatedSittings.Band(ages: 18...99, mean: 58, sd: 8)]
        let norms = try ComputedNorms(Self.tally(perBand: 20_000, bands: ceiling))
        let table = norms.bands[0].table
        // the true mid-rank of a raw score x of round(N(58, 8)) held within 0…60
        func truth(_ x: Int) -> Double {
            let below = NormalDistribution.cdf((Double(x) - 0.5 - 58) / 8)
            let at = x == 60 ? 1 - below : NormalDistribution.cdf((Double(x) + 0.5 - 58) / 8) - below
            return EmpiricalNorms.iq(percentileRank: below + at / 2)
        }
        for raw in [46, 50, 54, 58] { #expect(abs(Double(table[raw]) - truth(raw)) <= 1.5, "raw \(raw): \(table[raw]) against \(truth(raw))") }
    }

    @Test func tablesNeverFallAndStayWithinTheScale() throws {
        var random = SeededRandom(seed: 7)
        for _ in 0..<300 {
            let items = 1 + random.below(80)
            // sparse, lumpy counts: many empty scores, huge ties
            let counts = (0...items).map { _ in random.below(4) == 0 ? random.below(1000) : 0 }
            guard let table = EmpiricalNorms.table(counts: counts, floor: 55, cap: 145) else {
                #expect(counts.allSatisfy { $0 == 0 })
                continue
            }
            #expect(table.count == items + 1)
            #expect(zip(table, table.dropFirst()).allSatisfy { $0 <= $1 }, "\(counts) → \(table)")
            #expect(table.allSatisfy { (55...145).contains($0) })
            #expect(table.contains { $0 <= 100 } && table.contains { $0 >= 100 })
        }
        #expect(EmpiricalNorms.table(counts: [0, 0, 0], floor: 55, cap: 145) == nil)
        // one sitting: its score is the middle of the group
        #expect(EmpiricalNorms.table(counts: [0, 1, 0], floor: 55, cap: 145) == [55, 100, 145])
    }

    @Test func emptyScoresBetweenTwoAreInterpolated() throws {
        let table = try #require(EmpiricalNorms.table(counts: [0, 50, 0, 0, 50, 0], floor: 55, cap: 145))
        // raw 1 and 4 share the sittings: ranks 0.25 and 0.75, IQ 89.9 and 110.1
        #expect(table[1] == 90 && table[4] == 110)
        #expect(table[2] == 97 && table[3] == 103)
        #expect(table[0] == 55 && table[5] == 145)
    }
}
