/// A drawing reduced to what gets painted: groups (transform, opacity) and shapes (a path, its
/// fill and stroke, fully resolved: inheritance, `<style>` rules, `use` and `switch` are done).
public struct SVGDocument: Sendable {
    /// The drawing's own size in pixels (width and height attributes, else the viewBox's).
    public var width: Double
    public var height: Double
    public var viewBox: Rect?
    public var aspectRatio: SVGAspectRatio
    public var root: SVGGroup
    /// Everything skipped or refused, with its line.
    public var issues: [ArtIssue]

    public var hasErrors: Bool { issues.contains { $0.severity == .error } }

    /// A drawing made in code rather than read from a file.
    public init(width: Double, height: Double, viewBox: Rect? = nil, aspectRatio: SVGAspectRatio = .standard, root: SVGGroup, issues: [ArtIssue] = []) {
        self.width = width
        self.height = height
        self.viewBox = viewBox
        self.aspectRatio = aspectRatio
        self.root = root
        self.issues = issues
    }

    /// The geometry of the shape with this id, in the drawing's own pixels (its width and
    /// height; the viewBox and every transform on the way applied), or nil when there is none.
    public func path(withID id: String) -> Path? {
        var placement = AffineTransform.identity
        if let box = viewBox { placement = aspectRatio.transform(from: box, toWidth: width, height: height) }
        func find(_ node: SVGNode, _ transform: AffineTransform) -> Path? {
            switch node {
            case .group(let group):
                let inner = transform.concatenating(group.transform)
                for child in group.children { if let found = find(child, inner) { return found } }
                return nil
            case .shape(let shape):
                guard shape.id == id else { return nil }
                return shape.path.transformed(by: transform.concatenating(shape.transform))
            }
        }
        return find(.group(root), placement)
    }
}

/// `preserveAspectRatio`.
public struct SVGAspectRatio: Hashable, Sendable {
    /// 0, 0.5 or 1 along each axis (min, mid, max); nil for `none`.
    public var align: (x: Double, y: Double)?
    public var slice: Bool

    public static let standard = SVGAspectRatio(align: (0.5, 0.5), slice: false)

    public static func == (a: SVGAspectRatio, b: SVGAspectRatio) -> Bool {
        a.slice == b.slice && a.align?.x == b.align?.x && a.align?.y == b.align?.y
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(slice)
        hasher.combine(align?.x)
        hasher.combine(align?.y)
    }

    /// The map from a viewBox to a viewport of the given size.
    public func transform(from box: Rect, toWidth width: Double, height: Double) -> AffineTransform {
        guard box.width > 0, box.height > 0 else { return .identity }
        var sx = width / box.width
        var sy = height / box.height
        guard let align else {
            return AffineTransform.scale(sx, sy).concatenating(.translation(-box.minX, -box.minY))
        }
        let scale = slice ? max(sx, sy) : min(sx, sy)
        sx = scale
        sy = scale
        let dx = (width - box.width * scale) * align.x
        let dy = (height - box.height * scale) * align.y
        return AffineTransform.translation(dx, dy).concatenating(.scale(scale, scale)).concatenating(.translation(-box.minX, -box.minY))
    }

    static func parse(_ text: String?) -> SVGAspectRatio {
        let words = (text ?? "").split(separator: " ").map(String.init).filter { $0 != "defer" }
        guard let first = words.first else { return .standard }
        if first == "none" { return SVGAspectRatio(align: nil, slice: false) }
        let positions = ["min": 0.0, "mid": 0.5, "max": 1.0]
        let lower = first.lowercased()
        guard lower.count == 8, let x = positions[String(lower.dropFirst().prefix(3))],
              let y = positions[String(lower.dropFirst(5).prefix(3))] else { return .standard }
        return SVGAspectRatio(align: (x, y), slice: words.count > 1 && words[1] == "slice")
    }
}

