/// Draws an `SVGDocument` onto a `Canvas`: the drawing scaled to fit the requested size (aspect
/// kept), its viewBox placed by preserveAspectRatio, fills flattened in pixel space and strokes
/// outlined in user space then mapped, so non-uniform scaling draws them as SVG does.
public enum SVGRenderer {
    /// Curves are flattened to within this many pixels of the true curve.
    public static let tolerance = 0.05

    /// The pixel size of a rendering: the drawing's own size, or scaled to fit the given width
    /// and/or height with its aspect kept.
    public static func size(of document: SVGDocument, width: Int?, height: Int?) -> (width: Int, height: Int) {
        let scale: Double
        switch (width, height) {
        case let (w?, h?): scale = min(Double(w) / document.width, Double(h) / document.height)
        case let (w?, nil): scale = Double(w) / document.width
        case let (nil, h?): scale = Double(h) / document.height
        case (nil, nil): scale = 1
        }
        // why: as rsvg-convert does, a fractional side is rounded up (184.4 pixels give 185)
        return (max(1, Int((document.width * scale - 1e-6).rounded(.up))), max(1, Int((document.height * scale - 1e-6).rounded(.up))))
    }

    /// The drawing scaled by the same factor on both axes to fit `width` x `height`.
    public static func render(_ document: SVGDocument, width: Int, height: Int) -> RGBAImage {
        var canvas = Canvas(width: width, height: height)
        // One scale for both axes (the aspect is kept), the drawing at the top left.
        let scale = min(Double(width) / document.width, Double(height) / document.height)
        var placement = AffineTransform.scale(scale, scale)
        if let box = document.viewBox {
            placement = placement.concatenating(document.aspectRatio.transform(from: box, toWidth: document.width, height: document.height))
        }
        draw(.group(document.root), on: &canvas, transform: placement, layers: 0, opacity: 1)
        return canvas.image
    }

    /// Canvases open at once for translucent groups, beside the picture's own. Each is as large
    /// as the picture, so deeper translucent groups multiply their opacity into their shapes
    /// instead (overlaps inside them then show, a small difference) and memory stays bounded.
    static let maximumLayers = 2

    /// Line segments one shape may flatten into. A real drawing's shape needs a few thousand at
    /// the renderer's tolerance; a coordinate of 1e35 in a 4 kB file asked for ten million per
    /// curve and the stroker multiplied them (5 GB). A shape past this is not drawn.
    public static let maximumSegments = 250_000

    private static func draw(_ node: SVGNode, on canvas: inout Canvas, transform parent: AffineTransform, layers: Int, opacity inherited: Double) {
        switch node {
        case .group(let group):
            let transform = parent.concatenating(group.transform)
            if group.blur != nil || group.clip != nil || group.mask != nil, layers < maximumLayers {
                guard group.opacity > 0 else { return }
                var layer = Canvas(width: canvas.width, height: canvas.height)
                for child in group.children { draw(child, on: &layer, transform: transform, layers: layers + 1, opacity: 1) }
                if let blur = group.blur {
                    // why: the deviation is in the group's units; each axis takes its own scale
                    let scale = transform.axisScales
                    layer.blur(deviationX: blur.deviationX * scale.x, deviationY: blur.deviationY * scale.y, linearLight: blur.linearLight)
                    if let region = blur.region { keep(&layer, within: region, transform: transform) }
                }
                if let clip = group.clip { layer.keep(only: coverage(of: clip, transform: transform, within: canvas.bounds)) }
                if let mask = group.mask { layer.keep(only: coverage(of: mask, transform: transform, within: canvas, layers: layers + 1)) }
                canvas.composite(layer, opacity: group.opacity * inherited)
            } else if group.opacity < 1 {
                guard group.opacity > 0 else { return }
                guard layers < maximumLayers else {
                    for child in group.children { draw(child, on: &canvas, transform: transform, layers: layers, opacity: inherited * group.opacity) }
                    return
                }
                var layer = Canvas(width: canvas.width, height: canvas.height)
                for child in group.children { draw(child, on: &layer, transform: transform, layers: layers + 1, opacity: 1) }
                canvas.composite(layer, opacity: group.opacity * inherited)
            } else {
                for child in group.children { draw(child, on: &canvas, transform: transform, layers: layers, opacity: inherited) }
            }
        case .shape(let shape):
            let transform = parent.concatenating(shape.transform)
            if shape.opacity < 1, shape.fill != nil, shape.stroke != nil, layers < maximumLayers {
                var layer = Canvas(width: canvas.width, height: canvas.height)
                paint(shape, on: &layer, transform: transform, opacity: 1)
                canvas.composite(layer, opacity: shape.opacity * inherited)
            } else {
                paint(shape, on: &canvas, transform: transform, opacity: shape.opacity * inherited)
            }
        }
    }

