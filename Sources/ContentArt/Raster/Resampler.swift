import Foundation

/// Resizes pictures with a Lanczos-3 filter, widened by the scale when shrinking (so every
/// source pixel counts), on premultiplied colour (so transparent pixels leave no dark fringe),
/// one axis at a time.
public enum Resampler {
    public static func resize(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        guard width > 0, height > 0, image.width > 0, image.height > 0 else { return RGBAImage(width: max(0, width), height: max(0, height)) }
        if width == image.width, height == image.height { return image }
        var premultiplied = [Float](repeating: 0, count: image.width * image.height * 4)
        for index in 0..<(image.width * image.height) {
            let alpha = Float(image.pixels[index * 4 + 3]) / 255
            for channel in 0..<3 { premultiplied[index * 4 + channel] = Float(image.pixels[index * 4 + channel]) * alpha }
            premultiplied[index * 4 + 3] = alpha * 255
        }
        let across = pass(premultiplied, width: image.width, height: image.height, to: width, horizontal: true)
        let both = pass(across, width: width, height: image.height, to: height, horizontal: false)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in 0..<(width * height) {
            let alpha = min(255, max(0, both[index * 4 + 3]))
            guard alpha >= 0.5 else { continue }
            for channel in 0..<3 { pixels[index * 4 + channel] = UInt8(min(255, max(0, (both[index * 4 + channel] * 255 / alpha).rounded()))) }
            pixels[index * 4 + 3] = UInt8(alpha.rounded())
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    private static func lanczos(_ x: Double) -> Double {
        if x == 0 { return 1 }
        if abs(x) >= 3 { return 0 }
        let px = Double.pi * x
        return 3 * sin(px) * sin(px / 3) / (px * px)
    }

    /// One axis: `from` samples per line to `to`.
    private static func pass(_ input: [Float], width: Int, height: Int, to size: Int, horizontal: Bool) -> [Float] {
        let from = horizontal ? width : height
        let scale = Double(size) / Double(from)
        let support = 3 / min(1, scale)
        // weights per output sample, shared by every line
        let taps: [(first: Int, weights: [Float])] = (0..<size).map { index in
            let center = (Double(index) + 0.5) / scale
            let first = max(0, Int((center - support).rounded(.down)))
            let last = min(from - 1, Int((center + support).rounded(.up)))
            var weights = (first...last).map { Float(lanczos((Double($0) + 0.5 - center) * min(1, scale))) }
            let total = weights.reduce(0, +)
            if total != 0 { weights = weights.map { $0 / total } }
            return (first, weights)
        }
        let lines = horizontal ? height : width
        let outWidth = horizontal ? size : width
        var output = [Float](repeating: 0, count: (horizontal ? size * height : width * size) * 4)
        for line in 0..<lines {
            for (index, tap) in taps.enumerated() {
                var sum = SIMD4<Float>(repeating: 0)
                for (offset, weight) in tap.weights.enumerated() {
                    let position = tap.first + offset
                    let source = horizontal ? (line * width + position) * 4 : (position * width + line) * 4
                    sum += SIMD4(input[source], input[source + 1], input[source + 2], input[source + 3]) * weight
                }
                let target = horizontal ? (line * outWidth + index) * 4 : (index * outWidth + line) * 4
                output[target] = sum.x
                output[target + 1] = sum.y
                output[target + 2] = sum.z
                output[target + 3] = sum.w
            }
        }
        return output
    }
}
