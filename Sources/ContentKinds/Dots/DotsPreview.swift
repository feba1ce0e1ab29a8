import ContentArt
import ContentBundle
import ContentCore

/// Dots and their numbers drawn over a picture of `width` x `height` pixels (for previews and the
/// contact sheet). The numbers are stroked glyphs (`DigitGlyphs`), so no font is needed, each on a
/// white halo so a line under it does not join its strokes.
enum DotsPreview {
    static func svg(_ layout: DotsLayoutFile, width: Int, height: Int) -> String {
        let w = Double(width)
        let h = Double(height)
        var shapes: [String] = []
        var halos: [String] = []
        let radius = max(1.5, layout.dotRadius * w)
        // why: under 7 pixels no digit shape survives; previews that small draw them at 7
        let digitHeight = max(7, layout.labelHeight * w)
        let stroke = max(1, digitHeight * DigitGlyphs.strokeWidth)
        for dot in layout.dots {
            shapes.append(##"<circle cx="\##(dot.x * w)" cy="\##(dot.y * h)" r="\##(radius)" fill="#1a1a1a"/>"##)
            guard let label = dot.label else { continue }
            let data = DigitGlyphs.pathData(String(dot.number), centre: Point(label.x * w, label.y * h), height: digitHeight)
            halos.append(##"<path d="\##(data)" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="\##(stroke * 2.6)" stroke-linecap="round" stroke-linejoin="round"/>"##)
            shapes.append(##"<path d="\##(data)" fill="none" stroke="#b0281a" stroke-width="\##(stroke)" stroke-linecap="round" stroke-linejoin="round"/>"##)
        }
        return #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)">"# + halos.joined() + shapes.joined() + "</svg>"
    }

    /// The dots and numbers as a picture of `width` x `height` pixels, to lay over the outline.
    static func image(_ layout: DotsLayoutFile, width: Int, height: Int) -> RGBAImage? {
        guard let overlay = try? SVGReader.read(Array(svg(layout, width: width, height: height).utf8)).get() else { return nil }
        return SVGRenderer.render(overlay, width: width, height: height)
    }
}
