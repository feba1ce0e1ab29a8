/// Style properties as a drawing's elements declare them: presentation attributes, simple
/// `<style>` rules (as Inkscape and Illustrator write them) and `style` attributes, in that order
/// of precedence, plus the inherited state they update.
struct SVGStyleSheet {
    private struct Rule {
        let element: String?
        let className: String?
        let id: String?
        let specificity: Int
        let order: Int
        let declarations: [(String, String)]
    }

    private var rules: [Rule] = []
    private(set) var skippedSelectors: [String] = []

    /// Reads the rules of `<style>` text: selectors `tag`, `.class`, `tag.class`, `#id` and `*`,
    /// comma-separated; other selectors and @-rules are skipped and listed.
    mutating func add(css: String) {
        var text = css
        while let open = text.range(of: "/*") {
            let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)
            text.removeSubrange(open.lowerBound..<(close?.upperBound ?? text.endIndex))
        }
        for block in text.split(separator: "}") {
            let parts = block.split(separator: "{", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let declarations = Self.declarations(String(parts[1]))
            for selector in parts[0].split(separator: ",").map({ String($0).trimmingSpaces }) where !selector.isEmpty {
                if let rule = Self.rule(selector, order: rules.count, declarations) {
                    rules.append(rule)
                } else {
                    skippedSelectors.append(selector)
                }
            }
        }
        rules.sort { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
    }

    private static func rule(_ selector: String, order: Int, _ declarations: [(String, String)]) -> Rule? {
        if selector == "*" { return Rule(element: nil, className: nil, id: nil, specificity: 0, order: order, declarations: declarations) }
        let allowed = selector.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.#".unicodeScalars.contains(scalar)
        }
        guard allowed else { return nil }
        if selector.hasPrefix("#") {
            return Rule(element: nil, className: nil, id: String(selector.dropFirst()), specificity: 100, order: order, declarations: declarations)
        }
        let pieces = selector.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard pieces.count <= 2, !selector.contains("#") else { return nil }
        let element = pieces[0].isEmpty ? nil : pieces[0]
        let className = pieces.count == 2 ? pieces[1] : nil
        return Rule(element: element, className: className, id: nil, specificity: (className != nil ? 10 : 0) + (element != nil ? 1 : 0),
                    order: order, declarations: declarations)
    }

    /// `name: value; ...` pairs (from a `style` attribute or a rule body).
    static func declarations(_ text: String) -> [(String, String)] {
        text.split(separator: ";").compactMap { item in
            guard let colon = item.firstIndex(of: ":") else { return nil }
            let name = String(item[..<colon]).trimmingSpaces.lowercased()
            var value = String(item[colon...].dropFirst()).trimmingSpaces
            if value.hasSuffix("!important") { value = String(value.dropLast(10)).trimmingSpaces }
            return name.isEmpty ? nil : (name, value)
        }
    }

