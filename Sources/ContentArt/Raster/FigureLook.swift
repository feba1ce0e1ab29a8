import Foundation

/// A picture as a player sees it on a white card: the figure (every pixel that is not white
/// ground reached from the picture's edge) cropped to its bounds and fitted, centred, into a
/// small square, as a silhouette and as colours. Two pictures of one drawing give nearly the
/// same look whatever their margins, sizes and encodings; `FigureResemblance` compares looks,
/// mirrored too.
public struct FigureLook: Sendable, Hashable {
    /// The side of the fitted square, in cells.
    public static let side = 32
    /// The side of the finer square the figure's ink is measured on, in cells.
    // why: at 32x32 the silhouette of a line drawing (a spirograph rosette, a playing card's
    // pips) is filled from the edge and loses its lines; 64 cells keep them, and a card's
    // figure is drawn at least 115 pixels long, so a cell is two pixels or more
    public static let fineSide = 64

    /// How much of each cell the figure covers, 0...1, rows top to bottom.
    public let silhouette: [Float]
    /// Each cell's colour over white in CIELAB (L 0...100), rows top to bottom.
    public let colours: [SIMD3<Float>]
    /// Each cell's colour as HSL: hue in degrees (0..<360, 0 for a grey), saturation and
    /// lightness 0...1; what a colour picker's sliders move.
    public let hsl: [SIMD3<Float>]
    /// The figure's colours by kind, summing to one: twelve hues (soft bins of 30° of CIELAB hue
    /// angle), then black, grey and white. Two red apples share most of theirs whatever their
    /// shading; a lemon and a lime drawn alike do not.
    public let palette: [Float]
    /// How much ink each cell of the figure holds at `fineSide` x `fineSide`, 0...255, rows top
    /// to bottom: over white, a pixel's ink is how far its palest channel is from white (black,
    /// red and yellow are full ink, white and the ground none). Unlike the silhouette, which is
    /// everything not reached from the edge, it keeps a line drawing's lines and the empty
    /// white inside them.
    public let ink: [UInt8]
    /// The figure's bounds in the picture looked at.
    public let bounds: PixelRect
    /// The share of the picture's pixels that belong to the figure.
    public let figureShare: Double

    /// The look of `image`, or nil when nothing in it stands out from white ground.
    public init?(_ image: RGBAImage) {
        let ground = Self.ground(of: image)
        var minX = image.width, minY = image.height, maxX = -1, maxY = -1, count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where !ground[y * image.width + x] {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                count += 1
            }
        }
        guard count > 0 else { return nil }
        let bounds = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        let fitted = Self.fit(image, ground: ground, bounds: bounds)
        self.silhouette = fitted.silhouette
        self.colours = fitted.colours
        self.hsl = fitted.colours.map { let value = Self.hsl(ofLab: $0); return SIMD3(value.hue, value.saturation, value.lightness) }
        self.palette = Self.palette(fitted.colours, weights: fitted.silhouette)
        self.ink = Self.inkCells(image, ground: ground, bounds: bounds)
        self.bounds = bounds
        self.figureShare = Double(count) / Double(image.width * image.height)
    }

    /// Colours weighted by `weights`, by kind (see `palette`).
    static func palette(_ colours: [SIMD3<Float>], weights: [Float]) -> [Float] {
        var bins = [Float](repeating: 0, count: 15)
        for (colour, weight) in zip(colours, weights) where weight > 0 {
            let chroma = (colour.y * colour.y + colour.z * colour.z).squareRoot()
            // why: ΔE 12 of chroma is where a colour stops reading as grey; L 25 and 85 are
            // where greys read as black and white
            if chroma < 12 {
                bins[colour.x < 25 ? 12 : colour.x > 85 ? 14 : 13] += weight
                continue
            }
            var angle = atan2(colour.z, colour.y) * 180 / .pi
            if angle < 0 { angle += 360 }
            let position = angle / 30, lower = Int(position) % 12, share = position - Float(Int(position))
            bins[lower] += weight * (1 - share)
            bins[(lower + 1) % 12] += weight * share
        }
        let total = bins.reduce(0, +)
        return total > 0 ? bins.map { $0 / total } : bins
    }

    /// A pixel is ground when, over white, every channel is at least this light and it joins the
    /// picture's edge through such pixels.
    // why: 232 of 255 keeps pale yellows and light greys that artists use for fills (their
    // lowest channel is under 220) in the figure, and anti-aliased white edges out of it
    static let groundLightness = 232

    /// Which pixels are white (or transparent) ground joined to the picture's edge.
    static func ground(of image: RGBAImage) -> [Bool] {
        let width = image.width, height = image.height
        var light = [Bool](repeating: false, count: width * height)
        image.pixels.withUnsafeBufferPointer { pixels in
            for index in 0..<(width * height) {
                let alpha = Int(pixels[index * 4 + 3])
                var darkest = 255
                for channel in 0..<3 {
                    darkest = min(darkest, (Int(pixels[index * 4 + channel]) * alpha + 255 * (255 - alpha)) / 255)
                }
                light[index] = darkest >= groundLightness
            }
        }
        var ground = [Bool](repeating: false, count: width * height)
        var pending: [Int32] = []
        func visit(_ index: Int) {
            guard light[index], !ground[index] else { return }
            ground[index] = true
            pending.append(Int32(index))
        }
        for x in 0..<width { visit(x); visit((height - 1) * width + x) }
        for y in 0..<height { visit(y * width); visit(y * width + width - 1) }
        while let last = pending.popLast() {
            let index = Int(last), x = index % width
            if x > 0 { visit(index - 1) }
            if x < width - 1 { visit(index + 1) }
            if index >= width { visit(index - width) }
            if index < (height - 1) * width { visit(index + width) }
        }
        return ground
    }
}
