import Foundation
import ContentCore
import ContentKinds

/// What `content-build norms` says it did: the sittings each band rests on, and every record
/// left out, by why.
package enum NormsReport {
    package static func text(_ norms: ComputedNorms, tally: SittingTally, output: String) -> String {
        let target = norms.target
        let total = norms.bands.reduce(0) { $0 + $1.sittings }
        let chosen = tally.askedRevision == nil ? "the highest in the logs" : "asked for"
        var out = "norms of the IQ test \(target.test) (pack \(target.pack), revision \(norms.revision), \(chosen)) from \(counted(total, "sitting")) → \(output)\n"
        for band in norms.bands {
            let centre = band.table.firstIndex { $0 >= 100 }.map { "IQ 100 from raw score \($0)" } ?? "no raw score reaches IQ 100"
            let raw = String(format: "raw scores mean %.1f, SD %.1f", band.rawMean, band.rawSD)
            out += "  ages \(band.band.text): \(counted(band.sittings, "sitting")), \(raw); average IQ \(band.average), \(centre)\n"
        }
        return out + leftOutText(tally)
    }

    /// Every record left out, by why, and the first unreadable lines.
    package static func leftOutText(_ tally: SittingTally) -> String {
        let left = leftOut(tally)
        var out = left.isEmpty ? "left out: nothing\n" : "left out: " + left.joined(separator: "; ") + "\n"
        for line in tally.exclusions.firstUnreadable { out += "  \(line.file):\(line.line): \(line.reason)\n" }
        return out
    }

    private static func leftOut(_ tally: SittingTally) -> [String] {
        let excluded = tally.exclusions
        let current = tally.current
        var parts: [String] = []
        if excluded.unreadableLines > 0 { parts.append("\(counted(excluded.unreadableLines, "line")) unreadable as records") }
        if excluded.notSittings > 0 { parts.append("\(counted(excluded.notSittings, "answer or level play", "answers and level plays"))") }
        if excluded.otherPacks > 0 {
            parts.append("\(counted(excluded.otherPacks, "sitting")) of other packs (\(excluded.otherPackIDs.sorted().joined(separator: ", "))\(excluded.otherPacks > excluded.otherPackIDs.count && excluded.otherPackIDs.count == SittingExclusions.keptNames ? ", …" : ""))")
        }
        if excluded.otherTests > 0 { parts.append("\(counted(excluded.otherTests, "sitting")) of other tests") }
        let revisions = excluded.otherRevisions.values.reduce(0, +) + excluded.otherRevisionsUnnamed
        if revisions > 0 {
            let named = excluded.otherRevisions.keys.sorted().map { "\($0): \(excluded.otherRevisions[$0]!)" }
            let rest = excluded.otherRevisionsUnnamed > 0 ? ["others: \(excluded.otherRevisionsUnnamed)"] : []
            parts.append("\(counted(revisions, "sitting")) of other revisions of the test (\((named + rest).joined(separator: ", ")))")
        }
        if current.otherLength > 0 { parts.append("\(counted(current.otherLength, "sitting")) of another number of items than the test's \(tally.target.items)") }
        if current.inconsistent > 0 { parts.append("\(counted(current.inconsistent, "sitting")) whose series' scores do not add up to the raw score") }
        if current.repeats > 0 { parts.append("\(counted(current.repeats, "sitting")) of players who had sat the test before (retests, or records logged twice)") }
        if current.noAge > 0 { parts.append("\(counted(current.noAge, "sitting")) without an age") }
        if current.outsideBandCount > 0 {
            let ages = current.agesOutside.keys.sorted().map { "\($0): \(current.agesOutside[$0]!)" }
            parts.append("\(counted(current.outsideBandCount, "sitting")) of ages in no band (age: sittings \(ages.joined(separator: ", ")))")
        }
        return parts
    }
}
