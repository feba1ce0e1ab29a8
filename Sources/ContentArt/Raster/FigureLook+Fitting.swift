import Foundation

extension FigureLook {
    /// The figure inside `bounds` fitted, centred, into `side` x `side` cells by area averaging:
    /// each cell the mean of the picture's pixels under it (over white) and the share of them
    /// that are figure; the part of a cell beyond the figure's bounds is white ground. The
    /// placement is exact (fractional), so a mirrored figure gives the mirrored cells.
    static func fit(_ image: RGBAImage, ground: [Bool], bounds: PixelRect) -> (silhouette: [Float], colours: [SIMD3<Float>]) {
        let scale = Double(side) / Double(max(bounds.width, bounds.height))
        let columns = areaWeights(length: bounds.width, scale: scale)
        let rows = areaWeights(length: bounds.height, scale: scale)
        // per source row and output column: R, G, B over white and figure, weighted
        var across = [SIMD4<Float>](repeating: .zero, count: side * bounds.height)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<bounds.height {
                let row = (bounds.y + y) * image.width + bounds.x
                for (column, tap) in columns.enumerated() {
                    var sum = SIMD4<Float>.zero
                    for (offset, weight) in tap.weights.enumerated() {
                        let index = row + tap.first + offset
                        let alpha = Float(pixels[index * 4 + 3]) / 255
                        let colour = SIMD3<Float>(Float(pixels[index * 4]), Float(pixels[index * 4 + 1]), Float(pixels[index * 4 + 2])) / 255
                        sum += SIMD4(colour * alpha + SIMD3(repeating: 1 - alpha), ground[index] ? 0 : 1) * weight
                    }
                    across[y * side + column] = sum
                }
            }
        }
        var silhouette = [Float](repeating: 0, count: side * side)
        var colours = [SIMD3<Float>](repeating: .zero, count: side * side)
        for (row, rowTap) in rows.enumerated() {
            for (column, columnTap) in columns.enumerated() {
                var sum = SIMD4<Float>.zero
                for (offset, weight) in rowTap.weights.enumerated() { sum += across[(rowTap.first + offset) * side + column] * weight }
                let covered = rowTap.weights.reduce(0, +) * columnTap.weights.reduce(0, +)
                let cell = row * side + column
                silhouette[cell] = min(1, max(0, sum.w))
                colours[cell] = Self.lab(SIMD3(sum.x, sum.y, sum.z) + SIMD3(repeating: max(0, 1 - covered)))
            }
        }
        return (silhouette, colours)
    }

    /// The ink of the figure inside `bounds` fitted, centred, into `fineSide` x `fineSide` cells
    /// by area averaging, as `fit` places the silhouette (see `ink`).
    static func inkCells(_ image: RGBAImage, ground: [Bool], bounds: PixelRect) -> [UInt8] {
        let cells = fineSide
        let scale = Double(cells) / Double(max(bounds.width, bounds.height))
        let columns = areaWeights(length: bounds.width, scale: scale, cells: cells)
        let rows = areaWeights(length: bounds.height, scale: scale, cells: cells)
        var across = [Float](repeating: 0, count: cells * bounds.height)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<bounds.height {
                let row = (bounds.y + y) * image.width + bounds.x
                for (column, tap) in columns.enumerated() {
                    var sum: Float = 0
                    for (offset, weight) in tap.weights.enumerated() {
                        let index = row + tap.first + offset
                        guard !ground[index] else { continue }
                        let alpha = Float(pixels[index * 4 + 3]) / 255
                        let palest = Float(min(pixels[index * 4], pixels[index * 4 + 1], pixels[index * 4 + 2])) / 255
                        sum += (1 - palest) * alpha * weight
                    }
                    across[y * cells + column] = sum
                }
            }
        }
        var ink = [UInt8](repeating: 0, count: cells * cells)
        for (row, rowTap) in rows.enumerated() {
            for column in 0..<cells {
                var sum: Float = 0
                for (offset, weight) in rowTap.weights.enumerated() { sum += across[(rowTap.first + offset) * cells + column] * weight }
                ink[row * cells + column] = UInt8(min(255, max(0, (sum * 255).rounded())))
            }
        }
        return ink
    }

    /// For each of the `side` cells along an axis, the source pixels under it and their shares of
    /// the cell, a line of `length` pixels being scaled by `scale` and centred; shares sum to
    /// under one where the cell reaches beyond the line.
    static func areaWeights(length: Int, scale: Double, cells: Int = side) -> [(first: Int, weights: [Float])] {
        let offset = (Double(cells) - Double(length) * scale) / 2
        return (0..<cells).map { cell in
            let start = (Double(cell) - offset) / scale, end = (Double(cell + 1) - offset) / scale
            let first = max(0, Int(start.rounded(.down))), last = min(length - 1, Int(end.rounded(.up)) - 1)
            guard first <= last else { return (0, []) }
            let weights = (first...last).map { pixel in
                Float(max(0, min(end, Double(pixel + 1)) - max(start, Double(pixel))) * scale)
            }
            return (first, weights)
        }
    }

    /// sRGB (0...1) to CIELAB under D65.
    static func lab(_ rgb: SIMD3<Float>) -> SIMD3<Float> {
        let r = SRGB.linear(rgb.x), g = SRGB.linear(rgb.y), b = SRGB.linear(rgb.z)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Float) -> Float { t > 0.008856 ? cbrt(t) : 7.787 * t + 16 / 116 }
        return SIMD3(116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// CIELAB (D65) to sRGB, 0...1 (clamped).
    static func rgb(fromLab lab: SIMD3<Float>) -> SIMD3<Float> {
        let fy = (lab.x + 16) / 116, fx = fy + lab.y / 500, fz = fy - lab.z / 200
        func inverse(_ t: Float) -> Float { t > 0.206893 ? t * t * t : (t - 16 / 116) / 7.787 }
        let x = inverse(fx) * 0.95047, y = inverse(fy), z = inverse(fz) * 1.08883
        func gamma(_ value: Float) -> Float { SRGB.encoded(min(1, max(0, value))) }
        return SIMD3(gamma(3.2406 * x - 1.5372 * y - 0.4986 * z), gamma(-0.9689 * x + 1.8758 * y + 0.0415 * z), gamma(0.0557 * x - 0.2040 * y + 1.0570 * z))
    }

    /// The HSL hue (degrees, 0..<360; 0 for a grey), saturation and lightness (0...1) of a
    /// CIELAB colour.
    static func hsl(ofLab lab: SIMD3<Float>) -> (hue: Float, saturation: Float, lightness: Float) {
        let rgb = Self.rgb(fromLab: lab)
        let high = max(rgb.x, rgb.y, rgb.z), low = min(rgb.x, rgb.y, rgb.z), delta = high - low
        let lightness = (high + low) / 2
        guard delta > 1e-6 else { return (0, 0, lightness) }
        let saturation = lightness > 0.5 ? delta / (2 - high - low) : delta / (high + low)
        var hue: Float
        if high == rgb.x { hue = (rgb.y - rgb.z) / delta } else if high == rgb.y { hue = (rgb.z - rgb.x) / delta + 2 } else { hue = (rgb.x - rgb.y) / delta + 4 }
        hue *= 60
        return (hue < 0 ? hue + 360 : hue, saturation, lightness)
    }
}
