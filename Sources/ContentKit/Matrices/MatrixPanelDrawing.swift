import ContentArt
import Foundation

/// Draws the panels of rendered matrix items as SVG (and, through the art pipeline, PNG): a white
/// square with a frame; each component's shapes in its layout slots — triangle, square, pentagon,
/// hexagon (regular polygons, one vertex up) or circle; size level 1-6 sets the shape's radius
/// from 45 % to 95 % of half its slot; grey level 0-9 fills from white to black; `angle` turns it.
public enum MatrixPanelDrawing {
    /// Panel side in SVG units (and PNG pixels).
    public static let side = 200

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

    /// The SVG of one panel (per component, its entities).
    public static func svg(layout: String, components: [[(type: Int, size: Int, color: Int, slot: Int, angle: Int)]]) -> String {
        var shapes: [String] = []
        let geometry = slots(layout)
        if layout == "left-right" { shapes.append(##"<line x1="100" y1="12" x2="100" y2="188" stroke="#999" stroke-width="2"/>"##) }
        if layout == "up-down" { shapes.append(##"<line x1="12" y1="100" x2="188" y2="100" stroke="#999" stroke-width="2"/>"##) }
        for (component, entities) in components.enumerated() where component < geometry.count {
            let (centers, cell) = geometry[component]
            for entity in entities where entity.slot < centers.count {
                let (cx, cy) = centers[entity.slot]
                let radius = cell / 2 * (0.35 + 0.1 * Double(min(6, max(1, entity.size))))
                let grey = Int((255 * (1 - Double(min(9, max(0, entity.color))) / 9)).rounded())
                let fill = String(format: "#%02x%02x%02x", grey, grey, grey)
                let turn = entity.angle == 0 ? "" : " transform=\"rotate(\(entity.angle) \(DecimalText.format(cx, places: 2)) \(DecimalText.format(cy, places: 2)))\""
                if entity.type >= 4 {
                    shapes.append(##"<circle cx="\##(DecimalText.format(cx, places: 2))" cy="\##(DecimalText.format(cy, places: 2))" r="\##(DecimalText.format(radius, places: 2))" fill="\##(fill)" stroke="#000" stroke-width="2"\##(turn)/>"##)
                } else {
                    let sides = entity.type + 3
                    let points = (0..<sides).map { index -> String in
                        let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(sides) + (sides == 4 ? Double.pi / 4 : 0)
                        return "\(DecimalText.format(cx + radius * cos(angle), places: 2)),\(DecimalText.format(cy + radius * sin(angle), places: 2))"
                    }
                    shapes.append(##"<polygon points="\##(points.joined(separator: " "))" fill="\##(fill)" stroke="#000" stroke-width="2" stroke-linejoin="round"\##(turn)/>"##)
                }
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(side)" height="\(side)" viewBox="0 0 \(side) \(side)">
            <rect x="1" y="1" width="198" height="198" fill="#fff" stroke="#000" stroke-width="2"/>
            \(shapes.joined(separator: "\n"))
            </svg>

            """
    }

    /// The SVG of a panel as it stands in an item's JSON (`[{"entities": [...]}, ...]`).
    public static func svg(layout: String, panel: JSONNode) -> String {
        let components = (panel.array ?? []).map { part in
            (part["entities"]?.array ?? []).compactMap { entity -> (type: Int, size: Int, color: Int, slot: Int, angle: Int)? in
                guard let name = entity["type"]?.string, let type = MatrixEntity.types.firstIndex(of: name),
                      let size = entity["size"]?.integer, let color = entity["color"]?.integer, let slot = entity["slot"]?.integer else { return nil }
                return (type, size, color, slot, entity["angle"]?.integer ?? 0)
            }
        }
        return svg(layout: layout, components: components)
    }

    /// The PNG of an SVG panel, drawn by the art pipeline.
    public static func png(_ svg: String) -> [UInt8]? {
        guard let document = try? SVGReader.read(Array(svg.utf8)).get() else { return nil }
        return try? PNGCodec.encode(SVGRenderer.render(document, width: side, height: side)).get()
    }
}
