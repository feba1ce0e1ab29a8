import ContentArt
import Foundation
import ContentCore

/// The first placement rule, kept as the search's starting bound and as the baseline the search is
/// measured against: sharp corners first (where the outline turns by more than 40°, sharpest first,
/// none within `spacing` of another), then each new dot in the middle of the longest stretch left.
enum CornersFirstPlacement {
    /// Distances along the outline of `count` dots, in order along it.
    static func distances(_ count: Int, on outline: DotsOutline, spacing: Double) -> [Double] {
        let line = outline.points
        let total = outline.total
        guard line.count > 1, total > 0, count > 0 else { return [0] }
        var corners: [(turn: Double, at: Double)] = []
        let range = outline.closed ? 0..<line.count : 1..<(line.count - 1)
        for index in range {
            guard let a = (line[index] - line[(index - 1 + line.count) % line.count]).normalized,
                  let b = (line[(index + 1) % line.count] - line[index]).normalized else { continue }
            let turn = acos(max(-1, min(1, a.dot(b))))
            if turn > 40 * Double.pi / 180 { corners.append((turn, outline.along[index])) }
        }
        // why: two corners of one small notch would put two dots on top of each other; an open
        // line's two ends are dots before any corner
        var chosen: [Double] = outline.closed ? [] : Array([0, total].prefix(count))
        for corner in corners.sorted(by: { $0.turn > $1.turn }) where chosen.count < count {
            if chosen.allSatisfy({ (outline.point(at: $0) - outline.point(at: corner.at)).length >= spacing }) { chosen.append(corner.at) }
        }
        if chosen.isEmpty { chosen = [0] }
        chosen.sort()
        while chosen.count < count {
            var best = (length: -1.0, at: 0.0)
            for (index, position) in chosen.enumerated() {
                let next = index + 1 < chosen.count ? chosen[index + 1] : (outline.closed ? chosen[0] + total : position)
                if next - position > best.length { best = (next - position, position + (next - position) / 2) }
            }
            chosen.append(best.at.truncatingRemainder(dividingBy: total))
            chosen.sort()
        }
        return chosen
    }
}