public struct SVGGroup: Sendable {
    public var transform: AffineTransform
    public var opacity: Double
    public var children: [SVGNode]
    /// The region the children are clipped to (`clip-path`), in the group's own coordinates;
    /// nil draws them unclipped.
    public var clip: SVGClip?
    /// The Gaussian blur the children are drawn with (`filter` of `feGaussianBlur`s), in the
    /// group's own coordinates; nil draws them sharp.
    public var blur: SVGBlur?
    /// The luminance mask the children are drawn through (`mask`), in the group's own
    /// coordinates; nil draws them unmasked.
    public var mask: SVGMask?

    public init(transform: AffineTransform = .identity, opacity: Double = 1, children: [SVGNode], clip: SVGClip? = nil, blur: SVGBlur? = nil,
                mask: SVGMask? = nil) {
        self.transform = transform
        self.opacity = opacity
        self.children = children
        self.clip = clip
        self.blur = blur
        self.mask = mask
    }
}

/// A `<mask>`: its content drawn, each pixel's luminance times its alpha (sRGB luminance, as
/// SVG's default `mask-type`) is how much of the masked picture shows there.
public struct SVGMask: Sendable {
    /// The mask's content, in the masked group's coordinates.
    public var content: SVGNode
    /// The mask region, outside which nothing shows, in the group's coordinates; nil when not
    /// known (not cut then).
    public var region: Rect?

    public init(content: SVGNode, region: Rect?) {
        self.content = content
        self.region = region
    }
}

/// A `<filter>` made only of `feGaussianBlur`s, each blurring the one before: one blur whose
/// deviation is the root of the sum of their squares.
public struct SVGBlur: Sendable {
    /// Standard deviation along x and y, in the user units of the filtered element.
    public var deviationX: Double
    public var deviationY: Double
    /// Blurred in linear light (`color-interpolation-filters` linearRGB, SVG's default) rather
    /// than in sRGB.
    public var linearLight: Bool
    /// The filter region the blurred picture is cut to, in the group's coordinates; nil for
    /// none (a region not known).
    public var region: Rect?

    public init(deviationX: Double, deviationY: Double, linearLight: Bool, region: Rect? = nil) {
        self.deviationX = deviationX
        self.deviationY = deviationY
        self.linearLight = linearLight
        self.region = region
    }
}

extension SVGNode {
    /// The bounds of the node's shapes' geometry, mapped by `transform`: strokes left out (SVG's
    /// object bounding box), or with `paint` everything a stroke can cover (half its width times
    /// its miter limit, mapped); nil when it has no shape with area or length.
    func bounds(_ transform: AffineTransform, paint: Bool = false) -> Rect? {
        switch self {
        case .group(let group):
            let inner = transform.concatenating(group.transform)
            var result: Rect?
            for child in group.children {
                guard let box = child.bounds(inner, paint: paint) else { continue }
                result = result.map { $0.union(box) } ?? box
            }
            return result
        case .shape(let shape):
            let placement = transform.concatenating(shape.transform)
            guard let box = shape.path.transformed(by: placement)?.bounds else { return nil }
            guard paint, shape.stroke != nil else { return box }
            let reach = shape.strokeStyle.width / 2 * max(1, shape.strokeStyle.miterLimit, shape.strokeStyle.cap == .square ? 1.5 : 1) * placement.maximumScale
            guard reach.isFinite else { return nil }
            return Rect(minX: box.minX - reach, minY: box.minY - reach, maxX: box.maxX + reach, maxY: box.maxY + reach)
        }
    }
}

/// A `<clipPath>`: the union of its shapes' fills. No shape clips everything away.
public struct SVGClip: Sendable {
    public struct Shape: Sendable {
        public var path: Path
        /// From the shape's coordinates to those of the group it clips.
        public var transform: AffineTransform
        /// `clip-rule`.
        public var rule: FillRule

        public init(path: Path, transform: AffineTransform, rule: FillRule) {
            self.path = path
            self.transform = transform
            self.rule = rule
        }
    }

    public var shapes: [Shape]

    public init(shapes: [Shape]) {
        self.shapes = shapes
    }
}