    /// The element's declared properties, later sources overriding earlier ones.
    func properties(of element: XMLElement) -> [String: String] {
        var result: [String: String] = [:]
        for name in SVGStyleState.propertyNames {
            if let value = element.attributes[name] { result[name] = value.trimmingSpaces }
        }
        if !rules.isEmpty {
            let classes = Set((element.attributes["class"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init))
            let id = element.attributes["id"]
            for rule in rules {
                if let required = rule.element, required != element.name { continue }
                if let required = rule.className, !classes.contains(required) { continue }
                if let required = rule.id, required != id { continue }
                for (name, value) in rule.declarations { result[name] = value }
            }
        }
        if let style = element.attributes["style"] {
            for (name, value) in Self.declarations(style) { result[name] = value }
        }
        return result
    }
}

/// A fill or stroke as declared, before references are resolved.
indirect enum SVGPaintSpec {
    case none
    case color(Color)
    case currentColor
    case reference(String, fallback: SVGPaintSpec?)

    static func parse(_ text: String) -> SVGPaintSpec? {
        let value = text.trimmingSpaces
        if value == "none" { return SVGPaintSpec.none }
        if value == "currentColor" { return .currentColor }
        if value.hasPrefix("url(") {
            guard let close = value.firstIndex(of: ")") else { return nil }
            var reference = String(value[value.index(value.startIndex, offsetBy: 4)..<close]).trimmingSpaces
            reference = reference.trimmingCharacters(in: "'\"")
            guard reference.hasPrefix("#") else { return nil }
            let rest = String(value[value.index(after: close)...]).trimmingSpaces
            return .reference(String(reference.dropFirst()), fallback: rest.isEmpty ? nil : parse(rest))
        }
        return SVGColor.parse(value).map(SVGPaintSpec.color)
    }
}

/// The inherited properties at an element.
struct SVGStyleState {
    static let propertyNames = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linejoin", "stroke-linecap",
        "stroke-miterlimit", "stroke-opacity", "opacity", "color", "display", "visibility", "clip-path", "clip-rule", "mask", "color-interpolation-filters",
        "filter", "stop-color", "stop-opacity", "stroke-dasharray", "stroke-dashoffset",
    ]

    var fill: SVGPaintSpec = .color(.black)
    var fillOpacity = 1.0
    var fillRule = FillRule.nonZero
    var stroke: SVGPaintSpec = .none
    var strokeWidth = 1.0
    var join = StrokeStyle.Join.miter
    var cap = StrokeStyle.Cap.butt
    var miterLimit = 4.0
    var strokeOpacity = 1.0
    var color = Color.black
    var visible = true
    var dashes: [Double] = []
    var dashOffset = 0.0
    /// From this element's units to the drawing's (the root's user units), while it is known:
    /// nil under a nested <svg> or a <use>, whose placement the reader does not follow.
    var toRoot: AffineTransform? = .identity

    /// The state after an element's declarations (invalid values are ignored, as CSS does).
    func applying(_ properties: [String: String]) -> SVGStyleState {
        var state = self
        func number(_ name: String) -> Double? {
            guard let text = properties[name], text != "inherit" else { return nil }
            if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
            return SVGLength.parse(text)
        }
        if let value = properties["color"], value != "inherit", let color = SVGColor.parse(value) { state.color = color }
        if let value = properties["fill"], value != "inherit", let paint = SVGPaintSpec.parse(value) { state.fill = paint }
        if let value = properties["stroke"], value != "inherit", let paint = SVGPaintSpec.parse(value) { state.stroke = paint }
        if let value = number("fill-opacity") { state.fillOpacity = min(1, max(0, value)) }
        if let value = number("stroke-opacity") { state.strokeOpacity = min(1, max(0, value)) }
        if let value = number("stroke-width"), value >= 0 { state.strokeWidth = value }
        if let value = number("stroke-miterlimit"), value >= 1 { state.miterLimit = value }
        if let value = properties["fill-rule"].flatMap(FillRule.init(rawValue:)) { state.fillRule = value }
        if let value = properties["stroke-linejoin"].flatMap(StrokeStyle.Join.init(rawValue:)) { state.join = value }
        if let value = properties["stroke-linecap"].flatMap(StrokeStyle.Cap.init(rawValue:)) { state.cap = value }
        if let value = properties["visibility"], value != "inherit" { state.visible = value == "visible" }
        if let value = properties["stroke-dasharray"], value != "inherit" {
            if value == "none" {
                state.dashes = []
            } else {
                let lengths = value.split(whereSeparator: { $0 == "," || $0 == " " }).map { SVGLength.parse(String($0)) }
                if lengths.allSatisfy({ $0 != nil }) { state.dashes = lengths.compactMap { $0 } }
            }
        }
        if let value = number("stroke-dashoffset") { state.dashOffset = value }
        return state
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var result = Substring(self)
        while let first = result.first, set.contains(first) { result.removeFirst() }
        while let last = result.last, set.contains(last) { result.removeLast() }
        return String(result)
    }
}
