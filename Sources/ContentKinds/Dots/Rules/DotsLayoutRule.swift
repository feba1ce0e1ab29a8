import Foundation
import ContentArt
import ContentCore

/// A connect-the-dots picture a child can play.
struct DotsLayoutRule: FileRule {
    static let description = RuleDescription(
        id: "dots-layout",
        summary: "Connect-the-dots pictures need one outline, dots far enough apart and from the edge, and room for every number",
        rationale: """
            The dots are placed exactly as the builder will on the SVG element named by "path", \
            which must be one line. Consecutive dots (and dots two apart, either side of a tip) \
            closer than 1.5 % of the picture's width run into each other under a finger (an error; \
            under 4 %, a warning); the same point twice in a row is an error. A path that comes back \
            onto an earlier dot (a figure 9: one place with two numbers) is a warning, as are other \
            dots under 4 % apart. A dot within 2 % of the edge is cut off, and the outline must stay \
            inside the picture. Every number needs a place beside its dot: an error only when every \
            place would cover a dot or another number or leave the picture; a number that has to \
            touch the line, or sit nearer another dot than its own, is a warning. Placed dots that \
            stray from the outline by more than 6 % of its size, even placed as well as that many \
            can be, lose parts of the picture (a warning: more dots).
            """,
        kind: .dots,
        severity: .error,
        measured: """
            Tests/RealContent, gcompris-qt-data 3.1 (Debian): GCompris's 30 hand-placed one-stroke \
            connect-the-dots pictures (clickanddraw, number_sequence, drawnumbers, drawletters; \
            Scripts/gcompris-dots): 19 findings, each looked at on the dots drawn at 1,024 pixels, \
            all true (18 warnings: dots under 4 % apart, paths coming back onto a dot, numbers \
            with no place clear of the line; 1 error: a dot on the bottom edge). The two false \
            findings of the first measurement (no place for a number that had one; a figure 9 \
            as an error) stay fixed.
            """,
        valid: [
            Example(Examples.dots(#""dots": 10"#), files: ["img/star.svg": Examples.starSVG]),
            Example(Examples.dots(#""path": "outline""#), files: ["img/star.svg": Examples.starSVG]),
        ],
        invalid: [
            Example(Examples.dots(#""path": ↓"nothing", "dots": 8"#), files: ["img/star.svg": Examples.starSVG]),
            Example(Examples.dots(#""dots": ↓60"#), files: ["img/star.svg": Examples.starSVG]),
            Example(Examples.dots(#""dots": ↓5"#), files: ["img/star.svg": Examples.starSVG]),
            Example(Examples.dots(#""path": ↓"outline""#), files: ["img/star.svg": Examples.dotsSVG("100,100 60,60 100,20 140,60 100,100 100,180")]),
            Example(Examples.dots(#""path": "outline""#, markSVG: true), files: [
                "img/star.svg": Examples.dotsSVG("10,84.6 190,84.6 20,92.3 180,92.3 180,107.7 20,107.7 190,115.4 10,115.4 30,100 100,100 170,100"),
            ]),
            Example(Examples.dots(#""path": "outline""#, markSVG: true), files: [
                "img/star.svg": Examples.dotsSVG("90,90 100,90 110,90 110,100 100,100 90,100 90,110 100,110 110,110"),
            ]),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root, let svgPath = root["svg"]?.string, let element = root["path"]?.string, let pathNode = root["path"],
              let resolved = AssetReference.resolve(svgPath, from: file.folder), resolved.lowercased().hasSuffix(".svg"),
              let document = try? context.assets.svg(resolved).get() else { return [] }
        let countNode = root["dots"]
        switch DotsLayout.layout(document, element: element, count: countNode?.integer, start: root["start"]?.number?.double ?? 0) {
        case .failure(.countOutOfRange):
            return []  // the schema reports it
        case .failure(let failure):
            return [Self.diagnostic(failure.description, in: file, at: pathNode.range)]
        case .success(let layout):
            // why: crowding is about the number of dots; no room for the numbers about the picture
            return problems(layout).map { severity, message in
                let node = message.hasPrefix("no place") || message.hasPrefix("the number") ? root["svg"]! : (countNode ?? pathNode)
                return Diagnostic(ruleID: Self.description.id, severity: severity, message: message, file: file.path, range: node.range)
            }
        }
    }

    // why: a polygon 6 % of the drawing's size off its outline loses a feature a sixteenth of the
    // picture across (a branch, an ear); the sample pictures' placements are within 5 %
    static let recognisable = 0.06

    func problems(_ layout: DotsLayout) -> [(Severity, String)] {
        let width = layout.width
        let points = layout.dots.map(\.point)
        var found = DotsSpacing.problems(points, closed: layout.closed, width: width)
        if layout.outline.contains(where: { $0.x < 0 || $0.y < 0 || $0.x > width || $0.y > layout.height }) {
            found.append((.error, "the outline runs outside the picture; widen the SVG's canvas (viewBox) around it"))
        }
        if let fidelity = layout.fidelity, fidelity.deviation > Self.recognisable {
            found.append((.warning, "\(counted(points.count, "dot")) follow the outline only to within \(String(format: "%.1f", fidelity.deviation * 100)) % of its size (the best placement of \(points.count): \(String(format: "%.1f", fidelity.optimum * 100)) %), over \(Int(Self.recognisable * 100)) %: parts of the picture are lost; more dots keep it recognisable"))
        }
        let margin = 0.02 * width
        if let edge = points.firstIndex(where: { $0.x < margin || $0.y < margin || $0.x > width - margin || $0.y > layout.height - margin }) {
            found.append((.error, "dot \(edge + 1) is within 2 % of the picture's edge, where it is cut off"))
        }
        let unplaced = layout.dots.indices.filter { layout.dots[$0].label == nil }
        if !unplaced.isEmpty {
            found.append((.error, "no place for the \(Self.numbers(unplaced)): each place beside the dot would cover a dot or another number, or leave the picture"))
        }
        let touching = layout.dots.indices.filter { layout.dots[$0].label != nil && layout.dots[$0].labelTouchesLine && !layout.dots[$0].labelNearerOtherDot }
        if !touching.isEmpty {
            found.append((.warning, "the \(Self.numbers(touching)) \(touching.count == 1 ? "touches" : "touch") the line: no place beside the dot is clear of it"))
        }
        let astray = layout.dots.indices.filter { layout.dots[$0].label != nil && layout.dots[$0].labelNearerOtherDot }
        if !astray.isEmpty {
            found.append((.warning, "the \(Self.numbers(astray)) \(astray.count == 1 ? "sits nearer another dot than its own" : "sit nearer other dots than their own"): no place beside the dot is free"))
        }
        return found
    }

    /// "number of dot 3" or "numbers of dots 3, 5, 8, …" (0-based indices in).
    static func numbers(_ indices: [Int]) -> String {
        let listed = indices.prefix(8).map { String($0 + 1) }.joined(separator: ", ") + (indices.count > 8 ? ", …" : "")
        return indices.count == 1 ? "number of dot \(listed)" : "numbers of dots \(listed)"
    }
}

extension Examples {
    /// A dots picture of `img/star.svg`.
    static func dots(_ fields: String, markSVG: Bool = false) -> String {
        let path = fields.contains("\"path\"") ? "" : #""path": "outline", "#
        return #"{"kind": "dots", "id": "star-dots", "svg": "# + (markSVG ? "↓" : "") + #""img/star.svg", "# + path + fields + #", "reveal": "img/star.svg", "difficulty": 1}"#
    }

    /// A 200 x 200 picture whose hand-placed dots are `points` (a polyline, id "outline").
    static func dotsSVG(_ points: String) -> String {
        "<svg xmlns='http://www.w3.org/2000/svg' width='200' height='200'><polyline id='outline' points='\(points)' fill='none' stroke='#333'/></svg>"
    }

    /// A five-pointed star outline 200 wide, its element id "outline".
    static let starSVG = "<svg xmlns='http://www.w3.org/2000/svg' width='200' height='200'><polygon id='outline' points='100,20 124,76 184,80 138,120 152,180 100,148 48,180 62,120 16,80 76,76' fill='none' stroke='#333' stroke-width='2'/></svg>"
}
