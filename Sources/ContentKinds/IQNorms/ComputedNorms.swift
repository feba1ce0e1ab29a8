import ContentBundle
import ContentCore

/// Norms computed from a tally of sittings: each band's IQ per raw score, its average and the
/// sittings it rests on, and the `iq-norms` file that holds them (`document`), in the kind's own
/// format, so the rules check it as they check a hand-written one.
package struct ComputedNorms: Sendable {
    package struct Band: Sendable, Equatable {
        package let band: NormBand
        package let sittings: Int
        package let average: Int
        /// IQ by raw score 0 … items.
        package let table: [Int]
        /// The band's raw scores' mean and standard deviation (n − 1), for the report.
        package let rawMean: Double
        package let rawSD: Double
    }

    package let target: NormsTarget
    package let revision: Int
    package let bands: [Band]

    /// The sitting count below which `norms-sample-size` warns (its page says why 200).
    package static let minimumSittings = 200

    /// Each band's norms from the tally.
    /// - Throws: when no sitting of the test was counted, or a band has none (it cannot be
    ///   normed: choose bands the sample covers with `--bands`).
    package init(_ tally: SittingTally) throws(NormsFailure) {
        target = tally.target
        guard let revision = tally.revision, tally.counted > 0 else {
            throw NormsFailure("no sitting of the IQ test \"\(tally.target.test)\" of pack \"\(tally.target.pack)\"\(tally.revision.map { " at revision \($0)" } ?? "") was counted")
        }
        self.revision = revision
        var bands: [Band] = []
        for (index, band) in tally.target.bands.enumerated() {
            let counts = tally.counts[index]
            guard let table = EmpiricalNorms.table(counts: counts, floor: target.floor, cap: target.cap),
                  let average = EmpiricalNorms.average(counts: counts, table: table) else {
                throw NormsFailure("no sitting of ages \(band.text) was counted, so that band cannot be normed; choose bands the sittings cover with --bands")
            }
            let (mean, sd) = Self.moments(counts)
            bands.append(Band(band: band, sittings: counts.reduce(0, +), average: min(target.cap, max(target.floor, average)), table: table,
                              rawMean: mean, rawSD: sd))
        }
        self.bands = bands
    }

    /// The norms as an `iq-norms` file: one raw score per line, members in the order the
    /// sample's norms use; the same tally always gives the same bytes.
    package var document: [UInt8] {
        var out = "{\n"
        let total = bands.reduce(0) { $0 + $1.sittings }
        let comment = "Computed by content-build norms from \(total) sittings of the IQ test \(target.test) (revision \(revision)) of pack \(target.pack): "
            + "in each age band, percentile ranks (mid-rank) and IQ = 100 + 15 z. See Docs/NormsFromResults.md."
        out += "  \"$comment\": \(Self.quote(comment)),\n"
        out += "  \"kind\": \(Self.quote(ContentKind.iqNorms.rawValue)),\n"
        if let id = target.id { out += "  \"id\": \(Self.quote(id)),\n" }
        out += "  \"test\": [\(target.series.map(Self.quote).joined(separator: ", "))],\n"
        out += "  \"cap\": \(target.cap),\n  \"floor\": \(target.floor),\n  \"bands\": [\n"
        for (index, band) in bands.enumerated() {
            out += "    {\n      \"ages\": [\(band.band.youngest), \(band.band.oldest)],\n      \"average\": \(band.average),\n"
            if !band.band.label.isEmpty {
                out += "      \"label\": {\(band.band.label.map { "\(Self.quote($0.locale)): \(Self.quote($0.text))" }.joined(separator: ", "))},\n"
            }
            out += "      \"sittings\": \(band.sittings),\n      \"table\": [\n"
            out += band.table.enumerated().map { "        [\($0.offset), \($0.element)]" }.joined(separator: ",\n")
            out += "\n      ]\n    }" + (index == bands.count - 1 ? "\n" : ",\n")
        }
        out += "  ]\n}\n"
        return Array(out.utf8)
    }

    /// Mean and standard deviation (n − 1; 0 for one sitting) of raw scores given as counts.
    static func moments(_ counts: [Int]) -> (mean: Double, sd: Double) {
        let total = Double(counts.reduce(0, +))
        guard total > 0 else { return (0, 0) }
        let mean = counts.enumerated().reduce(0.0) { $0 + Double($1.offset) * Double($1.element) } / total
        let squares = counts.enumerated().reduce(0.0) { $0 + Double($1.element) * (Double($1.offset) - mean) * (Double($1.offset) - mean) }
        return (mean, total > 1 ? (squares / (total - 1)).squareRoot() : 0)
    }

    private static func quote(_ text: String) -> String {
        var out = ""
        BundleJSON.quote(text, into: &out)
        return out
    }
}
