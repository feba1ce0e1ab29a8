import ContentArt
import Foundation
import ContentCore

/// Draws the panels of rendered matrix items: a white square with a frame; each component's
/// shapes in its layout slots — triangle, square, pentagon, hexagon (regular polygons, one vertex
/// up) or circle; size level 1-6 sets the shape's radius from 45 % to 95 % of half its slot; grey
/// level 0-9 fills from white to black; `angle` turns it.
///
/// A panel is first a list of `MatrixPanelShape`s; the bundle's SVG text and the drawing the
/// renderer paints are both made from that list, so the PNG never goes through the SVG text.
public enum MatrixPanelDrawing {
    /// Panel side in SVG units (and PNG pixels).
    public static let side = 200

    public typealias Entity = (type: Int, size: Int, color: Int, slot: Int, angle: Int)

    /// Slot centres and slot size (in units) of each component of a layout.
    static func slots(_ layout: String) -> [(centers: [(Double, Double)], cell: Double)] {
        func grid(_ n: Int, from: Double, to: Double) -> [(Double, Double)] {
            let step: Double = (to - from) / Double(n)
            var centers: [(Double, Double)] = []
            for index in 0..<(n * n) {
                let x: Double = from + step * (Double(index % n) + 0.5)
                let y: Double = from + step * (Double(index / n) + 0.5)
                centers.append((x, y))
            }
            return centers
        }
        switch layout {
        case "grid2x2": return [(grid(2, from: 20, to: 180), 80)]
        case "grid3x3": return [(grid(3, from: 10, to: 190), 60)]
        case "left-right": return [([(55.0, 100.0)], 84.0), ([(145.0, 100.0)], 84.0)]
        case "up-down": return [([(100.0, 55.0)], 84.0), ([(100.0, 145.0)], 84.0)]
        case "out-in-center": return [([(100.0, 100.0)], 176.0), ([(100.0, 100.0)], 72.0)]
        case "out-in-grid": return [([(100.0, 100.0)], 176.0), (grid(2, from: 62, to: 138), 38.0)]
        default: return [([(100.0, 100.0)], 168.0)]
        }
    }

    /// The shapes of one panel (per component, its entities), frame first.
    static func shapes(layout: String, components: [[Entity]]) -> [MatrixPanelShape] {
        var shapes = [MatrixPanelShape(outline: .frame, fill: .white, stroke: .black, roundJoin: false, turn: nil)]
        if layout == "left-right" { shapes.append(MatrixPanelShape(outline: .line([.units(100), .units(12)], [.units(100), .units(188)]), fill: nil, stroke: .divider, roundJoin: false, turn: nil)) }
        if layout == "up-down" { shapes.append(MatrixPanelShape(outline: .line([.units(12), .units(100)], [.units(188), .units(100)]), fill: nil, stroke: .divider, roundJoin: false, turn: nil)) }
        let geometry = slots(layout)
        for (component, entities) in components.enumerated() where component < geometry.count {
            let (centers, cell) = geometry[component]
            for entity in entities where entity.slot >= 0 && entity.slot < centers.count {
                let (cx, cy) = centers[entity.slot]
                let center = [Hundredths(cx), Hundredths(cy)]
                let radius = cell / 2 * (0.35 + 0.1 * Double(min(6, max(1, entity.size))))
                let grey = PanelGrey(level: Int((255 * (1 - Double(min(9, max(0, entity.color))) / 9)).rounded()))
                let turn = entity.angle == 0 ? nil : MatrixPanelShape.Turn(degrees: entity.angle, center: center)
                if entity.type >= 4 {
                    shapes.append(MatrixPanelShape(outline: .circle(center, Hundredths(radius)), fill: grey, stroke: .black, roundJoin: false, turn: turn))
                } else {
                    let sides = entity.type + 3
                    let corners = (0..<sides).map { index -> [Hundredths] in
                        let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(sides) + (sides == 4 ? Double.pi / 4 : 0)
                        return [Hundredths(cx + radius * cos(angle)), Hundredths(cy + radius * sin(angle))]
                    }
                    shapes.append(MatrixPanelShape(outline: .polygon(corners), fill: grey, stroke: .black, roundJoin: true, turn: turn))
                }
            }
        }
        return shapes
    }

