public struct SlideShow: BundleItem {
    public static let kind = ContentKind.slides

    public var game: String
    public var slides: [Slide]
    /// One show per game (or plan): its game is its id.
    public var id: String { game }

    public struct Slide: Codable, Sendable, Equatable {
        public var image: String
        public var text: LocalizedText
        /// The last slide's button (a plan's slides offer the plan).
        public var action: LocalizedText?
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
