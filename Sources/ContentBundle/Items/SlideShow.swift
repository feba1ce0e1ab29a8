/// The introduction of a game or plan (`items/slides.json`, one per pack file): pictures with text.
public struct SlideShow: BundleItem {
    /// `ContentKind.slides`.
    public static let kind = ContentKind.slides

    /// The id of the game (or plan) the slides introduce; also the show's id.
    public var game: String
    /// The slides, in the order to show them.
    public var slides: [Slide]
    /// One show per game (or plan): its game is its id.
    public var id: String { game }

    /// One slide: a picture and its text.
    public struct Slide: Codable, Sendable, Equatable {
        /// Bundle path of the slide's picture (an SVG has a PNG beside it at `<path>.png`).
        public var image: String
        /// The slide's text by locale.
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
    public var slides: [SlideShow] { get throws { try items(SlideShow.self) } }
}
