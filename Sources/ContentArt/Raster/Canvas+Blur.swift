import Foundation

extension Canvas {
    /// Blurs the picture as SVG's `feGaussianBlur` does, with a standard deviation in pixels
    /// along each axis: a Gaussian kernel for small deviations, three box blurs (the
    /// specification's approximation, linear in the deviation) from 2 pixels up. Only the
    /// painted part, grown by three deviations, is worked on; in linear light when asked.
    public mutating func blur(deviationX: Double, deviationY: Double, linearLight: Bool) {
        guard deviationX.isFinite, deviationY.isFinite, deviationX > 0 || deviationY > 0 else { return }
        guard let painted = paintedBounds else { return }
        // why: past the picture's own size a blur spreads the paint to nothing; the bound keeps
        // the kernels and the grown area finite for any deviation a file gives
        let sx = min(deviationX, Double(width)), sy = min(deviationY, Double(height))
        let area = painted.grown(by: (Int((3 * sx).rounded(.up)) + 1, Int((3 * sy).rounded(.up)) + 1)).intersection(bounds)
        if linearLight { convert(area, toLinear: true) }
        if sx > 0 { blurPass(area, deviation: sx, horizontal: true) }
        if sy > 0 { blurPass(area, deviation: sy, horizontal: false) }
        if linearLight { convert(area, toLinear: false) }
    }

    /// The smallest rectangle holding every pixel with paint, or nil when there is none.
    var paintedBounds: PixelRect? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where self[x, y].w > 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    private mutating func convert(_ area: PixelRect, toLinear: Bool) {
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) {
                let pixel = self[x, y]
                guard pixel.w > 0 else { continue }
                let colour = SIMD3(pixel.x, pixel.y, pixel.z) / pixel.w
                let changed = toLinear ? SIMD3(SRGB.linear(colour.x), SRGB.linear(colour.y), SRGB.linear(colour.z))
                                       : SIMD3(SRGB.encoded(min(1, colour.x)), SRGB.encoded(min(1, colour.y)), SRGB.encoded(min(1, colour.z)))
                self[x, y] = SIMD4(changed * pixel.w, pixel.w)
            }
        }
    }

    /// One axis of the blur over `area`, each row (or column) on its own.
    private mutating func blurPass(_ area: PixelRect, deviation: Double, horizontal: Bool) {
        let length = horizontal ? area.width : area.height
        let lines = horizontal ? area.height : area.width
        var line = [SIMD4<Float>](repeating: .zero, count: length)
        var out = line
        let kernel = deviation < 2 ? Self.gaussian(deviation) : nil
        // the specification's box size d for three box blurs
        let d = Int((deviation * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        for index in 0..<lines {
            for i in 0..<length {
                line[i] = horizontal ? self[area.x + i, area.y + index] : self[area.x + index, area.y + i]
            }
            if let kernel {
                let radius = kernel.count / 2
                for i in 0..<length {
                    var sum = SIMD4<Float>.zero
                    for k in 0..<kernel.count {
                        let j = i + k - radius
                        if j >= 0 && j < length { sum += line[j] * kernel[k] }
                    }
                    out[i] = sum
                }
                swap(&line, &out)
            } else if d > 0 {
                // three boxes: odd d centred three times; even d as SVG says (two offset by
                // half a pixel either way, then one of d + 1 centred)
                if d % 2 == 1 {
                    for _ in 0..<3 { Self.box(&line, &out, size: d, offset: d / 2) }
                } else {
                    Self.box(&line, &out, size: d, offset: d / 2)
                    Self.box(&line, &out, size: d, offset: d / 2 - 1)
                    Self.box(&line, &out, size: d + 1, offset: d / 2)
                }
            }
            for i in 0..<length {
                if horizontal { self[area.x + i, area.y + index] = line[i] } else { self[area.x + index, area.y + i] = line[i] }
            }
        }
    }

    /// A box blur of `line` into itself (using `scratch`): each value the mean of the `size`
    /// values from `i - offset`, zero outside the line.
    private static func box(_ line: inout [SIMD4<Float>], _ scratch: inout [SIMD4<Float>], size: Int, offset: Int) {
        let count = line.count
        var sum = SIMD4<Float>.zero
        let scale = 1 / Float(size)
        // the window for i is [i - offset, i - offset + size)
        for j in 0..<min(count, size - offset) where j >= 0 { sum += line[j] }
        for i in 0..<count {
            scratch[i] = sum * scale
            let leaving = i - offset, entering = i - offset + size
            if leaving >= 0 && leaving < count { sum -= line[leaving] }
            if entering >= 0 && entering < count { sum += line[entering] }
        }
        swap(&line, &scratch)
    }

    /// A normalised Gaussian kernel of three deviations either side.
    private static func gaussian(_ deviation: Double) -> [Float] {
        let radius = max(1, Int((3 * deviation).rounded(.up)))
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * deviation * deviation)) }
        let total = weights.reduce(0, +)
        return weights.map { Float($0 / total) }
    }
}
