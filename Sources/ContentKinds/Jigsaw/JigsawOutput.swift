import ContentArt
import ContentCore

/// The bundle files of one jigsaw: a PNG per piece, `pieces.json` and `outline.svg`, under
/// `jigsaw/<id>/`.
enum JigsawOutput {
    static func folder(_ id: String) -> String { "jigsaw/\(id)" }

    /// Cuts the decoded picture and encodes everything, pieces in parallel.
    static func files(for definition: JigsawDefinition, picture: RGBAImage, jobs: Int = 0) -> Result<[String: [UInt8]], BuildError> {
        let cut = JigsawCut(definition, width: picture.width, height: picture.height)
        let folder = folder(definition.id)
        let cells = (0..<definition.rows).flatMap { row in (0..<definition.columns).map { (row, $0) } }
        // why: each piece's raster is dropped as soon as it is encoded, so a 4096x4096 cut holds
        // the picture and the PNGs, not every raster as well
        let encoded: [(JigsawPiece.Place, Result<[UInt8], PNGError>)] = cells.parallelMap(jobs: jobs) { row, column in
            let piece = JigsawCutter.piece(picture, cut, row: row, column: column)
            return (piece.place, PNGCodec.encode(piece.image))
        }
        var files: [String: [UInt8]] = [:]
        for (place, png) in encoded {
            switch png {
            case .success(let bytes): files["\(folder)/\(place.id).png"] = bytes
            case .failure(let error): return .failure(.output("jigsaw \(definition.id), \(place.id): \(error)"))
            }
        }
        files["\(folder)/pieces.json"] = JSONWriter.encode(manifest(cut, pieces: encoded.map(\.0)))
        files["\(folder)/outline.svg"] = Array(outlineSVG(cut).utf8)
        return .success(files)
    }

    /// `pieces.json`: the picture's size and grid, and per piece its file, box in the picture
    /// (where it goes), neighbours and edge kinds per side, and its outline as SVG path data.
    static func manifest(_ cut: JigsawCut, pieces: [JigsawPiece.Place]) -> JSONWriter.Value {
        let definition = cut.definition
        func name(_ row: Int, _ column: Int) -> JSONWriter.Value {
            guard row >= 0, column >= 0, row < definition.rows, column < definition.columns else { return .null }
            return .string(JigsawPiece.id(row: row, column: column))
        }
        let entries: [JSONWriter.Value] = pieces.map { piece in
            let kinds = cut.kinds(row: piece.row, column: piece.column)
            let (r, c) = (piece.row, piece.column)
            return .object([
                ("id", .string(piece.id)), ("row", .int(r)), ("column", .int(c)),
                ("file", .string("\(folder(definition.id))/\(piece.id).png")),
                ("x", .int(piece.box.x)), ("y", .int(piece.box.y)),
                ("width", .int(piece.box.width)), ("height", .int(piece.box.height)),
                ("neighbours", .object([("top", name(r - 1, c)), ("right", name(r, c + 1)), ("bottom", name(r + 1, c)), ("left", name(r, c - 1))])),
                ("edges", .object(JigsawCut.Side.allCases.map { side in (String(describing: side), .string(kinds[side]!.rawValue)) })),
                ("outline", .string(pathData(cut.outlinePath(row: r, column: c)))),
            ])
        }
        return .object([
            ("id", .string(definition.id)), ("width", .int(cut.width)), ("height", .int(cut.height)),
            ("rows", .int(definition.rows)), ("columns", .int(definition.columns)), ("pieces", .array(entries)),
        ])
    }

    /// Every cut line (interior edges once, and the border) for previews and hints.
    static func outlineSVG(_ cut: JigsawCut) -> String {
        var lines: [String] = []
        for (index, edges) in cut.horizontal.enumerated() where index > 0 && index < cut.definition.rows {
            lines += edges.map { pathData($0.path) }
        }
        for (index, edges) in cut.vertical.enumerated() where index > 0 && index < cut.definition.columns {
            lines += edges.map { pathData($0.path) }
        }
        let stroke = max(1, Double(min(cut.width, cut.height)) / 400)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(cut.width)" height="\(cut.height)" viewBox="0 0 \(cut.width) \(cut.height)">
            <g fill="none" stroke="#000" stroke-width="\(DecimalText.format(stroke, places: 2))" stroke-linecap="round">
            <rect x="0" y="0" width="\(cut.width)" height="\(cut.height)"/>
            \(lines.map { "<path d=\"\($0)\"/>" }.joined(separator: "\n"))
            </g>
            </svg>

            """
    }

    /// SVG path data with coordinates to a hundredth of a pixel.
    static func pathData(_ path: Path) -> String {
        func point(_ p: Point) -> String { "\(DecimalText.format(p.x, places: 2)) \(DecimalText.format(p.y, places: 2))" }
        return path.elements.map { element in
            switch element {
            case .move(let p): "M\(point(p))"
            case .line(let p): "L\(point(p))"
            case .quad(let c, let p): "Q\(point(c)) \(point(p))"
            case .cubic(let c1, let c2, let p): "C\(point(c1)) \(point(c2)) \(point(p))"
            case .close: "Z"
            }
        }.joined()
    }
}
