/// A jigsaw puzzle (`items/jigsaw.json`, one per pack file): a picture cut into rows × columns
/// pieces. The cut pieces themselves are in a separate file, read with `ContentBundle.pieces(of:)`.
public struct Jigsaw: BundleItem {
    /// `ContentKind.jigsaw`.
    public static let kind = ContentKind.jigsaw

    /// The jigsaw's id, unique in the pack and stable across releases (store results against it).
    public var id: String
    /// The puzzle's title by locale, when the pack gives one.
    public var title: LocalizedText?
    /// Bundle path of the whole picture (PNG, under `assets/`): for the box lid and the solved view.
    public var image: String
    /// Number of rows of pieces (at least 1).
    public var rows: Int
    /// Number of columns of pieces (at least 1).
    public var columns: Int
    /// How the picture was cut; the pieces file holds the result, so apps rarely need this.
    public var cut: Cut
    /// Difficulty, 1 (easiest) to 10.
    public var difficulty: Int
    /// `true` for content behind the paywall; nil or `false` for free content.
    public var premium: Bool?
    /// Bundle path of the pieces' description (`JigsawPieces`).
    public var pieces: String?
    /// Bundle path of an SVG of every cut line (previews, hints).
    public var outline: String?

    /// The parameters the builder cut the picture with (as the pack file gave them).
    public struct Cut: Codable, Sendable, Equatable {
        /// The tabs' style; format version 1 writes `classic`.
        public var style: String
        /// The seed of the cut's randomness: the same seed gives the same pieces.
        public var seed: Int
        /// The tabs' size as a fraction of a cell (0.05-0.35); nil means the default, 0.2.
        public var tabSize: Double?
        /// How far the tabs move and skew, as a fraction of a cell (0-0.15); nil means 0.04.
        public var jitter: Double?
    }
}

/// A jigsaw's cut pieces (`jigsaw/<id>/pieces.json`): the picture's size and grid, and per piece
/// its PNG and where it goes. All coordinates are picture pixels, origin at the top left.
public struct JigsawPieces: Codable, Sendable, Equatable {
    /// The jigsaw's id (`Jigsaw.id`).
    public var id: String
    /// The picture's width in pixels.
    public var width: Int
    /// The picture's height in pixels.
    public var height: Int
    /// Number of rows of pieces.
    public var rows: Int
    /// Number of columns of pieces.
    public var columns: Int
    /// Every piece, row by row from the top left (`rows` × `columns` of them).
    public var pieces: [Piece]

    /// One piece: its picture, its solved place, what lies across each side and its outline.
    public struct Piece: Codable, Sendable, Equatable {
        /// The piece's id (`piece-<row>-<column>`), unique within the jigsaw.
        public var id: String
        /// The piece's row, 0-based from the top.
        public var row: Int
        /// The piece's column, 0-based from the left.
        public var column: Int
        /// Bundle path of the piece's PNG (8-bit RGBA, straight alpha).
        public var file: String
        /// Left edge of the piece's box in the picture, in pixels: its PNG drawn at (x, y) is in
        /// its solved place.
        public var x: Int
        /// Top edge of the piece's box in the picture, in pixels.
        public var y: Int
        /// Width of the piece's box (and PNG), in pixels, tabs included.
        public var width: Int
        /// Height of the piece's box (and PNG), in pixels, tabs included.
        public var height: Int
        /// The id of the piece across each side; nil on the picture's border.
        public var neighbours: Sides<String?>
        /// What each side is: `flat` on the border, `tab` (sticks out) or `blank` (takes a tab).
        public var edges: Sides<EdgeKind>
        /// The outline as SVG path data, in picture pixels, clockwise (for hit testing, shadows).
        public var outline: String
    }
}

extension ContentKind {
    /// `"kind": "jigsaw"`.
    public static let jigsaw = ContentKind("jigsaw")
}

extension ContentBundle {
    /// The bundle's jigsaws, in pack order.
    public var jigsaws: [Jigsaw] { get throws { try items(Jigsaw.self) } }

    /// The cut pieces of a jigsaw, read from its `pieces.json`.
    ///
    /// - Throws: `BundleError.malformedFile` when the jigsaw names no pieces file, the bundle
    ///   lacks it, or it is not the format's JSON (a missing side, an unknown edge kind).
    public func pieces(of jigsaw: Jigsaw) throws -> JigsawPieces {
        try decodeFile(jigsaw.pieces, JigsawPieces.self, missing: (ContentKind.jigsaw.itemsFile, "jigsaw \(jigsaw.id) has no pieces file"))
    }
}
