import Foundation

/// A 64-bit perceptual hash (the DCT kind): the picture over white, in grey, shrunk to 32x32,
/// its 8x8 lowest frequencies (without the average) compared with their median. Two drawings
/// that look alike differ in few bits, whatever their files' sizes or encodings.
public enum PerceptualHash {
    public static func hash(_ image: RGBAImage) -> UInt64 {
        let small = Resampler.resize(image, width: 32, height: 32)
        var grey = [Double](repeating: 0, count: 32 * 32)
        for index in 0..<(32 * 32) {
            let alpha = Double(small.pixels[index * 4 + 3]) / 255
            let luma = 0.299 * Double(small.pixels[index * 4]) + 0.587 * Double(small.pixels[index * 4 + 1]) + 0.114 * Double(small.pixels[index * 4 + 2])
            grey[index] = luma * alpha + 255 * (1 - alpha)
        }
        // 2-D DCT-II, only the 8x8 lowest frequencies
        var coefficients: [Double] = []
        for v in 0..<8 {
            for u in 0..<8 {
                var sum = 0.0
                for y in 0..<32 {
                    let cy = cos(Double((2 * y + 1) * v) * .pi / 64)
                    for x in 0..<32 { sum += grey[y * 32 + x] * cos(Double((2 * x + 1) * u) * .pi / 64) * cy }
                }
                coefficients.append(sum)
            }
        }
        let ac = Array(coefficients.dropFirst())
        let median = ac.sorted()[ac.count / 2]
        var bits: UInt64 = 0
        for (index, value) in coefficients.enumerated() where index > 0 && value > median {
            bits |= 1 << UInt64(index)
        }
        return bits
    }

    /// How many bits differ.
    public static func distance(_ a: UInt64, _ b: UInt64) -> Int { (a ^ b).nonzeroBitCount }
}