    /// The SVG text of a panel, as the bundle ships it beside the PNG.
    static func svg(_ shapes: [MatrixPanelShape]) -> String {
        // why: the frame has a line of its own even when nothing follows it, as bundles have always had
        let elements = shapes.map(\.svgElement)
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(side)" height="\(side)" viewBox="0 0 \(side) \(side)">
        \(elements.first ?? "")
        \(elements.dropFirst().joined(separator: "\n"))
        </svg>

        """
    }

    /// The drawing of a panel as the renderer takes it, made from the shapes directly.
    static func document(_ shapes: [MatrixPanelShape]) -> SVGDocument {
        let box = Rect(x: 0, y: 0, width: Double(side), height: Double(side))
        return SVGDocument(width: Double(side), height: Double(side), viewBox: box, root: SVGGroup(children: shapes.compactMap(\.node)))
    }

    /// The SVG of one panel (per component, its entities).
    public static func svg(layout: String, components: [[Entity]]) -> String {
        svg(shapes(layout: layout, components: components))
    }

    /// The entities of a panel as it stands in an item's JSON (`[{"entities": [...]}, ...]`).
    static func components(_ panel: JSONNode) -> [[Entity]] {
        (panel.array ?? []).map { part in
            (part["entities"]?.array ?? []).compactMap { entity -> Entity? in
                guard let name = entity["type"]?.string, let type = RenderedEntity.types.firstIndex(of: name),
                      let size = entity["size"]?.integer, let color = entity["color"]?.integer, let slot = entity["slot"]?.integer else { return nil }
                return (type, size, color, slot, entity["angle"]?.integer ?? 0)
            }
        }
    }

    /// The SVG text and PNG of a panel as it stands in an item's JSON; the PNG is nil when it
    /// cannot be encoded.
    static func files(layout: String, panel: JSONNode) -> (svg: String, png: [UInt8]?) {
        let shapes = shapes(layout: layout, components: components(panel))
        let png = try? PNGCodec.encode(SVGRenderer.render(document(shapes), width: side, height: side)).get()
        return (svg(shapes), png)
    }
}

/// A coordinate rounded to hundredths of a unit: the precision of the panel's SVG text, so that
/// the text and the drawing made from the same shape agree to the bit.
struct Hundredths {
    let count: Int

    init(_ value: Double) { count = Int((value * 100).rounded()) }
    static func units(_ value: Int) -> Hundredths { Hundredths(Double(value)) }

    /// The value the SVG reader gets from the text (a correctly rounded decimal).
    var value: Double { Double(count) / 100 }
    var text: String { DecimalText.format(value, places: 2) }
}

/// A grey from 0 (black) to 255 (white) and how the SVG text writes it.
struct PanelGrey {
    let level: Int
    let hex: String

    /// A shape's fill, written with six digits.
    init(level: Int) {
        self.level = level
        hex = String(format: "#%02x%02x%02x", level, level, level)
    }

    private init(level: Int, hex: String) {
        self.level = level
        self.hex = hex
    }

    static let black = PanelGrey(level: 0, hex: "#000")
    static let white = PanelGrey(level: 255, hex: "#fff")
    static let divider = PanelGrey(level: 0x99, hex: "#999")

    var paint: SVGPaint { .color(Color(r: Double(level) / 255, g: Double(level) / 255, b: Double(level) / 255)) }
}

/// One shape of a matrix panel: its outline, fill and stroke (2 units wide) and its turn about a
/// point.
struct MatrixPanelShape {
    enum Outline {
        /// The panel's border square, 1 unit in from the edge.
        case frame
        case line([Hundredths], [Hundredths])
        case circle([Hundredths], Hundredths)
        case polygon([[Hundredths]])
    }

    struct Turn {
        let degrees: Int
        let center: [Hundredths]
    }

    let outline: Outline
    let fill: PanelGrey?
    let stroke: PanelGrey
    let roundJoin: Bool
    let turn: Turn?

    var svgElement: String {
        let fillText = fill.map { " fill=\"\($0.hex)\"" } ?? ""
        let strokeText = " stroke=\"\(stroke.hex)\" stroke-width=\"2\"" + (roundJoin ? " stroke-linejoin=\"round\"" : "")
        let turnText = turn.map { " transform=\"rotate(\($0.degrees) \($0.center[0].text) \($0.center[1].text))\"" } ?? ""
        switch outline {
        case .frame:
            return "<rect x=\"1\" y=\"1\" width=\"198\" height=\"198\"\(fillText)\(strokeText)/>"
        case .line(let from, let to):
            return "<line x1=\"\(from[0].text)\" y1=\"\(from[1].text)\" x2=\"\(to[0].text)\" y2=\"\(to[1].text)\"\(strokeText)/>"
        case .circle(let center, let radius):
            return "<circle cx=\"\(center[0].text)\" cy=\"\(center[1].text)\" r=\"\(radius.text)\"\(fillText)\(strokeText)\(turnText)/>"
        case .polygon(let corners):
            let points = corners.map { "\($0[0].text),\($0[1].text)" }.joined(separator: " ")
            return "<polygon points=\"\(points)\"\(fillText)\(strokeText)\(turnText)/>"
        }
    }

    /// The shape as the SVG reader would have read `svgElement`.
    var node: SVGNode? {
        func point(_ pair: [Hundredths]) -> Point { Point(pair[0].value, pair[1].value) }
        let path: Path?
        switch outline {
        case .frame: path = .rectangle(Rect(x: 1, y: 1, width: 198, height: 198))
        case .line(let from, let to): path = Path([.move(point(from)), .line(point(to))])
        case .circle(let center, let radius): path = radius.count > 0 ? Path.ellipse(center: point(center), rx: radius.value, ry: radius.value) : nil
        case .polygon(let corners): path = corners.isEmpty ? nil : Path([.move(point(corners[0]))] + corners.dropFirst().map { .line(point($0)) } + [.close])
        }
        guard let path else { return nil }
        var transform = ContentArt.AffineTransform.identity
        if let turn {
            let (x, y) = (turn.center[0].value, turn.center[1].value)
            transform = transform.concatenating(ContentArt.AffineTransform.translation(x, y).concatenating(.rotation(degrees: Double(turn.degrees))).concatenating(.translation(-x, -y)))
        }
        return .shape(SVGShape(path: path, transform: transform, fill: fill?.paint, stroke: stroke.paint,
                               strokeStyle: StrokeStyle(width: 2, join: roundJoin ? .round : .miter)))
    }
}
