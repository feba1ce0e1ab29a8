import ContentArt
import ContentCore

/// What a card shows a player: its drawing fitted into the square card, and the figure in it
/// (what stands out from a white card) with its look, measured large enough to compare. The
/// pixels are not kept.
public struct CardFigure: Sendable {
    /// The side of the square card the drawing is first measured on.
    public static let side = 128
    /// The figure's longer side is looked at this many pixels long, whatever its margins: a
    /// figure shown smaller is drawn again, larger, so that a copy with a margin has its thin
    /// strokes drawn as wide as the original's.
    // why: the look is 32x32 cells; drawn at 64 pixels a line drawing's copy with a margin
    // overlapped its original by 0.78-0.85, drawn so the figure is 128 pixels long by 0.97 or more
    static let lookDetail = 128
    /// The largest side a card is ever drawn at for measuring.
    // why: bounded time and memory on a speck on a huge canvas; 512 is twice the default card
    static let largestSide = 512

    /// The drawing's longer side over its shorter one (its canvas, as `CardPicture.aspect`).
    public let aspect: Double
    /// The figure's longer side over its shorter one (what stands out, not its canvas: a 3.65:1
    /// aeroplane on a 2:1 canvas is 3.65:1); the canvas's when nothing stands out.
    public let figureAspect: Double
    /// The figure's look, or nil when nothing stands out from white ground.
    public let look: FigureLook?
    /// The share of the square card the figure covers.
    public let shownShare: Double
    /// The figure's longer side over the card's side: how large the figure is shown.
    public let shownExtent: Double

    /// A figure covering less of the card than this is a speck: the card shows nothing a player
    /// could recognise.
    // why: 0.2 % of a 256-pixel card is an 11x11 patch; on openclipart's 8,121 drawings 9 fell
    // under it (0.01-0.19 %), each a speck by eye (a tiny outline, a dot, a stray stroke)
    public static let blankShare = 0.002

    /// Whether the card shows nothing, or only a speck.
    public var isBlank: Bool { look == nil || shownShare < Self.blankShare }

    /// The card drawn at `side`, and again larger if its figure is small on its canvas.
    public init(_ asset: AssetPicture) {
        let picture = CardPicture(asset, side: Self.side)
        let look = FigureLook(picture.image)
        // why: only these measures are kept; a lint run holds one per card of the pack
        self.aspect = picture.aspect
        self.shownShare = (look?.figureShare ?? 0) * Double(picture.image.width * picture.image.height) / Double(Self.side * Self.side)
        let extent = look.map { max($0.bounds.width, $0.bounds.height) } ?? 0
        let breadth = look.map { min($0.bounds.width, $0.bounds.height) } ?? 0
        self.figureAspect = breadth > 0 ? Double(extent) / Double(breadth) : picture.aspect
        self.shownExtent = Double(extent) / Double(Self.side)
        if extent > 0, Double(extent) < 0.9 * Double(Self.lookDetail) {
            let side = min(Self.largestSide, Self.side * Self.lookDetail / extent)
            self.look = FigureLook(CardPicture(asset, side: side).image) ?? look
        } else {
            self.look = look
        }
    }
}
