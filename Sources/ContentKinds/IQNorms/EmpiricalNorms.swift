/// One age band's norms from the counts of its raw scores, by the band's own distribution
/// (area transformation, as percentile norms are made): each raw score somebody got has the
/// percentile rank p = (sittings below it + half of those at it) / all sittings (the mid-rank
/// convention: a tie shares the rank of its middle), and the IQ 100 + 15·Φ⁻¹(p). No shape is
/// assumed: matrix tests' raw scores are skewed by their ceiling, where a fit of mean and
/// standard deviation would misplace every percentile (Docs/NormsFromResults.md).
///
/// A raw score nobody got lies between two that somebody got (its IQ is interpolated in a
/// straight line between theirs), or below the lowest (interpolated from the floor at 0) or
/// above the highest (to the cap at the test's length): the sample says only that such scores
/// are below or above everyone in it. The table never falls: p rises with the score, the
/// interpolations rise, rounding keeps order, and a last pass holds every IQ at or above the
/// one before.
package enum EmpiricalNorms {
    /// IQ per raw score 0 … `counts.count - 1`, within floor … cap; nil when nobody is counted.
    package static func table(counts: [Int], floor: Int, cap: Int) -> [Int]? {
        let total = counts.reduce(0, +)
        guard total > 0, floor <= cap else { return nil }
        let low = Double(floor)
        let high = Double(cap)
        var iq = [Double?](repeating: nil, count: counts.count)
        var below = 0
        for (raw, count) in counts.enumerated() where count > 0 {
            let rank = (Double(below) + Double(count) / 2) / Double(total)
            iq[raw] = min(high, max(low, self.iq(percentileRank: rank)))
            below += count
        }
        let known = iq.indices.filter { iq[$0] != nil }
        let last = counts.count - 1
        var filled = [Double](repeating: low, count: counts.count)
        var after = 0
        for raw in counts.indices {
            // why: `known` is sorted; `after` walks it once, to the first known score above `raw`
            while after < known.count, known[after] <= raw { after += 1 }
            if let value = iq[raw] {
                filled[raw] = value
                continue
            }
            let next = after < known.count ? known[after] : nil
            let previous = after > 0 ? known[after - 1] : nil
            let (from, fromIQ) = previous.map { ($0, iq[$0]!) } ?? (0, low)
            let (to, toIQ) = next.map { ($0, iq[$0]!) } ?? (last, high)
            filled[raw] = to == from ? fromIQ : fromIQ + (toIQ - fromIQ) * Double(raw - from) / Double(to - from)
        }
        var table: [Int] = []
        table.reserveCapacity(counts.count)
        for value in filled {
            // why: halves round up, the usual reading of a score
            let rounded = min(cap, max(floor, Int((value + 0.5).rounded(.down))))
            table.append(max(rounded, table.last ?? floor))
        }
        return table
    }

    /// The average IQ the table gives the counted sittings, rounded (half up): 100 or near it by
    /// construction, off only by the rounding of a coarse table and by the floor and cap.
    package static func average(counts: [Int], table: [Int]) -> Int? {
        var sum = 0.0
        var total = 0
        for (raw, count) in counts.enumerated() where count > 0 && raw < table.count {
            sum += Double(count) * Double(table[raw])
            total += count
        }
        guard total > 0 else { return nil }
        return Int((sum / Double(total) + 0.5).rounded(.down))
    }

    /// 100 + 15·Φ⁻¹(p) for 0 < p < 1, by bisection on `NormalDistribution.cdf` (+ − × ÷ only, so
    /// every machine writes the same table); |z| is held within 5 (IQ 25 to 175), where that
    /// series is exact.
    package static func iq(percentileRank p: Double) -> Double {
        var lower = -5.0
        var upper = 5.0
        // why: 48 halvings of 10 leave an interval under 4e-14 in z, far below a rounding step of 1/15
        for _ in 0..<48 {
            let middle = (lower + upper) / 2
            if NormalDistribution.cdf(middle) < p { lower = middle } else { upper = middle }
        }
        return 100 + 15 * (lower + upper) / 2
    }
}
