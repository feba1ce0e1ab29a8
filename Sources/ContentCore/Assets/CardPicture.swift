import ContentArt

/// A memory card's drawing (SVG) or picture (PNG), fitted into a square card: rendered at the
/// fitted size, or resampled with Lanczos-3 (never nearest-neighbour), and centred.
public struct CardPicture: Sendable {
    /// The drawing at the fitted size, its own aspect kept (not yet on the square card).
    public let image: RGBAImage
    /// The drawing's own width and height (SVG size or PNG pixels).
    public let originalSize: (width: Double, height: Double)
    /// What the SVG reader skipped (empty for PNG).
    public let issues: [ArtIssue]

    /// A card's picture fitted into `side` x `side`: a drawing rendered at the fitted size, a
    /// photo resampled.
    public init(_ picture: AssetPicture, side: Int) {
        switch picture {
        case .drawing(let document):
            let size = SVGRenderer.size(of: document, width: side, height: side)
            self.init(image: SVGRenderer.render(document, width: size.width, height: size.height),
                      originalSize: (document.width, document.height), issues: document.issues)
        case .photo(let photo):
            let scale = min(Double(side) / Double(photo.width), Double(side) / Double(photo.height))
            let width = max(1, Int((Double(photo.width) * scale).rounded()))
            let height = max(1, Int((Double(photo.height) * scale).rounded()))
            self.init(image: Resampler.resize(photo, width: width, height: height),
                      originalSize: (Double(photo.width), Double(photo.height)), issues: [])
        }
    }

    private init(image: RGBAImage, originalSize: (width: Double, height: Double), issues: [ArtIssue]) {
        self.image = image
        self.originalSize = originalSize
        self.issues = issues
    }

    /// The drawing centred on a transparent `side` x `side` card.
    public func card(side: Int) -> RGBAImage { image.centred(onSquare: side) }

    /// The share of the drawing's own canvas that it paints (alpha-weighted).
    public var coverage: Double {
        var total = 0
        for index in stride(from: 3, to: image.pixels.count, by: 4) { total += Int(image.pixels[index]) }
        return Double(total) / Double(max(1, image.width * image.height) * 255)
    }

    /// The longer side over the shorter one.
    public var aspect: Double {
        max(originalSize.width, originalSize.height) / max(1e-9, min(originalSize.width, originalSize.height))
    }
}
