import ContentCore

/// A band's table rests on enough sittings to place the middle of the age group within about an
/// IQ point.
struct NormsSampleSizeRule: FileRule {
    static let description = RuleDescription(
        id: "norms-sample-size",
        summary: "A norm table computed from sittings should rest on at least 200 sittings per age band",
        rationale: """
            `content-build norms` writes how many sittings each band's table was computed from \
            (`sittings`). A percentile rank from n sittings has a standard error of √(p(1−p)/n); at \
            the middle of the age group (p = 0.5, where Φ⁻¹ is flattest) that is 18.8/√n IQ points: \
            1.3 at 200 sittings, 1.9 at 100, 4.2 at 20, and more towards the tails. 200 per band is \
            also what the Wechsler scales' standardisation samples have per age group (WISC-V: 2,200 \
            children in 11 age groups). Below it the table is a first estimate: collect more \
            sittings of those ages, or join the band with its neighbour (`--bands`). A hand-written \
            table without `sittings` is not judged.
            """,
        kind: .iqNorms,
        severity: .warning,
        measured: """
            A count against a threshold, so true wherever `sittings` is. On real scores with ages \
            (Scripts/measure/norms-real-scores, Debian's r-cran-psych and r-cran-psychtools 2.2.9, \
            GPL-2 | GPL-3): psych's sat.act, 700 ACT scores of ages 13-65 in bands 13-17, 18-24, \
            25-34, 35-65: 3 findings (52, 156 and 113 sittings), none for the 379 of 18-24; \
            psychTools' holzinger.raw, 301 pupils of 11-16 in bands 11-12, 13, 14-16: 3 findings \
            (109, 110, 82). Every finding true, no false alarm; the files passed every other rule.
            """,
        valid: [
            Example(Examples.norms(bands: #"{"ages": [5, 120], "sittings": 200, "table": [[0, 80], [1, 100], [2, 120]]}"#)),
            Example(Examples.normsOfSeriesA),
        ],
        invalid: [Example(Examples.norms(bands: #"{"ages": [5, 120], "sittings": ↓57, "table": [[0, 80], [1, 100], [2, 120]]}"#))])

    static let minimum = ComputedNorms.minimumSittings

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        (file.root?["bands"]?.array ?? []).compactMap { band in
            guard let node = band["sittings"], let count = node.integer, count < Self.minimum else { return nil }
            let pair = band["ages"]?.array?.compactMap(\.integer) ?? []
            let ages = pair.count == 2 ? (pair[0] == pair[1] ? "\(pair[0])" : "\(pair[0])-\(pair[1])") : "?"
            let error = count > 0 ? ", ±\(Self.centreError(count)) IQ points at the middle of the group (one standard error)" : ""
            return Self.diagnostic(
                "the table for ages \(ages) rests on \(counted(count, "sitting")), fewer than the \(Self.minimum) a band needs\(error)",
                in: file, at: node.range)
        }
    }

    /// 18.8/√n to one decimal: the standard error in IQ points of the median's percentile rank.
    static func centreError(_ sittings: Int) -> String {
        // why: dIQ/dp = 15/φ(0) = 15·√(2π) at the median, times √(0.25/n)
        let tenths = Int((15 * (2 * Double.pi).squareRoot() * 0.5 / Double(sittings).squareRoot() * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
