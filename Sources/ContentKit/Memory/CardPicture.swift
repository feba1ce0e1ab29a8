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

    /// Reads a card file (by its extension) and fits it into `side` x `side`.
    public static func load(_ bytes: [UInt8], path: String, side: Int) -> Result<CardPicture, ArtIssue> {
        if path.lowercased().hasSuffix(".svg") {
            switch SVGReader.read(bytes) {
            case .failure(let issue):
                return .failure(issue)
            case .success(let document):
                let size = SVGRenderer.size(of: document, width: side, height: side)
                return .success(CardPicture(image: SVGRenderer.render(document, width: size.width, height: size.height),
                                            originalSize: (document.width, document.height), issues: document.issues))
            }
        }
        switch PNGCodec.decode(bytes) {
        case .failure(let error):
            return .failure(ArtIssue(.error, error.description))
        case .success(let decoded):
            let picture = decoded.image
            let scale = min(Double(side) / Double(picture.width), Double(side) / Double(picture.height))
            let width = max(1, Int((Double(picture.width) * scale).rounded()))
            let height = max(1, Int((Double(picture.height) * scale).rounded()))
            return .success(CardPicture(image: Resampler.resize(picture, width: width, height: height),
                                        originalSize: (Double(picture.width), Double(picture.height)), issues: []))
        }
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
