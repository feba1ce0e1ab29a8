import ContentArt
import Foundation
import ContentCore

/// The picture revealed at the end lines up with the outline the child drew.
struct DotsRevealRule: FileRule {
    static let description = RuleDescription(
        id: "dots-reveal",
        summary: "The revealed picture must line up with the outline the dots follow",
        rationale: """
            When the last dot is joined, the app shows "reveal" where the line art was: the builder \
            stretches it onto the line art's canvas, so the two line up only when they share one \
            (the same width, height and viewBox; a drawing sized in points or millimetres without a \
            viewBox spans more user units than its number says). When the line art is made from the \
            picture, the picture holds the outline's element too (the same id, the same points); \
            the rule places it as the builder will and reports a picture whose outline lands more \
            than 1 % of the picture's size from the dots' (a warning), with how far it is scaled \
            and moved. Give the reveal the line art's canvas. A reveal without the element (a \
            photograph, a picture drawn apart) is not compared.
            """,
        kind: .dots,
        severity: .warning,
        measured: """
            Tests/RealContent, gcompris-qt-data 3.1: GCompris's 30 connect-the-dots pictures, whose \
            reveals are drawn apart (no outline element, so not compared): 0 findings. Injected: \
            each picture's reveal holding the outline on a canvas 10 % larger than the line \
            art's, 30 of 30 found. Not measured: reveals made from real pictures on another \
            canvas (no public source pairs them).
            """,
        valid: [
            Example(DotsRevealExamples.dots(reveal: #""img/filled-star.svg""#),
                    files: ["img/star.svg": Examples.starSVG, "img/filled-star.svg": DotsRevealExamples.filledStar(canvas: 200)]),
        ],
        invalid: [
            Example(DotsRevealExamples.dots(reveal: #"↓"img/filled-star.svg""#),
                    files: ["img/star.svg": Examples.starSVG, "img/filled-star.svg": DotsRevealExamples.filledStar(canvas: 300)]),
        ])

    // why: 1 % of the picture is 5 pixels of the 512 the builder draws, a line's width; the
    // sample drawings on the canvas they had before (16 % too small) were 3.2–4.7 % off, the
    // car (its canvas in points) 17.6 %
    static let tolerance = 0.01

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root, let svgPath = root["svg"]?.string, let id = root["path"]?.string, let revealNode = root["reveal"],
              let revealPath = revealNode.string, revealPath.lowercased().hasSuffix(".svg"),
              let svgFile = AssetReference.resolve(svgPath, from: file.folder), let revealFile = AssetReference.resolve(revealPath, from: file.folder),
              svgFile != revealFile,
              let lineArt = try? context.assets.svg(svgFile).get(), let picture = try? context.assets.svg(revealFile).get(),
              let drawn = lineArt.path(withID: id), let shown = picture.path(withID: id), picture.width > 0, picture.height > 0
        else { return [] }
        let ours = DotsLayout.vertices(drawn)
        // the builder stretches the picture's canvas onto the line art's
        let (across, down) = (lineArt.width / picture.width, lineArt.height / picture.height)
        let theirs = DotsLayout.vertices(shown).map { Point($0.x * across, $0.y * down) }
        // why: an element of the same id but other points is another drawing's; nothing to compare
        guard ours.count == theirs.count, ours.count > 1 else { return [] }
        let size = max(lineArt.width, lineArt.height)
        let offset = zip(ours, theirs).map { ($0 - $1).length }.reduce(0, +) / Double(ours.count) / size
        guard offset > Self.tolerance else { return [] }
        return [Self.diagnostic(
            "the revealed picture does not line up with the outline: its own \"\(id)\" lands \(Self.percent(offset)) of the picture's size from the dots' where the builder draws it (\(Self.change(ours, theirs))); give the reveal the line art's canvas (width, height and viewBox)",
            in: file, at: revealNode.range)]
    }

    private static func percent(_ share: Double) -> String { "\(String(format: "%.1f", share * 100)) %" }

    /// How the picture's outline differs from the line art's: the ratio of their sizes and the
    /// move of their centres, in the line art's terms.
    private static func change(_ ours: [Point], _ theirs: [Point]) -> String {
        func box(_ points: [Point]) -> (centre: Point, size: Double) {
            let xs = points.map(\.x), ys = points.map(\.y)
            let (left, right, top, bottom) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
            return (Point((left + right) / 2, (top + bottom) / 2), max(right - left, bottom - top))
        }
        let (a, b) = (box(ours), box(theirs))
        let scale = a.size > 0 ? b.size / a.size : 1
        // why: a drawing's numbers may be huge or not finite; they are printed, never made Ints
        return "drawn \(String(format: "%.2f", scale)) times the size, its centre moved by (\(String(format: "%.0f", b.centre.x - a.centre.x)), \(String(format: "%.0f", b.centre.y - a.centre.y))) in the line art's units"
    }
}

/// The rule's examples: the star of `Examples.starSVG`, filled, on the line art's canvas, and on a
/// canvas half as large again, which the builder's stretch shrinks off the outline.
enum DotsRevealExamples {
    static func dots(reveal: String) -> String {
        #"{"kind": "dots", "id": "star-dots", "svg": "img/star.svg", "path": "outline", "dots": 10, "reveal": "# + reveal + #", "difficulty": 1}"#
    }

    static func filledStar(canvas: Int) -> String {
        "<svg xmlns='http://www.w3.org/2000/svg' width='\(canvas)' height='\(canvas)'><polygon id='outline' points='100,20 124,76 184,80 138,120 152,180 100,148 48,180 62,120 16,80 76,76' fill='#fc3' stroke='#a60' stroke-width='3'/></svg>"
    }
}
