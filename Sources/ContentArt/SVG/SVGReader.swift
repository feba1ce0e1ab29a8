/// Reads an SVG file into an `SVGDocument`, safely (see `LibXML2`) and within `SVGLimits`.
/// Fatal problems (not XML, over a limit, entities) are a failure; everything skipped or not
/// supported is an issue of the document, with its line.
public enum SVGReader {
    public static func read(_ bytes: [UInt8], limits: SVGLimits = SVGLimits()) -> Result<SVGDocument, ArtIssue> {
        guard bytes.count <= limits.fileBytes else {
            return .failure(ArtIssue(.error, "the SVG file is \(bytes.count) bytes, over the limit of \(limits.fileBytes)"))
        }
        switch LibXML2.parse(bytes, limits: limits) {
        case .failure(let issue):
            return .failure(issue)
        case .success(let root):
            guard root.name == "svg" else { return .failure(ArtIssue(.error, "the root element is <\(root.name)>, not <svg>", line: root.line)) }
            var builder = SVGTreeBuilder(root: root, limits: limits)
            return builder.document()
        }
    }
}

/// Turns the XML tree into groups and shapes.
struct SVGTreeBuilder {
    private let root: XMLElement
    private let limits: SVGLimits
    private var sheet = SVGStyleSheet()
    private var ids: [String: XMLElement] = [:]
    private var issues: [ArtIssue] = []
    private var segments = 0
    private var nodes = 0
    private var effects = 0
    private var viewport = (width: 100.0, height: 100.0)
    /// The canvas in the root's user units (its viewBox, or its size).
    private var canvas = Rect(x: 0, y: 0, width: 100, height: 100)
    private var failed: ArtIssue?

    init(root: XMLElement, limits: SVGLimits) {
        self.root = root
        self.limits = limits
    }

