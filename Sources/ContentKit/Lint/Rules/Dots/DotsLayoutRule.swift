import Foundation
import ContentArt

/// A connect-the-dots picture a child can play.
struct DotsLayoutRule: FileRule {
    static let description = RuleDescription(
        id: "dots-layout",
        summary: "Connect-the-dots pictures need one outline, dots far enough apart and from the edge, and room for every number",
        rationale: """
            The dots are placed exactly as the builder will (corners first, then by length) on the \
            SVG element named by "path", which must be one line. Dots closer than 1.5 % of the \
            picture's width (consecutive or not) run into each other under a finger (an error; under \
            4 %, a warning), the same point twice is an error, a dot within 2 % of the edge is cut \
            off, the outline must stay inside the picture, and every number needs a place that covers \
            no dot, no line and no other number.
            """,
        kind: .dots,
        severity: .error,
        valid: [Example(Examples.dots(#""dots": 8"#), files: ["img/star.svg": Examples.starSVG])],
        invalid: [
            Example(Examples.dots(#""path": ↓"nothing", "dots": 8"#), files: ["img/star.svg": Examples.starSVG]),
            Example(Examples.dots(#""dots": ↓100"#, markSVG: true), files: ["img/star.svg": Examples.starSVG]),
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
                let node = message.hasPrefix("no free place") ? root["svg"]! : (countNode ?? pathNode)
                return Diagnostic(ruleID: Self.description.id, severity: severity, message: message, file: file.path, range: node.range)
            }
        }
    }

    func problems(_ layout: DotsLayout) -> [(Severity, String)] {
        let width = layout.width
        let points = layout.dots.map(\.point)
        var found: [(Severity, String)] = []
        func percent(_ distance: Double) -> String { String(format: "%.2f %%", distance / width * 100) }
        var closest: (distance: Double, a: Int, b: Int)?
        for i in points.indices {
            for j in points.indices where j > i {
                let distance = (points[i] - points[j]).length
                if closest == nil || distance < closest!.distance { closest = (distance, i, j) }
            }
        }
        if let closest {
            if closest.distance == 0 {
                found.append((.error, "dots \(closest.a + 1) and \(closest.b + 1) are the same point"))
            } else if closest.distance < 0.015 * width {
                found.append((.error, "dots \(closest.a + 1) and \(closest.b + 1) are \(percent(closest.distance)) of the width apart, under 1.5 %: fewer dots, or a larger outline"))
            } else if closest.distance < 0.04 * width {
                found.append((.warning, "dots \(closest.a + 1) and \(closest.b + 1) are \(percent(closest.distance)) of the width apart, under 4 %: hard to tell apart on a small screen"))
            }
        }
        if layout.outline.contains(where: { $0.x < 0 || $0.y < 0 || $0.x > width || $0.y > layout.height }) {
            found.append((.error, "the outline runs outside the picture; widen the SVG's canvas (viewBox) around it"))
        }
        let margin = 0.02 * width
        if let edge = points.firstIndex(where: { $0.x < margin || $0.y < margin || $0.x > width - margin || $0.y > layout.height - margin }) {
            found.append((.error, "dot \(edge + 1) is within 2 % of the picture's edge, where it is cut off"))
        }
        let unplaced = layout.dots.indices.filter { layout.dots[$0].label == nil }.map { String($0 + 1) }
        if !unplaced.isEmpty {
            found.append((.error, "no free place for the number\(unplaced.count == 1 ? "" : "s") of dot\(unplaced.count == 1 ? "" : "s") \(unplaced.prefix(8).joined(separator: ", "))\(unplaced.count > 8 ? ", …" : "")"))
        }
        return found
    }
}

extension Examples {
    /// A dots picture of `img/star.svg`.
    static func dots(_ fields: String, markSVG: Bool = false) -> String {
        let path = fields.contains("\"path\"") ? "" : #""path": "outline", "#
        return #"{"kind": "dots", "id": "star-dots", "svg": "# + (markSVG ? "↓" : "") + #""img/star.svg", "# + path + fields + #", "reveal": "img/star.svg", "difficulty": 1}"#
    }

    /// A five-pointed star outline 200 wide, its element id "outline".
    static let starSVG = "<svg xmlns='http://www.w3.org/2000/svg' width='200' height='200'><polygon id='outline' points='100,20 124,76 184,80 138,120 152,180 100,148 48,180 62,120 16,80 76,76' fill='none' stroke='#333' stroke-width='2'/></svg>"
}
