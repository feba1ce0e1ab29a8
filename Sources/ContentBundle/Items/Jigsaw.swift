public struct Jigsaw: BundleItem {
    public static let kind = ContentKind.jigsaw

    public var id: String
    public var title: LocalizedText?
    public var image: String
    public var rows: Int
    public var columns: Int
    public var cut: Cut
    public var difficulty: Int
    public var premium: Bool?
    /// Bundle path of the pieces' description (`JigsawPieces`).
    public var pieces: String?
    /// Bundle path of an SVG of every cut line (previews, hints).
    public var outline: String?

    public struct Cut: Codable, Sendable, Equatable {
        public var style: String
        public var seed: Int
        public var tabSize: Double?
        public var jitter: Double?
    }
}

/// A jigsaw's cut pieces (`jigsaw/<id>/pieces.json`): the picture's size and grid, and per piece
/// its PNG and where it goes.
public struct JigsawPieces: Codable, Sendable, Equatable {
    public var id: String
    public var width: Int
    public var height: Int
    public var rows: Int
    public var columns: Int
    public var pieces: [Piece]

    public struct Piece: Codable, Sendable, Equatable {
        public var id: String
        public var row: Int
        public var column: Int
        /// Bundle path of the piece's PNG (8-bit RGBA, straight alpha).
        public var file: String
        /// The piece's box in the picture: its PNG drawn at (x, y) is in its solved place.
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
        /// Neighbour piece ids by side (`top`, `right`, `bottom`, `left`); nil on the border.
        public var neighbours: [String: String?]
        /// Edge kinds by side: `flat` (border), `tab` (sticks out), `blank` (takes a tab).
        public var edges: [String: String]
        /// The outline as SVG path data, in picture pixels.
        public var outline: String
    }
}

extension ContentKind {
    /// `"kind": "jigsaw"`.
    public static let jigsaw = ContentKind("jigsaw")
}

extension ContentBundle {
    /// The bundle's jigsaws, in pack order.
    public var jigsaws: [Jigsaw] { items(Jigsaw.self) }

    /// The cut pieces of a jigsaw, read from its `pieces.json`.
    public func pieces(of jigsaw: Jigsaw) throws -> JigsawPieces {
        try decodeFile(jigsaw.pieces, JigsawPieces.self, missing: (ContentKind.jigsaw.itemsFile, "jigsaw \(jigsaw.id) has no pieces file"))
    }
}