extension SVGClip {
    /// Whether the clip keeps all of `box` (in the clipped group's coordinates): one of its
    /// shapes, flattened to a ten-thousandth of the box, holds the box's four corners and no
    /// edge of its outline passes through the box. Such a clip changes nothing (the artboard
    /// clip an editor puts on every element).
    func keepsAll(of box: Rect) -> Bool {
        guard box.width.isFinite, box.height.isFinite else { return false }
        let corners = [Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.maxX, box.maxY), Point(box.minX, box.maxY)]
        return shapes.contains { shape in
            let tolerance = max(box.width, box.height, 1) / 10_000
            guard let outlines = shape.path.transformed(by: shape.transform)?.flattened(tolerance: tolerance, maximumSegments: 100_000) else { return false }
            let edges = outlines.flatMap { outline -> [(Point, Point)] in
                guard outline.points.count >= 2 else { return [] }
                return outline.points.indices.map { (outline.points[$0], outline.points[($0 + 1) % outline.points.count]) }
            }
            guard corners.allSatisfy({ Self.inside($0, edges, rule: shape.rule) }) else { return false }
            return !edges.contains { Self.enters(box, $0.0, $0.1) }
        }
    }

    /// Whether `point` is inside the closed outlines' fill (winding number, or its parity).
    static func inside(_ point: Point, _ edges: [(Point, Point)], rule: FillRule) -> Bool {
        var winding = 0
        for (a, b) in edges {
            if a.y <= point.y {
                if b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
            } else if b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 {
                winding -= 1
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// Whether the segment from `a` to `b` passes through the inside of `box` (touching its
    /// border does not count).
    static func enters(_ box: Rect, _ a: Point, _ b: Point) -> Bool {
        // clip the segment to the box's open interior (Liang-Barsky)
        var low = 0.0, high = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        for (p, q) in [(-dx, a.x - box.minX), (dx, box.maxX - a.x), (-dy, a.y - box.minY), (dy, box.maxY - a.y)] {
            if p == 0 {
                if q <= 0 { return false }
                continue
            }
            let t = q / p
            if p < 0 { low = max(low, t) } else { high = min(high, t) }
            if low >= high { return false }
        }
        return true
    }
}

public indirect enum SVGNode: Sendable {
    case group(SVGGroup)
    case shape(SVGShape)
}

public struct SVGShape: Sendable {
    /// The element's `id`, when it has one.
    public var id: String?
    public var path: Path
    public var transform: AffineTransform
    public var fill: SVGPaint?
    public var fillRule: FillRule
    public var fillOpacity: Double
    public var stroke: SVGPaint?
    public var strokeStyle: StrokeStyle
    public var strokeOpacity: Double
    public var opacity: Double
    public var line: Int

    public init(
        id: String? = nil, path: Path, transform: AffineTransform = .identity, fill: SVGPaint?, fillRule: FillRule = .nonZero, fillOpacity: Double = 1,
        stroke: SVGPaint?, strokeStyle: StrokeStyle, strokeOpacity: Double = 1, opacity: Double = 1, line: Int = 0
    ) {
        self.id = id
        self.path = path
        self.transform = transform
        self.fill = fill
        self.fillRule = fillRule
        self.fillOpacity = fillOpacity
        self.stroke = stroke
        self.strokeStyle = strokeStyle
        self.strokeOpacity = strokeOpacity
        self.opacity = opacity
        self.line = line
    }
}

/// A fill or stroke: a colour or a gradient.
public enum SVGPaint: Sendable {
    case color(Color)
    case gradient(SVGGradient)
}

public struct SVGGradient: Sendable {
    public enum Shape: Sendable {
        case linear(x1: Double, y1: Double, x2: Double, y2: Double)
        case radial(cx: Double, cy: Double, r: Double, fx: Double, fy: Double)
    }

    public var shape: Shape
    /// True for objectBoundingBox units (coordinates are fractions of the shape's box).
    public var boundingBoxUnits: Bool
    public var transform: AffineTransform
    public var stops: [GradientStop]
    public var spread: Paint.Spread
}
