import Foundation

/// The sRGB transfer function, one channel at a time (0...1): from the encoded value a file or
/// a PNG holds to linear light, and back.
enum SRGB {
    static func linear(_ value: Float) -> Float {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    static func encoded(_ value: Float) -> Float {
        value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
}