    /// How much of each pixel a mask lets through: its content drawn on a canvas of its own,
    /// each pixel's sRGB luminance times its alpha, nothing outside the mask region.
    private static func coverage(of mask: SVGMask, transform: AffineTransform, within canvas: Canvas, layers: Int) -> CoverageMask {
        var drawn = Canvas(width: canvas.width, height: canvas.height)
        // why: the mask's content may hold layers of its own (translucent groups, clips); it
        // takes one of the picture's, so deep masks stay within the layer budget
        draw(mask.content, on: &drawn, transform: transform, layers: layers, opacity: 1)
        if let region = mask.region { keep(&drawn, within: region, transform: transform) }
        return CoverageMask(area: canvas.bounds, values: drawn.luminanceCoverage())
    }

    /// Clears what lies outside an effect's region (a filter's or a mask's, in the group's
    /// coordinates); a region that does not flatten leaves the layer as it is.
    private static func keep(_ layer: inout Canvas, within region: Rect, transform: AffineTransform) {
        guard let device = Path.rectangle(region)?.transformed(by: transform),
              let outline = device.flattened(tolerance: tolerance, maximumSegments: maximumSegments) else { return }
        layer.keep(only: Rasterizer.coverage(of: outline, fillRule: .nonZero, in: PixelRect.covering(outline, within: layer.bounds)))
    }

    /// The clip region in pixels: the union (the larger coverage) of its shapes' fills.
    private static func coverage(of clip: SVGClip, transform: AffineTransform, within bounds: PixelRect) -> CoverageMask {
        var values = [UInt8](repeating: 0, count: bounds.width * bounds.height)
        for shape in clip.shapes {
            let placement = transform.concatenating(shape.transform)
            guard placement.isFinite, let device = shape.path.transformed(by: placement),
                  let outlines = device.flattened(tolerance: tolerance, maximumSegments: maximumSegments) else { continue }
            let mask = Rasterizer.coverage(of: outlines, fillRule: shape.rule, in: PixelRect.covering(outlines, within: bounds))
            let area = mask.area.intersection(bounds)
            guard !area.isEmpty else { continue }
            for y in area.y..<(area.y + area.height) {
                for x in area.x..<(area.x + area.width) {
                    let index = (y - bounds.y) * bounds.width + (x - bounds.x)
                    values[index] = max(values[index], mask[x, y])
                }
            }
        }
        return CoverageMask(area: bounds, values: values)
    }

    private static func paint(_ shape: SVGShape, on canvas: inout Canvas, transform: AffineTransform, opacity: Double) {
        guard transform.isFinite, let box = shape.path.bounds else { return }
        if let fill = shape.fill, let device = shape.path.transformed(by: transform),
           let outlines = device.flattened(tolerance: tolerance, maximumSegments: maximumSegments), let paint = paint(fill, box: box, transform: transform) {
            let mask = Rasterizer.coverage(of: outlines, fillRule: shape.fillRule, in: PixelRect.covering(outlines, within: canvas.bounds))
            canvas.fill(mask, with: paint, opacity: opacity * shape.fillOpacity)
        }
        if let stroke = shape.stroke, let paint = paint(stroke, box: box, transform: transform) {
            let scale = transform.maximumScale
            guard scale > 0, let solid = shape.path.flattened(tolerance: tolerance / scale, maximumSegments: maximumSegments) else { return }
            let lines = Dasher.dash(solid, pattern: shape.strokeStyle.dashes, offset: shape.strokeStyle.dashOffset)
            let outlines = Stroker.outline(lines, style: shape.strokeStyle, tolerance: tolerance / scale).map { outline in
                Polyline(points: outline.points.map(transform.apply), closed: true)
            }
            let mask = Rasterizer.coverage(of: outlines, fillRule: .nonZero, in: PixelRect.covering(outlines, within: canvas.bounds))
            canvas.fill(mask, with: paint, opacity: opacity * shape.strokeOpacity)
        }
    }

    /// The paint in pixel space; nil for a bounding-box gradient on a shape without area.
    private static func paint(_ paint: SVGPaint, box: Rect, transform: AffineTransform) -> Paint? {
        switch paint {
        case .color(let color):
            return .solid(color)
        case .gradient(let gradient):
            var space = transform
            if gradient.boundingBoxUnits {
                guard box.width > 0, box.height > 0 else { return nil }
                space = space.concatenating(.translation(box.minX, box.minY)).concatenating(.scale(box.width, box.height))
            }
            space = space.concatenating(gradient.transform)
            switch gradient.shape {
            case let .linear(x1, y1, x2, y2):
                return .linear(start: Point(x1, y1), end: Point(x2, y2), stops: gradient.stops, spread: gradient.spread, transform: space)
            case let .radial(cx, cy, r, fx, fy):
                return .radial(center: Point(cx, cy), radius: r, focus: Point(fx, fy), stops: gradient.stops, spread: gradient.spread, transform: space)
            }
        }
    }
}
