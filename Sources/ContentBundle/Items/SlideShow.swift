public struct SlideShow: BundleItem {
    public static let kind = ContentKind.slides

    public var game: String
    public var slides: [Slide]

    public struct Slide: Codable, Sendable, Equatable {
        public var image: String
        public var text: LocalizedText
    }
}

extension ContentKind {
    /// `"kind": "slides"`.
    public static let slides = ContentKind("slides")
}

extension ContentBundle {
    /// The bundle's slide shows introducing the games, in pack order.
    public var slides: [SlideShow] { items(SlideShow.self) }
}
