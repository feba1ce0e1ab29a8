/// A picture being painted: premultiplied RGBA in floating point, painted source-over.
public struct Canvas: Sendable {
    public let width: Int
    public let height: Int
    /// Premultiplied RGBA, rows top to bottom (the blur in `Canvas+Blur` works on them).
    var pixels: [SIMD4<Float>]

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = Array(repeating: .zero, count: width * height)
    }

    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The premultiplied pixel at (x, y).
    subscript(x: Int, y: Int) -> SIMD4<Float> {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Paints the covered pixels with `paint`, at `opacity`.
    public mutating func fill(_ mask: CoverageMask, with paint: Paint, opacity: Double = 1) {
        let area = mask.area.intersection(bounds)
        guard !area.isEmpty else { return }
        let sampler = PaintSampler(paint)
        let scale = Float(opacity) / 255
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) {
                let coverage = mask[x, y]
                guard coverage > 0 else { continue }
                let source = sampler.color(x: x, y: y) * (Float(coverage) * scale)
                let index = y * width + x
                pixels[index] = source + pixels[index] * (1 - source.w)
            }
        }
    }

    /// Keeps each pixel only as far as `mask` covers it (a clip): pixels outside the mask's
    /// area are cleared.
    public mutating func keep(only mask: CoverageMask) {
        for y in 0..<height {
            for x in 0..<width {
                let inside = x >= mask.area.x && x < mask.area.x + mask.area.width && y >= mask.area.y && y < mask.area.y + mask.area.height
                let coverage = inside ? Float(mask[x, y]) / 255 : 0
                pixels[y * width + x] *= coverage
            }
        }
    }

    /// Each pixel's luminance times its alpha (the premultiplied channels weighed as sRGB
    /// luminance: 0.2125, 0.7154, 0.0721), 0...255, rows top to bottom: how much a mask drawn
    /// on this canvas lets through.
    func luminanceCoverage() -> [UInt8] {
        pixels.map { pixel in
            let value = 0.2125 * pixel.x + 0.7154 * pixel.y + 0.0721 * pixel.z
            return UInt8(max(0, min(255, (value * 255).rounded())))
        }
    }

    /// Paints another canvas of the same size over this one, at `opacity` (a group's opacity).
    public mutating func composite(_ layer: Canvas, opacity: Double) {
        let factor = Float(opacity)
        for index in pixels.indices {
            let source = layer.pixels[index] * factor
            pixels[index] = source + pixels[index] * (1 - source.w)
        }
    }

    /// Paints a picture with its top-left corner at (x, y), source-over.
    public mutating func draw(_ image: RGBAImage, x: Int, y: Int) {
        for row in max(0, -y)..<min(image.height, height - y) {
            for column in max(0, -x)..<min(image.width, width - x) {
                let from = (row * image.width + column) * 4
                let alpha = Float(image.pixels[from + 3]) / 255
                guard alpha > 0 else { continue }
                let source = SIMD4<Float>(Float(image.pixels[from]) / 255 * alpha, Float(image.pixels[from + 1]) / 255 * alpha,
                                          Float(image.pixels[from + 2]) / 255 * alpha, alpha)
                let index = (y + row) * width + x + column
                pixels[index] = source + pixels[index] * (1 - alpha)
            }
        }
    }

    /// Fills the whole canvas with one colour (a background).
    public mutating func clear(to color: Color) {
        let value = PaintSampler.premultiplied(color)
        for index in pixels.indices { pixels[index] = value }
    }

    /// The picture in 8 bits with straight alpha.
    public var image: RGBAImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for (index, pixel) in pixels.enumerated() {
            let alpha = min(1, max(0, pixel.w))
            let a = (alpha * 255).rounded()
            guard a > 0 else { continue }
            let colour = pixel / alpha
            bytes[index * 4] = UInt8(min(255, max(0, (colour.x * 255).rounded())))
            bytes[index * 4 + 1] = UInt8(min(255, max(0, (colour.y * 255).rounded())))
            bytes[index * 4 + 2] = UInt8(min(255, max(0, (colour.z * 255).rounded())))
            bytes[index * 4 + 3] = UInt8(a)
        }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }
}
