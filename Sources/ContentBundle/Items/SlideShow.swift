/// The introduction of a game or plan, or slides of a screen that belongs to no game (the app's
/// onboarding: `screen`), one per pack file (`items/slides.json`): pictures with text.
public struct SlideShow: BundleItem {
    /// `ContentKind.slides`.
    public static let kind = ContentKind.slides

    /// The id of the game (or plan) the slides introduce; nil for a screen's slides.
    public var game: String?
    /// The app's screen the slides are shown on when they introduce no game (`onboarding`).
    public var screen: String?
    /// The slides, in the order to show them.
    public var slides: [Slide]
    /// One show per game (or plan) or screen: its game, else its screen, is its id.
    public var id: String { game ?? screen ?? "" }

    /// Why the show cannot be used: it names both or neither of game and screen.
    public func problem() -> String? {
        (game == nil) == (screen == nil) ? "a show names exactly one of game and screen" : nil
    }

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

    /// The slides shown on an app's screen that belongs to no game (`"onboarding"`), if the pack has them.
    public func slides(forScreen screen: String) throws -> SlideShow? { try slides.first { $0.screen == screen } }
}
