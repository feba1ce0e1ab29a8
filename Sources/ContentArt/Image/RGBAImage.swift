/// An 8-bit RGBA picture, rows top to bottom, with straight (not premultiplied) alpha: the
/// form PNG stores, so decoding and re-encoding lose nothing.
public struct RGBAImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// width × height × 4 bytes: R, G, B, A.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel buffer does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A transparent picture.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// The picture centred on a transparent square of `side` pixels, its bytes copied unchanged
    /// (the part beyond the square, if any, left out).
    public func centred(onSquare side: Int) -> RGBAImage {
        var square = RGBAImage(width: side, height: side)
        let left = (side - width) / 2
        let top = (side - height) / 2
        for y in 0..<height where top + y >= 0 && top + y < side {
            let columns = max(0, -left)..<min(width, side - left)
            guard !columns.isEmpty else { continue }
            let from = (y * width + columns.lowerBound) * 4
            let to = ((top + y) * side + left + columns.lowerBound) * 4
            square.pixels.replaceSubrange(to..<(to + columns.count * 4), with: pixels[from..<(from + columns.count * 4)])
        }
        return square
    }

    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}

/// A rectangle of whole pixels.
public struct PixelRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The rectangle grown by `by.x` pixels left and right and `by.y` above and below (with
    /// its sides bounded, so that a huge growth cannot overflow).
    public func grown(by: (x: Int, y: Int)) -> PixelRect {
        let gx = min(max(0, by.x), 1 << 30), gy = min(max(0, by.y), 1 << 30)
        return PixelRect(x: x - gx, y: y - gy, width: width + 2 * gx, height: height + 2 * gy)
    }

    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        return PixelRect(x: x0, y: y0, width: min(x + width, other.x + other.width) - x0, height: min(y + height, other.y + other.height) - y0)
    }
}