    mutating func document() -> Result<SVGDocument, ArtIssue> {
        index(root)
        if !sheet.skippedSelectors.isEmpty {
            issues.append(ArtIssue(.warning, "CSS selectors not supported, their rules are skipped: \(sheet.skippedSelectors.joined(separator: ", "))"))
        }
        let viewBox = SVGLength.numbers(root.attributes["viewBox"] ?? "").flatMap { $0.count == 4 && $0[2] > 0 && $0[3] > 0 ? Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) : nil }
        func size(_ name: String, _ fallback: Double?) -> Double? {
            let text = root.attributes[name]
            if let text, text.hasSuffix("%") { return fallback }
            return SVGLength.parse(text) ?? fallback
        }
        guard let width = size("width", viewBox?.width ?? 100), let height = size("height", viewBox?.height ?? 100) else {
            return .failure(ArtIssue(.error, "the drawing has no size", line: root.line))
        }
        guard width > 0, height > 0, width <= limits.drawingSide, height <= limits.drawingSide else {
            return .failure(ArtIssue(.error, "the drawing is \(width.formatted)x\(height.formatted) pixels; each side must be above 0 and at most \(limits.drawingSide.formatted)", line: root.line))
        }
        viewport = (viewBox?.width ?? width, viewBox?.height ?? height)
        canvas = viewBox ?? Rect(x: 0, y: 0, width: width, height: height)
        let aspect = SVGAspectRatio.parse(root.attributes["preserveAspectRatio"])
        let properties = sheet.properties(of: root)
        let state = SVGStyleState().applying(properties)
        let children = self.children(of: root, state: state, using: [])
        if let failed { return .failure(failed) }
        let group = SVGGroup(transform: .identity, opacity: Self.opacity(properties), children: children)
        return .success(SVGDocument(width: width, height: height, viewBox: viewBox, aspectRatio: aspect, root: group, issues: issues))
    }

    /// Ids and `<style>` rules of the whole tree.
    private mutating func index(_ element: XMLElement) {
        if let id = element.attributes["id"], ids[id] == nil { ids[id] = element }
        if element.name == "style", element.isSVG { sheet.add(css: element.text) }
        for child in element.children { index(child) }
    }

    private static func opacity(_ properties: [String: String]) -> Double {
        guard let text = properties["opacity"] else { return 1 }
        let value = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
        return min(1, max(0, value ?? 1))
    }

    private mutating func warn(_ message: String, _ element: XMLElement) {
        issues.append(ArtIssue(.warning, message, line: element.line))
    }

    private mutating func children(of element: XMLElement, state: SVGStyleState, using: Set<String>) -> [SVGNode] {
        element.children.compactMap { node($0, state: state, using: using) }
    }

    /// Elements drawn only when referenced, and editor bookkeeping: skipped without a word.
    private static let silent: Set<String> = [
        "defs", "title", "desc", "metadata", "style", "linearGradient", "radialGradient", "stop", "symbol",
        "clipPath", "mask", "marker", "pattern", "filter",
    ]

    private mutating func node(_ element: XMLElement, state parent: SVGStyleState, using: Set<String>) -> SVGNode? {
        guard failed == nil else { return nil }
        guard element.isSVG else { return nil }
        nodes += 1
        guard nodes <= limits.elements else {
            failed = ArtIssue(.error, "more than \(limits.elements) elements to draw (after expanding <use>)", line: element.line)
            return nil
        }
        if Self.silent.contains(element.name) { return nil }
        let properties = sheet.properties(of: element)
        if properties["display"] == "none" { return nil }
        var state = parent.applying(properties)
        state.toRoot = ["svg", "use"].contains(element.name) ? nil : parent.toRoot.map { $0.concatenating(transform(of: element)) }
        switch element.name {
        case "script":
            issues.append(ArtIssue(.error, "<script> is not allowed in content pictures", line: element.line))
            return nil
        case "text":
            // why: editors leave empty text boxes behind; nothing is lost when they are not drawn
            // and nothing is lost when the text lies wholly outside the canvas
            if Self.showsText(element), !isOutsideCanvas(element, properties, state) { warn("<text> is not drawn; convert the text to paths in the editor", element) }
            return nil
        case "image":
            warn("<image> is not drawn; embed the picture as vector paths or use a PNG asset", element)
            return nil
        case "foreignObject":
            warn("<foreignObject> is not drawn", element)
            return nil
        case "animate", "set", "animateTransform", "animateMotion", "animateColor":
            warn("<\(element.name)> is ignored: content pictures are still", element)
            return nil
        default:
            break
        }
        let drawn: SVGNode?
        switch element.name {
        case "g", "a":
            drawn = group(element, properties, children(of: element, state: state, using: using))
        case "svg":
            drawn = nestedSVG(element, properties, state: state, using: using)
        case "switch":
            guard let chosen = element.children.first(where: { $0.isSVG && Self.conditionsHold($0) }) else { return nil }
            drawn = group(element, properties, [node(chosen, state: state, using: using)].compactMap { $0 })
        case "use":
            drawn = use(element, properties, state: state, using: using)
        case "path", "rect", "circle", "ellipse", "line", "polyline", "polygon":
            guard let path = shapePath(element) else { return nil }
            drawn = shape(path, element, properties, state: state)
        default:
            warn("<\(element.name)> is not supported and is skipped", element)
            return nil
        }
        // why: SVG filters an element first, then clips it, then masks it
        return masked(clipped(filtered(drawn, element, properties), element, properties), element, properties, using: using)
    }

    /// `node` blurred by the element's `filter`, when it is a `<filter>` of this file made only
    /// of `feGaussianBlur`s on the element's own picture (Inkscape's blur). Any other filter
    /// leaves the node sharp, with a warning.
    private mutating func filtered(_ node: SVGNode?, _ element: XMLElement, _ properties: [String: String]) -> SVGNode? {
        guard let value = properties["filter"], value != "none", let node else { return node }
        let target = Self.localReference(value).flatMap { ids[$0] }.flatMap { $0.name == "filter" ? $0 : nil }
        // why: Illustrator puts an identity colour matrix on every opacity mask's content: it
        // changes nothing, and warning of it would say the picture differs where it does not
        if let target, Self.changesNothing(target) { return node }
        guard let target, let blur = Self.blur(target, sheet: sheet) else {
            warn("filter is not applied (only a <filter> of feGaussianBlur is drawn; shadows, lighting and other effects are not)", element)
            return node
        }
        guard takeEffect(element) else { return node }
        // why: the blur is in the element's user space, after its `transform`: the group takes
        // the transform's scale through its own (identity) placement and the node's transform
        let scale = transform(of: element).axisScales
        let region = Self.effectRegion(target, units: "filterUnits", bounds: node.bounds(.identity), own: nil)
        let placed = SVGBlur(deviationX: blur.deviationX * scale.x, deviationY: blur.deviationY * scale.y, linearLight: blur.linearLight, region: region)
        return .group(SVGGroup(children: [node], blur: placed))
    }

    /// The region of a `<filter>` or `<mask>` (its x, y, width and height; in the element's
    /// bounding box by default: -10 %, -10 %, 120 %, 120 %), in the parent's coordinates; nil
    /// when the element has no bounding box, or the region is in user units and `own` (the
    /// element's transform) is nil (a filter's: not measured) or more than a move and a scale
    /// (not cut then).
    // why: Inkscape writes tight regions for thin shapes (1 % beyond the box across a pen's
    // barrel): uncut, the blur spread past them (one Tux Paint stamp 1.6 levels further off)
    private static func effectRegion(_ effect: XMLElement, units: String, bounds: Rect?, own: AffineTransform?) -> Rect? {
        func number(_ name: String, _ fallback: Double) -> Double {
            guard let text = effect.attributes[name] else { return fallback }
            if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } ?? fallback }
            return Double(text.trimmingSpaces) ?? fallback
        }
        if effect.attributes[units] == "userSpaceOnUse" {
            // why: the default region in user units is a share of the viewport, which an element
            // deep in the drawing does not know; a region given in full is cut
            guard let own, ["x", "y", "width", "height"].allSatisfy({ effect.attributes[$0].map { !$0.hasSuffix("%") } ?? false }),
                  own.b == 0, own.c == 0 else { return nil }
            let x = number("x", 0), y = number("y", 0), width = number("width", 0), height = number("height", 0)
            guard width > 0, height > 0, [x, y, width, height].allSatisfy(\.isFinite) else { return nil }
            let corners = [own.apply(Point(x, y)), own.apply(Point(x + width, y + height))]
            return Rect(minX: min(corners[0].x, corners[1].x), minY: min(corners[0].y, corners[1].y),
                        maxX: max(corners[0].x, corners[1].x), maxY: max(corners[0].y, corners[1].y))
        }
        guard let box = bounds, box.width > 0, box.height > 0 else { return nil }
        let x = number("x", -0.1), y = number("y", -0.1), width = number("width", 1.2), height = number("height", 1.2)
        guard width > 0, height > 0, [x, y, width, height].allSatisfy(\.isFinite) else { return nil }
        return Rect(x: box.minX + x * box.width, y: box.minY + y * box.height, width: width * box.width, height: height * box.height)
    }

    /// Whether a `<filter>` is only colour matrices that leave every colour as it is (the
    /// identity `matrix`, `saturate` 1, `hueRotate` 0), read in its own region: it then draws
    /// the element unchanged.
    static func changesNothing(_ filter: XMLElement) -> Bool {
        let primitives = Self.primitives(of: filter)
        guard !primitives.isEmpty else { return false }
        return primitives.allSatisfy { primitive in
            guard primitive.name == "feColorMatrix", primitive.attributes["in"].map({ $0 == "SourceGraphic" }) ?? true else { return false }
            let values = SVGLength.numbers(primitive.attributes["values"] ?? "") ?? []
            switch primitive.attributes["type"] ?? "matrix" {
            case "matrix":
                return values.count == 20 && values.enumerated().allSatisfy { index, value in value == (index % 6 == 0 ? 1 : 0) }
            case "saturate": return values == [1]
            case "hueRotate": return values.isEmpty || values == [0]
            default: return false
            }
        }
    }

    /// A `<filter>`'s primitives, its descriptions left out.
    private static func primitives(of filter: XMLElement) -> [XMLElement] {
        filter.children.filter { $0.isSVG && !["title", "desc", "metadata"].contains($0.name) }
    }

    /// The blur a `<filter>` makes, or nil when it is more than `feGaussianBlur`s in a chain on
    /// the source picture (userSpaceOnUse primitives, no `in` but the previous result).
    private static func blur(_ filter: XMLElement, sheet: SVGStyleSheet) -> SVGBlur? {
        guard filter.attributes["primitiveUnits"] != "objectBoundingBox" else { return nil }
        let primitives = Self.primitives(of: filter)
        guard !primitives.isEmpty else { return nil }
        var sumX = 0.0, sumY = 0.0, previous: String?
        for primitive in primitives {
            guard primitive.name == "feGaussianBlur" else { return nil }
            let input = primitive.attributes["in"]
            guard input == nil || input == "SourceGraphic" && previous == nil || input == previous else { return nil }
            guard let numbers = SVGLength.numbers(primitive.attributes["stdDeviation"] ?? "0"), (1...2).contains(numbers.count),
                  numbers.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1e6 }) else { return nil }
            sumX += numbers[0] * numbers[0]
            sumY += numbers[numbers.count - 1] * numbers[numbers.count - 1]
            previous = primitive.attributes["result"]
        }
        let space = sheet.properties(of: filter)["color-interpolation-filters"] ?? filter.attributes["color-interpolation-filters"]
        return SVGBlur(deviationX: sumX.squareRoot(), deviationY: sumY.squareRoot(), linearLight: space != "sRGB")
    }

    /// `node` clipped by the element's `clip-path`, when it has one the renderer can apply: a
    /// `<clipPath>` of this file in user space whose children are shapes (or `<use>`s of
    /// shapes). Any other clip leaves the node unclipped, with a warning.
    private mutating func clipped(_ node: SVGNode?, _ element: XMLElement, _ properties: [String: String]) -> SVGNode? {
        guard let value = properties["clip-path"], value != "none", let node else { return node }
        guard let id = Self.localReference(value) else {
            warn("clip-path \"\(value)\" is not applied (only url(#id) of a <clipPath> in this file is): the content is drawn unclipped", element)
            return node
        }
        guard let target = ids[id], target.name == "clipPath" else {
            warn("clip-path refers to \"#\(id)\", which is not a <clipPath> of this file: the content is drawn unclipped", element)
            return node
        }
        guard let clip = clipShapes(target) else {
            warn("clip-path \"#\(id)\" is not applied (clipPathUnits=\"objectBoundingBox\", text, or a clip on the clip): the content is drawn unclipped", element)
            return node
        }
        // why: the clip is in the element's user space, after its own `transform`, which the
        // node keeps; the clip group is in the parent's space, so the clip takes it too
        let own = transform(of: element)
        let placed = SVGClip(shapes: clip.shapes.map { SVGClip.Shape(path: $0.path, transform: own.concatenating($0.transform), rule: $0.rule) })
        // why: an editor's artboard clip on every element (157 in one openclipart drawing) keeps
        // everything; applying it would only cost a canvas each and use up the limit
        if let painted = node.bounds(.identity, paint: true), placed.keepsAll(of: painted) { return node }
        guard takeEffect(element) else { return node }
        return .group(SVGGroup(children: [node], clip: placed))
    }

    /// `node` drawn through the element's `mask`, when it is a `<mask>` of this file whose
    /// content is in user space (`maskContentUnits` userSpaceOnUse, the default). Any other mask
    /// leaves the node unmasked, with a warning.
    private mutating func masked(_ node: SVGNode?, _ element: XMLElement, _ properties: [String: String], using: Set<String>) -> SVGNode? {
        guard let value = properties["mask"], value != "none", let node else { return node }
        guard let id = Self.localReference(value), let target = ids[id], target.name == "mask" else {
            warn("mask \"\(value)\" is not applied (only url(#id) of a <mask> in this file is): the content is drawn unmasked", element)
            return node
        }
        let maskProperties = sheet.properties(of: target)
        guard target.attributes["maskContentUnits"] != "objectBoundingBox", maskProperties["mask-type"].map({ $0 == "luminance" }) ?? true,
              !using.contains("mask:" + id) else {
            warn("mask \"#\(id)\" is not applied (maskContentUnits=\"objectBoundingBox\", an alpha mask, or a mask inside itself): the content is drawn unmasked", element)
            return node
        }
        guard takeEffect(element) else { return node }
        // why: the mask's content takes its style from the mask, not from the masked element;
        // a mask inside its own content would never end
        let state = SVGStyleState().applying(maskProperties)
        let said = issues.count
        let content = children(of: target, state: state, using: using.union(["mask:" + id]))
        // why: a mask whose content the builder cannot draw (Illustrator's opacity masks hold a
        // raster <image> behind a colour filter) would hide the element; unmasked is nearer
        if issues.count > said, failed == nil {
            issues.removeSubrange(said...)
            warn("mask \"#\(id)\" is not applied: its content holds what the builder does not draw (an image, text or a filter); the content is drawn unmasked", element)
            return node
        }
        // why: like a clip, the mask is in the element's user space, after its own transform
        let own = transform(of: element)
        let region = Self.effectRegion(target, units: "maskUnits", bounds: node.bounds(.identity), own: own)
        let mask = SVGMask(content: .group(SVGGroup(transform: own, opacity: Self.opacity(maskProperties), children: content)), region: region)
        return .group(SVGGroup(children: [node], mask: mask))
    }

    /// Counts one more clipped, blurred or masked element; false (with a warning) past the limit.
    private mutating func takeEffect(_ element: XMLElement) -> Bool {
        effects += 1
        guard effects <= limits.effects else {
            warn("clip-path, filter or mask on more than \(limits.effects) elements: the rest are drawn without it", element)
            return false
        }
        return true
    }

    /// `url(#id)` (quotes allowed) → id.
    private static func localReference(_ value: String) -> String? {
        var text = value.trimmingSpaces
        guard text.hasPrefix("url("), text.hasSuffix(")") else { return nil }
        text = String(text.dropFirst(4).dropLast()).trimmingSpaces
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first { text = String(text.dropFirst().dropLast()) }
        guard text.hasPrefix("#"), text.count > 1 else { return nil }
        return String(text.dropFirst())
    }

    /// The shapes of a `<clipPath>` in the referencing element's user space, or nil when it
    /// uses what the renderer does not apply.
    private mutating func clipShapes(_ clipPath: XMLElement) -> SVGClip? {
        let properties = sheet.properties(of: clipPath)
        guard clipPath.attributes["clipPathUnits"] != "objectBoundingBox", properties["clip-path"].map({ $0 == "none" }) ?? true else { return nil }
        let own = transform(of: clipPath)
        let inheritedRule = properties["clip-rule"].flatMap(FillRule.init(rawValue:)) ?? .nonZero
        var shapes: [SVGClip.Shape] = []
        for child in clipPath.children where child.isSVG {
            let childProperties = sheet.properties(of: child)
            if childProperties["display"] == "none" || childProperties["visibility"] == "hidden" { continue }
            if ["title", "desc", "metadata"].contains(child.name) { continue }
            guard childProperties["clip-path"].map({ $0 == "none" }) ?? true else { return nil }
            var element = child, placement = own.concatenating(transform(of: child))
            if child.name == "use" {
                guard let reference = child.attributes["href"], reference.hasPrefix("#"), let target = ids[String(reference.dropFirst())] else { return nil }
                placement = placement.concatenating(.translation(SVGLength.parse(child.attributes["x"]) ?? 0, SVGLength.parse(child.attributes["y"]) ?? 0))
                placement = placement.concatenating(transform(of: target))
                element = target
            }
            guard ["path", "rect", "circle", "ellipse", "polyline", "polygon", "line"].contains(element.name) else { return nil }
            nodes += 1
            guard nodes <= limits.elements else { return nil }
            guard let path = shapePath(element) else { continue }
            let rule = (sheet.properties(of: element)["clip-rule"] ?? childProperties["clip-rule"]).flatMap(FillRule.init(rawValue:)) ?? inheritedRule
            shapes.append(SVGClip.Shape(path: path, transform: placement, rule: rule))
        }
        return SVGClip(shapes: shapes)
    }

    /// Whether a text element or any of its children (`tspan`, `textPath`) holds a visible character.
    /// Whether a text element certainly lies outside the canvas: every position it and its
    /// spans give, with room for its characters at its font size (0.6 of the size a character
    /// either side of the anchor, 0.8 of the size above the baseline and 0.3 below), maps outside
    /// the canvas; false when its placement is not known (under a nested <svg> or a <use>, or
    /// without positions).
    private func isOutsideCanvas(_ element: XMLElement, _ properties: [String: String], _ state: SVGStyleState) -> Bool {
        guard let toRoot = state.toRoot else { return false }
        // why: a size the element does not give may be inherited and large; the canvas's longer
        // side stands for it, so that only text far off the canvas is taken as outside
        let size = (properties["font-size"] ?? element.attributes["font-size"]).flatMap { SVGLength.parse($0) }
            ?? max(canvas.maxX - canvas.minX, canvas.maxY - canvas.minY)
        func characters(_ element: XMLElement) -> Int { element.text.count + element.children.map(characters).reduce(0, +) }
        let width = 0.6 * size * Double(characters(element))
        var anchors: [Point] = []
        func collect(_ element: XMLElement, _ x: Double, _ y: Double) {
            let x = element.attributes["x"].flatMap { SVGLength.numbers($0)?.first } ?? x
            let y = element.attributes["y"].flatMap { SVGLength.numbers($0)?.first } ?? y
            anchors.append(Point(x, y))
            for child in element.children where child.name == "tspan" { collect(child, x, y) }
        }
        collect(element, 0, 0)
        // why: the ink of letters reaches about 0.75 em above the baseline (capitals and
        // ascenders in common fonts; only accents on capitals go higher) and 0.25 em below it
        // (descenders); the line's text ran 1.7 units above an openclipart canvas' bottom edge in
        // its full em box and showed nothing in rsvg-convert's rendering
        let (ascent, descent) = (0.8 * size, 0.3 * size)
        for anchor in anchors {
            let corners = [Point(anchor.x - width, anchor.y - ascent), Point(anchor.x + width, anchor.y - ascent),
                           Point(anchor.x - width, anchor.y + descent), Point(anchor.x + width, anchor.y + descent)].map(toRoot.apply)
            let (minX, maxX) = (corners.map(\.x).min()!, corners.map(\.x).max()!)
            let (minY, maxY) = (corners.map(\.y).min()!, corners.map(\.y).max()!)
            if maxX > canvas.minX && minX < canvas.maxX && maxY > canvas.minY && minY < canvas.maxY { return false }
        }
        return !anchors.isEmpty
    }

    private static func showsText(_ element: XMLElement) -> Bool {
        element.text.contains { !$0.isWhitespace } || element.children.contains(where: showsText)
    }

    /// `switch`: a child is chosen when it asks for no extension and, if it names languages,
    /// English is among them.
    private static func conditionsHold(_ element: XMLElement) -> Bool {
        if element.attributes["requiredExtensions"] != nil { return false }
        if let languages = element.attributes["systemLanguage"] {
            return languages.split(separator: ",").contains { language in
                let code = String(language).trimmingSpaces.lowercased()
                return code == "en" || code.hasPrefix("en-")
            }
        }
        return true
    }

    private func transform(of element: XMLElement) -> AffineTransform {
        element.attributes["transform"].flatMap(SVGTransformList.parse) ?? .identity
    }

    private func group(_ element: XMLElement, _ properties: [String: String], _ children: [SVGNode]) -> SVGNode? {
        guard !children.isEmpty else { return nil }
        return .group(SVGGroup(transform: transform(of: element), opacity: Self.opacity(properties), children: children))
    }

    private mutating func nestedSVG(_ element: XMLElement, _ properties: [String: String], state: SVGStyleState, using: Set<String>) -> SVGNode? {
        let x = SVGLength.parse(element.attributes["x"]) ?? 0
        let y = SVGLength.parse(element.attributes["y"]) ?? 0
        var placement = AffineTransform.translation(x, y)
        if let box = SVGLength.numbers(element.attributes["viewBox"] ?? ""), box.count == 4, box[2] > 0, box[3] > 0 {
            let width = SVGLength.parse(element.attributes["width"], percentOf: viewport.width) ?? box[2]
            let height = SVGLength.parse(element.attributes["height"], percentOf: viewport.height) ?? box[3]
            placement = placement.concatenating(SVGAspectRatio.parse(element.attributes["preserveAspectRatio"])
                .transform(from: Rect(x: box[0], y: box[1], width: box[2], height: box[3]), toWidth: width, height: height))
        }
        let children = self.children(of: element, state: state, using: using)
        guard !children.isEmpty else { return nil }
        return .group(SVGGroup(transform: placement, opacity: Self.opacity(properties), children: children))
    }

    private mutating func use(_ element: XMLElement, _ properties: [String: String], state: SVGStyleState, using: Set<String>) -> SVGNode? {
        guard let reference = element.attributes["href"], reference.hasPrefix("#") else {
            warn("<use> must refer to an element of this file (href=\"#id\")", element)
            return nil
        }
        let id = String(reference.dropFirst())
        guard let target = ids[id] else {
            warn("<use> refers to \"#\(id)\", which is not in this file", element)
            return nil
        }
        guard !using.contains(id) else {
            warn("<use> of \"#\(id)\" refers to itself", element)
            return nil
        }
        let x = SVGLength.parse(element.attributes["x"]) ?? 0
        let y = SVGLength.parse(element.attributes["y"]) ?? 0
        let content: SVGNode?
        if target.name == "symbol" {
            content = group(target, sheet.properties(of: target), children(of: target, state: state.applying(sheet.properties(of: target)), using: using.union([id])))
        } else {
            content = node(target, state: state, using: using.union([id]))
        }
        guard let content else { return nil }
        let placement = transform(of: element).concatenating(.translation(x, y))
        return .group(SVGGroup(transform: placement, opacity: Self.opacity(properties), children: [content]))
    }

    private mutating func shapePath(_ element: XMLElement) -> Path? {
        func length(_ name: String, _ reference: Double) -> Double { SVGLength.parse(element.attributes[name], percentOf: reference) ?? 0 }
        let w = viewport.width
        let h = viewport.height
        let diagonal = ((w * w + h * h) / 2).squareRoot()
        switch element.name {
        case "path":
            let parsed = SVGPathData.parse(element.attributes["d"] ?? "", segmentLimit: limits.pathSegments - segments)
            segments += parsed.segments
            if let error = parsed.error {
                if segments >= limits.pathSegments {
                    failed = ArtIssue(.error, "more than \(limits.pathSegments) path segments in the drawing", line: element.line)
                    return nil
                }
                warn("path data: \(error); drawn up to there", element)
            }
            return parsed.path.isEmpty ? nil : parsed.path
        case "rect":
            let x = length("x", w), y = length("y", h), width = length("width", w), height = length("height", h)
            guard width > 0, height > 0 else { return nil }
            var rx = SVGLength.parse(element.attributes["rx"], percentOf: w)
            var ry = SVGLength.parse(element.attributes["ry"], percentOf: h)
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            let radiusX = min(max(0, rx ?? 0), width / 2)
            let radiusY = min(max(0, ry ?? 0), height / 2)
            guard radiusX > 0, radiusY > 0 else { return .rectangle(Rect(x: x, y: y, width: width, height: height)) }
            return Self.roundedRectangle(Rect(x: x, y: y, width: width, height: height), rx: radiusX, ry: radiusY)
        case "circle":
            let r = length("r", diagonal)
            guard r > 0 else { return nil }
            return Path.ellipse(center: Point(length("cx", w), length("cy", h)), rx: r, ry: r)
        case "ellipse":
            let rx = length("rx", w), ry = length("ry", h)
            guard rx > 0, ry > 0 else { return nil }
            return Path.ellipse(center: Point(length("cx", w), length("cy", h)), rx: rx, ry: ry)
        case "line":
            return Path([.move(Point(length("x1", w), length("y1", h))), .line(Point(length("x2", w), length("y2", h)))])
        default:
            guard let numbers = SVGLength.numbers(element.attributes["points"] ?? ""), numbers.count >= 2 else {
                warn("<\(element.name)> has no valid points", element)
                return nil
            }
            var elements: [Path.Element] = [.move(Point(numbers[0], numbers[1]))]
            for index in stride(from: 2, to: numbers.count - 1, by: 2) { elements.append(.line(Point(numbers[index], numbers[index + 1]))) }
            if element.name == "polygon" { elements.append(.close) }
            segments += elements.count
            return Path(elements)
        }
    }

    static func roundedRectangle(_ r: Rect, rx: Double, ry: Double) -> Path? {
        let kx = rx * (1 - Path.kappa)
        let ky = ry * (1 - Path.kappa)
        return Path([
            .move(Point(r.minX + rx, r.minY)), .line(Point(r.maxX - rx, r.minY)),
            .cubic(Point(r.maxX - kx, r.minY), Point(r.maxX, r.minY + ky), Point(r.maxX, r.minY + ry)),
            .line(Point(r.maxX, r.maxY - ry)),
            .cubic(Point(r.maxX, r.maxY - ky), Point(r.maxX - kx, r.maxY), Point(r.maxX - rx, r.maxY)),
            .line(Point(r.minX + rx, r.maxY)),
            .cubic(Point(r.minX + kx, r.maxY), Point(r.minX, r.maxY - ky), Point(r.minX, r.maxY - ry)),
            .line(Point(r.minX, r.minY + ry)),
            .cubic(Point(r.minX, r.minY + ky), Point(r.minX + kx, r.minY), Point(r.minX + rx, r.minY)),
            .close,
        ])
    }

    private mutating func shape(_ path: Path, _ element: XMLElement, _ properties: [String: String], state: SVGStyleState) -> SVGNode? {
        guard state.visible else { return nil }
        let fill = element.name == "line" ? nil : paint(state.fill, state: state, element)
        let stroke = state.strokeWidth > 0 ? paint(state.stroke, state: state, element) : nil
        guard fill != nil || stroke != nil || element.attributes["id"] != nil else { return nil }
        // why: a dash pattern too fine to draw is drawn solid; the picture changes, so say so
        if stroke != nil, !state.dashes.isEmpty, let lines = path.flattened(tolerance: 0.25, maximumSegments: limits.pathSegments),
           Dasher.drawsSolid(lines, pattern: state.dashes, offset: state.dashOffset) {
            issues.append(ArtIssue(.warning, "stroke-dasharray makes more than \(Dasher.maximumDashes) dashes along <\(element.name)>: it is drawn as a solid line", line: element.line))
        }
        return .shape(SVGShape(
            id: element.attributes["id"], path: path, transform: transform(of: element), fill: fill, fillRule: state.fillRule, fillOpacity: state.fillOpacity,
            stroke: stroke, strokeStyle: StrokeStyle(width: state.strokeWidth, join: state.join, cap: state.cap, miterLimit: state.miterLimit,
                                                     dashes: state.dashes, dashOffset: state.dashOffset),
            strokeOpacity: state.strokeOpacity, opacity: Self.opacity(properties), line: element.line))
    }

    private mutating func paint(_ spec: SVGPaintSpec, state: SVGStyleState, _ element: XMLElement) -> SVGPaint? {
        switch spec {
        case .none: return nil
        case .color(let color): return .color(color)
        case .currentColor: return .color(state.color)
        case .reference(let id, let fallback):
            guard let target = ids[id] else {
                warn("paint refers to \"#\(id)\", which is not in this file", element)
                return fallback.flatMap { paint($0, state: state, element) }
            }
            switch target.name {
            case "linearGradient", "radialGradient":
                return gradient(target, element)
            case "pattern":
                warn("pattern paint is not supported; the area is painted with \(fallback == nil ? "nothing" : "the fallback colour")", element)
                return fallback.flatMap { paint($0, state: state, element) }
            default:
                warn("paint refers to <\(target.name)> \"#\(id)\", which is not a gradient", element)
                return fallback.flatMap { paint($0, state: state, element) }
            }
        }
    }

    /// A gradient with the attributes and stops it inherits through `href`.
    private mutating func gradient(_ element: XMLElement, _ user: XMLElement) -> SVGPaint? {
        var chain: [XMLElement] = [element]
        var seen: Set<String> = []
        while let reference = chain.last?.attributes["href"], reference.hasPrefix("#"), chain.count < 32,
              let next = ids[String(reference.dropFirst())], seen.insert(String(reference.dropFirst())).inserted {
            guard next.name == "linearGradient" || next.name == "radialGradient" else { break }
            chain.append(next)
        }
        func attribute(_ name: String) -> String? { chain.lazy.compactMap { $0.attributes[name] }.first }
        let boundingBox = attribute("gradientUnits") != "userSpaceOnUse"
        let spread = attribute("spreadMethod").flatMap(Paint.Spread.init(rawValue:)) ?? .pad
        func coordinate(_ name: String, _ fallback: Double, _ reference: Double) -> Double {
            guard let text = attribute(name) else { return fallback }
            if boundingBox { return text.hasSuffix("%") ? (Double(text.dropLast()) ?? 0) / 100 : (Double(text) ?? fallback) }
            return SVGLength.parse(text, percentOf: reference) ?? fallback
        }
        let stopsOwner = chain.first { $0.children.contains { $0.name == "stop" } }
        var stops: [GradientStop] = []
        for stop in stopsOwner?.children.filter({ $0.name == "stop" }) ?? [] {
            let properties = sheet.properties(of: stop)
            let offsetText = stop.attributes["offset"] ?? "0"
            var offset = offsetText.hasSuffix("%") ? (Double(offsetText.dropLast()) ?? 0) / 100 : (Double(offsetText) ?? 0)
            offset = min(1, max(offset, stops.last?.offset ?? 0, 0))
            var color = properties["stop-color"].flatMap(SVGColor.parse) ?? .black
            if let opacity = properties["stop-opacity"].flatMap(Double.init) { color = color.withAlpha(min(1, max(0, opacity))) }
            stops.append(GradientStop(offset: offset, color: color))
        }
        guard let first = stops.first else { return nil }
        if stops.count == 1 { return .color(first.color) }
        let w = viewport.width
        let h = viewport.height
        let shape: SVGGradient.Shape
        if element.name == "linearGradient" {
            shape = .linear(x1: coordinate("x1", 0, w), y1: coordinate("y1", 0, h),
                            x2: coordinate("x2", boundingBox ? 1 : w, w), y2: coordinate("y2", 0, h))
        } else {
            let cx = coordinate("cx", boundingBox ? 0.5 : w / 2, w)
            let cy = coordinate("cy", boundingBox ? 0.5 : h / 2, h)
            shape = .radial(cx: cx, cy: cy, r: coordinate("r", boundingBox ? 0.5 : ((w * w + h * h) / 2).squareRoot() / 2, ((w * w + h * h) / 2).squareRoot()),
                            fx: coordinate("fx", cx, w), fy: coordinate("fy", cy, h))
        }
        let transform = attribute("gradientTransform").flatMap(SVGTransformList.parse) ?? .identity
        return .gradient(SVGGradient(shape: shape, boundingBoxUnits: boundingBox, transform: transform, stops: stops, spread: spread))
    }
}

extension Double {
    /// Without a trailing ".0" for whole numbers.
    var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
