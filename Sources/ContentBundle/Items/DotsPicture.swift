/// A connect-the-dots picture (`items/dots.json`, one per pack file): line art, the dots placed
/// along one of its paths (`layout(of:)`), and the pictures shown before and after.
public struct DotsPicture: BundleItem {
    /// `ContentKind.dots`.
    public static let kind = ContentKind.dots

    /// The item's id: unique in the pack, stable across releases (store players' results against it).
    public var id: String
    /// The picture's title by locale, when the pack gives one.
    public var title: LocalizedText?
    /// Bundle path of the line art (SVG) the dots were placed on.
    public var svg: String
    /// The id of the SVG element (path, polyline or polygon) the dots follow.
    public var path: String
    /// How many dots were asked for; nil when every vertex of the element is a dot.
    public var dots: Int?
    /// Where dot 1 sits, as a fraction (0-1) of the path's length; nil means 0.
    public var start: Double?
    /// Bundle path of the coloured picture the pack names for the end.
    public var reveal: String
    /// Difficulty, 1 (easiest) to 10.
    public var difficulty: Int
    /// `true` for content behind the paywall; nil or `false` for free content.
    public var premium: Bool?
    /// Bundle paths of the placed dots (`DotsLayoutFile`), the faint line art and the coloured picture.
    public var layout: String?
    /// Bundle path of the faint line art (PNG, 512 pixels on the longer side), shown while connecting.
    public var outlineImage: String?
    /// Bundle path of the coloured picture (PNG, 512 pixels on the longer side), shown at the end.
    public var revealImage: String?
}

/// `dots/<id>/dots.json`: the dots in order, with their number labels' centres; coordinates are
/// fractions of the picture's width (x) and height (y).
public struct DotsLayoutFile: Codable, Sendable, Equatable {
    /// The picture's id (`DotsPicture.id`).
    public var id: String
    /// Width over height.
    public var aspect: Double
    /// Whether the line returns from the last dot to the first.
    public var closed: Bool
    /// Dot radius and label height, as fractions of the width.
    public var dotRadius: Double
    /// The number labels' height, as a fraction of the picture's width.
    public var labelHeight: Double
    /// The dots in the order to connect them.
    public var dots: [Dot]

    /// One dot and where its number goes.
    public struct Dot: Codable, Sendable, Equatable {
        /// The number shown beside the dot (1-based, the order to connect).
        public var number: Int
        /// The dot's centre, as a fraction of the picture's width from its left edge.
        public var x: Double
        /// The dot's centre, as a fraction of the picture's height from its top edge.
        public var y: Double
        /// The centre of the dot's number, placed clear of the dots, the line and other numbers.
        public var label: Position?
    }

    /// A point, as fractions of the picture's width (x) and height (y) from its top-left corner.
    public struct Position: Codable, Sendable, Equatable {
        /// Fraction of the picture's width from its left edge.
        public var x: Double
        /// Fraction of the picture's height from its top edge.
        public var y: Double
    }
}

extension ContentKind {
    /// `"kind": "dots"`.
    public static let dots = ContentKind("dots")
}

extension ContentBundle {
    /// The bundle's connect-the-dots pictures, in pack order.
    public var dots: [DotsPicture] { get throws { try items(DotsPicture.self) } }

    /// The placed dots of a connect-the-dots picture.
    public func layout(of picture: DotsPicture) throws -> DotsLayoutFile {
        try decodeFile(picture.layout, DotsLayoutFile.self, missing: (ContentKind.dots.itemsFile, "dots picture \(picture.id) has no layout file"))
    }
}
