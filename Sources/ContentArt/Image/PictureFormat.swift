/// Raster formats told apart by their first bytes, so a command handed a picture where it wants
/// a drawing can say what it got instead of "not well-formed XML".
public enum PictureFormat: String, Sendable {
    case png = "PNG", jpeg = "JPEG", gif = "GIF", webp = "WebP"

    /// The eight bytes every PNG file starts with.
    public static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The raster format the bytes start with, or nil (text, SVG, anything else).
    public static func sniff(_ bytes: [UInt8]) -> PictureFormat? {
        if bytes.starts(with: pngSignature) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: Array("GIF8".utf8)) { return .gif }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return .webp }
        return nil
    }
}
