public struct DotsPicture: BundleItem {
    public static let kind = ContentKind.dots

    public var id: String
    public var title: LocalizedText?
    public var svg: String
    public var path: String
    public var dots: Int?
    public var start: Double?
    public var reveal: String
    public var difficulty: Int
    public var premium: Bool?
    /// Bundle paths of the placed dots (`DotsLayoutFile`), the faint line art and the coloured picture.
    public var layout: String?
    public var outlineImage: String?
    public var revealImage: String?
}

/// `dots/<id>/dots.json`: the dots in order, with their number labels' centres; coordinates are
/// fractions of the picture's width (x) and height (y).
public struct DotsLayoutFile: Codable, Sendable, Equatable {
    public var id: String
    /// Width over height.
    public var aspect: Double
    public var closed: Bool
    /// Dot radius and label height, as fractions of the width.
    public var dotRadius: Double
    public var labelHeight: Double
    public var dots: [Dot]

    public struct Dot: Codable, Sendable, Equatable {
        public var number: Int
        public var x: Double
        public var y: Double
        public var label: Position?
    }

    public struct Position: Codable, Sendable, Equatable {
        public var x: Double
        public var y: Double
    }
}

extension ContentKind {
    /// `"kind": "dots"`.
    public static let dots = ContentKind("dots")
}

extension ContentBundle {
    /// The bundle's connect-the-dots pictures, in pack order.
    public var dots: [DotsPicture] { items(DotsPicture.self) }

    /// The placed dots of a connect-the-dots picture.
    public func layout(of picture: DotsPicture) throws -> DotsLayoutFile {
        try decodeFile(picture.layout, DotsLayoutFile.self, missing: (ContentKind.dots.itemsFile, "dots picture \(picture.id) has no layout file"))
    }
}
