/// Splits polylines into dashes: SVG's stroke-dasharray and stroke-dashoffset, measured along
/// each subpath from its start (closed subpaths include their closing segment).
public enum Dasher {
    /// More dashes than this in one stroke are finer than any screen shows: the stroke is drawn
    /// solid instead. It also keeps the loop below finite: a period far below the outline's
    /// length would vanish in floating point and never advance.
    public static let maximumDashes = 100_000

    /// Whether a pattern that would leave gaps is drawn solid instead, because it makes more
    /// than `maximumDashes` dashes along the lines (a reader reports it: the picture changes).
    public static func drawsSolid(_ lines: [Polyline], pattern: [Double], offset: Double) -> Bool {
        guard let intervals = intervals(pattern, offset: offset), intervals.enumerated().contains(where: { $0.offset % 2 == 1 && $0.element > 0 }) else { return false }
        return !fits(lines, intervals)
    }

    /// The pattern as dash and gap lengths (an odd list repeated), or nil when it draws everything
    /// (empty, negative, or all zero lengths).
    private static func intervals(_ pattern: [Double], offset: Double) -> [Double]? {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), pattern.contains(where: { $0 > 0 }), offset.isFinite else { return nil }
        return pattern.count % 2 == 1 ? pattern + pattern : pattern
    }

    /// Whether the lines take at most `maximumDashes` dashes of the pattern.
    private static func fits(_ lines: [Polyline], _ intervals: [Double]) -> Bool {
        let period = intervals.reduce(0, +)
        var total = 0.0
        for line in lines {
            let points = line.closed ? line.points + line.points.prefix(1) : line.points
            for index in points.indices.dropFirst() { total += (points[index] - points[index - 1]).length }
        }
        return period > 0 && (total / period) * Double(intervals.count) <= Double(maximumDashes)
    }

    /// The dashes as open polylines; the lines unchanged when the pattern draws everything
    /// (empty, negative, or all zero lengths) or would make more than `maximumDashes`.
    public static func dash(_ lines: [Polyline], pattern: [Double], offset: Double) -> [Polyline] {
        guard let intervals = intervals(pattern, offset: offset), fits(lines, intervals) else { return lines }
        let period = intervals.reduce(0, +)
        var result: [Polyline] = []
        for line in lines {
            var points = line.points
            if line.closed, let first = points.first { points.append(first) }
            guard points.count > 1 else { continue }
            // where in the pattern the subpath starts
            var phase = offset.truncatingRemainder(dividingBy: period)
            if phase < 0 { phase += period }
            var index = 0
            while phase >= intervals[index] {
                phase -= intervals[index]
                index = (index + 1) % intervals.count
            }
            var remaining = intervals[index] - phase
            var drawing = index % 2 == 0
            var current: [Point] = drawing ? [points[0]] : []
            for segment in 0..<(points.count - 1) {
                var start = points[segment]
                let end = points[segment + 1]
                var length = (end - start).length
                while length > remaining {
                    let cut = start.lerp(end, remaining / length)
                    if drawing {
                        current.append(cut)
                        result.append(Polyline(points: current, closed: false))
                        current = []
                    } else {
                        current = [cut]
                    }
                    length -= remaining
                    start = cut
                    index = (index + 1) % intervals.count
                    remaining = intervals[index]
                    drawing.toggle()
                }
                remaining -= length
                if drawing { current.append(end) }
            }
            if drawing, current.count > 1 { result.append(Polyline(points: current, closed: false)) }
        }
        return result
    }
}
